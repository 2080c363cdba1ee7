"use client";

import { createContext, memo, useCallback, useContext, useEffect, useId, useRef } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";

import { countText } from "@/contract/numbers";
import { fillTemplate } from "@/content/forms";

import { translatedError, useFormCopy, useTranslatedForm } from "./form-words";

/*
 * The one set of form fields every form uses. Each field is bound to
 * react-hook-form through `control`, so its name is type-checked against the
 * form's schema. Every field has a visible label; its hint, counter and error
 * are tied to it with aria-describedby, and the error is announced (role="alert").
 * Class strings are plain (no cn/tailwind-merge in client code).
 */

/**
 * The name each control posts under when the form is sent without JavaScript
 * (its schema name by default; a label in a mail draft; none at all for a field that
 * must never be posted, such as the sign-in password). Set by the form around its fields.
 */
export const NativeFieldNames = createContext<(name: string) => string | undefined>((name) => name);

type BoundElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a control shows now: typed, chosen or ticked, maybe before the form's script ran. */
function shownValue(element: BoundElement): unknown {
  if (element instanceof HTMLInputElement && element.type === "checkbox") return element.checked;
  if (element instanceof HTMLInputElement && element.type === "file") return element.files?.[0];
  return element.value;
}

type BoundFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
};

const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand-500 aria-invalid:border-red-600 aria-invalid:bg-red-50/40";

function describedBy(id: string, parts: { hint?: unknown; counter?: unknown; error?: unknown }) {
  const ids = [parts.hint && `${id}-hint`, parts.counter && `${id}-counter`, parts.error && `${id}-error`];
  return ids.filter(Boolean).join(" ") || undefined;
}

/** Accessibility attributes shared by every control. */
function controlAria(
  id: string,
  required: boolean | undefined,
  error: string | undefined,
  hasHint: boolean,
  counter = false,
) {
  return {
    id,
    required,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, { hint: hasHint, counter, error }),
  } as const;
}

/**
 * Binds one control to the form: its field props, DOM ref, posted name, element id
 * and current error message. On mount it adopts what the visitor typed or chose
 * before the scripts ran: hydration keeps such a value on screen without telling the
 * form, which would then validate it as empty and wipe it on the next render.
 */
function useBoundField<T extends FieldValues, TOut>(control: Control<T, unknown, TOut>, name: Path<T>) {
  const {
    field: { ref: formRef, ...field },
    fieldState,
  } = useController({ control, name });
  const element = useRef<BoundElement | null>(null);
  const ref = useCallback(
    (node: BoundElement | null) => {
      formRef(node);
      element.current = node;
    },
    [formRef],
  );
  const adopted = useRef(false);
  const { value, onChange } = field;
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    if (!adopted.current) {
      adopted.current = true;
      const shown = shownValue(node);
      if (shown !== undefined && shown !== (value ?? "")) onChange(shown);
      return;
    }
    // A file input cannot be controlled: when the form drops its file (a reset), empty the picker too.
    if (
      node instanceof HTMLInputElement &&
      node.type === "file" &&
      !((value as unknown) instanceof File) &&
      node.value
    ) {
      node.value = "";
    }
  }, [value, onChange]);
  const nativeName = useContext(NativeFieldNames)(field.name);
  const words = useTranslatedForm();
  return { field, ref, nativeName, id: useId(), error: translatedError(words, name, fieldState.error) };
}

type FieldShellProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** Rendered under the control, e.g. a character counter or the chosen file. */
  footer?: React.ReactNode;
  children: React.ReactNode;
};

