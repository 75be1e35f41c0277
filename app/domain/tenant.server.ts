import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { hasPermission, type Permission } from "~/core/permissions/permissions";
import type { Db } from "~/db/client.server";
import { ForbiddenError } from "./errors";
import type { Ports } from "./ports";

/**
 * Work that acts for no one company (background jobs, limits, webhooks, the platform admin, sign-in, public pages
 * by a secret link, the directory): the database and the ports, nothing else. Its queries say why they need no
 * tenant filter (`// tenancy: system|owner — why`). Built once per process (app/server/ports.server.ts).
 */
export interface SystemContext {
  db: Db;
  ports: Ports;
}

/**
 * One signed-in person acting on their own account, in no one company: their memberships and the company they pick,
 * an invite they redeem, their notification settings, a thread they read. Any kind of account (a member, a pool
 * owner, an admin), so a `TenantContext` or an `OwnerContext` serves too. Routes outside a company build one with
 * `userContext(await systemContext(), user.id)`.
 */
export interface UserContext extends SystemContext {
  userId: string;
}

/** A person's context over the process's system context. */
export function userContext(system: SystemContext, userId: string): UserContext {
  return { db: system.db, ports: system.ports, userId };
}

/**
 * A pool owner in their portal: their own pools, and the records of the customers linked to their account in any
 * company (`// tenancy: owner — …` on those queries), their threads with those companies. Built by the client area's
 * middleware.
 */
export interface OwnerContext extends UserContext {}

/** Who is acting, for which company, with which rights. Built once per request by the company middleware. */
export interface TenantContext extends SystemContext {
  companyId: string;
  companyName: string;
  userId: string;
  memberId: string;
  roleName: string;
  permissions: readonly string[];
  timeZone: string;
  units: "us" | "metric";
  currency: string;
  /**
   * Set only when a subcontractor's member works one stop of this (the offering) company under a labor contract:
   * the stop functions then allow that stop alone and hide what the contract does not share
   * (domain/team/contractor-stops).
   */
  contractor?: { companyId: string; stopId: string };
}

/**
 * THE tenant filter. Every query of company data goes through here, so a query without `company_id` cannot be written
 * by accident: `where(scoped(ctx, customer, eq(customer.id, id)))`. Enforced by tests/unit/tenancy-scoped.test.ts:
 * every `from(T)`, `update(T)` and `delete(T)` of a table with `companyId` in app/domain either calls scoped() in its
 * statement (or uses a `where`/row declared with it) or says, in a comment right before the statement, why it need not:
 * `// tenancy: system — <why>` (platform admin, jobs, webhooks, sign-in: no one company) or
 * `// tenancy: owner — <why>` (filtered by a company or owner another way: company_id directly, a pool owner's linked
 * customer, a secret link token, a two-party labor contract).
 */
export function scoped(
  ctx: Pick<TenantContext, "companyId">,
  table: { companyId: PgColumn },
  ...conditions: (SQL | undefined)[]
) {
  return and(eq(table.companyId, ctx.companyId), ...conditions) as SQL;
}

export function requirePermission(ctx: Pick<TenantContext, "permissions">, permission: Permission) {
  if (!hasPermission(ctx.permissions, permission)) throw new ForbiddenError(permission);
}

export function can(ctx: Pick<TenantContext, "permissions">, permission: Permission) {
  return hasPermission(ctx.permissions, permission);
}
