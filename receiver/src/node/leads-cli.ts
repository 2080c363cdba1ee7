/**
 * Counsellors' commands:
 *   npm run leads:export [-- --out leads.csv] [--api <url>]   every lead as CSV (stdout by default)
 *   npm run leads:delete -- --email <address> [--api <url>]   erasure request (DPDP Act)
 *   npm run leads:log                                         the record of exports and erasures
 * Without --api they work on this machine's store (DATA_DIR, default .data/receiver);
 * with --api (e.g. https://leads.example.workers.dev/api) on a deployed receiver, using
 * LEADS_EXPORT_TOKEN from the environment.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { apiPaths, type ApiErased } from "@/contract/api";

import { readConfig } from "../config";
import { leadsCsv } from "../csv";
import { createStore } from "../store";
import { databaseFile, openDatabase } from "./database";
import { DiskResumeStore } from "./disk-resume-store";
import { readNodeSettings } from "./settings";

const usage = `Usage:
  npm run leads:export [-- --out leads.csv] [--api <receiver API URL>]
  npm run leads:delete -- --email <address> [--api <receiver API URL>]
  npm run leads:log          who exported or erased leads, when, and how many rows`;

/** Who the access record names for a command run on the server. */
const SERVER_ACTOR = `server command (${process.env.USER ?? "unknown user"})`;

async function accessLog() {
  const { store, client } = await localStore();
  try {
    const entries = await store.audit.entries();
    if (entries.length === 0) console.log("No export or erasure recorded yet.");
    for (const entry of entries) {
      console.log([entry.at.toISOString(), entry.action, entry.actor, `${entry.rows} rows`].join("\t"));
    }
  } finally {
    client.close();
  }
}

async function remote(api: string, path: string, init: RequestInit = {}): Promise<Response> {
  const token = process.env.LEADS_EXPORT_TOKEN;
  if (!token) throw new Error("Set LEADS_EXPORT_TOKEN to the receiver's token to use --api.");
  const response = await fetch(`${api.replace(/\/+$/, "")}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function localStore() {
  const settings = readNodeSettings(process.env);
  if (!existsSync(databaseFile(settings.dataDir))) {
    throw new Error(`No lead store at ${settings.dataDir}: start the receiver (npm start) or set DATA_DIR.`);
  }
  const { db, client } = await openDatabase(settings.dataDir, settings.synchronous);
  return { store: createStore(db), client, files: new DiskResumeStore(path.join(settings.dataDir, "resumes")) };
}

async function exportLeads(api: string | undefined, out: string | undefined) {
  let csv: string;
  if (api) {
    csv = await (await remote(api, apiPaths.leadsCsv)).text();
  } else {
    const { store, client } = await localStore();
    try {
      const [allLeads, allSubscribers] = [await store.leads.all(), await store.subscribers.all()];
      csv = leadsCsv(allLeads, allSubscribers, readConfig(process.env).publicApiUrl);
      await store.audit.record("export", SERVER_ACTOR, allLeads.length + allSubscribers.length, new Date());
    } finally {
      client.close();
    }
  }
  if (!out) {
    process.stdout.write(csv);
    return;
  }
  writeFileSync(out, csv);
  console.error(`Wrote ${csv.split("\r\n").length - 2} rows to ${path.resolve(out)}`);
}

async function deleteLeads(email: string | undefined, api: string | undefined) {
  if (!email || !email.includes("@")) throw new Error(`Say whose data to erase: --email <address>\n${usage}`);
  let erased: ApiErased;
  if (api) {
    const path = `${apiPaths.leads}?email=${encodeURIComponent(email)}`;
    erased = (await (await remote(api, path, { method: "DELETE" })).json()) as ApiErased;
  } else {
    const { store, client, files } = await localStore();
    try {
      const removed = await store.housekeeping.erase(email);
      await files.delete(removed.storageKeys);
      await store.audit.record("erasure", SERVER_ACTOR, removed.leads + removed.subscribers, new Date());
      erased = {
        ok: true,
        leads: removed.leads,
        resumes: removed.storageKeys.length,
        subscribers: removed.subscribers,
      };
    } finally {
      client.close();
    }
  }
  console.log(
    `Erased for ${email}: ${erased.leads} lead(s), ${erased.resumes} resume file(s), ${erased.subscribers} newsletter subscription(s).`,
  );
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, api: { type: "string" }, out: { type: "string" } },
});

try {
  if (positionals[0] === "export") await exportLeads(values.api, values.out);
  else if (positionals[0] === "delete") await deleteLeads(values.email, values.api);
  else if (positionals[0] === "log") await accessLog();
  else throw new Error(usage);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
