// The anchor: what Next.js itself costs for the same words. A minimal App Router
// project, generated under bench-results/anchor/ and built with the repository's
// own next and react, the site's `next build` command and its next.config.mjs (inlineCss included): for every
// measured page, a route at the same path rendering that page's visible text
// (headings stay headings, the rest are paragraphs), the site's font stack, a few
// lines of plain CSS, and one small client component in the layout.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

import { chromiumFlags } from "../support/chromium";
import { anchorDir, anchorOutDir, root } from "./paths";

/** Lighthouse's mobile screen, so "visible" means what its phone shows. */
const mobileViewport = { width: 412, height: 823 };

/** A page's visible text: its title and description, and its blocks in document order. */
export type PageText = { title: string; description: string; blocks: { level: number; text: string }[] };

/**
 * The visible text of each page in document order, as blocks of { level, text }
 * (level 1-3 for h1-h3, 0 for everything else), read by Chromium from pages
 * served without scripts (the floor), plus the title and meta description.
 */
export async function readVisibleText(
  executablePath: string,
  baseUrl: string,
  urlPaths: readonly string[],
): Promise<Record<string, PageText>> {
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: mobileViewport });
    const page = await context.newPage();
    const texts: Record<string, PageText> = {};
    for (const urlPath of urlPaths) {
      await page.goto(baseUrl + urlPath, { waitUntil: "load" });
      texts[urlPath] = await page.evaluate(() => {
        // Each rendered text node joins the block (the nearest ancestor that is not inline) it sits in.
        // Visually hidden text (position: absolute, 1 px) is blockified by CSS but reads inline. No named
        // function in here: tsx (esbuild keepNames) would wrap it in a __name() helper the page does not have.
        type Block = { element: Element; level: number; parts: string[] };
        const blocks: Block[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest("script, style, noscript, template") || !parent.checkVisibility()) continue;
          let block = parent;
          while (
            block !== document.body &&
            (getComputedStyle(block).display.startsWith("inline") || block.getBoundingClientRect().width <= 1) &&
            block.parentElement
          ) {
            block = block.parentElement;
          }
          let current = blocks.at(-1);
          if (current?.element !== block) {
            const heading: Element | null = block.closest("h1, h2, h3");
            current = { element: block, level: heading ? Number(heading.tagName[1]) : 0, parts: [] };
            blocks.push(current);
          }
          current.parts.push(node.textContent ?? "");
        }
        return {
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
          blocks: blocks
            .map(({ level, parts }) => ({ level, text: parts.join("").replace(/\s+/g, " ").trim() }))
            .filter((block) => block.text),
        };
      });
    }
    return texts;
  } finally {
    await browser.close();
  }
}

/** A repository file as an import specifier from a folder of the anchor project. */
const fromAnchor = (folder: string, file: string) =>
  path.relative(path.join(anchorDir, folder), path.join(root, file)).split(path.sep).join("/");

/** The site's own `next build` command (the step of package.json's build script that runs next): the same bundler for both. */
const siteNextBuild = (
  (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { build: string } }).scripts.build
    .split("&&")
    .map((step) => step.trim())
    .find((step) => step.startsWith("next ")) ?? "next build"
).split(/\s+/);

const files: Record<string, string> = {
  "package.json": JSON.stringify(
    { private: true, type: "module", scripts: { build: siteNextBuild.join(" ") } },
    null,
    2,
  ),
  // The site's settings (output: export, inlineCss, ...) without its content-collections wrapper.
  "next.config.mjs": `import { nextConfig as site } from ${JSON.stringify(fromAnchor(".", "next.config.mjs"))};

export default site;
`,
  "app/globals.css": `body { margin: 0 auto; max-width: 40rem; padding: 1rem; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; line-height: 1.5; color: #1e293b; }
h1 { font-size: 1.875rem; line-height: 1.2; }
h2 { font-size: 1.5rem; }
h3 { font-size: 1.125rem; }
button { font: inherit; min-height: 2.75rem; }
`,
  "app/layout.jsx": `import { Toggle } from "./toggle";
import "./globals.css";

export default function RootLayout({ children }) {
  return (
    <html lang="en-IN">
      <body>
        <Toggle />
        <main>{children}</main>
      </body>
    </html>
  );
}
`,
  "app/toggle.jsx": `"use client";

import { useState } from "react";

/** The anchor's one client component: a button with state, as small as interactivity gets. */
export function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      {open ? "Close menu" : "Open menu"}
    </button>
  );
}
`,
};

function pageSource() {
  return `import content from "./text.json";

export const metadata = { title: content.title, description: content.description };

const Heading = { 1: "h1", 2: "h2", 3: "h3" };

export default function Page() {
  return content.blocks.map((block, index) => {
    const Tag = Heading[block.level] ?? "p";
    return <Tag key={index}>{block.text}</Tag>;
  });
}
`;
}

/** Writes the anchor project for the given texts ({ urlPath: { title, description, blocks } }). */
export function writeAnchor(texts: Record<string, PageText>): void {
  rmSync(path.join(anchorDir, "app"), { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(anchorDir, file)), { recursive: true });
    writeFileSync(path.join(anchorDir, file), content);
  }
  for (const [urlPath, text] of Object.entries(texts)) {
    const dir = path.join(anchorDir, "app", ...urlPath.split("/").filter(Boolean));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "page.jsx"), pageSource());
    writeFileSync(path.join(dir, "text.json"), JSON.stringify(text, null, 1));
  }
}

/** Builds the anchor with the repository's next; its export lands in bench-results/anchor/out. */
export function buildAnchor(env: Record<string, string> = {}): void {
  rmSync(anchorOutDir, { recursive: true, force: true });
  const next = path.join(root, "node_modules/next/dist/bin/next");
  const result = spawnSync("nice", ["-n", "10", process.execPath, next, ...siteNextBuild.slice(1)], {
    cwd: anchorDir,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (result.status !== 0 || !existsSync(anchorOutDir)) {
    throw new Error(`anchor build failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** The texts the current anchor was built from, or null. */
export function builtAnchorTexts(urlPaths: readonly string[]): Record<string, PageText> | null {
  const texts: Record<string, PageText> = {};
  for (const urlPath of urlPaths) {
    const file = path.join(anchorDir, "app", ...urlPath.split("/").filter(Boolean), "text.json");
    if (!existsSync(file)) return null;
    texts[urlPath] = JSON.parse(readFileSync(file, "utf8")) as PageText;
  }
  return existsSync(anchorOutDir) ? texts : null;
}
