import fs from "node:fs/promises";
import path from "node:path";
import type { FileStore, StoredObject } from "./file-store.server";
import { checkKey } from "./keys";

/** Files under `root` (DATA_DIR), a key being a path below it: `uploads/<uuid>.jpg` is `<root>/uploads/<uuid>.jpg`. */
export function diskStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
  return {
    description: `local disk in ${root}`,
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside it and renamed, so a reader never sees half a file.
      const partial = `${file}.${crypto.randomUUID()}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      return (await fs.stat(fileOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async list(prefix) {
      // The folder the prefix points into (`imports/` → imports, `uploads/ab` → uploads), then a filter.
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      const base = folder ? fileOf(folder) : root;
      const names = await fs.readdir(base, { recursive: true }).catch((error) => {
        if (missing(error)) return [] as string[];
        throw error;
      });
      const found: StoredObject[] = [];
      for (const name of names) {
        const key = (folder ? `${folder}/${name}` : name).split(path.sep).join("/");
        if (!key.startsWith(prefix) || key.endsWith(".partial")) continue;
        const stat = await fs.stat(path.join(base, name)).catch(() => null);
        if (stat?.isFile()) found.push({ key, modifiedAt: stat.mtime });
      }
      return found;
    },
  };
}
