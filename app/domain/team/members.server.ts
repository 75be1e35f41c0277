/**
 * Company users: the people of a company (active, invited, past) and each member's role, worker type, routing profile
 * and status. Rates live in member-rates.server.ts, invitations in invites.server.ts.
 */

import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import {
  companyMember,
  customer,
  invite,
  recurringServiceStop,
  role,
  serviceLocation,
  serviceStop,
  user,
} from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import {
  type MemberRoleInput,
  type MemberRoutingInput,
  memberRoleSchema,
  workerTypes,
} from "./member-schemas";

export const memberSorts = ["name", "status", "since"] as const;
export type MemberSort = (typeof memberSorts)[number];
export const memberFilters = ["status", "role", "workerType"] as const;

export const MEMBER_MESSAGES = {
  lastOwner: "people.rules.lastOwner",
  self: "people.rules.deactivateSelf",
  notPast: "people.rules.notPast",
  notActive: "people.rules.alreadyPast",
  geocode: "people.rules.geocode",
} as const;

/**
 * Members and open invitations in one list (status active / pending / past), searched by name or e-mail, filtered by
 * status, role and worker type, sorted and paged in the database.
 */
export async function listPeople(ctx: TenantContext, query: ListQuery<MemberSort>) {
  requirePermission(ctx, "team:read");
  const members = ctx.db
    .select({
      kind: sql<"member" | "invite">`'member'`.as("kind"),
      id: sql<string>`${companyMember.id}`.as("id"),
      name: sql<string | null>`${user.name}`.as("name"),
      email: sql<string | null>`${user.email}`.as("email"),
      code: sql<string | null>`null::text`.as("code"),
      roleId: sql<string>`${role.id}`.as("role_id"),
      roleName: sql<string>`${role.name}`.as("role_name"),
      roleColor: sql<string>`${role.color}`.as("role_color"),
      workerType: sql<string>`${companyMember.workerType}`.as("worker_type"),
      status: sql<string>`${companyMember.status}`.as("status"),
      since: sql<Date>`${companyMember.createdAt}`.as("since"),
      expiresAt: sql<Date | null>`null::timestamptz`.as("expires_at"),
      sentAt: sql<Date | null>`null::timestamptz`.as("sent_at"),
    })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(scoped(ctx, companyMember));
  const invites = ctx.db
    .select({
      kind: sql<"member" | "invite">`'invite'`.as("kind"),
      id: sql<string>`${invite.id}`.as("id"),
      name: sql<string | null>`null::text`.as("name"),
      email: sql<string | null>`${invite.email}`.as("email"),
      code: sql<string | null>`${invite.code}`.as("code"),
      roleId: sql<string>`${role.id}`.as("role_id"),
      roleName: sql<string>`${role.name}`.as("role_name"),
      roleColor: sql<string>`${role.color}`.as("role_color"),
      workerType: sql<string>`${invite.workerType}`.as("worker_type"),
      status: sql<string>`'pending'`.as("status"),
      since: sql<Date>`${invite.createdAt}`.as("since"),
      expiresAt: sql<Date | null>`${invite.expiresAt}`.as("expires_at"),
      sentAt: sql<Date | null>`${invite.sentAt}`.as("sent_at"),
    })
    .from(invite)
    .innerJoin(role, eq(role.id, invite.roleId))
    .where(scoped(ctx, invite, eq(invite.kind, "member"), eq(invite.status, "open")));
  const people = members.unionAll(invites).as("people");

  const pattern = query.q ? containsPattern(query.q) : null;
  const status = query.filters.status;
  const kindOfWorker = query.filters.workerType;
  const where = and(
    pattern ? or(sql`${people.name} ilike ${pattern}`, sql`${people.email} ilike ${pattern}`) : undefined,
    status && ["active", "pending", "past"].includes(status) ? eq(people.status, status) : undefined,
    query.filters.role ? eq(people.roleId, query.filters.role) : undefined,
    kindOfWorker && (workerTypes as readonly string[]).includes(kindOfWorker)
      ? eq(people.workerType, kindOfWorker)
      : undefined,
  );
  const order = query.dir === "desc" ? desc : asc;
  const byName = sql`lower(coalesce(${people.name}, ${people.email}))`;
  const statusRank = sql`case ${people.status} when 'active' then 0 when 'pending' then 1 else 2 end`;
  const orderBy = {
    name: [order(byName), asc(people.id)],
    status: [order(statusRank), asc(byName), asc(people.id)],
    since: [order(people.since), asc(people.id)],
  }[query.sort];
  const { rows, total } = await paginate(
    ctx.db,
    query,
    () => ctx.db.select().from(people).where(where).$dynamic(),
    orderBy,
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      since: new Date(r.since),
      expiresAt: r.expiresAt ? new Date(r.expiresAt) : null,
      sentAt: r.sentAt ? new Date(r.sentAt) : null,
    })),
    total,
  };
}
export type PersonRow = Awaited<ReturnType<typeof listPeople>>["rows"][number];

