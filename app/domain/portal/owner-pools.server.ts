/**
 * Pools an owner describes themselves (before, or without, a pool company): `owner_pool` rows belong to one user
 * account, and every read and write is filtered by it — another person's pool is "not found".
 */
import { and, asc, eq } from "drizzle-orm";
import { ownerPool } from "~/db/schema";
import { NotFoundError } from "../errors";
import type { OwnerContext } from "../tenant.server";
import type { OwnerPoolInput } from "./schemas";

export async function listOwnPools(owner: OwnerContext) {
  const { db, userId } = owner;
  return db
    .select()
    .from(ownerPool)
    .where(eq(ownerPool.userId, userId))
    .orderBy(asc(ownerPool.createdAt), asc(ownerPool.id));
}
export type OwnPool = Awaited<ReturnType<typeof listOwnPools>>[number];

export async function getOwnPool(owner: OwnerContext, id: string) {
  const { db, userId } = owner;
  const [row] = await db
    .select()
    .from(ownerPool)
    .where(and(eq(ownerPool.id, id), eq(ownerPool.userId, userId)));
  if (!row) throw new NotFoundError("Pool");
  return row;
}

export async function addOwnPool(owner: OwnerContext, input: OwnerPoolInput) {
  const { db, userId } = owner;
  const [row] = await db
    .insert(ownerPool)
    .values({ userId, ...input })
    .returning();
  return row;
}

export async function updateOwnPool(owner: OwnerContext, id: string, input: OwnerPoolInput) {
  const { db, userId } = owner;
  const [row] = await db
    .update(ownerPool)
    .set(input)
    .where(and(eq(ownerPool.id, id), eq(ownerPool.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError("Pool");
  return row;
}

export async function deleteOwnPool(owner: OwnerContext, id: string) {
  const { db, userId } = owner;
  const [row] = await db
    .delete(ownerPool)
    .where(and(eq(ownerPool.id, id), eq(ownerPool.userId, userId)))
    .returning({ id: ownerPool.id, name: ownerPool.name });
  if (!row) throw new NotFoundError("Pool");
  return row;
}

/** The ZIP code of the owner's first own pool that has one: it prefills the directory search. */
export async function ownPoolZip(owner: OwnerContext): Promise<string | null> {
  const pools = await listOwnPools(owner);
  return pools.find((p) => p.postalCode)?.postalCode ?? null;
}
