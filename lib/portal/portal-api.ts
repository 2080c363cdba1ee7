/**
 * The site's calls to the receiver's student and parent portal (receiver/src/routes/portal.ts), through its typed
 * client with the portal's session cookie. A refusal becomes a PortalRequestError carrying the status, the
 * receiver's own message and the fields it names, so a form can show them beside its control.
 */
import type { ClientResponse } from "hono/client";

import { apiUrl } from "@/contract/api";
import type { PortalParent } from "@/contract/portal";
import type { ParentInvite } from "@/contract/validations/portal";
import { receiverApiBase } from "@/lib/leads/config";
import { NoReceiverError, receiverAnswer, receiverClient, ReceiverRequestError } from "@/lib/receiver-client";

import { requestFailure } from "./portal-text";

export class PortalRequestError extends ReceiverRequestError {
  override name = "PortalRequestError";
}

export type { PortalWelcome } from "@/contract/portal";

/** The receiver's portal, with the portal's session cookie; a build without a receiver has none. */
function portal() {
  try {
    return receiverClient({ credentials: "include" }).portal;
  } catch (error) {
    if (error instanceof NoReceiverError) throw new PortalRequestError(0, requestFailure(0));
    throw error;
  }
}

const json = { headers: { Accept: "application/json" } };

/** One portal call: its JSON answer, or a PortalRequestError in the receiver's words. */
const answerOf = <T>(call: () => Promise<ClientResponse<T>>) =>
  receiverAnswer(
    call,
    (status, refusal) =>
      new PortalRequestError(
        status,
        typeof refusal?.message === "string" && refusal.message ? refusal.message : requestFailure(status),
        refusal?.fields ?? {},
        refusal?.error ?? refusal?.code,
      ),
  );

/**
 * Who is signed in, or null: Better Auth's get-session, which answers nobody with a 200 and null, so a page that
 * only asks (sign-in, the account signed out) leaves no refused request in the browser's console.
 */
export async function fetchSignedIn(): Promise<{ email: string; name: string } | null> {
  const base = receiverApiBase();
  if (!base) return null;
  let response: Response;
  try {
    response = await fetch(`${apiUrl(base, "portal")}/auth/get-session`, {
      credentials: "include",
      headers: { Accept: "application/json" },
    });
  } catch {
    throw new PortalRequestError(0, requestFailure(0));
  }
  if (!response.ok) throw new PortalRequestError(response.status, requestFailure(response.status));
  const session = (await response.json().catch(() => null)) as { user?: { email: string; name: string } } | null;
  return session?.user ? { email: session.user.email, name: session.user.name } : null;
}

/** Everything the signed-in student or parent reads (401 when nobody is signed in). */
export const fetchMe = () => answerOf(() => portal().me.$get({}, json));

/** Whose link this is: 404 when it has been used, has expired or is not known. */
export const lookUpWelcome = (token: string) => answerOf(() => portal().welcome.$post({ json: { token } }, json));

/** A new version of a document's file (the student's alone): multipart, field `file`. */
export function uploadDocument(documentId: number, file: File) {
  const body = new FormData();
  body.append("file", file, file.name);
  return answerOf(() =>
    portal().documents[":id"].$post({ param: { id: String(documentId) } }, { ...json, init: { body } }),
  );
}

/** The download link of a document's file: its newest version, or `versionId`'s. */
export function documentFileUrl(documentId: number, versionId?: number): string {
  const url = portal().documents[":id"].file.$url({ param: { id: String(documentId) } });
  if (versionId !== undefined) url.searchParams.set("version", String(versionId));
  return url.href;
}

export const fetchMessages = () => answerOf(() => portal().messages.$get({}, json));

export const sendMessage = (text: string) => answerOf(() => portal().messages.$post({ json: { text } }, json));

export const inviteParent = (invite: ParentInvite) => answerOf(() => portal().parents.$post({ json: invite }, json));

export const removeParent = (id: PortalParent["id"]) =>
  answerOf(() => portal().parents[":id"].$delete({ param: { id: encodeURIComponent(id) } }, json));

/** The download (a JSON file) of everything held about the account. */
export const exportUrl = () => portal().export.$url().href;

/** Asks the office to erase the account: the office erases it with its own command. */
export const askForErasure = () => answerOf(() => portal().erasure.$post({}, json));

/** A full page load of one of the site's pages (its own function, so tests can stand in for it). */
export function openPage(path: string) {
  window.location.assign(path);
}
