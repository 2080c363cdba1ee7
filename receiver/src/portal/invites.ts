/**
 * Opening the portal to a person: a counsellor invites a lead's person (the desk, or npm run student:invite), a
 * student a parent. The account is Better Auth's user, made without a password; the invite is a one-time
 * reset-password token for PORTAL_INVITE_HOURS, opened at /account/welcome#<token>, where the person sets their
 * password (Better Auth's reset-password then adds the credential). Inviting again makes a new link.
 */
import type { OfficeId } from "@/contract/offices";
import { PORTAL_INVITE_HOURS } from "@/contract/portal";
import { findGuide } from "@/content/country-guides";

import { visitorChannelOf } from "../booking/reserve";
import { invalid } from "../http/answers";
import type { ReceiverDeps } from "../http/env";
import { randomToken } from "../reference";
import { personKey } from "../store";
import type { PortalAuth } from "./accounts";
import { welcomeUrlOf } from "./accounts";
import { inviteMail } from "./mail";

export type Invited = { id: string; inviteUrl: string; emailed: boolean };

/** How many parents may follow one student's account. */
export const PARENTS_PER_STUDENT = 4;

/** A new one-time link for the account `userId`. */
async function newInviteUrl(
  { portal, store }: { portal: PortalAuth; store: ReceiverDeps["store"] },
  userId: string,
  siteUrl: string,
  at: Date,
): Promise<string> {
  // One link at a time: an earlier one (forwarded, or lying in an inbox) stops working.
  await store.portal.dropLinks(userId);
  const token = randomToken(24);
  const { internalAdapter } = await portal.$context;
  await internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(at.getTime() + PORTAL_INVITE_HOURS * 60 * 60 * 1000),
  });
  return welcomeUrlOf(siteUrl, token);
}

/** The visa documents the guide of `destination` lists (content/guides), the checklist a new student starts with. */
export function checklistOf(destination: string | null): string[] {
  return destination ? (findGuide(destination)?.visa.requirements ?? []) : [];
}

/**
 * Invites the person of a lead: their account (made now if they have none), the checklist of their destination,
 * and the link, e-mailed when the receiver has a channel to the family.
 */
export async function inviteStudent(
  deps: Pick<ReceiverDeps, "store" | "config" | "channels"> & { portal: PortalAuth },
  lead: {
    id: number;
    email: string;
    firstName: string;
    lastName: string | null;
    destination: string | null;
    office: OfficeId | null;
  },
  invitedBy: string,
  at: Date,
): Promise<Invited> {
  const { store, portal, config } = deps;
  const email = personKey(lead.email);
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
  let account = await store.portal.user(email);
  if (account && account.kind !== "student") {
    throw invalid(
      { email: "This address is a parent's account" },
      "This address already follows another student as a parent.",
    );
  }
  if (account?.passwordSetAt) {
    // A new link would let whoever holds it set the password of an account in use: the student asks for one.
    throw invalid(
      {
        email:
          "They have joined already: they sign in at /signin, where \u201cForgot password?\u201d sends them a new link",
      },
      "This student has joined the portal already.",
    );
  }
  if (!account) {
    const { internalAdapter } = await portal.$context;
    await internalAdapter.createUser({ email, name, emailVerified: true, kind: "student" }, { method: "admin" });
    account = (await store.portal.user(email))!;
    await store.portal.invitedFrom(account.id, lead);
  }
  await store.portal.seedChecklist(email, checklistOf(lead.destination), at);
  const inviteUrl = await newInviteUrl(deps, account.id, config.siteUrl, at);
  const emailed = await queueInvite(
    deps,
    email,
    { email, name },
    inviteUrl,
    { kind: "counsellor", name: invitedBy },
    at,
  );
  return { id: account.id, inviteUrl, emailed };
}

/** A student invites a parent: a parent's account tied to the student, and its link. */
export async function inviteParent(
  deps: Pick<ReceiverDeps, "store" | "config" | "channels"> & { portal: PortalAuth },
  student: { id: string; email: string; name: string },
  parent: { email: string; name: string },
  at: Date,
): Promise<Invited> {
  const { store, portal, config } = deps;
  const email = personKey(parent.email);
  let account = await store.portal.user(email);
  if (account?.passwordSetAt && account.studentId === student.id) {
    throw invalid({ email: "This parent has joined already: they sign in at /signin" }, "Already joined.");
  }
  if (!account && (await store.portal.parentCount(student.id)) >= PARENTS_PER_STUDENT) {
    throw invalid(
      { email: `At most ${PARENTS_PER_STUDENT} parents follow one account: remove one first` },
      "Too many parents.",
    );
  }
  if (account && !(account.kind === "parent" && account.studentId === student.id)) {
    throw invalid(
      { email: email === student.email ? "This is your own address" : "This address already has an account" },
      "Invite your parent with an address that has no account here.",
    );
  }
  if (!account) {
    const { internalAdapter } = await portal.$context;
    await internalAdapter.createUser(
      { email, name: parent.name, emailVerified: true, kind: "parent", studentId: student.id },
      { method: "admin" },
    );
    account = (await store.portal.user(email))!;
  }
  const inviteUrl = await newInviteUrl(deps, account.id, config.siteUrl, at);
  const emailed = await queueInvite(
    deps,
    student.email,
    { email, name: parent.name },
    inviteUrl,
    { kind: "student", name: student.name },
    at,
  );
  return { id: account.id, inviteUrl, emailed };
}

async function queueInvite(
  { store, channels }: Pick<ReceiverDeps, "store" | "channels">,
  studentEmail: string,
  to: { email: string; name: string },
  url: string,
  invitedBy: { kind: "counsellor" | "student"; name: string },
  at: Date,
): Promise<boolean> {
  const channel = visitorChannelOf(channels);
  if (!channel) return false;
  return (
    (await store.portal.queue([store.portal.familyMail(studentEmail, channel, inviteMail(to, url, invitedBy), at)])) > 0
  );
}
