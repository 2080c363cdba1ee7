/**
 * What every real host (nginx, Apache) must do with the export, as node:test
 * cases both suites register against their own running server.
 */
import assert from "node:assert/strict";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { it } from "node:test";

import { policyInMeta } from "@/scripts/hosting/html";
import { defaultHeaderPolicy, frameAncestors, immutableCacheControl, securityHeaders } from "@/scripts/hosting/policy";
import { formNotSentPath, knownPaths } from "@/scripts/hosting/routes";

import { type Answer, outDir, type RequestOptions, send } from "./servers";
import { prefixedLanguages } from "@/contract/languages";

export type SiteUnderTest = {
  port: number;
  tls: boolean;
  /** Where the host's redirects point: relative (same host) or the canonical origin. */
  canonicalOrigin: string;
};

const notFoundHeading = "Oops! Page not found";
const formNotSentHeading = "Your form was not sent";

export const titleCase = (route: string) =>
  route.replace(/(^|[/-])([a-z])/g, (_, separator: string, letter: string) => separator + letter.toUpperCase());

/** A CSP as a map of directive -> sources, so two policies compare regardless of order. */
export function directivesOf(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name, ...sources] = directive.split(/\s+/);
        return [name, sources.join(" ")];
      }),
  );
}

/** The header policy is the page's <meta> policy plus frame-ancestors, nothing more or less. */
export function assertPageHeaderPolicy(answer: Answer, label: string) {
  const meta = policyInMeta(answer.body);
  assert.ok(meta, `${label}: no CSP <meta>`);
  const header = answer.headers["content-security-policy"];
  assert.equal(typeof header, "string", `${label}: no single Content-Security-Policy header`);
  const expected = directivesOf(meta);
  expected.set("frame-ancestors", directivesOf(frameAncestors).get("frame-ancestors") ?? "");
  assert.deepEqual(directivesOf(header as string), expected, `${label}: header policy differs from the page's <meta>`);
  assert.match(
    header as string,
    /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval';/,
    `${label}: no script hashes`,
  );
}

/** The headers every response carries, whatever its status. */
export function assertSecurityHeaders(answer: Answer, label: string) {
  for (const { name, value } of securityHeaders) {
    assert.equal(answer.headers[name.toLowerCase()], value, `${label}: ${name}`);
  }
}

function someChunk(): string {
  const dir = "_next/static/chunks";
  const scripts = readdirSync(path.join(outDir, dir)).filter((file) => file.endsWith(".js"));
  // The largest: a script under the hosts' 1 KB compression threshold is rightly sent as it is.
  const name = scripts.sort(
    (a, b) => statSync(path.join(outDir, dir, b)).size - statSync(path.join(outDir, dir, a)).size,
  )[0];
  if (!name) throw new Error(`no script in out/${dir}`);
  return `/${dir}/${name}`;
}

/** Where a redirect sends the browser, resolved as a browser would against the request's URL. */
export function redirectTarget(answer: Answer, site: SiteUnderTest, requestHost = "127.0.0.1"): URL {
  assert.ok(answer.headers.location, "no Location header");
  return new URL(answer.headers.location, `${site.tls ? "https" : "http"}://${requestHost}:${site.port}`);
}

/** A redirect's Location is a path on the same host, or an absolute URL on the canonical origin. */
export function assertSafeLocation(answer: Answer, site: SiteUnderTest, label: string) {
  const location = answer.headers.location ?? "";
  assert.ok(
    location.startsWith("/") ? !location.startsWith("//") : location.startsWith(`${site.canonicalOrigin}/`),
    `${label}: Location ${location} is neither a path nor on ${site.canonicalOrigin}`,
  );
  assert.doesNotMatch(location, /evil\.example/, `${label}: Location took the request's Host`);
}

/** Every request on `port` answers 301 to the same path and query on the canonical origin, whatever its Host. */
export async function assertRedirectsToCanonicalOrigin(port: number, canonicalOrigin: string) {
  const cases: [string, Record<string, string>][] = [
    ["/", {}],
    ["/about/our-team?utm_source=flyer&x=1", {}],
    ["/About/Our-Team", { Host: "evil.example" }],
    ["/no-such-page", { Host: "evil.example" }],
  ];
  for (const [urlPath, headers] of cases) {
    const answer = await send(port, urlPath, { headers });
    assert.equal(answer.status, 301, urlPath);
    assert.equal(answer.headers.location, `${canonicalOrigin}${urlPath}`, urlPath);
    assertSecurityHeaders(answer, `${urlPath} on port ${port}`);
  }
}

