/**
 * The small self-contained pages a form posted without JavaScript gets back (Accept:
 * text/html): thank you with the reference, or what to fix. No scripts, no external files.
 */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

/** The way back to the site: where the link goes, and the site's name when the receiver is told it (SITE_NAME). */
export type BackLink = { href: string; siteName: string | undefined };

/** Sent with every answer (Hono's secureHeaders): nothing may load or run but a page's inline style. */
export const PAGE_CSP = {
  defaultSrc: ["'none'"],
  styleSrc: ["'unsafe-inline'"],
  formAction: ["'self'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

type Page = HtmlEscapedString | Promise<HtmlEscapedString>;

const style = `
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:2.5rem 1.25rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.75rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem;color:#1a4075}
.reference{font-size:1.25rem;font-weight:700;letter-spacing:.05em}
ul{padding-left:1.25rem}
a,button{color:#1f4f8f}
button{font:inherit;font-weight:600;color:#fff;background:#1f4f8f;border:0;border-radius:.5rem;padding:.625rem 1.25rem;cursor:pointer}
.brand{font-weight:700;color:#1a4075;margin:0 0 1rem}`;

function layout(title: string, content: Page, back: BackLink): Page {
  return html`<!doctype html>
    <html lang="en-IN">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${back.siteName ? `${title} | ${back.siteName}` : title}</title>
        <style>
          ${raw(style)}
        </style>
      </head>
      <body>
        <main>
          ${back.siteName ? html`<p class="brand">${back.siteName}</p>` : ""}
          <div class="card">${content}</div>
          <p><a href="${back.href}">Back to ${back.siteName ?? "the website"}</a></p>
        </main>
      </body>
    </html>`;
}

export function acceptedPage({
  reference,
  heading,
  held,
  back,
}: {
  reference: string;
  heading: string;
  held: boolean;
  back: BackLink;
}): Page {
  const next = held
    ? "Your message is held for a quick check by our team before a counsellor replies."
    : "A counsellor will get back to you soon. Keep this reference: it helps us find your request when you call or write.";
  return layout(
    heading,
    html`<h1>${heading}</h1>
      <p>Your reference: <span class="reference">${reference}</span></p>
      <p>${next}</p>`,
    back,
  );
}

export function fixFieldsPage({
  problems,
  back,
}: {
  problems: readonly { label: string; message: string }[];
  back: BackLink;
}): Page {
  return layout(
    "Please check your details",
    html`<h1>Please check your details</h1>
      <p>Nothing was sent yet. Please fix:</p>
      <ul>
        ${problems.map(({ label, message }) => html`<li><strong>${label}</strong>: ${message}</li>`)}
      </ul>
      <p>Use your browser's Back button: your answers are still there.</p>`,
    back,
  );
}

export function problemPage({ heading, message, back }: { heading: string; message: string; back: BackLink }): Page {
  return layout(
    heading,
    html`<h1>${heading}</h1>
      <p>${message}</p>
      <p>Use your browser's Back button: your answers are still there.</p>`,
    back,
  );
}

export function unsubscribePage({ action, back }: { action: string; back: BackLink }): Page {
  return layout(
    "Unsubscribe",
    html`<h1>Unsubscribe from our newsletter?</h1>
      <p>You will get no more newsletters from ${back.siteName ?? "us"}.</p>
      <form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
    back,
  );
}

export function unsubscribedPage(back: BackLink): Page {
  return layout(
    "Unsubscribed",
    html`<h1>You are unsubscribed</h1>
      <p>We will send you no more newsletters. Changed your mind? Sign up again on our home page.</p>`,
    back,
  );
}