async function findMember(ctx: TenantContext, memberId: string) {
  const [row] = await ctx.db
    .select({ member: companyMember, name: user.name, email: user.email, phone: user.phone, role })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(scoped(ctx, companyMember, eq(companyMember.id, memberId)));
  if (!row) throw new NotFoundError("Member");
  return row;
}

/** One member with role, profile and what is planned for them from today on. */
export async function getMember(ctx: TenantContext, memberId: string) {
  requirePermission(ctx, "team:read");
  const row = await findMember(ctx, memberId);
  const work = await memberWorkAhead(ctx, memberId);
  return { ...row, ...work, isSelf: row.member.id === ctx.memberId };
}
export type MemberDetail = Awaited<ReturnType<typeof getMember>>;

/** How many service stops ahead the detail page lists; the total is given with them. */
export const UPCOMING_STOPS_LIMIT = 20;

/**
 * The member's service stops from today on (not finished, skipped or cancelled) and the recurring stops still running
 * that name them: after a deactivation these need a new technician.
 */
export async function memberWorkAhead(ctx: TenantContext, memberId: string) {
  requirePermission(ctx, "team:read");
  const today = todayIn(ctx.timeZone);
  const stopsWhere = scoped(
    ctx,
    serviceStop,
    eq(serviceStop.technicianId, memberId),
    gte(serviceStop.serviceDate, today),
    inArray(serviceStop.status, ["scheduled", "in progress"]),
  );
  const [upcomingStops, [{ upcomingTotal }], recurringStops] = await Promise.all([
    ctx.db
      .select({
        id: serviceStop.id,
        number: serviceStop.number,
        serviceDate: serviceStop.serviceDate,
        status: serviceStop.status,
        customerName: customer.displayName,
        address: serviceLocation.addressLine,
      })
      .from(serviceStop)
      .innerJoin(customer, eq(customer.id, serviceStop.customerId))
      .innerJoin(serviceLocation, eq(serviceLocation.id, serviceStop.serviceLocationId))
      .where(stopsWhere)
      .orderBy(asc(serviceStop.serviceDate), asc(serviceStop.number))
      .limit(UPCOMING_STOPS_LIMIT),
    ctx.db.select({ upcomingTotal: count() }).from(serviceStop).where(stopsWhere),
    ctx.db
      .select({
        id: recurringServiceStop.id,
        days: recurringServiceStop.days,
        frequency: recurringServiceStop.frequency,
        startDate: recurringServiceStop.startDate,
        endDate: recurringServiceStop.endDate,
        customerName: customer.displayName,
        address: serviceLocation.addressLine,
      })
      .from(recurringServiceStop)
      .innerJoin(customer, eq(customer.id, recurringServiceStop.customerId))
      .innerJoin(serviceLocation, eq(serviceLocation.id, recurringServiceStop.serviceLocationId))
      .where(
        scoped(
          ctx,
          recurringServiceStop,
          eq(recurringServiceStop.technicianId, memberId),
          or(isNull(recurringServiceStop.endDate), gte(recurringServiceStop.endDate, today)),
        ),
      )
      .orderBy(asc(customer.displayName), asc(recurringServiceStop.id)),
  ]);
  return { upcomingStops, upcomingTotal, recurringStops };
}

/** The other active Owners: a company always keeps at least one. */
async function otherActiveOwners(ctx: TenantContext, memberId: string) {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(companyMember)
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(
      scoped(
        ctx,
        companyMember,
        eq(companyMember.status, "active"),
        eq(role.builtIn, "owner"),
        ne(companyMember.id, memberId),
      ),
    );
  return n;
}

