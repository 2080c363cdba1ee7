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
import {
  headersFileLimits,
  type PagePolicy,
  renderHeadersFile,
  renderHtaccess,
  renderNginxConf,
  renderRedirectsFile,
} from "@/scripts/hosting/hosts";
import { executableInlineScripts, policyInMeta, sha256Base64 } from "@/scripts/hosting/html";
import {
  defaultHeaderPolicy,
  leadReceiver,
  pageContentSecurityPolicy,
  pageHeaderPolicy,
  securityHeaders,
} from "@/scripts/hosting/policy";
import { caseForgivenPaths, formNotSentPath, knownPaths, notFoundRedirectScript } from "@/scripts/hosting/routes";
import { securePage } from "@/scripts/hosting/write-host-files";

const template = (name: string) => readFileSync(path.join(__dirname, "..", "..", "deploy", name), "utf8");
const site = { name: "Test Site", origin: "https://www.example.test" };
/** Pages as the post-build step describes them: each with a policy of its own. */
const pages: PagePolicy[] = [
  { path: "/", file: "index.html", policy: pageContentSecurityPolicy(["aG9tZQ=="], {}) },
  { path: "/about/our-team", file: "about/our-team.html", policy: pageContentSecurityPolicy(["dGVhbQ=="], {}) },
  { path: "/404", file: "404.html", policy: pageContentSecurityPolicy(["NDA0"], {}) },
  { path: formNotSentPath, file: `${formNotSentPath.slice(1)}.html`, policy: pageContentSecurityPolicy(["bm90"], {}) },
];
const nginx = renderNginxConf(template("nginx.conf.template"), knownPaths, pages, site);
const htaccess = renderHtaccess(template("htaccess.template"), knownPaths, pages, site);
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

/**
 * The host's case rules, whichever host: every spelling of each route is redirected (`redirects`, the host's
 * condition, holds) to that route alone, the route itself is left alone, and there is one rule per route.
 */
function itRedirectsEverySpelling(rules: Rule[], redirects: (requestPath: string) => boolean, to = "") {
  it.each(routesWithLetters)(`redirects every spelling of %s to it${to}`, (route) => {
    for (const spelling of spellingsOf(route)) {
      expect(redirects(spelling)).toBe(true);
      expect(targetsOf(rules, spelling)).toEqual([route]);
    }
    expect(redirects(route)).toBe(false);
  });

  it("has one rule per route", () => {
    expect(rules.map((rule) => rule.target).sort()).toEqual([...routesWithLetters].sort());
  });
}

