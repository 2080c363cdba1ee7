/**
 * What counsellors run on the server: the CSV export and erasure commands on the real
 * SQLite file, and the retention purge with the orphan-file sweep.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";

import { runHousekeeping } from "../src/housekeeping";
import { openDatabase } from "../src/node/database";
import { DiskResumeStore } from "../src/node/disk-resume-store";
import { randomToken } from "../src/reference";
import { createStore, type NewLead, type Store } from "../src/store";
import { pdfBytes } from "./support/submissions";
import { repoRoot, tempDir } from "./support/targets";

const DAY = 24 * 60 * 60 * 1000;

describe("counsellors' commands and retention (Node store)", () => {
  const dataDir = tempDir("counsellors");
  let store: Store;
  let files: DiskResumeStore;
  let close: () => void;

  async function application(email: string, receivedAt: Date) {
    const storageKey = randomToken(18);
    await files.put(storageKey, pdfBytes(1024));
    const lead: NewLead = {
      form: "careers-application",
      status: "new",
      idempotencyKey: randomToken(),
      fields: {
        firstName: "Kiran",
        lastName: "Patel",
        email,
        phone: "9876543210",
        position: "other",
        experience: "0-1",
        location: "Surat",
        coverLetter: "",
      },
      resume: { storageKey, fileName: "cv.pdf", contentType: "application/pdf", size: 1024, sha256: "0".repeat(64) },
      channels: ["email"],
      receivedAt,
    };
    return { ...(await store.leads.accept(lead)), storageKey };
  }

  before(async () => {
    const opened = await openDatabase(dataDir);
    store = createStore(opened.db);
    files = new DiskResumeStore(path.join(dataDir, "resumes"));
    await files.init();
    close = () => opened.client.close();
  });

  after(() => {
    close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "receiver/src/node/leads-cli.ts", ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 60_000,
    });

  test("leads:export writes the CSV; leads:delete erases one person's rows and files", async () => {
    const kept = await application("kept@example.com", new Date());
    const erased = await application("Erase.Me@example.com", new Date());
    await store.subscribers.subscribe("erase.me@example.com", "subscribed", new Date());

    const csvFile = path.join(dataDir, "export.csv");
    const exported = cli("export", "--out", csvFile);
    assert.equal(exported.status, 0, exported.stderr);
    const csv = readFileSync(csvFile, "utf8");
    assert.ok(csv.startsWith('\uFEFF"Reference"'));
    for (const reference of [kept.reference, erased.reference]) assert.ok(csv.includes(`"${reference}"`));

    const deleted = cli("delete", "--email", "erase.me@EXAMPLE.com");
    assert.equal(deleted.status, 0, deleted.stderr);
    assert.match(deleted.stdout, /1 lead\(s\), 1 resume file\(s\), 1 newsletter subscription\(s\)/);
    assert.equal(await store.leads.find({ reference: erased.reference }), undefined);
    assert.equal(existsSync(path.join(dataDir, "resumes", erased.storageKey)), false);
    assert.ok(await store.leads.find({ reference: kept.reference }));
    assert.ok(existsSync(path.join(dataDir, "resumes", kept.storageKey)));

    const refused = cli("delete");
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /--email/);
  });

  test("retention removes old leads with their files; an old file without a row is swept, a fresh one kept", async () => {
    const now = new Date();
    const old = await application("old@example.com", new Date(now.getTime() - 400 * DAY));
    const recent = await application("recent@example.com", new Date(now.getTime() - 10 * DAY));
    const resumes = path.join(dataDir, "resumes");
    const staleOrphan = randomToken(18);
    const freshOrphan = randomToken(18);
    writeFileSync(path.join(resumes, staleOrphan), "left by a crash");
    writeFileSync(path.join(resumes, freshOrphan), "row being committed");
    await store.audit.record("export", "server command (test)", 2, new Date(now.getTime() - 400 * DAY));
    await store.audit.record("erasure", "export token", 1, new Date(now.getTime() - 10 * DAY));
    utimesSync(path.join(resumes, staleOrphan), new Date(now.getTime() - 2 * DAY), new Date(now.getTime() - 2 * DAY));

    const result = await runHousekeeping(store, files, { retentionDays: 365 }, now);
    assert.equal(result.purged?.leads, 1);
    assert.equal(result.orphanFiles, 1);
    assert.equal(await store.leads.find({ reference: old.reference }), undefined);
    assert.equal(existsSync(path.join(resumes, old.storageKey)), false);
    assert.ok(await store.leads.find({ reference: recent.reference }));
    assert.equal(existsSync(path.join(resumes, staleOrphan)), false);
    assert.equal(existsSync(path.join(resumes, freshOrphan)), true);
    // The record of exports and erasures is kept as long as the leads are.
    // (The commands of the test before recorded their export and erasure just now: kept too.)
    const record = (await store.audit.entries()).map((entry) => [entry.action, entry.actor, entry.rows]);
    assert.deepEqual(record.at(-1), ["erasure", "export token", 1]);
    assert.ok(!record.some(([, actor]) => actor === "server command (test)"), "the 400-day-old entry is purged");
    for (const action of ["export", "erasure"]) {
      assert.ok(
        record.some(([done, actor]) => done === action && String(actor).startsWith("server command (")),
        action,
      );
    }

    const keepForever = await runHousekeeping(store, files, { retentionDays: 0 }, new Date(now.getTime() + 5000 * DAY));
    assert.equal(keepForever.purged, null);
    assert.ok(await store.leads.find({ reference: recent.reference }));
  });
});
