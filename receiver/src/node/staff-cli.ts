/**
 * Staff accounts on this machine's receiver (DATA_DIR, default .data/receiver; BETTER_AUTH_SECRET set):
 *   npm run staff:add -- --email E --name N --role admin|counsellor [--office vadodara|surat|mumbai] [--password P]
 *     (without --password: prints a one-time link to set one; with --api <url> and LEADS_EXPORT_TOKEN: on a
 *     deployed receiver, e.g. a Worker's first admin)
 *   npm run staff:list
 *   npm run staff:disable -- --email E
 * Accounts are created through Better Auth's admin API (the password hashed by the library); there is no public
 * sign-up. A counsellor needs an office; an admin sees every office and has none.
 */
import { parseArgs } from "node:util";

import { apiPaths } from "@/contract/api";

import { createStaffAuth } from "../auth";
import { readConfig, stringVar } from "../config";
import { type AddedStaff, newStaffSchema, STAFF_PASSWORD_MIN } from "@/contract/validations/staff";

import { officeIds } from "../schema";
import { createStore } from "../store";
import { addStaff, listStaff, SET_PASSWORD_LINK_HOURS, setStaffActive } from "../staff";
import { openDatabase } from "./database";
import { withLocalCheckout } from "./local-checkout";
import { readNodeSettings } from "./settings";

const usage = `Usage:
  npm run staff:add -- --email <address> --name "<full name>" --role admin|counsellor [--office ${officeIds.join("|")}] [--password <at least ${STAFF_PASSWORD_MIN} characters>] [--api <receiver API URL>]
  npm run staff:list
  npm run staff:disable -- --email <address>`;

class UsageError extends Error {}

async function openStaff() {
  // On a checkout where `npm start` ran, its secret and desk; on a server, the variables it is run with.
  const env = withLocalCheckout(process.env);
  const config = readConfig(env);
  if (!config.authSecret) {
    throw new UsageError(
      "Set BETTER_AUTH_SECRET (the receiver's, at least 32 characters) and BETTER_AUTH_URL (the desk's origin) to manage staff accounts.",
    );
  }
  const settings = readNodeSettings(env);
  const { db, client } = await openDatabase(settings.dataDir, settings.synchronous);
  return { db, client, auth: createStaffAuth(db, { ...config, authSecret: config.authSecret }) };
}

async function add(values: Record<string, string | undefined>, api: string | undefined) {
  const parsed = newStaffSchema.safeParse({ ...values, office: values.office || undefined });
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("\n"));
  }
  let added: AddedStaff;
  if (api) {
    const token = process.env.LEADS_EXPORT_TOKEN;
    if (!token) throw new UsageError("Set LEADS_EXPORT_TOKEN to the receiver's token to use --api.");
    const response = await fetch(`${api.replace(/\/+$/, "")}${apiPaths.staff}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(parsed.data),
    });
    if (!response.ok) throw new Error(`The receiver refused (${response.status}): ${await response.text()}`);
    added = (await response.json()) as typeof added;
  } else {
    const { client, auth } = await openStaff();
    try {
      added = await addStaff(auth, parsed.data);
    } finally {
      client.close();
    }
  }
  console.log(`Added ${added.role} ${added.name} <${added.email}>${added.office ? ` (${added.office})` : ""}.`);
  if (added.setPasswordPath) {
    const deskOrigin = stringVar(withLocalCheckout(process.env), "BETTER_AUTH_URL");
    const origin = deskOrigin?.replace(/\/+$/, "") ?? (api ? new URL(api).origin : "");
    console.log(
      `Send them this one-time link to set a password (it works for ${SET_PASSWORD_LINK_HOURS} hours):\n${origin || "<the desk's origin>"}${added.setPasswordPath}`,
    );
  }
}

async function list() {
  const { db, client } = await openStaff();
  try {
    const rows = await listStaff(createStore(db));
    if (rows.length === 0) console.log("No staff accounts yet: npm run staff:add (see --help).");
    for (const row of rows) {
      console.log(
        [row.email, row.name, row.role, row.office ?? "all offices", row.active ? "active" : "disabled"].join("	"),
      );
    }
  } finally {
    client.close();
  }
}

async function disable(email: string | undefined) {
  if (!email?.includes("@")) throw new UsageError("Give --email <address>.");
  const { db, client, auth } = await openStaff();
  try {
    if (!(await setStaffActive(auth, createStore(db), email, false)))
      throw new UsageError(`No staff account for ${email}.`);
    console.log(`Disabled ${email}: signed out everywhere, and cannot sign in.`);
  } finally {
    client.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    office: { type: "string" },
    password: { type: "string" },
    api: { type: "string" },
    help: { type: "boolean" },
  },
});

try {
  if (values.help) console.log(usage);
  else if (command === "add") await add(values as Record<string, string | undefined>, values.api);
  else if (command === "list") await list();
  else if (command === "disable") await disable(values.email);
  else throw new UsageError(`Unknown command "${command ?? ""}".`);
} catch (error) {
  const message =
    error instanceof UsageError ? `${error.message}\n${usage}` : error instanceof Error ? error.message : String(error);
  console.error(message);
  process.exitCode = 1;
}