function FieldShell({ id, label, required, hint, error, className, footer, children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2">{children}</div>
      {footer}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One field: its binding (useBoundField), what its control carries (id, accessibility attributes, posted name,
 * ref and blur) and the shell around it (label, hint, error and an optional line under the control).
 */
function useField<T extends FieldValues, TOut>(
  { control, name, label, required, hint, className }: BoundFieldProps<T, TOut>,
  counter = false,
) {
  const { field, ref, nativeName, id, error } = useBoundField(control, name);
  return {
    field,
    id,
    controlProps: {
      ...controlAria(id, required, error, Boolean(hint), counter),
      name: nativeName,
      ref,
      onBlur: field.onBlur,
    },
    shell: (fieldControl: React.ReactNode, footer?: React.ReactNode) => (
      <FieldShell
        id={id}
        label={label}
        required={required}
        hint={hint}
        error={error}
        className={className}
        footer={footer}
      >
        {fieldControl}
      </FieldShell>
    ),
  };
}

/**
 * The fields are memoised: a form's root re-renders as a whole whenever its own form
 * state changes, first when react-hook-form marks it ready in a layout effect, inside
 * the hydration task, and the fields are most of that work. A field still re-renders
 * through its own subscription (its value and error) and when its props change.
 */
const memoField = <Component extends (props: never) => React.ReactNode>(component: Component) =>
  memo(component as unknown as React.FunctionComponent) as unknown as Component;

type TextFieldProps<T extends FieldValues, TOut> = BoundFieldProps<T, TOut> &
  Pick<React.ComponentProps<"input">, "type" | "autoComplete" | "inputMode" | "placeholder" | "spellCheck">;

/** A single-line input: text, email, tel or password. */
export const TextField = memoField(function TextField<T extends FieldValues, TOut>({
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  spellCheck,
  ...props
}: TextFieldProps<T, TOut>) {
  const { field, controlProps, shell } = useField(props);
  return shell(
    <input
      {...controlProps}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
      spellCheck={spellCheck}
      value={field.value ?? ""}
      onChange={field.onChange}
      className={`${controlClass} h-12`}
    />,
  );
});

type SelectFieldProps<T extends FieldValues, TOut> = BoundFieldProps<T, TOut> & {
  options: readonly { value: string; label: string }[];
  /** The empty first choice, e.g. "Select a destination". */
  placeholder: string;
};

/** A native select: the phone's own picker, no script weight. */
export const SelectField = memoField(function SelectField<T extends FieldValues, TOut>({
  options,
  placeholder,
  ...props
}: SelectFieldProps<T, TOut>) {
  const { field, controlProps, shell } = useField(props);
  return shell(
    <select
      {...controlProps}
      value={field.value ?? ""}
      onChange={field.onChange}
      className={`${controlClass} h-12 pr-10`}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
  );
});

type TextareaFieldProps<T extends FieldValues, TOut> = BoundFieldProps<T, TOut> & {
  rows?: number;
  /** Shown as a live counter; the schema enforces it (typing past it is allowed, so nothing pasted is cut off). */
  maxLength: number;
  placeholder?: string;
};

/** Multi-line text with a visible character counter. */
export const TextareaField = memoField(function TextareaField<T extends FieldValues, TOut>({
  rows = 5,
  maxLength,
  placeholder,
  ...props
}: TextareaFieldProps<T, TOut>) {
  const { field, id, controlProps, shell } = useField(props, true);
  const { formParts } = useFormCopy();
  const length = typeof field.value === "string" ? field.value.length : 0;
  const over = length > maxLength;
  // One left-aligned text, so it starts in the same place however many digits it shows: restoring kept values shifts nothing.
  const counter = (
    <p
      id={`${id}-counter`}
      className={`mt-1 text-sm tabular-nums ${over ? "font-semibold text-red-700" : "text-slate-600"}`}
    >
      {fillTemplate(formParts.counter, { length: countText(length), max: countText(maxLength) })}
    </p>
  );
  return shell(
    <textarea
      {...controlProps}
      rows={rows}
      placeholder={placeholder}
      value={field.value ?? ""}
      onChange={field.onChange}
      className={`${controlClass} min-h-32 py-3 leading-relaxed`}
    />,
    counter,
  );
});

type CheckboxFieldProps<T extends FieldValues, TOut> = Omit<BoundFieldProps<T, TOut>, "required"> & {
  /** What a post without JavaScript sends when the box is ticked (the browser's "on" when not given). */
  value?: string;
};

/**
 * A checkbox with its label beside it (e.g. "Remember me") and an optional hint under the label (the label then
 * reads in bold, like the other fields'). The form holds a boolean. A 24px box, and the label fills the rest of
 * its row, so the whole line takes a thumb's tap.
 */
export const CheckboxField = memoField(function CheckboxField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  hint,
  value,
  className,
}: CheckboxFieldProps<T, TOut>) {
  const { field, ref, nativeName, id, error } = useBoundField(control, name);
  return (
    <div className={className}>
      <div className="flex items-start">
        <input
          {...controlAria(id, undefined, error, Boolean(hint))}
          type="checkbox"
          name={nativeName}
          value={value}
          ref={ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          className="size-6 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700"
        />
        <label
          htmlFor={id}
          className={`min-h-6 flex-1 cursor-pointer py-0.5 pl-3 text-sm text-slate-800 ${hint ? "font-semibold" : "font-normal"}`}
        >
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 pl-9 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 pl-9 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});

type FileFieldProps<T extends FieldValues, TOut> = BoundFieldProps<T, TOut> & {
  accept: string;
  /** Called after a file is chosen or cleared, e.g. to check it at once. */
  onFileChange?: () => void;
  /** "2.4 MB" for the chosen file's line. */
  formatSize: (bytes: number) => string;
};

/** A file picker holding one File in the form state; shows the chosen file's name and size. */
export const FileField = memoField(function FileField<T extends FieldValues, TOut>({
  accept,
  onFileChange,
  formatSize,
  ...props
}: FileFieldProps<T, TOut>) {
  const { field, controlProps, shell } = useField(props);
  const file: unknown = field.value;
  const chosen = file instanceof File ? file : undefined;

  const chosenLine = chosen ? (
    <p className="mt-2 text-sm break-all text-slate-700">
      Chosen: <span className="font-medium">{chosen.name}</span> ({formatSize(chosen.size)})
    </p>
  ) : null;

  return shell(
    <input
      {...controlProps}
      type="file"
      accept={accept}
      onChange={(event) => {
        field.onChange(event.target.files?.[0]);
        onFileChange?.();
      }}
      className={`${controlClass} py-2 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800`}
    />,
    chosenLine,
  );
});
