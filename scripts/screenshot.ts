// Full-page screenshots of exported pages at 375 px and 1280 px, for looking at
// what we build: npx tsx scripts/screenshot.ts / /about ... (server must be running).
import { mkdirSync } from "node:fs";

import { chromium } from "@playwright/test";

import { chromiumFlags, chromiumHelp, findChromium } from "./support/chromium";

const executablePath = findChromium();
if (!executablePath) throw new Error(chromiumHelp);
const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
// --fold: only the first screen (readable at a glance); default: the full page.
const fold = process.argv.includes("--fold");
const args = process.argv.slice(2).filter((arg) => arg !== "--fold");
const paths = args.length ? args : ["/"];
const dir = "test-results/screenshots";
mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({ executablePath, args: chromiumFlags });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  for (const urlPath of paths) {
    await page.goto(base + urlPath, { waitUntil: "networkidle" });
    // Scroll through so deferred media loads as a visitor would see it.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    const file = `${dir}/${urlPath === "/" ? "home" : urlPath.slice(1).replace(/\//g, "_")}-${width}.png`;
    await page.screenshot({ path: file, fullPage: !fold });
    console.log(file);
  }
  await page.close();
}
await browser.close();
