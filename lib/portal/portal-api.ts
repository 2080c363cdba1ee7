/**
 * The site's calls to the receiver's student and parent portal (receiver/src/routes/portal.ts), with the portal's
 * session cookie (`credentials: "include"`). Plain fetch over the contract's types for now; a typed hc client can
 * replace it once the routes are in receiver/src/client-types.ts. A refusal becomes a PortalRequestError carrying
 * the status, the receiver's own message and the fields it names, so a form can show them beside its control.
 */
import { apiUrl, type ApiError } from "@/contract/api";
import type {
  PortalDocument,
  PortalInvited,
  PortalMe,
  PortalMemberKind,
  PortalMessage,
  PortalMessages,
  PortalParent,
} from "@/contract/portal";
import type { ParentInvite } from "@/contract/validations/portal";
import { receiverApiBase } from "@/lib/leads/config";

import { requestFailure } from "./portal-text";

export class PortalRequestError extends Error {
  override name = "PortalRequestError";
  constructor(
    /** The HTTP status; 0 when the receiver could not be reached. */
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The receiver's error code (ApiError.error) or Better Auth's (`code`), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** POST /api/portal/welcome: whose invite or set-password link it is. */
export type PortalWelcome = { ok: true; name: string; email: string; kind: PortalMemberKind };

/** The portal API's address of `path` ("/me"), on the receiver this page talks to. */
export function portalUrl(path: string): string {
  return `${apiUrl(receiverApiBase() ?? "/api", "portal")}${path}`;
}

/** One portal call: its JSON answer, or a PortalRequestError in the receiver's words. */
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    const headers = new Headers(init.headers);
    headers.set("Accept", "application/json");
    response = await fetch(portalUrl(path), { ...init, headers, credentials: "include" });
  } catch {
    throw new PortalRequestError(0, requestFailure(0));
  }
  const answer = (await response.json().catch(() => undefined)) as
    T | (Partial<ApiError> & { code?: string }) | undefined;
  if (!response.ok) {
    const refusal = (answer ?? {}) as Partial<ApiError> & { code?: string };
    throw new PortalRequestError(
      response.status,
      typeof refusal.message === "string" && refusal.message ? refusal.message : requestFailure(response.status),
      refusal.fields ?? {},
      refusal.error ?? refusal.code,
    );
  }
  return answer as T;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** Everything the signed-in student or parent reads (401 when nobody is signed in). */
export const fetchMe = () => call<PortalMe>("/me");

/** Whose link this is: 404 when it has been used, has expired or is not known. */
export const lookUpWelcome = (token: string) => call<PortalWelcome>("/welcome", json("POST", { token }));

/** A new version of a document's file (the student's alone): multipart, field `file`. */
export function uploadDocument(documentId: number, file: File) {
  const body = new FormData();
  body.append("file", file, file.name);
  return call<{ ok: true; document: PortalDocument }>(`/documents/${documentId}`, { method: "POST", body });
}

/** The download link of a document's file: its newest version, or `versionId`'s. */
export function documentFileUrl(documentId: number, versionId?: number): string {
  const query = versionId === undefined ? "" : `?version=${versionId}`;
  return portalUrl(`/documents/${documentId}/file${query}`);
}

export const fetchMessages = () => call<PortalMessages>("/messages");

export const sendMessage = (text: string) =>
  call<{ ok: true; message: PortalMessage }>("/messages", json("POST", { text }));

export const inviteParent = (invite: ParentInvite) => call<PortalInvited>("/parents", json("POST", invite));

export const removeParent = (id: PortalParent["id"]) =>
  call<{ ok: true }>(`/parents/${encodeURIComponent(id)}`, { method: "DELETE" });

/** The download (a JSON file) of everything held about the account. */
export const exportUrl = () => portalUrl("/export");

/** Asks the office to erase the account: the office erases it with its own command. */
export const askForErasure = () => call<{ ok: true }>("/erasure", { method: "POST" });

/** A full page load of one of the site's pages (its own function, so tests can stand in for it). */
export function openPage(path: string) {
  window.location.assign(path);
}
