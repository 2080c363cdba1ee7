import type { R2Bucket } from "@cloudflare/workers-types";

import type { ResumeStore } from "../resume-store";

const PREFIX = "resumes/";
/** R2 deletes at most this many keys per call. */
const DELETE_BATCH = 1000;

/** Resumes as R2 objects under resumes/<storage key>; an R2 put is atomic (whole object or none). */
export class R2ResumeStore implements ResumeStore {
  constructor(private readonly bucket: R2Bucket) {}

  async put(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void> {
    await this.bucket.put(`${PREFIX}${key}`, bytes, { httpMetadata: { contentType } });
  }

  async get(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const object = await this.bucket.get(`${PREFIX}${key}`);
    return object ? new Uint8Array(await object.arrayBuffer()) : null;
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      await this.bucket.delete(keys.slice(start, start + DELETE_BATCH).map((key) => `${PREFIX}${key}`));
    }
  }

  async list(): Promise<{ key: string; storedAt: Date }[]> {
    const found: { key: string; storedAt: Date }[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.bucket.list({ prefix: PREFIX, cursor });
      for (const object of page.objects)
        found.push({ key: object.key.slice(PREFIX.length), storedAt: object.uploaded });
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return found;
  }
}
