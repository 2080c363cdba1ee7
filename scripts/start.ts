// `npm start`: builds the site with its forms pointed at the local lead receiver
// (NEXT_PUBLIC_LEAD_API=/api), then runs the receiver on 127.0.0.1:8787 (SQLite file in
// .data/receiver) and serves out/ on 127.0.0.1:3000, forwarding /api/* to the receiver as
// nginx does in production. Ctrl-C stops both.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";

import { site } from "@/content/site";

import { LOCAL_DATA_DIR, LOCAL_SITE_ORIGIN, localAuthSecret } from "../receiver/src/node/local-checkout";

const receiverPort = process.env.RECEIVER_PORT ?? "8787";
const receiverOrigin = `http://127.0.0.1:${receiverPort}`;
const dataDir = process.env.DATA_DIR ?? LOCAL_DATA_DIR;
const siteOrigin = LOCAL_SITE_ORIGIN;
// Staff sessions are signed with BETTER_AUTH_SECRET; locally, a random one kept beside the store.
const authSecret = process.env.BETTER_AUTH_SECRET ?? localAuthSecret(dataDir);

const build = spawnSync("npm", ["run", "build"], {
  stdio: "inherit",
  env: { ...process.env, NEXT_PUBLIC_LEAD_API: process.env.NEXT_PUBLIC_LEAD_API ?? "/api" },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((done) => child.once("exit", () => done(undefined))) : null,
    ),
  ).then(() => process.exit(code));
}

function run(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  child.once("exit", (code, signal) => {
    // Ctrl-C reaches every process of the terminal's group: a child ended by it is a normal stop.
    const interrupted = signal === "SIGINT" || signal === "SIGTERM";
    if (!stopping && !interrupted) console.error(`${name} stopped (${code ?? signal}): stopping the other one too.`);
    stopAll(code ?? (interrupted ? 0 : 1));
  });
  children.push(child);
  return child;
}

run("Lead receiver", ["receiver/src/node/main.ts"], {
  HOST: "127.0.0.1",
  PORT: receiverPort,
  DATA_DIR: dataDir,
  // serve-out.ts puts the visitor's address in X-Forwarded-For.
  TRUST_PROXY: "true",
  SITE_NAME: site.name,
  SITE_URL: siteOrigin,
  BETTER_AUTH_SECRET: authSecret,
  BETTER_AUTH_URL: siteOrigin,
});

async function receiverReady() {
  for (let attempt = 0; attempt < 300 && !stopping; attempt += 1) {
    try {
      if ((await fetch(`${receiverOrigin}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

if (await receiverReady()) {
  run("Site server", ["scripts/serve-out.ts"], { API_PROXY: receiverOrigin });
  console.log(`Submitted forms are stored in ${dataDir}: see them with \`npm run leads:export\`. Ctrl-C stops both.`);
  console.log(
    `Staff accounts: npm run staff:add -- --email you@example.com --name "Your Name" --role admin --password <10+ characters>`,
  );
} else {
  console.error(`The lead receiver did not answer at ${receiverOrigin}/api/health.`);
  stopAll(1);
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
