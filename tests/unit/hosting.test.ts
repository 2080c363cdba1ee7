/**
 * @jest-environment node
 *
 * The generated host rules cover every route of the registry (so a new route
 * cannot be forgotten), never redirect a route to itself, and every page's CSP
 * allows exactly its own inline scripts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";

import { routes } from "@/content/routes";
import { renderHeadersFile, renderHtaccess, renderNginxConf, renderRedirectsFile } from "@/lib/hosting/hosts";
import { executableInlineScripts, sha256Base64 } from "@/lib/hosting/html";
import { formEndpointOrigins, securityHeaders } from "@/lib/hosting/policy";
import { knownPaths, notFoundRedirectScript } from "@/lib/hosting/routes";
import { securePage } from "@/lib/hosting/write-host-files";

const template = (name: string) => readFileSync(path.join(__dirname, "..", "..", "deploy", name), "utf8");
const site = { name: "Test Site", origin: "https://www.example.test" };
const nginx = renderNginxConf(template("nginx.conf.template"), knownPaths, site, {});
const htaccess = renderHtaccess(template("htaccess.template"), knownPaths, site, {});
const redirects = renderRedirectsFile(knownPaths);

const routesWithLetters = routes.map((route) => route.path).filter((route) => route !== "/");
const titleCase = (route: string) =>
  route.replace(/(^|[/-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
/** Spellings a visitor may use for a route, all of which must end on the lowercase path. */
const spellingsOf = (route: string) => [titleCase(route), route.toUpperCase(), `${route}/`, `${titleCase(route)}/`];

/** Where a host's case-insensitive rules send a path: the targets of every rule that matches it. */
type Rule = { pattern: RegExp; target: string };
const targetsOf = (rules: Rule[], requestPath: string) =>
  rules.filter((rule) => rule.pattern.test(requestPath)).map((rule) => rule.target);

