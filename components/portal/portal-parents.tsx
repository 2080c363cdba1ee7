"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";

import { TextField } from "@/components/forms/fields";
import { SubmitButton } from "@/components/forms/form-actions";
import { Button, ButtonLink } from "@/components/ui/button";
import { notify } from "@/components/ui/toaster";
import { PORTAL_INVITE_HOURS, type PortalParent } from "@/contract/portal";
import { parentInviteSchema, type ParentInvite } from "@/contract/validations/portal";
import { portalPage } from "@/content/forms";
import { site } from "@/content/site";
import { inviteParent, PortalRequestError, removeParent } from "@/lib/portal/portal-api";
import { parentStatus, requestFailure, whatsappShareUrl } from "@/lib/portal/portal-text";

import { PortalConfirm } from "./portal-confirm";
import { PortalSection, PortalSubheading } from "./portal-section";

const copy = portalPage.parents;

type Invited = { name: string; email: string; inviteUrl: string; emailed: boolean };

/** Said only as the receiver answered: e-mailed when it queued the e-mail. */
const emailedText = (invited: Invited) => (invited.emailed ? copy.emailed(invited.email) : copy.notEmailed);

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : requestFailure(0));

/**
 * The student's parents: who is invited and who has joined, removing one (after a confirm), and inviting one by
 * name and e-mail. An invite's link is shown to copy or share on WhatsApp, and said to be e-mailed only when the
 * receiver queued the e-mail.
 */
export function PortalParents({
  parents,
  onChanged,
}: {
  parents: readonly PortalParent[];
  /** Reads the account again (the list after an invite or a removal). */
  onChanged: () => Promise<void>;
}) {
  const [invited, setInvited] = useState<Invited>();
  return (
    <PortalSection id="parents" title={portalPage.sections.parents} intro={copy.intro}>
      {parents.length === 0 ? (
        <p className="text-slate-700">{copy.none}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {parents.map((parent) => (
            <ParentRow key={parent.id} parent={parent} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <div className="mt-6 border-t border-slate-200 pt-5">
        <InviteForm
          onInvited={async (result) => {
            setInvited(result);
            await onChanged();
          }}
        />
        {/* Present before the news, so a screen reader hears it arrive. */}
        <p aria-live="polite" className="sr-only">
          {invited ? `${copy.invitedTitle(invited.name)}. ${emailedText(invited)}` : ""}
        </p>
        {invited ? <InviteLink invited={invited} /> : null}
      </div>
    </PortalSection>
  );
}

function ParentRow({ parent, onChanged }: { parent: PortalParent; onChanged: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();

  const remove = async () => {
    setPending(true);
    setProblem(undefined);
    try {
      await removeParent(parent.id);
      void notify("success", copy.removed(parent.name));
      await onChanged();
    } catch (error) {
      setProblem(errorMessage(error));
      setPending(false);
    }
  };

  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-brand-950">{parent.name}</p>
          <p className="text-sm break-all text-slate-700">{parent.email}</p>
          <p className="text-sm text-slate-600">{parentStatus(parent)}</p>
        </div>
        {confirming ? null : (
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => setConfirming(true)}>
            {copy.remove(parent.name)}
          </Button>
        )}
      </div>
      {confirming ? (
        <PortalConfirm
          label={copy.remove(parent.name)}
          question={copy.confirmRemove(parent.name)}
          confirm={copy.yesRemove}
          keep={copy.keep}
          pending={pending}
          onConfirm={() => void remove()}
          onKeep={() => setConfirming(false)}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

function InviteForm({ onInvited }: { onInvited: (invited: Invited) => Promise<void> }) {
  const form = useForm<ParentInvite>({
    resolver: zodResolver(parentInviteSchema),
    defaultValues: { name: "", email: "" },
  });
  const [problem, setProblem] = useState<string>();

  const onSubmit = form.handleSubmit(async (invite) => {
    setProblem(undefined);
    try {
      const answer = await inviteParent(invite);
      form.reset({ name: "", email: "" });
      await onInvited({ name: invite.name, email: invite.email, inviteUrl: answer.inviteUrl, emailed: answer.emailed });
    } catch (error) {
      const refusal = error instanceof PortalRequestError ? error : undefined;
      let focused = false;
      for (const field of ["name", "email"] as const) {
        const message = refusal?.fields[field];
        if (!message) continue;
        form.setError(field, { message }, { shouldFocus: !focused });
        focused = true;
      }
      setProblem(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={copy.inviteTitle} className="grid gap-4 sm:max-w-xl">
      <PortalSubheading>{copy.inviteTitle}</PortalSubheading>
      <TextField control={form.control} name="name" label={copy.name} autoComplete="off" required />
      <TextField
        control={form.control}
        name="email"
        type="email"
        label={copy.email}
        autoComplete="off"
        spellCheck={false}
        required
      />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={copy.inviting} className="w-full sm:w-auto">
        {copy.submit}
      </SubmitButton>
    </form>
  );
}

/** The invite's link: e-mailed or not (as the receiver answered), to copy or share on WhatsApp. */
function InviteLink({ invited }: { invited: Invited }) {
  const id = useId();
  const [copyStatus, setCopyStatus] = useState("");
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(invited.inviteUrl);
      setCopyStatus(copy.copied);
    } catch {
      setCopyStatus(copy.copyFailed);
    }
  };
  return (
    <div className="mt-5 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
      <p className="font-semibold">{copy.invitedTitle(invited.name)}</p>
      <p className="mt-1 text-sm">{emailedText(invited)}</p>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold">
        {copy.linkLabel}
      </label>
      <input
        id={id}
        readOnly
        value={invited.inviteUrl}
        onFocus={(event) => event.currentTarget.select()}
        aria-describedby={`${id}-hint`}
        className="mt-1 block h-11 w-full rounded-lg border border-emerald-300 bg-white px-3 text-sm text-slate-900"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm">
        {copy.linkHint(PORTAL_INVITE_HOURS)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copyLink()}>
          {copy.copy}
        </Button>
        <ButtonLink href={whatsappShareUrl(copy.shareText(site.name, invited.inviteUrl))} variant="outline" external>
          {copy.whatsapp}
        </ButtonLink>
      </div>
      <p aria-live="polite" className="mt-2 text-sm font-medium">
        {copyStatus}
      </p>
    </div>
  );
}
