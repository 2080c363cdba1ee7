import path from "node:path";

import { booleanVar, ConfigError, numberVar, stringVar, type EnvVars } from "../config";
import { LOCAL_DATA_DIR } from "./local-checkout";

/** Settings only the Node target has (the shared ones are in ../config.ts). */
export type NodeSettings = {
  host: string;
  port: number;
  /** SQLite file leads.db and the resumes/ folder live here. */
  dataDir: string;
  /** Behind nginx (or scripts/serve-out.ts): the client IP is the last X-Forwarded-For entry. */
  trustProxy: boolean;
  smtp: { url: string; from: string; to: string } | undefined;
  outboxPollMs: number;
  /** SQLite `synchronous`: FULL syncs each commit to disk (no lead lost even on power loss). */
  synchronous: "FULL" | "NORMAL";
  /**
   * For the browser tests only (RECEIVER_CLOCK_START, an ISO 8601 instant): the receiver's clock starts there and
   * runs on, so it agrees with an export built at that moment (BUILD_TIME) whatever the calendar says.
   */
  clockStart: Date | undefined;
};

function instantVar(env: EnvVars, name: string): Date | undefined {
  const raw = stringVar(env, name);
  if (raw === undefined) return undefined;
  const at = new Date(raw);
  if (Number.isNaN(at.getTime())) throw new ConfigError(`${name} must be an ISO 8601 instant (got "${raw}")`);
  return at;
}

export function readNodeSettings(env: EnvVars, cwd: string = process.cwd()): NodeSettings {
  const smtpUrl = stringVar(env, "SMTP_URL");
  const mailTo = stringVar(env, "MAIL_TO");
  if (smtpUrl && !mailTo) throw new ConfigError("SMTP_URL is set but MAIL_TO (the office address to notify) is not");
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
  const synchronous = (stringVar(env, "SQLITE_SYNCHRONOUS") ?? "FULL").toUpperCase();
  if (synchronous !== "FULL" && synchronous !== "NORMAL") {
    throw new ConfigError(`SQLITE_SYNCHRONOUS must be FULL or NORMAL (got "${synchronous}")`);
  }
  const port = numberVar(env, "PORT", 8787);
  if (!Number.isInteger(port) || port > 65535) throw new ConfigError(`PORT must be a port number (got "${port}")`);
  return {
    host: stringVar(env, "HOST") ?? "127.0.0.1",
    port,
    dataDir: path.resolve(cwd, stringVar(env, "DATA_DIR") ?? LOCAL_DATA_DIR),
    trustProxy: booleanVar(env, "TRUST_PROXY"),
    smtp: smtpUrl && mailTo ? { url: smtpUrl, from: stringVar(env, "MAIL_FROM") ?? mailTo, to: mailTo } : undefined,
    outboxPollMs: Math.max(50, Math.round(numberVar(env, "OUTBOX_POLL_SECONDS", 15) * 1000)),
    synchronous,
    clockStart: instantVar(env, "RECEIVER_CLOCK_START"),
  };
}
