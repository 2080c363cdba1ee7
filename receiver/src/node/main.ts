/** `node --import tsx receiver/src/node/main.ts`: the Node lead receiver until SIGINT/SIGTERM. */
import { ConfigError } from "../config";
import { startNodeReceiver } from "./receiver";

try {
  const receiver = await startNodeReceiver();
  const notifying =
    receiver.channels.length > 0 ? receiver.channels.join(" and ") : "nothing (set SMTP_URL or WEBHOOK_URL)";
  console.log(`Lead receiver at ${receiver.origin}/api (data: ${receiver.dataDir}; notifies by ${notifying})`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Lead receiver stopping (${signal})`);
    await receiver.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
} catch (error) {
  console.error(error instanceof ConfigError ? `Lead receiver: ${error.message}` : error);
  process.exit(1);
}