/** Registers the checks every host must pass; `site()` is read when the tests run (after setup). */
export function staticSiteChecks(site: () => SiteUnderTest) {
  const get = (urlPath: string, options: RequestOptions = {}) =>
    send(site().port, urlPath, { tls: site().tls, ...options });

  it("answers every registry route 200 with its page, the security headers, no-cache and its full CSP", async () => {
    for (const route of knownPaths) {
      const answer = await get(route);
      assert.equal(answer.status, 200, route);
      assert.match(answer.headers["content-type"] ?? "", /^text\/html/, route);
      assertSecurityHeaders(answer, route);
      assert.equal(answer.headers["cache-control"], "no-cache", route);
      assertPageHeaderPolicy(answer, route);
    }
  });

  it("301s the Title-Case, upper-case and trailing-slash spellings of every route to it, query kept", async () => {
    for (const route of knownPaths.filter((route) => route !== "/")) {
      for (const spelling of [titleCase(route), `${route.toUpperCase()}?utm_source=flyer`, `${route}/`]) {
        const answer = await get(spelling);
        assert.equal(answer.status, 301, spelling);
        const target = redirectTarget(answer, site());
        const query = spelling.includes("?") ? "?utm_source=flyer" : "";
        assert.equal(`${target.pathname}${target.search}`, `${route}${query}`, spelling);
        assertSafeLocation(answer, site(), spelling);
        assertSecurityHeaders(answer, spelling);
      }
    }
  });

  it("never takes a redirect's host from the request's Host header", async () => {
    for (const spelling of ["/About/Our-Team?x=1", "/services/student-visa/"]) {
      const answer = await get(spelling, { headers: { Host: "evil.example" } });
      assert.equal(answer.status, 301, spelling);
      assertSafeLocation(answer, site(), spelling);
    }
  });

  it("answers unknown paths 404 with the not-found page, its case redirect, headers and its own CSP", async () => {
    for (const unknown of ["/about/no-such", "/No-Such-Page"]) {
      const answer = await get(unknown);
      assert.equal(answer.status, 404, unknown);
      assert.ok(answer.body.includes(notFoundHeading), `${unknown}: not the not-found page`);
      assert.ok(answer.body.includes('<script id="case-redirect">'), `${unknown}: no case-redirect script`);
      assertSecurityHeaders(answer, unknown);
      assert.equal(answer.headers["cache-control"], "no-cache", unknown);
      assertPageHeaderPolicy(answer, unknown);
    }
  });

  it("answers an unknown Gujarati or Hindi address 404 with that language's not-found page", async () => {
    for (const language of prefixedLanguages) {
      const unknown = `/${language}/destinations/no-such-country`;
      const answer = await get(unknown);
      assert.equal(answer.status, 404, unknown);
      assert.ok(answer.body.includes(`<html lang="${language}"`), `${unknown}: not the ${language} not-found page`);
      assertSecurityHeaders(answer, unknown);
    }
  });

  it("answers a stray form post to a static page with the form-not-sent page, status 405", async () => {
    for (const page of ["/contact", "/get-in-touch", "/"]) {
      const answer = await get(page, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
        body: "name=Asha&email=asha%40example.com",
      });
      assert.equal(answer.status, 405, page);
      assert.match(answer.headers["content-type"] ?? "", /^text\/html/, page);
      assert.ok(answer.body.includes(formNotSentHeading), `${page}: not the form-not-sent page`);
      assert.ok(answer.body.includes("Back button"), `${page}: does not say how to get back to the answers`);
      assertSecurityHeaders(answer, page);
      assertPageHeaderPolicy(answer, page);
    }
    // The page itself is served, and kept out of search engines.
    const direct = await get(formNotSentPath);
    assert.equal(direct.status, 200);
    assert.match(direct.body, /<meta name="robots" content="noindex"\/>/);
  });

  it("caches hashed assets for a year, revalidates the rest, and sends the headers with a restrictive CSP", async () => {
    const chunk = someChunk();
    const asset = await get(chunk);
    assert.equal(asset.status, 200, chunk);
    assert.equal(asset.headers["cache-control"], immutableCacheControl, chunk);
    assertSecurityHeaders(asset, chunk);
    assert.equal(asset.headers["content-security-policy"], defaultHeaderPolicy, chunk);

    const missing = await get("/_next/static/chunks/no-such-chunk.js");
    assert.equal(missing.status, 404);
    assert.equal(missing.headers["cache-control"], "no-cache", "a missing chunk must not be cached as immutable");
    assertSecurityHeaders(missing, "missing chunk");

    const image = await get("/icon.svg");
    assert.equal(image.status, 200);
    assert.equal(image.headers["cache-control"], "no-cache");
    assert.equal(image.headers["content-security-policy"], defaultHeaderPolicy, "an SVG opened directly runs nothing");
  });

  it("serves the web manifest as application/manifest+json", async () => {
    const answer = await get("/manifest.webmanifest");
    assert.equal(answer.status, 200);
    assert.match(answer.headers["content-type"] ?? "", /^application\/manifest\+json\b/);
    assertSecurityHeaders(answer, "manifest");
    assert.equal(JSON.parse(answer.body).start_url, "/");
  });

  it("compresses pages and scripts for a client that accepts gzip", async () => {
    for (const urlPath of ["/", someChunk()]) {
      const answer = await get(urlPath, { headers: { "Accept-Encoding": "gzip" } });
      assert.equal(answer.headers["content-encoding"], "gzip", urlPath);
      assert.ok(answer.body.length > answer.raw.length, `${urlPath}: not really compressed`);
    }
  });

  it("answers /index and /404 with HTML, never a raw .gz file (no MultiViews)", async () => {
    for (const urlPath of ["/index", "/404"]) {
      const variants: Record<string, string>[] = [{}, { "Accept-Encoding": "gzip" }, { Accept: "*/*" }];
      for (const headers of variants) {
        const answer = await get(urlPath, { headers });
        assert.match(answer.headers["content-type"] ?? "", /^text\/html/, `${urlPath} ${JSON.stringify(headers)}`);
        assert.match(answer.body, /^<!DOCTYPE html>/i, `${urlPath}: body is not HTML`);
      }
    }
  });

  it("does not list folders or serve the other hosts' rule files", async () => {
    const folder = await get("/_next/static/chunks/");
    assert.ok([403, 404].includes(folder.status), `folder listing answered ${folder.status}`);
    for (const ruleFile of ["/_headers", "/_redirects", "/.htaccess"]) {
      const answer = await get(ruleFile);
      assert.ok([403, 404].includes(answer.status), `${ruleFile}: served with ${answer.status}`);
    }
  });
}
