"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";

import { TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { signInRefusal, staffAuth } from "@/lib/desk/staff-auth";
import { deskSignInSchema } from "@/lib/validations/desk";

import { DeskAlert } from "./desk-alert";
import { DeskPanel } from "./desk-panel";

type SignInValues = z.infer<typeof deskSignInSchema>;

/** Staff sign-in: e-mail and password, checked by the receiver; a refusal says what to do next. */
export function DeskSignIn() {
  return (
    <DeskPanel title="Sign in to the desk">
      <p className="mt-1 text-sm text-slate-600">For counsellors and admins. Accounts are made by an admin.</p>
      <SignInForm />
    </DeskPanel>
  );
}

/** The sign-in fields and their refusal; `email` fills the address (signing in again after a session ended). */
export function SignInForm({ email = "", onSignedIn }: { email?: string; onSignedIn?: () => void }) {
  const form = useForm<SignInValues>({
    resolver: zodResolver(deskSignInSchema),
    defaultValues: { email, password: "" },
  });
  const [refusal, setRefusal] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      const { error } = await staffAuth.signIn.email(values);
      if (error) {
        setRefusal(signInRefusal(error.status));
        form.resetField("password");
      } else {
        onSignedIn?.();
      }
    } catch {
      setRefusal("The desk could not reach the receiver. Check the connection and try again.");
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
      <TextField
        control={form.control}
        name="email"
        label="Work e-mail"
        type="email"
        autoComplete="username"
        required
      />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      {refusal ? <DeskAlert>{refusal}</DeskAlert> : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
