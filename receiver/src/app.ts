/**
 * The lead receiver's HTTP API (the contract in contract/api.ts), one Hono app for both targets: node/receiver.ts
 * and worker/index.ts only supply what it is made from (http/env.ts). This file is the wiring: the middleware
 * every request passes, one sub-app per feature (routes/), and how a refusal or a failure is answered.
 */
import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { methodNotAllowed } from "hono/method-not-allowed";
import { secureHeaders } from "hono/secure-headers";

import { apiPaths, type ApiErrorCode, IDEMPOTENCY_HEADER } from "@/contract/api";

import { PAGE_CSP } from "./html-page";
import { ApiProblem, problemResponse } from "./http/answers";
import type { ReceiverDeps, ReceiverEnv } from "./http/env";
import { bookingRoutes } from "./routes/bookings";
import { careersRoutes } from "./routes/careers";
import { deskRoutes } from "./routes/desk";
import { eventRoutes } from "./routes/events";
import { exportRoutes } from "./routes/exports";
import { healthRoutes } from "./routes/health";
import { leadRoutes } from "./routes/leads";
import { newsletterRoutes } from "./routes/newsletter";
import { portalRoutes } from "./routes/portal";
import { authRoutes, staffRoutes } from "./routes/staff";
import { whatsAppRoutes } from "./routes/whatsapp";
import { unavailableCause } from "./store";

export type { ReceiverDeps, ReceiverEnv };

/** True when `origin` is the receiver's own (behind nginx, same host) or one ALLOWED_ORIGINS lists. */
function isKnownOrigin(origin: string, host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The contract's code for an HTTPException a library threw (a malformed JSON body, say). */
const codeOf = (status: number): ApiErrorCode =>
  status === 400 ? "malformed" : status === 401 ? "unauthorized" : status === 413 ? "too_large" : "invalid";

/** Every feature's routes, relative to the API base (contract/api.ts apiPaths). */
function apiRoutes(deps: ReceiverDeps) {
  return new Hono<ReceiverEnv>()
    .route(apiPaths.health, healthRoutes(deps))
    .route(apiPaths.leads, leadRoutes(deps))
    .route(apiPaths.careers, careersRoutes(deps))
    .route(apiPaths.newsletter, newsletterRoutes(deps))
    .route("/", bookingRoutes(deps))
    .route(apiPaths.events, eventRoutes(deps))
    .route("/", exportRoutes(deps))
    .route(apiPaths.auth, authRoutes(deps))
    .route(apiPaths.staff, staffRoutes(deps))
    .route(apiPaths.desk, deskRoutes(deps))
    .route(apiPaths.portal, portalRoutes(deps))
    .route(apiPaths.whatsapp, whatsAppRoutes(deps));
}

/** The routes as the site's typed client sees them (hono/client's hc, from the API base): client-types.ts. */
export type ReceiverApi = ReturnType<typeof apiRoutes>;

export function createReceiverApp(deps: ReceiverDeps) {
  const { config } = deps;
  const app = new Hono<ReceiverEnv>().basePath("/api");

  app.use(
    // What a browser needs of an API's answers: nothing it may sniff, run or frame (the CSP covers the pages a form
    // posted without JavaScript gets), and no referrer from those pages. HSTS is the TLS terminator's (nginx,
    // Cloudflare); the other defaults are for documents or old browsers, and every answer would carry them.
    secureHeaders({
      contentSecurityPolicy: PAGE_CSP,
      xContentTypeOptions: true,
      referrerPolicy: "no-referrer",
      crossOriginResourcePolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      strictTransportSecurity: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  app.use(async (c, next) => {
    // Back to the page's site: the Origin that posted when ALLOWED_ORIGINS lists it, else this origin's root.
    // Never derived from Host, which any client sets: the link must not lead to a site nobody configured.
    const origin = c.req.header("Origin");
    const href = origin && config.allowedOrigins.has(origin) ? `${origin}/` : "/";
    c.set("back", { href, siteName: config.siteName });
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  // Cross-origin callers must be listed; the receiver's own origin (behind nginx) always may post.
  app.use(async (c, next) => {
    const origin = c.req.header("Origin");
    if (origin !== undefined && !isKnownOrigin(origin, c.req.header("Host"), config.allowedOrigins)) {
      throw new ApiProblem(
        403,
        "origin_not_allowed",
        `This receiver does not take submissions from ${origin}: add it to ALLOWED_ORIGINS.`,
      );
    }
    await next();
  });
  app.use(
    cors({
      origin: (origin) => origin,
      allowMethods: ["GET", "POST", "PATCH", "PUT", "DELETE"],
      allowHeaders: ["Content-Type", IDEMPOTENCY_HEADER],
      exposeHeaders: ["Retry-After"],
      maxAge: 600,
    }),
  );
  // Every other method on a known path: 405 with the methods it takes.
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        const allowed = methods.filter((method) => method !== "HEAD");
        c.header("Allow", [...methods, "OPTIONS"].join(", "));
        return problemResponse(
          c,
          new ApiProblem(405, "method_not_allowed", `${c.req.method} is not taken here: send ${allowed.join(" or ")}.`),
        );
      },
    }),
  );

  app.route("/", apiRoutes(deps));

  app.notFound((c) =>
    problemResponse(c, new ApiProblem(404, "not_found", `Nothing is at ${c.req.method} ${c.req.path}.`)),
  );

  app.onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error);
    if (error instanceof HTTPException) {
      return error.res
        ? error.getResponse()
        : problemResponse(c, new ApiProblem(error.status, codeOf(error.status), error.message));
    }
    const unavailable = unavailableCause(error);
    if (unavailable) {
      return problemResponse(
        c,
        new ApiProblem(
          503,
          "unavailable",
          `We could not save this just now: ${unavailable.message}. Nothing was lost: please send it again.`,
          { retryAfterSeconds: unavailable.retryAfterSeconds },
        ),
      );
    }
    console.error(`receiver: ${c.req.method} ${c.req.path} failed:`, error);
    return problemResponse(
      c,
      new ApiProblem(
        500,
        "server_error",
        "We could not save this just now. Please try again in a moment: nothing you typed is lost.",
      ),
    );
  });

  return app;
}

export type ReceiverApp = ReturnType<typeof createReceiverApp>;
