import nodemailer from "nodemailer";

import { describeLead } from "../lead-text";
import type { Sender } from "../notify";

/** E-mails each lead to the office over SMTP (an overdue alert also to its owner); Reply-To is the visitor, so a counsellor can answer directly. */
export function smtpSender(smtp: { url: string; from: string; to: string }, apiBase: string): Sender {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    // Fail fast when the mail server is down: the outbox retries later anyway.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async ({ lead, deliveryId, kind, note, cc }) => {
    const { subject, text } = describeLead(lead, apiBase, note ? { kind, note } : undefined);
    await transport.sendMail({
      from: smtp.from,
      to: smtp.to,
      ...(cc ? { cc } : {}),
      replyTo: lead.email,
      subject,
      text,
      messageId: `<${deliveryId}@lead-receiver>`,
      headers: { "X-Lead-Reference": lead.reference },
    });
  };
}
