/**
 * The receiver's settings, read from environment variables on Node and from the
 * Worker's `vars`/secrets on Cloudflare: the same names on both targets.
 * A wrong value stops the receiver with a message naming the variable.
 */
import { contactDestinations, getInTouchDestinations } from "@/contract/forms";
import { officeIds, type OfficeId } from "@/contract/offices";
import { site } from "@/content/site";

export type ReceiverConfig = {
  /** Site origins allowed to post cross-origin (CORS); the receiver's own origin is always allowed. */
  allowedOrigins: ReadonlySet<string>;
  /** Submissions per client IP per window; 0 switches the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Bearer token for the CSV export, resume downloads and erasure; unset = those endpoints refuse. */
  exportToken: string | undefined;
  /** Leads older than this are deleted by the purge; 0 keeps them forever. */
  retentionDays: number;
  webhookUrl: string | undefined;
  /** Signs each webhook body (HMAC-SHA256, header X-Lead-Signature). */
  webhookSecret: string | undefined;
  /** First retry delay of a failed notification; it doubles per attempt up to the maximum. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a notification is given up, logged and the office alerted on another channel. */
  maxAttempts: number;
  /** The API base as counsellors reach it, for links in notifications ("https://www.example.com/api"). */
  publicApiUrl: string;
  /** The site's origin for links sent to visitors (a booking's manage link), SITE_URL; unset, the content's origin. */
  siteUrl: string;
  /** The site's name on the receiver's own pages (no-JavaScript answers); unset, they say "the website". */
  siteName: string | undefined;
  /** Signs staff sessions (BETTER_AUTH_SECRET); unset, staff accounts and the desk are off. */
  authSecret: string | undefined;
  /** The origin staff reach the desk on (BETTER_AUTH_URL), e.g. https://www.example.com; unset, read per request. */
  authUrl: string | undefined;
  /** The office a new lead goes to (DEFAULT_OFFICE); its counsellors own them in turn. */
  defaultOffice: OfficeId;
  /** Where a lead for a destination goes instead (DESTINATION_OFFICES="uk=surat,canada=mumbai"): its counsellors' office. */
  destinationOffices: ReadonlyMap<string, OfficeId>;
  /** Working hours a lead may stay "new" before it is overdue (FIRST_RESPONSE_HOURS); 0 turns the clock off. */
  firstResponseHours: number;
  /** Sign-in attempts per account a minute (STAFF_SIGN_IN_ATTEMPTS, default 5); an address may make ten times as many. */
  signInAttempts: number;
  /**
   * The portal's sign-in with Google and Apple (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, APPLE_CLIENT_ID and
   * APPLE_CLIENT_SECRET); a provider without both is off, and the sign-in page says so.
   */
  portalProviders: Partial<Record<"google" | "apple", { clientId: string; clientSecret: string }>>;
  /** The WhatsApp Business Cloud API channel (WHATSAPP_*); unset, WhatsApp is off and nothing is sent or received. */
  whatsapp: WhatsAppConfig | undefined;
};

export type WhatsAppConfig = {
  /** A system user's access token (WHATSAPP_TOKEN), sent as the Bearer token. */
  token: string;
  /** The business phone number's id in the Cloud API (WHATSAPP_PHONE_NUMBER_ID). */
  phoneNumberId: string;
  /** The Meta app's secret (WHATSAPP_APP_SECRET): each webhook delivery is signed with it. */
  appSecret: string;
  /** What Meta's webhook verification must echo (WHATSAPP_VERIFY_TOKEN), chosen when the webhook is set up. */
  verifyToken: string;
  /** The Graph API base with its version (WHATSAPP_API_URL); tests point it at a local server. */
  apiUrl: string;
};

/** Meta's Graph API, at the version its WhatsApp Cloud API documentation names. */
export const GRAPH_API_URL = "https://graph.facebook.com/v26.0";

const whatsAppVars = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

/** All four WhatsApp settings, or none (the channel off); some without the others is a mistake, named. */
function whatsAppVar(env: EnvVars): WhatsAppConfig | undefined {
  const [token, phoneNumberId, appSecret, verifyToken] = whatsAppVars.map((name) => stringVar(env, name));
  const missing = whatsAppVars.filter((name) => stringVar(env, name) === undefined);
  if (missing.length === whatsAppVars.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `WhatsApp needs ${missing.join(", ")} as well (or unset every WHATSAPP_ variable to turn it off)`,
    );
  }
  if (!/^\d{5,20}$/.test(phoneNumberId!)) {
    throw new ConfigError(
      `WHATSAPP_PHONE_NUMBER_ID must be the number's id in WhatsApp Manager, digits only (got "${phoneNumberId}")`,
    );
  }
  return {
    token: token!,
    phoneNumberId: phoneNumberId!,
    appSecret: appSecret!,
    verifyToken: verifyToken!,
    apiUrl: (urlVar(env, "WHATSAPP_API_URL") ?? GRAPH_API_URL).replace(/\/+$/, ""),
  };
}

