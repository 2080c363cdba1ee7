/** Submissions shaped as the site sends them (TEAM.md contract), and files for the resume field. */
import { createHash, randomBytes, randomUUID } from "node:crypto";

import { HONEYPOT_FIELD } from "@/contract/api";

/** A file's SHA-256 as the receiver records it (hex), computed apart from the receiver's own code. */
export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The mobile number of the visitor with `email` (the same for the same address, so a retry sends the same body):
 * the receiver counts a person's bookings by phone as well as by e-mail, so tests that book as many visitors
 * need as many numbers.
 */
export function phoneOf(email: string): string {
  let hash = 5381;
  for (const character of email) hash = (hash * 33 + character.charCodeAt(0)) >>> 0;
  return `+91 9${String(hash % 1_000_000_000).padStart(9, "0")}`;
}

export const getInTouch = {
  form: "get-in-touch",
  firstName: "Aarav",
  lastName: "शर्मा",
  email: "aarav.sharma+visa@example.in",
  phone: "+91 98765 43210",
  destination: "canada",
  service: "ielts",
  message: 'First line\nSecond line, "quoted", =1+1',
  [HONEYPOT_FIELD]: "",
};

export const contact = {
  form: "contact",
  firstName: "Meera",
  lastName: "D'Souza",
  email: "meera@example.com",
  phone: "",
  destination: "australia",
  message: "Which intake suits a nursing course?",
  [HONEYPOT_FIELD]: "",
};

/** "Send me this estimate" from a tool: the estimate and its share link in `message`. */
export const estimate = {
  form: "estimate",
  firstName: "Ishita",
  lastName: "",
  email: "ishita@example.in",
  phone: "98250 12345",
  message:
    "Education loan EMI\nLoan amount: Rs 20,00,000\nEMI: Rs 33,038 a month\nShare link: https://www.example.in/tools/education-loan-emi?amount=2000000&rate=10",
  [HONEYPOT_FIELD]: "",
};

export const careers = {
  firstName: "Ravi",
  lastName: "Kumar",
  email: "ravi.kumar@example.com",
  phone: "098765-43211",
  position: "visa-specialist",
  experience: "3-5",
  location: "Pune",
  coverLetter: "Five years of student visa files.",
};

/** Bytes that start like a PDF, then random (so a truncated or altered copy is caught). */
export function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(randomBytes(size));
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
}

/** A Windows program ("MZ" header) renamed to look like a resume. */
export function exeBytes(size = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(randomBytes(size));
  bytes.set([0x4d, 0x5a, 0x90, 0x00]);
  return bytes;
}

export function careersForm(
  resume: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string },
  fields: Record<string, string> = careers,
  idempotencyKey: string = randomUUID(),
): FormData {
  const body = new FormData();
  body.set("form", "careers-application");
  body.set("idempotencyKey", idempotencyKey);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(HONEYPOT_FIELD, "");
  body.set("resume", new File([resume.bytes], resume.name, { type: resume.type ?? "application/pdf" }));
  return body;
}

export function jsonHeaders(idempotencyKey: string = randomUUID()): Record<string, string> {
  return { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": idempotencyKey };
}
