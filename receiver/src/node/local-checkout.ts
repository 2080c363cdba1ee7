/**
 * A checkout where `npm start` runs the receiver: its staff-session secret is kept beside the store
 * (<DATA_DIR>/auth-secret), and the desk is the local site's. The server commands find both there, so
 * `npm run staff:add` just works after `npm start`; on a server (no such file) they still need the variables.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { type EnvVars, stringVar } from "../config";

/** Where the local receiver's data lives unless DATA_DIR says otherwise. */
export const LOCAL_DATA_DIR = ".data/receiver";
/** The site `npm start` serves, which is where the desk signs in. */
export const LOCAL_SITE_ORIGIN = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

const secretFile = (dataDir: string) => path.join(dataDir, "auth-secret");

/** The local secret, made (32 random bytes, readable by its owner only) the first time. */
export function localAuthSecret(dataDir: string): string {
  const file = secretFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * `env` with the local checkout's secret and desk origin where it sets neither and `npm start` made the secret;
 * otherwise `env` as it is.
 */
export function withLocalCheckout(env: EnvVars): EnvVars {
  const dataDir = stringVar(env, "DATA_DIR") ?? LOCAL_DATA_DIR;
  if (stringVar(env, "BETTER_AUTH_SECRET") || !existsSync(secretFile(dataDir))) return env;
  return {
    ...env,
    BETTER_AUTH_SECRET: readFileSync(secretFile(dataDir), "utf8").trim(),
    BETTER_AUTH_URL: stringVar(env, "BETTER_AUTH_URL") ?? LOCAL_SITE_ORIGIN,
  };
}
