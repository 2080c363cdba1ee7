import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";

import { expect, test } from "@playwright/test";
import { parse } from "yaml";

import type { Money } from "@/content/schemas/primitives";
import { formatMoney, isMoney } from "@/lib/money";
import { copyProject, removeCopy } from "@/scripts/support/project-copy";

import { freePort } from "../support/ports";
import { buildContentIn, renderRoutesIn } from "../support/project-copy";
import { watch } from "./csp-watch";

/*
 * The content manager end to end (issue 13): a counsellor logs in to /admin/ (the export's own copy, under
 * its own policy) in local-backend mode, raises the IELTS regular fee and publishes. decap-server writes
 * the file in a throw-away copy of the project; the file then holds the new amount with every other field
 * unchanged, nothing else is written, the content build accepts it, and /services/ielts-coaching rendered
 * from the copy's content shows the new fee. No CSP violation on /admin/.
 *
 * Decap's `local_backend: true` always calls decap-server at http://localhost:8081 (the admin policy allows
 * exactly that). So that a decap-server a developer runs on 8081 cannot answer for this test, this one listens
 * on a free port and the browser's requests to localhost:8081 are forwarded to it.
 */

const feesFile = "content/services/ielts-coaching.yaml";
const feePage = "/services/ielts-coaching";
/** Decap's fixed local-backend address (decap-cms-core, detectProxyServer). */
const decapDefaultBackend = "http://localhost:8081/api/v1";

type Fees = { figures: Record<string, unknown> & { regularFee: Money } } & Record<string, unknown>;

/** Files under `copy` whose bytes differ from the same file under `original` (or that are new), relative. */
function changedFiles(original: string, copy: string, dir = ""): string[] {
  return readdirSync(path.join(copy, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return changedFiles(original, copy, file);
    const source = path.join(original, file);
    const same = existsSync(source) && readFileSync(source).equals(readFileSync(path.join(copy, file)));
    return same ? [] : [file];
  });
}

test.describe("content manager", () => {
  // Desktop: the editor is a desktop tool, and the copy and its decap-server are the test's own.
  test.skip(({ isMobile }) => isMobile, "one run of the editor is enough");
  test.setTimeout(180_000);

  let copyDir = "";
  let decap: ChildProcess | undefined;
  let backend = "";

  test.beforeAll(async () => {
    copyDir = copyProject(process.cwd(), "admin-edit");
    const port = await freePort();
    decap = spawn(process.execPath, [path.join(process.cwd(), "node_modules/decap-server/dist/index.js")], {
      cwd: copyDir,
      env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: copyDir },
      stdio: "ignore",
    });
    backend = `http://127.0.0.1:${port}/api/v1`;
    const info = () =>
      fetch(backend, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      }).then(
        (answer) => answer.ok,
        () => false,
      );
    await expect.poll(info, { timeout: 30_000 }).toBe(true);
  });

  test.afterAll(() => {
    decap?.kill();
    removeCopy(copyDir);
  });

  test("a fee changed in /admin/ is saved intact and shown by its page", async ({ page }) => {
    const before = parse(readFileSync(path.join(copyDir, feesFile), "utf8")) as Fees;
    const oldFee = before.figures.regularFee;
    // A new amount no other figure of the page has, so the page can only show it through this edit.
    const otherFees = Object.entries(before.figures).flatMap(([name, value]) =>
      name !== "regularFee" && isMoney(value) ? [formatMoney(value)] : [],
    );
    let newFee: Money = { ...oldFee, amount: oldFee.amount + 1000 };
    while (otherFees.includes(formatMoney(newFee))) newFee = { ...newFee, amount: newFee.amount + 1000 };

    const { consoleErrors, violations } = await watch(page);
    await page.route(`${decapDefaultBackend}**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(decapDefaultBackend, backend) });
      await route.fulfill({ response });
    });
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Fees and figures" }).click();
    await page.getByRole("link", { name: "IELTS coaching fees" }).click();
    // The Amount input inside the "Regular batch" object (Decap gives the object's element the field's id).
    const amount = page.locator('[id^="regularFee-field-"]').getByLabel("Amount", { exact: true });
    await expect(amount).toHaveValue(String(oldFee.amount));
    await amount.fill(String(newFee.amount));
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    // decap-server answers after writing the file, and Decap confirms only after that answer.
    await expect(page.getByText("Entry saved")).toBeVisible({ timeout: 30_000 });
    expect(await violations()).toEqual([]);
    expect(consoleErrors.filter((error) => error.includes("Content Security Policy"))).toEqual([]);

    // Only figures.regularFee changed (Decap re-serialises the whole file: same data, its own layout).
    const after = parse(readFileSync(path.join(copyDir, feesFile), "utf8")) as Fees;
    expect(after.figures.regularFee).toEqual(newFee);
    const rest = (fees: Fees) => ({ ...fees, figures: { ...fees.figures, regularFee: null } });
    expect(isDeepStrictEqual(rest(after), rest(before))).toBe(true);
    const touched = changedFiles(path.join(process.cwd(), "content"), path.join(copyDir, "content"));
    expect(touched).toEqual([path.relative("content", feesFile)]);

    // The content build takes the saved file, and the page shows the new fee and no longer the old one.
    const content = buildContentIn(copyDir);
    expect(content.status, content.output).toBe(0);
    const text = renderRoutesIn(copyDir, [feePage])[feePage].replace(/<[^>]+>/g, " ");
    expect(text).toContain(formatMoney(newFee));
    if (!otherFees.includes(formatMoney(oldFee))) expect(text).not.toContain(formatMoney(oldFee));
  });
});
