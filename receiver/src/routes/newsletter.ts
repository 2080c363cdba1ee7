/** POST /newsletter (one e-mail address), and its unsubscribe link: GET shows a button, POST unsubscribes. */
import { Hono } from "hono";

import type { ApiAccepted } from "@/contract/api";
import { newsletterSchema } from "@/contract/validations/lead-schemas";

import { acceptedResponse, ApiProblem, wantsHtml } from "../http/answers";
import type { ReceiverDeps, ReceiverEnv } from "../http/env";
import { JSON_BODY_LIMIT, limitBody, rateLimited } from "../http/guards";
import { parseFields, readSubmission, trapTripped, validSubmission } from "../http/submission";
import { unsubscribedPage, unsubscribePage } from "../html-page";

export function newsletterRoutes(deps: ReceiverDeps) {
  const { store } = deps;
  const now = () => deps.now?.() ?? new Date();

  return (
    new Hono<ReceiverEnv>()
      .post(
        "/",
        rateLimited(deps),
        limitBody(JSON_BODY_LIMIT),
        readSubmission(["json", "form"]),
        validSubmission((input) => ({
          ...parseFields(newsletterSchema, input, { message: "Please check your e-mail address." }),
          held: trapTripped(input),
        })),
        async (c) => {
          const { email, held } = c.req.valid("json");
          const accepted = await store.subscribers.subscribe(email, held ? "spam" : "subscribed", now());
          return acceptedResponse(c, accepted, held, "You are subscribed to our newsletter");
        },
      )
      // GET shows a button, never unsubscribes: mail scanners open links, people press buttons.
      .get("/unsubscribe", (c) => {
        const token = c.req.query("token") ?? "";
        return c.html(
          unsubscribePage({ action: `${c.req.path}?token=${encodeURIComponent(token)}`, back: c.get("back") }),
        );
      })
      // One-click unsubscribe (RFC 8058): a POST with the token in the link.
      .post("/unsubscribe", rateLimited(deps), limitBody(JSON_BODY_LIMIT), async (c) => {
        const token = c.req.query("token") ?? "";
        const reference = token ? await store.subscribers.unsubscribe(token, now()) : undefined;
        if (!reference) {
          throw new ApiProblem(404, "not_found", "This unsubscribe link is not known: it may be incomplete.", {
            fields: { token: "Use the whole link from the newsletter e-mail" },
          });
        }
        if (wantsHtml(c)) return c.html(unsubscribedPage(c.get("back")));
        return c.json<ApiAccepted>({ ok: true, reference });
      })
  );
}