export type EnvVars = Readonly<Record<string, unknown>>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function stringVar(env: EnvVars, name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** A non-negative number (seconds may be fractional, e.g. 0.2 in tests). */
export function numberVar(env: EnvVars, name: string, fallback: number): number {
  const raw = stringVar(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new ConfigError(`${name} must be a number of 0 or more (got "${raw}")`);
  return value;
}

export function booleanVar(env: EnvVars, name: string): boolean {
  const raw = stringVar(env, name)?.toLowerCase();
  if (raw === undefined || raw === "0" || raw === "false" || raw === "no") return false;
  if (raw === "1" || raw === "true" || raw === "yes") return true;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function urlVar(env: EnvVars, name: string): string | undefined {
  const raw = stringVar(env, name);
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
    return url.href;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
}

function originsVar(env: EnvVars, name: string): Set<string> {
  const origins = new Set<string>();
  for (const entry of (stringVar(env, name) ?? "").split(/[\s,]+/).filter(Boolean)) {
    let origin: string;
    try {
      origin = new URL(entry).origin;
    } catch {
      throw new ConfigError(`${name} must list origins such as https://www.example.com (got "${entry}")`);
    }
    if (origin === "null") throw new ConfigError(`${name}: "${entry}" has no origin`);
    origins.add(origin);
  }
  return origins;
}

/** "uk=surat, canada=mumbai": each destination (a form's option value) and the office whose counsellors take it. */
function destinationOfficesVar(env: EnvVars, name: string): Map<string, OfficeId> {
  const routes = new Map<string, OfficeId>();
  const known = new Set<string>([...getInTouchDestinations, ...contactDestinations].map((option) => option.value));
  for (const entry of (stringVar(env, name) ?? "").split(",").filter((part) => part.trim())) {
    const [destination = "", office = ""] = entry.split("=").map((part) => part.trim().toLowerCase());
    if (!known.has(destination)) {
      throw new ConfigError(
        `${name}: "${destination}" is not a destination of the forms (one of ${[...known].join(", ")})`,
      );
    }
    const match = officeIds.find((candidate) => candidate === office);
    if (!match) throw new ConfigError(`${name}: "${entry.trim()}" names no office (one of ${officeIds.join(", ")})`);
    routes.set(destination, match);
  }
  return routes;
}

function officeVar(env: EnvVars, name: string, fallback: OfficeId): OfficeId {
  const raw = stringVar(env, name) ?? fallback;
  const office = officeIds.find((known) => known === raw.toLowerCase());
  if (!office) throw new ConfigError(`${name} must be one of ${officeIds.join(", ")} (got "${raw}")`);
  return office;
}

/** The export token guards every lead's personal data: shorter than this, it could be guessed. */
export const EXPORT_TOKEN_MIN_LENGTH = 32;

export function readConfig(env: EnvVars): ReceiverConfig {
  const seconds = (name: string, fallback: number) => Math.round(numberVar(env, name, fallback) * 1000);
  const exportToken = stringVar(env, "LEADS_EXPORT_TOKEN");
  if (exportToken !== undefined && exportToken.length < EXPORT_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      `LEADS_EXPORT_TOKEN must be at least ${EXPORT_TOKEN_MIN_LENGTH} characters (it has ${exportToken.length}): for example the output of openssl rand -hex 24`,
    );
  }
  const authSecret = stringVar(env, "BETTER_AUTH_SECRET");
  if (authSecret !== undefined && authSecret.length < EXPORT_TOKEN_MIN_LENGTH) {
    throw new ConfigError(
      `BETTER_AUTH_SECRET must be at least ${EXPORT_TOKEN_MIN_LENGTH} characters (it has ${authSecret.length}): for example the output of openssl rand -hex 32`,
    );
  }
  const maxAttempts = Math.floor(numberVar(env, "OUTBOX_MAX_ATTEMPTS", 12));
  if (maxAttempts < 1) throw new ConfigError(`OUTBOX_MAX_ATTEMPTS must be 1 or more (got "${maxAttempts}")`);
  return {
    allowedOrigins: originsVar(env, "ALLOWED_ORIGINS"),
    rateLimitMax: Math.floor(numberVar(env, "RATE_LIMIT_MAX", 30)),
    rateLimitWindowMs: seconds("RATE_LIMIT_WINDOW_SECONDS", 60),
    exportToken,
    retentionDays: numberVar(env, "RETENTION_DAYS", 365),
    webhookUrl: urlVar(env, "WEBHOOK_URL"),
    webhookSecret: stringVar(env, "WEBHOOK_SECRET"),
    retryBaseMs: seconds("OUTBOX_RETRY_BASE_SECONDS", 30),
    retryMaxMs: seconds("OUTBOX_RETRY_MAX_SECONDS", 3600),
    maxAttempts,
    publicApiUrl: (urlVar(env, "PUBLIC_API_URL") ?? "/api").replace(/\/+$/, ""),
    siteUrl: (urlVar(env, "SITE_URL") ?? site.origin).replace(/\/+$/, ""),
    siteName: stringVar(env, "SITE_NAME"),
    authSecret,
    authUrl: urlVar(env, "BETTER_AUTH_URL"),
    defaultOffice: officeVar(env, "DEFAULT_OFFICE", officeIds[0]),
    destinationOffices: destinationOfficesVar(env, "DESTINATION_OFFICES"),
    firstResponseHours: numberVar(env, "FIRST_RESPONSE_HOURS", 2),
    signInAttempts: Math.max(1, Math.floor(numberVar(env, "STAFF_SIGN_IN_ATTEMPTS", 5))),
    portalProviders: Object.fromEntries(
      (["google", "apple"] as const).flatMap((provider) => {
        const clientId = stringVar(env, `${provider.toUpperCase()}_CLIENT_ID`);
        const clientSecret = stringVar(env, `${provider.toUpperCase()}_CLIENT_SECRET`);
        return clientId && clientSecret ? [[provider, { clientId, clientSecret }]] : [];
      }),
    ),
    whatsapp: whatsAppVar(env),
  };
}

/** The office that takes a lead the visitor sent to none: the destination's counsellors' when set, else the default. */
export function routedOffice(
  config: Pick<ReceiverConfig, "destinationOffices" | "defaultOffice">,
  destination: string | null | undefined,
): OfficeId {
  return (destination && config.destinationOffices.get(destination)) || config.defaultOffice;
}
