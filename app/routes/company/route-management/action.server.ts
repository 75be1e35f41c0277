import { data } from "react-router";
import { z } from "zod";
import { formText, rejected, safeParseChecked } from "~/components/forms/validation";
import { isValidDate } from "~/core/equipment/service";
import { optimizeDay, saveDayRoutes } from "~/domain/routing/day-routes.server";
import { optimizeLaneOrder, saveStandingRoutes } from "~/domain/routing/standing-routes.server";
import { routingTechnicians } from "~/domain/routing/technicians.server";
import type { TenantContext } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction } from "../../shared/domain-errors.server";
import { NO_SAVINGS, savings } from "./savings";

const PAGE = "/company/routeManagement";

const standingLanes = z.array(
  z.object({
    technicianId: z.string().nullable(),
    weekday: z.number().int().min(0).max(6),
    stopIds: z.array(z.string()),
  }),
);
const dayLanes = z.array(z.object({ technicianId: z.string().nullable(), stopIds: z.array(z.string()) }));

function parseJson<S extends z.ZodType>(schema: S, text: FormDataEntryValue | null): z.infer<S> | null {
  try {
    const parsed = safeParseChecked(schema, JSON.parse(String(text ?? "")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const unreadable = (formData: FormData) =>
  data(rejected(formData, { lanes: "routing.management.unreadable" }), {
    status: 400,
  });

/** The page's intents: save the standing routes, optimize a standing lane (not saved), save or optimize one date. */
export async function routeManagementAction(tenant: TenantContext, formData: FormData) {
  const intent = formText(formData, "intent");
  const weekday = Number(formData.get("weekday"));
  // Not the request's URL: a fetcher posts to the route's ".data" address.
  const back = `${PAGE}${Number.isInteger(weekday) && weekday >= 0 && weekday <= 6 ? `?weekday=${weekday}` : ""}`;

  if (intent === "save") {
    const lanes = parseJson(standingLanes, formData.get("lanes"));
    if (!lanes) return unreadable(formData);
    return domainAction(formData, async () => {
      const { changed, resynced } = await saveStandingRoutes(tenant, lanes);
      return redirectWithToast(
        back,
        changed || resynced
          ? { message: "routing.management.savedStanding", values: { changed, resynced } }
          : "routing.management.savedNothing",
      );
    });
  }

  if (intent === "optimize") {
    const stopIds = parseJson(z.array(z.string()), formData.get("stopIds"));
    const technicianId = formText(formData, "technicianId");
    if (!stopIds) return unreadable(formData);
    return domainAction(formData, async () => {
      const result = await optimizeLaneOrder(tenant, technicianId, stopIds);
      return {
        ok: true as const,
        intent: "optimize" as const,
        technicianId,
        weekday,
        stopIds: result.stopIds,
        saves:
          result.before && result.after ? savings(result.before, result.after, tenant.units) : NO_SAVINGS,
      };
    });
  }

  const date = formText(formData, "date");
  if ((intent === "saveDay" || intent === "optimizeDay") && !isValidDate(date))
    return data(rejected(formData, { lanes: "routing.management.invalidDate" }), { status: 400 });
  const here = `${PAGE}?date=${date}`;

  if (intent === "saveDay") {
    const lanes = parseJson(dayLanes, formData.get("lanes"));
    if (!lanes) return unreadable(formData);
    return domainAction(formData, async () => {
      const { changed } = await saveDayRoutes(tenant, date, lanes);
      return redirectWithToast(
        here,
        changed
          ? { message: "routing.management.savedDay", values: { date, count: changed } }
          : { message: "routing.management.unchangedDay", values: { date } },
      );
    });
  }

  if (intent === "optimizeDay") {
    const technicianId = formText(formData, "technicianId");
    return domainAction(formData, async () => {
      const { before, after, driving } = await optimizeDay(tenant, date, technicianId);
      const saves = driving ? savings(driving.before, driving.after, tenant.units) : NO_SAVINGS;
      const name = (await routingTechnicians(tenant)).find((t) => t.id === technicianId)?.name;
      const who = { named: name ? "yes" : "no", name: name ?? "", date };
      const moved = after.filter((id, i) => before[i] !== id).length;
      return redirectWithToast(
        here,
        moved
          ? { message: "routing.management.optimizedDay", values: { ...who, count: moved, ...saves } }
          : { message: "routing.management.alreadyBest", values: who },
      );
    });
  }

  return data(rejected(formData, { lanes: "routing.management.unknownAction" }), { status: 400 });
}
