/**
 * The security and caching policy every host serves, in one place. The host
 * generators (nginx, Apache, Netlify/Cloudflare) and the per-page
 * Content-Security-Policy <meta> all read it, so the hosts cannot drift apart.
 */

export type Header = { name: string; value: string };

/** Build-time settings the policy depends on (the process environment at build time). */
export type PolicyEnv = Partial<Record<"NEXT_PUBLIC_LEAD_ENDPOINT" | "NEXT_PUBLIC_CAREERS_ENDPOINT", string>>;

/** Hashed file names under this prefix never change content, so they are cached for a year. */
export const immutablePrefix = "/_next/static/";
export const immutableCacheControl = "public, max-age=31536000, immutable";
/** Everything else (HTML, RSC payloads, images with stable names) is revalidated on every visit. */
export const revalidateCacheControl = "no-cache";

/**
 * Origins the forms post to, when set at build time. Relative endpoints are
 * covered by 'self'; a malformed one fails the build rather than the visitor.
 */
export function formEndpointOrigins(env: PolicyEnv): string[] {
  const origins = new Set<string>();
  for (const name of ["NEXT_PUBLIC_LEAD_ENDPOINT", "NEXT_PUBLIC_CAREERS_ENDPOINT"] as const) {
    const value = env[name]?.trim();
    if (!value || value.startsWith("/")) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name}="${value}" is neither an absolute URL nor a path`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${name} must be an http(s) URL`);
    origins.add(url.origin);
  }
  return [...origins];
}

type Directives = [name: string, ...sources: string[]][];

/**
 * Directives that do not depend on a page's content. style-src keeps
 * 'unsafe-inline': the export inlines its CSS as <style> blocks, React sets
 * style attributes, and sonner injects its <style> at run time; none of these
 * can execute code, and scripts stay locked to 'self' plus per-page hashes.
 */
function contentIndependentDirectives(env: PolicyEnv): Directives {
  const endpoints = formEndpointOrigins(env);
  return [
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...endpoints],
    ["media-src", "'self'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", "mailto:", ...endpoints],
  ];
}

const serialize = (directives: Directives) => directives.map((directive) => directive.join(" ")).join("; ");

/**
 * The policy one exported page carries in its <meta http-equiv>: scripts from
 * 'self' plus the SHA-256 of each of that page's own inline scripts, and no
 * 'unsafe-eval'. frame-ancestors is absent because browsers ignore (and warn
 * about) it in a <meta>; the hosts send it as a header.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[], env: PolicyEnv): string {
  const hashes = [...new Set(scriptHashes)].map((hash) => `'sha256-${hash}'`);
  return serialize([
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes],
    ...contentIndependentDirectives(env),
  ]);
}

/**
 * The header policy every host sends on every response. It leaves
 * script-src and default-src to the page's <meta> (the only place a page's
 * inline-script hashes can live on a static host without reloading the
 * server at each deploy); both policies are enforced together, so the
 * effective policy is the page policy plus frame-ancestors 'none'.
 */
export function hostContentSecurityPolicy(env: PolicyEnv): string {
  return serialize([...contentIndependentDirectives(env), ["frame-ancestors", "'none'"]]);
}

/** Headers every host sets on every response, error pages included. */
export function securityHeaders(env: PolicyEnv): Header[] {
  return [
    { name: "Content-Security-Policy", value: hostContentSecurityPolicy(env) },
    { name: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
    { name: "X-Content-Type-Options", value: "nosniff" },
    { name: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      name: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    },
    { name: "X-Frame-Options", value: "DENY" },
  ];
}
