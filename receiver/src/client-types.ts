/**
 * What the site may know of the receiver: the shape of its routes, for Hono's typed client (hc, in
 * lib/receiver-client.ts). Types only, so nothing of the receiver reaches the site's bundle; eslint lets lib/
 * import this file and nothing else of receiver/.
 */
export type { ReceiverApi } from "./app";