describe("nginx: deploy/nginx.conf", () => {
  const rules: Rule[] = [...nginx.matchAll(/^ {4}"~\*(.+)" (\S+);$/gm)].map(([, regex, target]) => ({
    pattern: new RegExp(regex, "i"),
    target,
  }));
  // The map that decides whether a path is already canonical (case-sensitive).
  const needsCanonical = (requestPath: string) => /[A-Z]/.test(requestPath) || /.\/$/.test(requestPath);

  it.each(routesWithLetters)("redirects every spelling of %s to it", (route) => {
    for (const spelling of spellingsOf(route)) {
      expect(needsCanonical(spelling)).toBe(true);
      expect(targetsOf(rules, spelling)).toEqual([route]);
    }
    expect(needsCanonical(route)).toBe(false);
  });

  it("has one rule per route and none for other paths", () => {
    expect(rules.map((rule) => rule.target).sort()).toEqual([...routesWithLetters].sort());
    expect(targetsOf(rules, "/About/No-Such")).toEqual([]);
    expect(targetsOf(rules, "/about/our-team-x")).toEqual([]);
  });

  it("sends every security header on every response and caches only hashed assets", () => {
    for (const header of securityHeaders({})) {
      expect(nginx).toContain(`add_header ${header.name} "${header.value}" always;`);
    }
    expect(nginx).toContain("add_header Cache-Control $site_cache_control always;");
    expect(nginx).toMatch(/"~\^\/_next\/static\/" "public, max-age=31536000, immutable";/);
    expect(nginx).toContain("try_files $uri $uri.html $uri/index.html =404;");
    expect(nginx).toContain("error_page 404 /404.html;");
    expect(nginx).toContain("gzip_static on;");
    expect(nginx).toContain("server_name www.example.test;");
    expect(nginx).not.toMatch(/\{\{/);
  });
});

describe("Apache: out/.htaccess", () => {
  const rules: Rule[] = [
    ...htaccess.matchAll(
      /^RewriteCond %\{REQUEST_URI\} \[A-Z\]\|\.\/\$\nRewriteRule \^(.+)\/\?\$ (\S+) \[NC,R=301,L\]$/gm,
    ),
  ].map(([, regex, target]) => ({ pattern: new RegExp(`^/${regex}/?$`, "i"), target }));
  const conditionHolds = (requestPath: string) => /[A-Z]|.\/$/.test(requestPath);

  it.each(routesWithLetters)("redirects every spelling of %s to it", (route) => {
    for (const spelling of spellingsOf(route)) {
      expect(conditionHolds(spelling)).toBe(true);
      expect(targetsOf(rules, spelling)).toEqual([route]);
    }
    expect(conditionHolds(route)).toBe(false);
  });

  it("has one rule per route, a 404 page, clean URLs and every header", () => {
    expect(rules.map((rule) => rule.target).sort()).toEqual([...routesWithLetters].sort());
    expect(htaccess).toContain("ErrorDocument 404 /404.html");
    expect(htaccess).toContain("RewriteRule ^(.+)$ $1.html [L]");
    for (const header of securityHeaders({})) {
      expect(htaccess).toContain(`Header always set ${header.name} "${header.value}"`);
    }
    expect(htaccess).toContain('Header always set Cache-Control "no-cache"');
    expect(htaccess).toContain('Header always set Cache-Control "public, max-age=31536000, immutable"');
    expect(htaccess).not.toMatch(/\{\{/);
  });
});

describe("Netlify / Cloudflare Pages: out/_redirects and out/_headers", () => {
  const lines = redirects
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(" "));

  it.each(routesWithLetters)("301s the Title-Case and upper-case spellings of %s", (route) => {
    const sources = lines.filter(([, target]) => target === route).map(([source]) => source);
    expect(sources).toEqual(expect.arrayContaining([titleCase(route), route.toUpperCase()]));
  });

  it("never redirects a path to itself, and only to its lowercase form", () => {
    for (const [source, target, status] of lines) {
      expect(source).not.toBe(target);
      expect(source.toLowerCase()).toBe(target);
      expect(status).toBe("301");
    }
  });

  it("sends every security header on every path and caches only hashed assets", () => {
    const headers = renderHeadersFile({});
    expect(headers).toMatch(/^\/\*$/m);
    for (const header of securityHeaders({})) expect(headers).toContain(`  ${header.name}: ${header.value}\n`);
    expect(headers).toContain("/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n");
  });
});

describe("404.html case redirect (any host, no rules)", () => {
  const script = notFoundRedirectScript(knownPaths);
  /** Runs the script at a URL; returns where it sent the browser, or null. */
  const landing = (url: string) => {
    const { pathname, search, hash } = new URL(url, "https://site.test");
    let replacedWith: string | null = null;
    const location = { pathname, search, hash, replace: (to: string) => (replacedWith = to) };
    runInNewContext(script, { location });
    return replacedWith;
  };

  it.each(routesWithLetters)("sends every spelling of %s to it, keeping query and hash", (route) => {
    for (const spelling of spellingsOf(route)) {
      expect(landing(`${spelling}?ref=ad#top`)).toBe(`${route}?ref=ad#top`);
    }
  });

  it("leaves unknown paths, and a known lowercase path, on the not-found page", () => {
    expect(landing("/About/No-Such")).toBeNull();
    expect(landing("/no-such-page")).toBeNull();
    expect(landing("/about/our-team")).toBeNull();
    expect(landing("/")).toBeNull();
  });
});

describe("per-page Content-Security-Policy", () => {
  const page = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    "<title>t</title></head><body>",
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    '<script id="_R_">globalThis.x=1</script>',
    "</body></html>",
  ].join("");
  const policyOf = (html: string) => /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";

  it("hashes exactly the page's executable inline scripts, first in <head>", () => {
    const secured = securePage(page, false, {});
    expect(secured.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv')).toBe(
      true,
    );
    const scriptSrc = /script-src ([^;]*)/.exec(policyOf(secured))?.[1];
    const expected = ["(self.__next_f=self.__next_f||[]).push([0])", "globalThis.x=1"].map(
      (body) => `'sha256-${sha256Base64(body)}'`,
    );
    expect(scriptSrc).toBe(["'self'", ...expected].join(" "));
    expect(policyOf(secured)).not.toMatch(/unsafe-eval|frame-ancestors/);
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("puts the case redirect on the not-found page under the policy", () => {
    const secured = securePage(page, true, {});
    const inline = executableInlineScripts(secured);
    expect(inline[0]).toBe(notFoundRedirectScript(knownPaths));
    for (const body of inline) expect(policyOf(secured)).toContain(`'sha256-${sha256Base64(body)}'`);
    expect(secured.indexOf("Content-Security-Policy")).toBeLessThan(secured.indexOf('id="case-redirect"'));
  });

  it("is idempotent", () => {
    const once = securePage(page, true, {});
    expect(securePage(once, true, {})).toBe(once);
  });

  it("allows the form endpoints set at build time, and rejects a malformed one", () => {
    const env = {
      NEXT_PUBLIC_LEAD_ENDPOINT: "https://forms.example.test/lead?x=1",
      NEXT_PUBLIC_CAREERS_ENDPOINT: "/api/careers",
    };
    expect(formEndpointOrigins(env)).toEqual(["https://forms.example.test"]);
    const policy = policyOf(securePage(page, false, env));
    expect(policy).toContain("connect-src 'self' https://forms.example.test;");
    expect(policy).toContain("form-action 'self' mailto: https://forms.example.test");
    expect(() => formEndpointOrigins({ NEXT_PUBLIC_LEAD_ENDPOINT: "forms.example.test" })).toThrow(/absolute URL/);
  });
});
