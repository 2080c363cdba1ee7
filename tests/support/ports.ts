/** Loopback ports for the servers the tests start: the host tests' nginx and Apache, decap-server, stand-ins. */
import { createServer, type Server } from "node:net";

/** Starts `server` on 127.0.0.1 at `port` (0: one the OS picks) and gives the port it listens on. */
export function listenOnLoopback(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      if (typeof address !== "object" || !address) return reject(new Error("the server has no TCP address"));
      resolve(address.port);
    });
  });
}

/** A loopback port nothing listens on right now (the OS picks it), for a process a test starts itself. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.unref();
  const port = await listenOnLoopback(probe);
  await new Promise<void>((resolve, reject) => probe.close((error) => (error ? reject(error) : resolve())));
  return port;
}
