import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DbHandle } from "~/db/client.server";
import { migrationsFolder } from "~/db/migrate.server";

export type Readiness = { ready: true } | { ready: false; reason: string };

/** The migrations this build expects: drizzle's journal keys each one by its `when` (stored as `created_at`). */
export function expectedMigrations(folder = migrationsFolder): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Tags of the expected migrations the database has not applied (drizzle's own bookkeeping table). */
export async function pendingMigrations(
  handle: DbHandle,
  expected = expectedMigrations(),
): Promise<string[]> {
  const applied = await handle.db.execute(sql`select created_at from drizzle.__drizzle_migrations`).then(
    (result) =>
      new Set(
        (result as { rows: { created_at: string | number }[] }).rows.map((row) => Number(row.created_at)),
      ),
    // No bookkeeping table yet: nothing is applied.
    (error: { code?: string; cause?: { code?: string } }) => {
      if ((error.cause?.code ?? error.code) === "42P01") return new Set<number>();
      throw error;
    },
  );
  return expected.filter((migration) => !applied.has(migration.when)).map((migration) => migration.tag);
}

/**
 * Ready to take traffic: not shutting down, the database answers (within `timeoutMs`, so a load balancer's probe
 * never hangs on a dead server) and every migration of this build is applied.
 */
export async function readiness(
  handle: DbHandle,
  options: { draining: boolean; timeoutMs?: number; expected?: { tag: string; when: number }[] },
): Promise<Readiness> {
  if (options.draining) return { ready: false, reason: "shutting down" };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), options.timeoutMs ?? 3000);
  });
  try {
    const pending = await Promise.race([pendingMigrations(handle, options.expected), timeout]);
    if (pending.length > 0) return { ready: false, reason: `migrations not applied: ${pending.join(", ")}` };
    return { ready: true };
  } catch (error) {
    const { message, cause } = error as Error & { cause?: Error };
    return { ready: false, reason: `database unreachable: ${cause?.message ?? message}` };
  } finally {
    clearTimeout(timer);
  }
}