describe("nginx: deploy/nginx.conf", () => {
  const routeMap = /^map \$uri \$route_canonical \{\n([\s\S]*?)\n\}$/m.exec(nginx)?.[1] ?? "";
  const rules: Rule[] = [...routeMap.matchAll(/^ {4}"~\*(.+)" (\S+);$/gm)].map(([, regex, target]) => ({
    pattern: new RegExp(regex, "i"),
    target,
  }));
  // The map that decides whether a path is already canonical (case-sensitive).
  const needsCanonical = (requestPath: string) => /[A-Z]/.test(requestPath) || /.\/$/.test(requestPath);
  /** The body of one server block, found by a line inside it. */
  const serverWith = (line: string) => {
    const blocks = nginx.split(/^server \{$/m).slice(1);
    const block = blocks.find((candidate) => candidate.includes(line));
    if (!block) throw new Error(`no server block with ${line}`);
    return block;
  };
  const redirectServer = serverWith("listen 80;");
  const siteServer = serverWith("listen 443 ssl http2;");

  itRedirectsEverySpelling(rules, needsCanonical);

  it("has no rule for other paths", () => {
    expect(targetsOf(rules, "/About/No-Such")).toEqual([]);
    expect(targetsOf(rules, "/about/our-team-x")).toEqual([]);
  });

  it("redirects port 80 to the canonical HTTPS origin, and never builds a Location from the request's Host", () => {
    expect(redirectServer).toContain("return 301 https://www.example.test$request_uri;");
    expect(redirectServer).not.toMatch(/root|try_files|proxy_pass/);
    expect(siteServer).toContain("absolute_redirect off;");
    // $host and $http_host only ever travel to the receiver, never into an answer.
    for (const line of nginx.split("\n").filter((text) => /\$(http_)?host\b/.test(text))) {
      expect(line).toMatch(/^\s+proxy_set_header /);
    }
  });

  it("serves the site over HTTPS with the certificate where certbot keeps it", () => {
    expect(siteServer).toContain("listen [::]:443 ssl http2;");
    expect(siteServer).toContain("ssl_certificate /etc/letsencrypt/live/www.example.test/fullchain.pem;");
    expect(siteServer).toContain("ssl_certificate_key /etc/letsencrypt/live/www.example.test/privkey.pem;");
    expect(siteServer).toContain("server_name www.example.test;");
    expect(nginx).not.toMatch(/\{\{/);
  });

  it("sends every security header on every response, both servers, and caches only hashed assets", () => {
    for (const server of [redirectServer, siteServer]) {
      for (const header of securityHeaders) {
        expect(server).toContain(`add_header ${header.name} "${header.value}" always;`);
      }
    }
    expect(siteServer).toContain("add_header Cache-Control $site_cache_control always;");
    expect(nginx).toMatch(/"~\^\/_next\/static\/" "public, max-age=31536000, immutable";/);
    expect(siteServer).toContain("try_files $uri $uri.html $uri/index.html =404;");
    expect(siteServer).toContain("error_page 404 /404.html;");
    expect(siteServer).toContain("gzip_static on;");
  });

  it("sends each page's full policy under its clean path and its file, and a policy that runs nothing elsewhere", () => {
    const map = /^map \$uri \$page_csp \{\n([\s\S]*?)\n\}$/m.exec(nginx)?.[1] ?? "";
    const entries = new Map([...map.matchAll(/^ {4}"([^"]+)" "([^"]+)";$/gm)].map(([, uri, policy]) => [uri, policy]));
    expect(map).toContain(`default "${defaultHeaderPolicy}";`);
    for (const page of pages) {
      for (const uri of new Set([page.path, `/${page.file}`])) {
        expect(entries.get(uri)).toBe(pageHeaderPolicy(page.policy));
      }
    }
    expect(entries.size).toBe(8);
    expect(siteServer).toContain("add_header Content-Security-Policy $page_csp always;");
  });

  it("serves the manifest type and answers a stray form post with the form-not-sent page", () => {
    expect(siteServer).toMatch(
      /location ~\* \\\.webmanifest\$ \{\s+types \{ \}\s+default_type application\/manifest\+json;/,
    );
    expect(siteServer).toContain(`error_page 405 ${formNotSentPath}.html;`);
  });

  it("proxies /api/ to the receiver with the client's address, an 11 MB limit, timeouts and no caching", () => {
    expect(nginx).toMatch(/upstream lead_receiver \{\s+server 127\.0\.0\.1:8787;/);
    const api = /location \/api\/ \{([\s\S]*?)\n {4}\}/.exec(siteServer)?.[1] ?? "";
    for (const line of [
      "proxy_pass http://lead_receiver;",
      "proxy_set_header X-Forwarded-For $remote_addr;",
      "proxy_set_header X-Real-IP $remote_addr;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      "client_max_body_size 11m;",
      "proxy_read_timeout 30s;",
      "proxy_cache off;",
      'add_header Cache-Control "no-store" always;',
      "error_page 502 503 504 $receiver_unavailable_answer;",
    ]) {
      expect(api).toContain(line);
    }
    for (const header of securityHeaders) expect(api).toContain(`proxy_hide_header ${header.name};`);
  });
});

describe("Apache: out/.htaccess", () => {
  const rules: Rule[] = [
    ...htaccess.matchAll(
      /^RewriteCond %\{REQUEST_URI\} \[A-Z\]\|\.\/\$\nRewriteRule \^(.+)\/\?\$ https:\/\/www\.example\.test(\S+) \[NC,R=301,L\]$/gm,
    ),
  ].map(([, regex, target]) => ({ pattern: new RegExp(`^/${regex}/?$`, "i"), target }));
  const conditionHolds = (requestPath: string) => /[A-Z]|.\/$/.test(requestPath);

  itRedirectsEverySpelling(rules, conditionHolds, " on the canonical origin");

  it("has no redirect that Apache would complete with the request's Host", () => {
    for (const rule of htaccess.matchAll(/^#? ?RewriteRule \S+ (\S+) \[[^\]]*R=3\d\d/gm)) {
      expect(rule[1]).toMatch(/^https:\/\/www\.example\.test\//);
    }
  });

  it("turns MultiViews off, answers 404 and stray posts with pages, and serves the manifest type", () => {
    expect(htaccess).toMatch(/^Options -MultiViews$/m);
    expect(htaccess).toContain("ErrorDocument 404 /404.html");
    expect(htaccess).toContain(`ErrorDocument 405 ${formNotSentPath}.html`);
    expect(htaccess).toContain("RewriteCond %{REQUEST_METHOD} !^(GET|HEAD)$\nRewriteRule ^ - [R=405,L]");
    expect(htaccess).toContain("AddType application/manifest+json .webmanifest");
    expect(htaccess).toContain("RewriteRule ^(.+)$ $1.html [L]");
  });

  it("has the optional HTTPS redirect, commented out, to the canonical origin", () => {
    expect(htaccess).toContain(
      "# RewriteCond %{HTTPS} !=on\n# RewriteCond %{HTTP:X-Forwarded-Proto} !=https\n# RewriteRule ^(.*)$ https://www.example.test/$1 [R=301,L]",
    );
  });

  it("sends every header, each page's full policy by its URIs, and a policy that runs nothing elsewhere", () => {
    for (const header of securityHeaders) {
      expect(htaccess).toContain(`Header always set ${header.name} "${header.value}"`);
    }
    expect(htaccess).toContain(`Header always set Content-Security-Policy "${defaultHeaderPolicy}"`);
    const blocks = [
      ...htaccess.matchAll(
        /^<(If|ElseIf) "%\{REQUEST_URI\} in \{ ([^}]*) \}">\n {4}Header always set Content-Security-Policy "([^"]+)"\n<\/\1>$/gm,
      ),
    ];
    expect(blocks.map(([, kind]) => kind)).toEqual(["If", ...pages.slice(1).map(() => "ElseIf")]);
    blocks.forEach(([, , uris, policy], index) => {
      const page = pages[index];
      expect(uris).toBe([...new Set([page.path, `/${page.file}`])].map((uri) => `'${uri}'`).join(", "));
      expect(policy).toBe(pageHeaderPolicy(page.policy));
    });
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
    for (const [source, target, status] of lines.filter(([, , status]) => status !== "404")) {
      expect(source).not.toBe(target);
      expect(source.toLowerCase()).toBe(target);
      expect(status).toBe("301");
    }
  });

  it("answers an unknown Gujarati or Hindi address with that language's not-found page", () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        ["/gu/*", "/gu/404.html", "404"],
        ["/hi/*", "/hi/404.html", "404"],
      ]),
    );
  });

  it("sends the shared headers on every path, each page's policy on its path only, and caches hashed assets", () => {
    const headers = renderHeadersFile(pages);
    const everyPath = /^\/\*\n((?: {2}.+\n)+)/m.exec(headers)?.[1] ?? "";
    for (const header of securityHeaders) expect(everyPath).toContain(`  ${header.name}: ${header.value}\n`);
    expect(everyPath).not.toContain("Content-Security-Policy");
    for (const page of pages) {
      expect(headers).toContain(`\n${page.path}\n  Content-Security-Policy: ${pageHeaderPolicy(page.policy)}\n`);
    }
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

describe("which paths forgive their letter case", () => {
  it("every registry route, and the exported pages nested below one (articles), but no other page", () => {
    const exported = ["/", "/404", formNotSentPath, "/resources/blog/a-post", "/resources/blog", "/stray/page"];
    const forgiven = caseForgivenPaths(exported);
    expect(forgiven).toEqual(expect.arrayContaining([...knownPaths, "/resources/blog/a-post"]));
    expect(forgiven).not.toContain("/404");
    expect(forgiven).not.toContain(formNotSentPath);
    expect(forgiven).not.toContain("/stray/page");
    expect(new Set(forgiven).size).toBe(forgiven.length);
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
  const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1];

  it("hashes exactly the page's executable inline scripts, first in <head>", () => {
    const secured = securePage(page, false, {});
    expect(
      secured.html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv'),
    ).toBe(true);
    expect(policyInMeta(secured.html)).toBe(secured.policy);
    const expected = ["(self.__next_f=self.__next_f||[]).push([0])", "globalThis.x=1"].map(
      (body) => `'sha256-${sha256Base64(body)}'`,
    );
    expect(directive(secured.policy, "script-src")).toBe(["'self'", ...expected, "'wasm-unsafe-eval'"].join(" "));
    expect(secured.policy).not.toMatch(/'unsafe-eval'|frame-ancestors/);
    expect(directive(secured.policy, "script-src")).not.toContain("unsafe-inline");
  });

  it("puts the case redirect on the not-found page under the policy", () => {
    const secured = securePage(page, true, {});
    const inline = executableInlineScripts(secured.html);
    expect(inline[0]).toBe(notFoundRedirectScript(knownPaths));
    for (const body of inline) expect(secured.policy).toContain(`'sha256-${sha256Base64(body)}'`);
    expect(secured.html.indexOf("Content-Security-Policy")).toBeLessThan(secured.html.indexOf('id="case-redirect"'));
  });

  it("is idempotent", () => {
    const once = securePage(page, true, {}).html;
    expect(securePage(once, true, {}).html).toBe(once);
  });

  it("is sent by the hosts as the same policy plus frame-ancestors, which a <meta> cannot carry", () => {
    const { policy } = securePage(page, false, {});
    expect(pageHeaderPolicy(policy)).toBe(`${policy}; frame-ancestors 'none'`);
    expect(defaultHeaderPolicy).toMatch(/^default-src 'none';/);
    expect(defaultHeaderPolicy).not.toMatch(/script-src|'self'/);
  });

  it.each([
    ["no receiver: mail drafts", undefined, "'self'", "'self' mailto:"],
    ["a receiver on the same origin", "/api", "'self'", "'self'"],
    [
      "a receiver on another origin",
      "https://leads.example.test/api?x=1",
      "'self' https://leads.example.test",
      "'self' https://leads.example.test",
    ],
  ])("lets the forms post where they post, with %s", (_, api, connect, formAction) => {
    const { policy } = securePage(page, false, { NEXT_PUBLIC_LEAD_API: api });
    expect(directive(policy, "connect-src")).toBe(connect);
    expect(directive(policy, "form-action")).toBe(formAction);
  });

  it("reads NEXT_PUBLIC_LEAD_API, and rejects a malformed one", () => {
    expect(leadReceiver({})).toEqual({ kind: "none" });
    expect(leadReceiver({ NEXT_PUBLIC_LEAD_API: "  " })).toEqual({ kind: "none" });
    expect(leadReceiver({ NEXT_PUBLIC_LEAD_API: "/api" })).toEqual({ kind: "same-origin" });
    expect(leadReceiver({ NEXT_PUBLIC_LEAD_API: "http://127.0.0.1:8787/api" })).toEqual({
      kind: "cross-origin",
      origin: "http://127.0.0.1:8787",
    });
    expect(() => leadReceiver({ NEXT_PUBLIC_LEAD_API: "leads.example.test" })).toThrow(/absolute URL/);
    expect(() => leadReceiver({ NEXT_PUBLIC_LEAD_API: "//leads.example.test/api" })).toThrow(/absolute URL/);
    expect(() => leadReceiver({ NEXT_PUBLIC_LEAD_API: "ftp://leads.example.test" })).toThrow(/http\(s\)/);
  });
});

describe("_headers within Cloudflare Pages' limits", () => {
  const pageAt = (index: number): PagePolicy => ({
    path: `/page-${index}`,
    file: `page-${index}.html`,
    policy: pageContentSecurityPolicy([], {}),
  });

  it("fails the build rather than writing more rules than the platform reads", () => {
    // Besides the pages: the shared rule, the hashed assets' and each language's two (/gu and /gu/*).
    const fitting = Array.from({ length: headersFileLimits.rules - 6 }, (_, index) => pageAt(index));
    expect(() => renderHeadersFile(fitting)).not.toThrow();
    expect(() => renderHeadersFile([...fitting, pageAt(fitting.length)])).toThrow(/at most 100/);
  });

  it("fails the build on a policy line longer than the platform reads", () => {
    const hashes = Array.from({ length: 40 }, (_, index) => sha256Base64(String(index)));
    const page = { ...pageAt(0), policy: pageContentSecurityPolicy(hashes, {}) };
    expect(() => renderHeadersFile([page])).toThrow(/over 2000 characters/);
  });
});
