/**
 * Netlify and Cloudflare Pages cannot run here; what they read is checked
 * instead: out/_headers gives every exported page its full policy (the one in
 * its <meta>, plus frame-ancestors) and the shared headers under /*, and never
 * a policy under /* (the platforms would join it to each page's with a comma,
 * enforcing both).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

import { renderHeadersFile, renderRedirectsFile } from "@/scripts/hosting/hosts";
import { prefixedLanguages } from "@/contract/languages";
import { frameAncestors, pageHeaderPolicy, securityHeaders } from "@/scripts/hosting/policy";
import { knownPaths } from "@/scripts/hosting/routes";
import { exportedCasePaths, exportedPagePolicies } from "@/scripts/hosting/write-host-files";

import { outDir, requireExport } from "./support/servers";

/** _headers as rules: path -> header name -> value. */
function headerRules(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const header = /^ {2}([A-Za-z-]+): (.+)$/.exec(line);
    if (header && current) current.set(header[1], header[2]);
    else {
      assert.ok(line.startsWith("/"), `unexpected line ${line}`);
      assert.ok(!rules.has(line), `${line} has two blocks`);
      current = new Map();
      rules.set(line, current);
    }
  }
  return rules;
}

describe("Netlify / Cloudflare Pages: out/_headers and out/_redirects", () => {
  requireExport();
  const headersFile = readFileSync(path.join(outDir, "_headers"), "utf8");
  const pages = exportedPagePolicies(outDir);

  it("are rendered from the same routes and pages", () => {
    assert.equal(headersFile, renderHeadersFile(pages), "out/_headers is stale: run npm run build");
    assert.equal(readFileSync(path.join(outDir, "_redirects"), "utf8"), renderRedirectsFile(exportedCasePaths(outDir)));
  });

  it("give every page its <meta> policy plus frame-ancestors, and the shared headers to every path", () => {
    const rules = headerRules(headersFile);
    const everyPath = rules.get("/*");
    assert.ok(everyPath);
    assert.ok(!everyPath.has("Content-Security-Policy"), "a policy under /* would be enforced on top of each page's");
    for (const { name, value } of securityHeaders) assert.equal(everyPath.get(name), value, name);
    // A Gujarati or Hindi page: its language's rules add frame-ancestors to its <meta> policy (the platform reads
    // 100 rules, fewer than a rule per page).
    const translated = /^\/(gu|hi)(\/|$)/;
    for (const page of pages.filter((page) => !translated.test(page.path))) {
      assert.equal(rules.get(page.path)?.get("Content-Security-Policy"), pageHeaderPolicy(page.policy), page.path);
    }
    for (const language of prefixedLanguages) {
      for (const path of [`/${language}`, `/${language}/*`]) {
        assert.equal(rules.get(path)?.get("Content-Security-Policy"), frameAncestors, path);
      }
    }
    for (const route of knownPaths) assert.ok(rules.has(route), `${route} has no policy block`);
  });
});
