import { z } from "zod";
import { safeParseChecked } from "~/components/forms/validation";
import { saveNotificationChoices } from "~/domain/accounts/notification-settings.server";
import {
  acknowledgeAlert,
  assignAlert,
  reopenAlert,
  resolveAlert,
} from "~/domain/alerts/alert-actions.server";
import { RuleError } from "~/domain/errors";
import type { TenantContext } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";

const rowSchema = z.object({
  intent: z.enum(["acknowledge", "resolve", "reopen", "assign"]),
  alertId: z.string().min(1).max(100),
  memberId: z.string().max(100).optional(),
});

const done = {
  acknowledge: "team.alerts.acknowledged",
  resolve: "team.alerts.resolved",
  reopen: "team.alerts.reopened",
} as const;

/** The alerts page's actions: one alert's handling, or the member's own digest choice. Back to the same list. */
export async function alertsAction(tenant: TenantContext, request: Request) {
  const formData = await request.formData();
  // Back to the same list (filters kept); the request's own path may carry the data suffix of a client fetch.
  const search = new URL(request.url).searchParams;
  search.delete("_routes");
  search.delete("index");
  const here = `/company/alerts${search.size ? `?${search}` : ""}`;
  if (formData.get("intent") === "digest") {
    const on = formData.get("alertDigest") === "on";
    await saveNotificationChoices(tenant, { alertDigest: on });
    return redirectWithToast(here, on ? "team.alerts.digestOn" : "team.alerts.digestOff");
  }
  const parsed = safeParseChecked(rowSchema, Object.fromEntries(formData));
  if (!parsed.success) return redirectWithToast(here, { message: "team.alerts.failed", kind: "error" });
  const { intent, alertId, memberId } = parsed.data;
  return withErrorPages(async () => {
    try {
      if (intent === "assign") {
        await assignAlert(tenant, alertId, memberId || null);
        return redirectWithToast(here, memberId ? "team.alerts.assigned" : "team.alerts.unassigned");
      }
      await { acknowledge: acknowledgeAlert, resolve: resolveAlert, reopen: reopenAlert }[intent](
        tenant,
        alertId,
      );
      return redirectWithToast(here, done[intent]);
    } catch (error) {
      if (error instanceof RuleError)
        return redirectWithToast(here, { message: error.message, kind: "error" });
      throw error;
    }
  });
}
