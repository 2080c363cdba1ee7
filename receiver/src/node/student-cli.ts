/**
 * Opening the student portal to a lead's person from the server (the desk's "Invite to the student portal"):
 *   npm run student:invite -- --lead BP-XXXXX [--api <receiver API URL>]
 * prints the one-time link (72 hours) to /account/welcome; with --api and LEADS_EXPORT_TOKEN, on a deployed
 * receiver (a Worker). The link is also e-mailed when the receiver has a channel to the family.
 */
import { parseArgs } from "node:util";

import { apiPaths, REFERENCE_PATTERN } from "@/contract/api";
import { PORTAL_INVITE_HOURS, type PortalInvited } from "@/contract/portal";

import { createAccounts } from "../accounts";
import { readConfig } from "../config";
import { inviteStudent } from "../portal/invites";
import { createStore } from "../store";
import { openDatabase } from "./database";
import { withLocalCheckout } from "./local-checkout";
import { readNodeSettings } from "./settings";
import { channelsOf } from "./receiver";

const usage = "Usage: npm run student:invite -- --lead <BP-XXXXX> [--api <receiver API URL>]";

class UsageError extends Error {}

async function inviteHere(reference: string): Promise<Omit<PortalInvited, "ok">> {
  const env = withLocalCheckout(process.env);
  const config = readConfig(env);
  if (!config.authSecret) throw new UsageError("Set BETTER_AUTH_SECRET (the receiver's) to open student accounts.");
  const settings = readNodeSettings(env);
  const { db, client } = await openDatabase(settings.dataDir, settings.synchronous);
  try {
    const store = createStore(db);
    const channels = channelsOf(settings, config);
    const { portal } = createAccounts(db, store, config, channels);
    const found = await store.desk.lead(reference);
    if (!found) throw new UsageError(`No lead ${reference} in this receiver's store (${settings.dataDir}).`);
    return await inviteStudent({ store, config, channels, portal: portal! }, found.lead, "Your counsellor", new Date());
  } finally {
    client.close();
  }
}

async function inviteThere(api: string, reference: string): Promise<PortalInvited> {
  const token = process.env.LEADS_EXPORT_TOKEN;
  if (!token) throw new UsageError("Set LEADS_EXPORT_TOKEN to the receiver's token to use --api.");
  const response = await fetch(`${api.replace(/\/+$/, "")}${apiPaths.portal}/invites`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ lead: reference }),
  });
  if (!response.ok) throw new Error(`The receiver refused (${response.status}): ${await response.text()}`);
  return (await response.json()) as PortalInvited;
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { lead: { type: "string" }, api: { type: "string" }, help: { type: "boolean" } },
});

try {
  if (values.help) console.log(usage);
  else {
    const reference = values.lead?.trim().toUpperCase() ?? "";
    if (!REFERENCE_PATTERN.test(reference))
      throw new UsageError("Give --lead with the lead's reference, e.g. BP-7F3K2.");
    const invited = values.api ? await inviteThere(values.api, reference) : await inviteHere(reference);
    console.log(
      `Send this one-time link to the student (it works once, for ${PORTAL_INVITE_HOURS} hours)${invited.emailed ? "; it was also queued to them by e-mail" : ""}:\n${invited.inviteUrl}`,
    );
  }
} catch (error) {
  const message =
    error instanceof UsageError ? `${error.message}\n${usage}` : error instanceof Error ? error.message : String(error);
  console.error(message);
  process.exitCode = 1;
}
