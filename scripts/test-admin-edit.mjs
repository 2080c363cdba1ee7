#!/usr/bin/env node
// The content manager end to end (issue 13): in a throw-away copy of the project, a real browser logs in to
// /admin/ in local-backend mode (decap-server writing the copy's files), changes the IELTS regular fee and
// publishes; the data file then holds the new amount with every other field unchanged, the content validates,
// and the rebuilt /services/ielts-coaching shows the new fee. Any CSP violation on /admin/ fails the test.
//
// One build in all: /admin/ is static (admin/index.html, config.yml, Decap's bundle, its own policy), so it is
// assembled in the copy's out/ without `next build`, and the copy is built once, after the edit.
//
// Decap's `local_backend: true` always looks for decap-server at http://localhost:8081 (the admin policy
// allows exactly that). So that a decap-server another developer runs on 8081 cannot answer for this test,
// decap-server listens on a free port and the browser's requests to localhost:8081 are forwarded to it.
//
// Keep the copy with KEEP_COPY=1; a failure keeps it anyway and prints its path. ADMIN_EDIT_TIMEOUT_SECONDS
// changes the time limit (8 minutes).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";

import { chromium } from "@playwright/test";
import { parse } from "yaml";

import { chromiumFlags, chromiumHelp, findChromium } from "./lib/chromium.mjs";
import { copyProject, removeCopy } from "./lib/project-copy.mjs";
import { importTypeScript } from "./lib/typescript.mjs";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const keep = process.env.KEEP_COPY === "1";
/** The whole test's time limit; it takes 2-4 minutes on a busy 2-core machine, most of it the build. */
const overallTimeoutMs = Number(process.env.ADMIN_EDIT_TIMEOUT_SECONDS ?? 8 * 60) * 1000;
/** Decap's fixed local-backend address (decap-cms-core, detectProxyServer). */
const decapDefaultBackend = "http://localhost:8081/api/v1";

const decapServer = path.join(projectDir, "node_modules", "decap-server", "dist", "index.js");
const feesFile = "content/pages/ielts-coaching.yaml";
const feePage = "/services/ielts-coaching";

const { writeAdmin } = await importTypeScript("lib/build/admin.ts");
const { secureAdminPage } = await importTypeScript("lib/hosting/write-host-files.ts");
const { formatMoney, isMoney } = await importTypeScript("lib/money.ts");

class AdminTestFailure extends Error {}

/** Stops the test with what went wrong and, when given, the end of a command's output. */
function fail(message, output = "") {
  throw new AdminTestFailure(output ? `${message}\n\n${output.split("\n").slice(-60).join("\n")}` : message);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const testStarted = Date.now();

/** Runs one phase and prints how long it took. */
async function phase(label, work) {
  const started = Date.now();
  console.log(`${label}`);
  const result = await work();
  console.log(`  (${seconds(Date.now() - started)})`);
  return result;
}

/** Runs a command to its end (asynchronously, so the overall time limit can stop it) and reports its time. */
async function run(label, command, args, cwd) {
  const started = Date.now();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXT_PUBLIC_LEAD_API;
  const child = start(label, command, args, { cwd, env });
  const status = await new Promise((resolve) => child.on("close", (code) => resolve(code)));
  console.log(`  ${label}: exit ${status} (${seconds(Date.now() - started)})`);
  return { status, output: child.log };
}

/** A port nothing listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const children = [];

/** Starts a process in a group of its own (a build's workers stop with it); its output is kept for a report. */
function start(label, command, args, options) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.log = "";
  child.stdout.on("data", (chunk) => (child.log += chunk));
  child.stderr.on("data", (chunk) => (child.log += chunk));
  child.label = label;
  children.push(child);
  return child;
}