/** Changes a member's role and worker type. The last active Owner keeps the Owner role. */
export async function updateMemberRole(ctx: TenantContext, memberId: string, input: MemberRoleInput) {
  requirePermission(ctx, "team:manage");
  const parsed = memberRoleSchema.safeParse(input);
  if (!parsed.success)
    throw new RuleError(String(parsed.error.issues[0].path[0]), parsed.error.issues[0].message);
  const current = await findMember(ctx, memberId);
  const [next] = await ctx.db
    .select()
    .from(role)
    .where(scoped(ctx, role, eq(role.id, parsed.data.roleId)));
  if (!next) throw new RuleError("roleId", "people.validation.role");
  if (
    current.member.status === "active" &&
    current.role.builtIn === "owner" &&
    next.builtIn !== "owner" &&
    (await otherActiveOwners(ctx, memberId)) === 0
  )
    throw new RuleError("roleId", MEMBER_MESSAGES.lastOwner);
  await ctx.db
    .update(companyMember)
    .set({ roleId: next.id, workerType: parsed.data.workerType })
    .where(scoped(ctx, companyMember, eq(companyMember.id, memberId)));
  return { name: current.name, roleName: next.name };
}

/**
 * Route colour, start location, work days and minutes. A day that starts at home needs the home's coordinates: typed
 * ones win, otherwise the address is geocoded (when a geocoder is configured).
 */
export async function updateMemberRouting(ctx: TenantContext, memberId: string, input: MemberRoutingInput) {
  requirePermission(ctx, "team:manage");
  const current = await findMember(ctx, memberId);
  let { homeLatitude, homeLongitude } = input;
  const addressChanged = input.homeAddress !== current.member.homeAddress;
  if (input.homeAddress && homeLatitude == null) {
    const found = addressChanged ? await ctx.ports.geocoder.geocode(input.homeAddress) : null;
    if (found) ({ latitude: homeLatitude, longitude: homeLongitude } = found);
    else if (!addressChanged) {
      homeLatitude = current.member.homeLatitude;
      homeLongitude = current.member.homeLongitude;
    }
  }
  if (input.startFrom === "home" && homeLatitude == null)
    throw new RuleError("homeAddress", MEMBER_MESSAGES.geocode);
  if (input.workDays.some((d) => !Number.isInteger(d) || d < 0 || d > 6) || input.dailyMinutes < 60)
    throw new RuleError("dailyHours", "people.rules.workDays");
  await ctx.db
    .update(companyMember)
    .set({
      routeColor: input.routeColor,
      startFrom: input.startFrom,
      homeAddress: input.homeAddress,
      homeLatitude,
      homeLongitude,
      workDays: input.workDays,
      dailyMinutes: input.dailyMinutes,
    })
    .where(scoped(ctx, companyMember, eq(companyMember.id, memberId)));
  return { name: current.name };
}

/**
 * Deactivates a member: status past and `endedAt` now; nothing else is touched, so their stops, work logs and rates
 * stay as history. They can no longer open this company. Returns the work that needs a new technician.
 */
export async function deactivateMember(ctx: TenantContext, memberId: string) {
  requirePermission(ctx, "team:manage");
  const current = await findMember(ctx, memberId);
  if (current.member.status !== "active") throw new RuleError("form", MEMBER_MESSAGES.notActive);
  if (memberId === ctx.memberId) throw new RuleError("form", MEMBER_MESSAGES.self);
  if (current.role.builtIn === "owner" && (await otherActiveOwners(ctx, memberId)) === 0)
    throw new RuleError("form", MEMBER_MESSAGES.lastOwner);
  await ctx.db
    .update(companyMember)
    .set({ status: "past", endedAt: new Date() })
    .where(scoped(ctx, companyMember, eq(companyMember.id, memberId)));
  return { name: current.name, ...(await memberWorkAhead(ctx, memberId)) };
}

/** A past member comes back, with the role they had. */
export async function reactivateMember(ctx: TenantContext, memberId: string) {
  requirePermission(ctx, "team:manage");
  const current = await findMember(ctx, memberId);
  if (current.member.status !== "past") throw new RuleError("form", MEMBER_MESSAGES.notPast);
  await ctx.db
    .update(companyMember)
    .set({ status: "active", endedAt: null })
    .where(scoped(ctx, companyMember, eq(companyMember.id, memberId)));
  return { name: current.name };
}

/** The company's roles for the pickers. */
export async function memberRoleOptions(ctx: TenantContext) {
  requirePermission(ctx, "team:read");
  return ctx.db
    .select({ id: role.id, name: role.name, builtIn: role.builtIn })
    .from(role)
    .where(scoped(ctx, role))
    .orderBy(asc(role.name));
}
