"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type Control } from "react-hook-form";
import type * as z from "zod/mini";

import { TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { STAFF_PASSWORD_MIN } from "@/contract/validations/staff";
import { deskPages } from "@/lib/desk/desk-paths";
import { staffAuth } from "@/lib/desk/staff-auth";
import { changePasswordSchema, setPasswordSchema } from "@/lib/validations/desk";

import { DeskAlert, DeskDone } from "./desk-alert";
import { DeskNotice } from "./desk-gate";
import { DeskPanel } from "./desk-panel";
import { useAddressParam } from "./use-address-query";

const newPasswordHint = `At least ${STAFF_PASSWORD_MIN} characters`;

type NewPasswordValues = { newPassword: string; repeatPassword: string };

/** The new password, typed twice (each form's schema checks the pair: lib/validations/desk.ts). */
function NewPasswordFields({ control }: { control: Control<NewPasswordValues> }) {
  return (
    <>
      <TextField
        control={control}
        name="newPassword"
        label="New password"
        hint={newPasswordHint}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        control={control}
        name="repeatPassword"
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

type ChangeValues = z.infer<typeof changePasswordSchema>;

/** A signed-in staff member changes their password; their other sessions end. */
export function ChangePasswordForm() {
  const form = useForm<ChangeValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", repeatPassword: "" },
  });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const { error } = await staffAuth.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    if (error) {
      const wrong = error.status === 400 || error.status === 401;
      if (wrong) form.setError("currentPassword", { message: "That is not your current password" });
      setOutcome({
        ok: false,
        text: wrong ? "The current password is wrong." : "The password was not changed. Try again.",
      });
      return;
    }
    form.reset();
    setOutcome({ ok: true, text: "Password changed. Other devices are signed out." });
  });
  return (
    <DeskPanel title="Change your password">
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <TextField
          control={form.control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={form.control as unknown as Control<NewPasswordValues>} />
        {outcome ? outcome.ok ? <DeskDone>{outcome.text}</DeskDone> : <DeskAlert>{outcome.text}</DeskAlert> : null}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Changing…">
          Change password
        </SubmitButton>
      </form>
    </DeskPanel>
  );
}

type SetValues = z.infer<typeof setPasswordSchema>;

/** The one-time link an admin sends a new staff member (?token=): set a password, then sign in. */
export function SetPasswordForm() {
  const token = useAddressParam("token");
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string>();
  const form = useForm<SetValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { newPassword: "", repeatPassword: "" },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    const { error } = await staffAuth.resetPassword({ newPassword, token: token ?? "" });
    if (error) {
      setProblem(
        error.status === 400
          ? "This link has been used or has expired. Ask an admin for a new one."
          : "The password was not set. Try again in a moment.",
      );
      return;
    }
    setDone(true);
  });

  if (token === undefined) return <DeskNotice>Reading the link…</DeskNotice>;
  if (token === null) return <DeskAlert>This address has no token: open the whole link you were sent.</DeskAlert>;
  if (done) {
    return (
      <DeskDone>
        Your password is set.{" "}
        <a href={deskPages.inbox} className="underline">
          Sign in to the desk
        </a>
        .
      </DeskDone>
    );
  }
  return (
    <DeskPanel title="Set your desk password">
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
        <NewPasswordFields control={form.control as unknown as Control<NewPasswordValues>} />
        {problem ? <DeskAlert>{problem}</DeskAlert> : null}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…">
          Set password
        </SubmitButton>
      </form>
    </DeskPanel>
  );
}
