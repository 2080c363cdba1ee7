"use client";

import type { Control, FieldValues, Path } from "react-hook-form";

import { TextField } from "./fields";
import { useFieldLabels } from "./form-words";

type PersonField = "firstName" | "lastName" | "email" | "phone";

type PersonFieldsProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** Fields this form does not require (the spec's simple contact form marks none). */
  optional?: readonly PersonField[];
};

/** First name, last name, e-mail and phone: the opening fields of every lead form, with the spec's names. */
export function PersonFields<T extends FieldValues, TOut>({ control, optional = [] }: PersonFieldsProps<T, TOut>) {
  // The schemas of all lead forms carry these four names; the cast states that for react-hook-form's Path type.
  const name = (field: PersonField) => field as Path<T>;
  const required = (field: PersonField) => !optional.includes(field);
  const fieldLabels = useFieldLabels();
  return (
    <>
      <TextField
        control={control}
        name={name("firstName")}
        label={fieldLabels.firstName}
        required={required("firstName")}
        autoComplete="given-name"
      />
      <TextField
        control={control}
        name={name("lastName")}
        label={fieldLabels.lastName}
        required={required("lastName")}
        autoComplete="family-name"
      />
      <TextField
        control={control}
        name={name("email")}
        type="email"
        label={fieldLabels.email}
        required={required("email")}
        autoComplete="email"
        placeholder="you@example.com"
        spellCheck={false}
      />
      <TextField
        control={control}
        name={name("phone")}
        type="tel"
        label={fieldLabels.phone}
        required={required("phone")}
        autoComplete="tel"
        placeholder="+91 98765 43210"
      />
    </>
  );
}
