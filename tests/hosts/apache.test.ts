/**
 * The export behind real Apache with out/.htaccess, on a host that has
 * MultiViews on (as many shared hosts do), and the .htaccess's optional HTTPS
 * redirect turned on in a second virtual host.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";

import { site } from "@/content/site";
import { canonicalHttpsOrigin, renderHtaccess } from "@/scripts/hosting/hosts";
import { exportedCasePaths, exportedPagePolicies, hostTemplate } from "@/scripts/hosting/write-host-files";

import { type Apache, outDir, projectDir, requireBinaries, requireExport, send, startApache } from "./support/servers";
import { assertRedirectsToCanonicalOrigin, staticSiteChecks } from "./support/site-checks";

const identity = { name: site.name, origin: site.origin };
const canonicalOrigin = canonicalHttpsOrigin(identity);
const htaccess = () => readFileSync(path.join(outDir, ".htaccess"), "utf8");

/** The .htaccess with its optional HTTPS redirect turned on, as the comment above it says. */
function withHttpsRule(text: string): string {
  const commented = /^# (Rewrite(?:Cond|Rule) .*)$/gm;
  assert.equal([...text.matchAll(commented)].length, 3, "the optional HTTPS rule is not three commented lines");
  return text.replace(commented, "$1");
}

let apache: Apache;

before(async () => {
  requireBinaries("apache2");
  requireExport();
  apache = await startApache(withHttpsRule(htaccess()));
});

after(async () => {
  await apache?.stop();
});

describe("Apache: out/.htaccess", () => {
  it("is the template rendered from the same routes and pages", () => {
    const rendered = renderHtaccess(
      hostTemplate(projectDir, "htaccess.template"),
      exportedCasePaths(outDir),
      exportedPagePolicies(outDir),
      identity,
    );
    assert.equal(htaccess(), rendered, "out/.htaccess is stale: run npm run build");
  });
});

describe("Apache: the site", () => {
  staticSiteChecks(() => ({ port: apache.port, tls: false, canonicalOrigin }));
});

describe("Apache: the optional HTTPS redirect", () => {
  it("sends http:// requests to the canonical HTTPS origin, path and query kept, whatever the Host", async () => {
    await assertRedirectsToCanonicalOrigin(apache.httpsRulePort, canonicalOrigin);
  });

  it("leaves a request that came through a TLS-ending proxy alone", async () => {
    const answer = await send(apache.httpsRulePort, "/about", { headers: { "X-Forwarded-Proto": "https" } });
    assert.notEqual(answer.status, 301);
  });
});
