import nodemailer from "nodemailer";

import { describeLead } from "../lead-text";
import { officeAlertOf, type Sender } from "../notify";

/**
 * E-mails each lead to the office over SMTP (an overdue alert also to its owner); Reply-To is the visitor, so a
 * counsellor can answer directly. A visitor's booking confirmation or reminder goes to the visitor, with the
 * calendar file, and their reply to the office.
 */
export function smtpSender(smtp: { url: string; from: string; to: string }, apiBase: string): Sender {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    // Fail fast when the mail server is down: the outbox retries later anyway.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (notification) => {
    const { lead, deliveryId, cc, visitor } = notification;
    const messageId = `<${deliveryId}@lead-receiver>`;
    if (visitor) {
      await transport.sendMail({
        from: smtp.from,
        to: visitor.to,
        replyTo: smtp.to,
        subject: visitor.subject,
        text: visitor.text,
        ...(visitor.ics
          ? { icalEvent: { filename: "consultation.ics", method: "PUBLISH", content: visitor.ics } }
          : {}),
        messageId,
        headers: { "X-Lead-Reference": lead.reference },
      });
      return;
    }
    const { subject, text } = describeLead(lead, apiBase, officeAlertOf(notification));
    await transport.sendMail({
      from: smtp.from,
      to: smtp.to,
      ...(cc ? { cc } : {}),
      replyTo: lead.email,
      subject,
      text,
      messageId,
      headers: { "X-Lead-Reference": lead.reference },
    });
  };
}
