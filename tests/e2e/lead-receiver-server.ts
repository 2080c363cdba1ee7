/**
 * Runs the lead receiver stand-in (./lead-receiver.ts) as Playwright's second
 * webServer: `PORT=4502 npx tsx tests/e2e/lead-receiver-server.ts`. The team swaps
 * this for the real receiver (npm start's) once it exists.
 */
import { LeadReceiver } from "./lead-receiver";

const receiver = await new LeadReceiver().start(Number(process.env.PORT ?? 8787));
console.log(`Lead receiver stand-in at ${receiver.api}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void receiver.stop().then(() => process.exit(0)));
}
