/**
 * The export behind real nginx, configured from the same template, routes and
 * pages as deploy/nginx.conf: the port-80 redirect, the HTTPS site with its
 * rules and headers, and the lead receiver proxied under /api/ (a stand-in
 * receiver here; the real one lives in receiver/).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";

import { type Browser, chromium, type Page } from "@playwright/test";

import { site } from "@/content/site";
import { canonicalHttpsOrigin, renderNginxConf } from "@/scripts/hosting/hosts";
import { formNotSentPath, knownPaths } from "@/scripts/hosting/routes";
import { exportedCasePaths, exportedPagePolicies, hostTemplate } from "@/scripts/hosting/write-host-files";

import { chromiumFlags, chromiumHelp, findChromium } from "@/scripts/support/chromium";
import {
  type Nginx,
  outDir,
  projectDir,
  requireBinaries,
  requireExport,
  send,
  type StandInReceiver,
  startNginx,
  startStandInReceiver,
} from "./support/servers";
import {
  assertPageHeaderPolicy,
  assertRedirectsToCanonicalOrigin,
  assertSecurityHeaders,
  staticSiteChecks,
} from "./support/site-checks";

const identity = { name: site.name, origin: site.origin };
const canonicalOrigin = canonicalHttpsOrigin(identity);
let nginx: Nginx;
let receiver: StandInReceiver;

before(async () => {
  requireBinaries("nginx", "openssl");
  requireExport();
  receiver = await startStandInReceiver();
  nginx = await startNginx(exportedPagePolicies(outDir), identity, receiver.port);
});

after(async () => {
  await nginx?.stop();
  await receiver?.close();
});

const https = (urlPath: string, options: Parameters<typeof send>[2] = {}) =>
  send(nginx.httpsPort, urlPath, { tls: true, ...options });

describe("nginx: deploy/nginx.conf", () => {
  it("is the template rendered for production from the same routes and pages", () => {
    const built = readFileSync(path.join(projectDir, "deploy", "nginx.conf"), "utf8");
    const rendered = renderNginxConf(
      hostTemplate(projectDir, "nginx.conf.template"),
      exportedCasePaths(outDir),
      exportedPagePolicies(outDir),
      identity,
    );
    assert.equal(built, rendered, "deploy/nginx.conf is stale: run npm run build");
    assert.match(built, /^ {4}listen 443 ssl http2;$/m);
    assert.match(built, /^ {4}listen 80;$/m);
    assert.match(built, /^ {4}ssl_certificate \/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem;$/m);
  });
});

describe("nginx: port 80", () => {
  it("redirects every request to the canonical HTTPS origin, path and query kept, whatever the Host", async () => {
    await assertRedirectsToCanonicalOrigin(nginx.httpPort, canonicalOrigin);
  });
});

describe("nginx: the HTTPS site", () => {
  staticSiteChecks(() => ({ port: nginx.httpsPort, tls: true, canonicalOrigin }));
});

describe("nginx: the pages in a real browser, under the header and <meta> policies together", () => {
  let browser: Browser;
  let page: Page;
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  before(async () => {
    const executablePath = findChromium();
    if (!executablePath) throw new Error(chromiumHelp);
    browser = await chromium.launch({ executablePath, args: chromiumFlags });
    page = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
    await page.addInitScript(() => {
      const recorded: string[] = [];
      Object.assign(window, { cspViolations: recorded });
      document.addEventListener("securitypolicyviolation", (event) =>
        recorded.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
      );
    });
  });

  after(async () => {
    await browser?.close();
  });

  it("runs every page, the not-found and the form-not-sent page without a violation, and hydrates them", async () => {
    for (const urlPath of [...knownPaths, formNotSentPath, "/no-such-page"]) {
      // The inline scripts, which the header's hashes must allow, have run once the document is parsed.
      const answer = await page.goto(`https://127.0.0.1:${nginx.httpsPort}${urlPath}`, {
        waitUntil: "domcontentloaded",
      });
      assert.ok(answer?.headers()["content-security-policy"]?.includes("script-src 'self' 'sha256-"), urlPath);
      assert.deepEqual(await violations(), [], urlPath);
      // Next's inline bootstrap ran: the page's hashes in the header match its scripts.
      assert.ok(await page.evaluate(() => "__next_f" in self), `${urlPath}: Next's inline scripts did not run`);
    }
  });

  it("shows the form-not-sent page for a native form post to a static page, and Back returns to the form", async () => {
    const contact = `https://127.0.0.1:${nginx.httpsPort}/contact`;
    await page.goto(contact, { waitUntil: "networkidle" });
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/contact";
      form.innerHTML = '<input name="name" value="Asha">';
      document.body.append(form);
      form.submit();
    });
    await page.waitForURL(contact);
    await page.getByRole("heading", { level: 1, name: "Your form was not sent" }).waitFor();
    assert.deepEqual(await violations(), []);
    await page.goBack();
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    assert.notEqual(await page.getByRole("heading", { level: 1 }).first().textContent(), "Your form was not sent");
  });
});

describe("nginx: the lead receiver under /api/", () => {
  it("passes a form post on with its method, body and headers, and the client's address", async () => {
    const body = JSON.stringify({ form: "contact", idempotencyKey: "k-1", name: "Asha" });
    const answer = await https("/api/leads", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": "k-1",
        // A client cannot plant its own address: nginx replaces it.
        "X-Forwarded-For": "203.0.113.9",
      },
      body,
    });
    assert.equal(answer.status, 201);
    assert.deepEqual(JSON.parse(answer.body), { ok: true, reference: "BP-7F3K2" });
    assert.equal(answer.headers["x-receiver"], "stand-in");

    const seen = receiver.received.at(-1);
    assert.ok(seen);
    assert.equal(seen.method, "POST");
    assert.equal(seen.url, "/api/leads");
    assert.equal(seen.body.toString("utf8"), body);
    assert.equal(seen.headers["content-type"], "application/json");
    assert.equal(seen.headers["idempotency-key"], "k-1");
    assert.equal(seen.headers["x-forwarded-for"], "127.0.0.1");
    assert.equal(seen.headers["x-real-ip"], "127.0.0.1");
    assert.equal(seen.headers["x-forwarded-proto"], "https");
  });

  it("answers with one copy of each security header, never cached, with a CSP when the receiver sends none", async () => {
    const answer = await https("/api/health");
    assert.equal(answer.status, 201);
    assert.equal(receiver.received.at(-1)?.method, "GET");
    assertSecurityHeaders(answer, "/api/health");
    assert.equal(answer.headers["cache-control"], "no-store");
    assert.match(String(answer.headers["content-security-policy"]), /^default-src 'none'.*frame-ancestors 'none'$/);
  });

  it("takes a body just over 10 MB (a student's document), and answers a bigger one with the contract's too_large error", async () => {
    const fits = Buffer.alloc(10.5 * 1024 * 1024, "a");
    const accepted = await https("/api/careers", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Accept: "application/json" },
      body: fits,
    });
    assert.equal(accepted.status, 201);
    assert.equal(receiver.received.at(-1)?.body.length, fits.length);

    const tooLarge = await https("/api/careers", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", Accept: "application/json" },
      body: Buffer.alloc(12 * 1024 * 1024, "a"),
    });
    assert.equal(tooLarge.status, 413);
    assert.match(tooLarge.headers["content-type"] ?? "", /^application\/json/);
    assert.equal(JSON.parse(tooLarge.body).error, "too_large");
  });

  it("answers 502 when the receiver is down: JSON for scripts, the form-not-sent page for a browser's post", async () => {
    await receiver.close();

    const scripted = await https("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: "{}",
    });
    assert.equal(scripted.status, 502);
    assert.match(scripted.headers["content-type"] ?? "", /^application\/json/);
    const error = JSON.parse(scripted.body);
    assert.equal(error.ok, false);
    assert.equal(error.error, "server_error");
    assert.ok(error.message.length > 20);
    assertSecurityHeaders(scripted, "502 JSON");
    assert.equal(scripted.headers["cache-control"], "no-store");

    const native = await https("/api/leads", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      },
      body: "form=contact&name=Asha",
    });
    assert.equal(native.status, 502);
    assert.match(native.headers["content-type"] ?? "", /^text\/html/);
    assert.ok(native.body.includes("Your form was not sent"));
    assertSecurityHeaders(native, "502 page");
    assertPageHeaderPolicy(native, "502 page");
  });
});
