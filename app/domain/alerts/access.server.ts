/**
 * Who sees and handles which alerts. There is no "alerts" area in the permission table: an alert belongs to the area
 * of its rule (core/alerts/rules), so a Technician (operations) sees stop and reading alerts but not overdue
 * invoices (money) or long days (team); handling one (acknowledge, resolve, reopen, assign) needs that area's write
 * level. Anything a person may not see is "not found".
 */
import { type AlertKindName, type AlertRuleDef, ruleForKind, visibleKinds } from "~/core/alerts/rules";
import type { Permission } from "~/core/permissions/permissions";
import { ForbiddenError } from "../errors";
import { can, type TenantContext } from "../tenant.server";

const permissionOf = (area: AlertRuleDef["area"], level: "read" | "write") =>
  `${area}:${level}` as Permission;

export function kindsVisibleTo(ctx: Pick<TenantContext, "permissions">): AlertKindName[] {
  return visibleKinds((area, level) => can(ctx, permissionOf(area, level)));
}

export function canSeeKind(ctx: Pick<TenantContext, "permissions">, kind: AlertKindName) {
  return can(ctx, permissionOf(ruleForKind(kind).area, "read"));
}

export function canHandleKind(ctx: Pick<TenantContext, "permissions">, kind: AlertKindName) {
  return can(ctx, permissionOf(ruleForKind(kind).area, "write"));
}

export function requireHandle(ctx: Pick<TenantContext, "permissions">, kind: AlertKindName) {
  if (!canHandleKind(ctx, kind)) throw new ForbiddenError(permissionOf(ruleForKind(kind).area, "write"));
}
