"use client";

import { createContext, useContext, useMemo } from "react";

import type { FamilyField, FormWords, ValidationKind } from "@/content/form-words";
import { englishFormCopy, type FormCopy, formCopyOf } from "@/content/forms";
import { fieldLabels, type Option } from "@/contract/forms";
import type { Language } from "@/contract/languages";

type LocalForms = { language: Language; words: FormWords; copy: FormCopy };

const FormWordsContext = createContext<LocalForms | null>(null);

/**
 * The words of the forms inside, on a Gujarati or Hindi page: passed by the page (server) as data, read by the
 * forms' parts through the hooks below. English pages have no provider: the forms read content/forms.ts and the
 * contract's labels, as before.
 */
export function FormWordsProvider({
  language,
  words,
  children,
}: {
  language: Language;
  words: FormWords;
  children: React.ReactNode;
}) {
  const value = useMemo(() => ({ language, words, copy: formCopyOf(words) }), [language, words]);
  return <FormWordsContext.Provider value={value}>{children}</FormWordsContext.Provider>;
}

/** The forms' copy in the page's language. */
export function useFormCopy(): FormCopy {
  return useContext(FormWordsContext)?.copy ?? englishFormCopy;
}

/** The page's language, as a lead records it ("en" without a provider). */
export function useFormLanguage(): Language {
  return useContext(FormWordsContext)?.language ?? "en";
}

/** The translated words (labels, options, messages), or null on English pages. */
export function useTranslatedForm(): FormWords | null {
  return useContext(FormWordsContext)?.words ?? null;
}

/** What is wrong, by the check that failed: zod's issue codes as react-hook-form passes them in `type`. */
function kindOf(type: string | undefined): ValidationKind {
  if (type === "too_small") return "empty";
  if (type === "too_big") return "tooLong";
  return "invalid";
}

/**
 * A field's error as the page says it: the contract's own message on English pages; on a translated page the
 * field's message for that kind of problem, which names the field in the language.
 */
export function translatedError(
  words: FormWords | null,
  name: string,
  error: { message?: string; type?: string } | undefined,
): string | undefined {
  if (!error?.message) return error?.message;
  if (!words) return error.message;
  const messages: Partial<Record<ValidationKind, string>> =
    words.validation[name as FamilyField] ?? words.validation.other;
  return messages[kindOf(error.type)] ?? messages.invalid ?? words.validation.other.invalid;
}

/** The label of a family form's field in the page's language (the contract's English label otherwise). */
export function useFieldLabels(): Record<FamilyField, string> {
  const words = useTranslatedForm();
  return words?.fields ?? fieldLabels;
}

/** A select's options with their labels in the page's language; values stay the contract's. */
export function useTranslatedOptions<const Options extends readonly Option[]>(
  options: Options,
  group: keyof FormWords["options"],
): Options {
  const words = useTranslatedForm();
  return useMemo(
    () =>
      (words
        ? options.map((option) => ({ ...option, label: words.options[group][option.value] ?? option.label }))
        : options) as unknown as Options,
    [words, options, group],
  );
}
