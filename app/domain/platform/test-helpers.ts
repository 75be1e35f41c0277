import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, session } from "~/db/schema";
import { createAdminAccount } from "~/domain/accounts/accounts.server";
import { systemContext } from "~/server/ports.server";
import { PASSWORD, testSystem } from "../../../tests/db/factories";
import { ForbiddenError } from "../errors";
import { adminContext } from "./admin.server";

/** A fresh platform admin and its checked context. */
export async function newAdmin() {
  const userId = await createAdminAccount(await testSystem(), {
    firstName: "Ada",
    lastName: "Admin",
    email: `admin-${randomUUID()}@test.example`,
    password: PASSWORD,
  });
  return adminContext(await systemContext(), userId);
}

/** A live better-auth session row for the user (as signing in makes one). */
export async function signInSession(userId: string) {
  const database = await db();
  const id = randomUUID();
  await database.insert(session).values({
    id,
    token: randomUUID(),
    userId,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return id;
}

export async function sessionsOf(userId: string) {
  const database = await db();
  return database.select({ id: session.id }).from(session).where(eq(session.userId, userId));
}

export async function auditRows(targetId: string, action?: string) {
  const database = await db();
  return database
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), action ? eq(auditLog.action, action) : undefined));
}

export async function expectForbidden(p: Promise<unknown>) {
  await expect(p).rejects.toBeInstanceOf(ForbiddenError);
}
