import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";

import { STORAGE_KEY_PATTERN, type ResumeStore } from "../resume-store";

const INCOMING = ".incoming";

function checkedKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/**
 * Resumes as files named by their storage key. Each is written under .incoming/, flushed
 * to disk, then renamed into place (atomic on one file system) and the folder flushed:
 * a crash leaves either the whole file or none under its name.
 */
export class DiskResumeStore implements ResumeStore {
  private readonly incoming: string;

  constructor(private readonly dir: string) {
    this.incoming = path.join(dir, INCOMING);
  }

  /** Creates the folders and drops half-written files a crash left behind. */
  async init(): Promise<void> {
    await mkdir(this.incoming, { recursive: true, mode: 0o700 });
    for (const name of await readdir(this.incoming)) await rm(path.join(this.incoming, name), { force: true });
  }

  async put(key: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    const part = path.join(this.incoming, `${checkedKey(key)}.part`);
    const file = await open(part, "wx", 0o600);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(part, path.join(this.dir, key));
    await syncFolder(this.dir);
  }

  /** Proves the folder takes a file now (the readiness check): a small file written, flushed and removed. */
  async proveWritable(): Promise<void> {
    const probe = path.join(this.incoming, `readiness-${process.pid}.probe`);
    try {
      const file = await open(probe, "w", 0o600);
      try {
        await file.writeFile("ok");
        await file.sync();
      } finally {
        await file.close();
      }
    } catch (error) {
      throw new Error(`the resume folder cannot be written (${(error as NodeJS.ErrnoException).code ?? error})`);
    } finally {
      await rm(probe, { force: true }).catch(() => undefined);
    }
  }

  async get(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    try {
      return new Uint8Array(await readFile(path.join(this.dir, checkedKey(key))));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) await rm(path.join(this.dir, checkedKey(key)), { force: true });
  }

  async list(): Promise<{ key: string; storedAt: Date }[]> {
    const entries = await readdir(this.dir, { withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile() && STORAGE_KEY_PATTERN.test(entry.name));
    return Promise.all(
      files.map(async (entry) => ({ key: entry.name, storedAt: (await stat(path.join(this.dir, entry.name))).mtime })),
    );
  }
}

/** fsync of the folder makes the rename itself durable. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