/** Waits until `url` answers (any status), or fails naming the server. */
async function waitForServer(child, url, init) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${child.label} exited with ${child.exitCode}`, child.log);
    try {
      await fetch(url, init);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  fail(`${child.label} did not answer at ${url} within 30 s`, child.log);
}

/** Stops every process this test started that still runs (servers, or a build cut short by the time limit). */
function stopChildren() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

/** The YAML data of the fees file without the edited figure, to compare the rest. */
function withoutRegularFee(data) {
  const { figures, ...rest } = data;
  const { regularFee, ...otherFigures } = figures;
  return { regularFee, otherFigures, rest };
}

/** Files under `copy` whose bytes differ from the same file under `original` (or that are new), relative. */
function changedFiles(original, copy, dir = "") {
  return readdirSync(path.join(copy, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return changedFiles(original, copy, file);
    const source = path.join(original, file);
    const same = existsSync(source) && readFileSync(source).equals(readFileSync(path.join(copy, file)));
    return same ? [] : [file];
  });
}

/** Logs in, opens the entry from the collection list, changes the regular fee and publishes. */
async function editRegularFee(page, adminUrl, oldFee, newFee) {
  await page.goto(adminUrl);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Fees and figures" }).click();
  await page.getByRole("link", { name: "IELTS coaching fees" }).click();
  // The Amount input inside the "Regular batch" object (Decap gives the object's element the field's id).
  const amount = page.locator('[id^="regularFee-field-"]').getByLabel("Amount", { exact: true });
  const shown = await amount.inputValue();
  if (Number(shown) !== oldFee.amount)
    fail(`/admin/ shows the regular fee as ${shown}, the file says ${oldFee.amount}`);
  await amount.fill(String(newFee.amount));
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  // decap-server answers after writing the file, and Decap confirms only after that answer.
  await page.getByText("Entry saved").waitFor();
}

const executablePath = findChromium();
if (!executablePath) {
  console.error(chromiumHelp);
  process.exit(1);
}

const copyDir = copyProject(projectDir, "admin-edit");
const outDir = path.join(copyDir, "out");
console.log(`Admin edit in ${path.relative(projectDir, copyDir)}`);
let browser;
/** Ends the test at once (time limit, Ctrl-C): the servers and a running build are in groups of their own. */
function abort(message) {
  console.error(`\n✗ Admin edit: ${message}. Kept ${copyDir}`);
  stopChildren();
  browser?.close().catch(() => {});
  process.exit(1);
}
const timeout = setTimeout(
  () => abort(`gave up after ${seconds(overallTimeoutMs)} (a build on a busy machine or a hung page)`),
  overallTimeoutMs,
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => abort(`stopped by ${signal}`));

try {
  const before = parse(readFileSync(path.join(copyDir, feesFile), "utf8"));
  const oldFee = before.figures.regularFee;
  // A new amount no other figure of the page has, so the page can only show it through this edit.
  const otherFees = Object.entries(before.figures)
    .filter(([name, value]) => name !== "regularFee" && isMoney(value))
    .map(([, value]) => formatMoney(value));
  let newFee = { ...oldFee, amount: oldFee.amount + 1000 };
  while (otherFees.includes(formatMoney(newFee))) newFee = { ...newFee, amount: newFee.amount + 1000 };

  const { adminUrl, siteUrl, backend } = await phase(
    "1. /admin/ in the copy's out/, decap-server and a static server:",
    async () => {
      writeAdmin(copyDir);
      secureAdminPage(outDir);
      const decapPort = await freePort();
      const decap = start("decap-server", process.execPath, [decapServer], {
        cwd: copyDir,
        env: {
          ...process.env,
          PORT: String(decapPort),
          BIND_HOST: "127.0.0.1",
          MODE: "fs",
          GIT_REPO_DIRECTORY: copyDir,
        },
      });
      const backend = `http://127.0.0.1:${decapPort}/api/v1`;
      await waitForServer(decap, backend, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      const sitePort = await freePort();
      const site = start("static server", process.execPath, [path.join(projectDir, "scripts", "serve-out.mjs")], {
        cwd: copyDir,
        env: { ...process.env, OUT_DIR: outDir, PORT: String(sitePort), HOST: "127.0.0.1" },
      });
      const siteUrl = `http://127.0.0.1:${sitePort}`;
      await waitForServer(site, `${siteUrl}/admin/`);
      console.log(`  decap-server on ${backend} (for ${decapDefaultBackend}), /admin/ at ${siteUrl}/admin/`);
      return { adminUrl: `${siteUrl}/admin/`, siteUrl, backend };
    },
  );

  const violations = [];
  await phase(
    `2. Edit the IELTS regular fee in /admin/: ${formatMoney(oldFee)} -> ${formatMoney(newFee)}`,
    async () => {
      browser = await chromium.launch({ executablePath, args: chromiumFlags });
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // Decap always calls localhost:8081; this test's decap-server answers instead (see the top).
      await context.route(`${decapDefaultBackend}**`, async (route) => {
        const response = await route.fetch({ url: route.request().url().replace(decapDefaultBackend, backend) });
        await route.fulfill({ response });
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      page.on("console", (message) => {
        if (message.text().startsWith("CSP violation:")) violations.push(message.text());
      });
      const pageErrors = [];
      page.on("pageerror", (error) => pageErrors.push(`page error: ${error.message}`));
      page.setDefaultTimeout(30_000);

      try {
        await editRegularFee(page, adminUrl, oldFee, newFee);
      } catch (error) {
        // What the page showed when a step timed out, for the failure report.
        await page.screenshot({ path: path.join(copyDir, "admin-failure.png"), fullPage: true }).catch(() => {});
        const seen = [...violations, ...pageErrors].join("\n");
        fail(`${error.message.split("\n")[0]} (screenshot: admin-failure.png in the copy)${seen ? `\n${seen}` : ""}`);
      }
      await browser.close();
      browser = undefined;
      if (violations.length > 0) fail(`/admin/ broke its Content-Security-Policy:\n${violations.join("\n")}`);
      console.log("  logged in, opened Fees and figures > IELTS coaching fees, published; no CSP violation");
    },
  );

  await phase(`3. ${feesFile} holds the new fee, every other field as it was, and validates:`, async () => {
    const text = readFileSync(path.join(copyDir, feesFile), "utf8");
    const after = parse(text);
    const was = withoutRegularFee(before);
    const now = withoutRegularFee(after);
    if (!isDeepStrictEqual(now.regularFee, newFee)) {
      fail(`regularFee is ${JSON.stringify(now.regularFee)}, expected ${JSON.stringify(newFee)}`);
    }
    const changed = [
      ...Object.keys({ ...was.rest, ...now.rest }).filter((key) => !isDeepStrictEqual(was.rest[key], now.rest[key])),
      ...Object.keys({ ...was.otherFigures, ...now.otherFigures })
        .filter((key) => !isDeepStrictEqual(was.otherFigures[key], now.otherFigures[key]))
        .map((key) => `figures.${key}`),
    ];
    if (changed.length > 0)
      fail(`Decap's save changed ${changed.join(", ")} in ${feesFile} (see the file in the copy)`);
    const touched = changedFiles(path.join(projectDir, "content"), path.join(copyDir, "content")).filter(
      (file) => file !== path.relative("content", feesFile),
    );
    if (touched.length > 0) fail(`Decap also wrote ${touched.map((file) => `content/${file}`).join(", ")}`);
    // Decap re-serialises the whole file (key order, long lines folded): same data, different text.
    const original = readFileSync(path.join(projectDir, feesFile), "utf8");
    const sameText = text === original.replace(String(oldFee.amount), String(newFee.amount));
    console.log(`  only figures.regularFee changed${sameText ? "" : " (Decap rewrote the file's layout: same data)"}`);
    const content = await run(
      "node scripts/build-content.mjs",
      process.execPath,
      ["scripts/build-content.mjs"],
      copyDir,
    );
    if (content.status !== 0) fail(`the content build rejects ${feesFile} as Decap saved it`, content.output);
  });

  await phase(`4. Rebuild the copy; ${feePage} shows ${formatMoney(newFee)}:`, async () => {
    const build = await run("npm run build", "npm", ["run", "build"], copyDir);
    if (build.status !== 0) fail("the build failed after the edit in /admin/", build.output);
    const html = await (await fetch(`${siteUrl}${feePage}`)).text();
    const text = html.replace(/<[^>]+>/g, " ");
    if (!text.includes(formatMoney(newFee))) fail(`${feePage} does not show ${formatMoney(newFee)}`);
    const oldShared = otherFees.includes(formatMoney(oldFee));
    if (!oldShared && text.includes(formatMoney(oldFee))) {
      fail(`${feePage} still shows the old fee ${formatMoney(oldFee)}`);
    }
    console.log(`  ${feePage} shows ${formatMoney(newFee)}${oldShared ? "" : ` and no longer ${formatMoney(oldFee)}`}`);
  });
  clearTimeout(timeout);
  console.log(`\n✓ Admin edit (${seconds(Date.now() - testStarted)}).`);
} catch (error) {
  console.error(`\n✗ Admin edit: ${error instanceof AdminTestFailure ? error.message : error.stack}`);
  process.exitCode = 1;
} finally {
  clearTimeout(timeout);
  await browser?.close();
  stopChildren();
  if (keep || process.exitCode) console.log(`Kept ${copyDir}`);
  else removeCopy(copyDir);
}
