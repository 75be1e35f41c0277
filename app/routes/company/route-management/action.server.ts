import { data } from "react-router";
import { z } from "zod";
import { formText, rejected, safeParseChecked } from "~/components/forms/validation";
import { isValidDate } from "~/core/equipment/service";
import { describeSavings } from "~/core/routing/savings";
import { optimizeDay, saveDayRoutes } from "~/domain/routing/day-routes.server";
import { optimizeLaneOrder, saveStandingRoutes } from "~/domain/routing/standing-routes.server";
import { routingTechnicians } from "~/domain/routing/technicians.server";
import type { TenantContext } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction } from "../../shared/domain-errors.server";
import { plural } from "./totals";

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
  data(rejected(formData, { lanes: "The routes sent could not be read: reload the page and try again." }), {
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
      const message =
        changed || resynced
          ? `Standing routes saved: ${plural(changed, "stop")} changed technician or day; upcoming visits updated for ${plural(resynced, "stop")}.`
          : "Standing routes saved: nothing changed.";
      return redirectWithToast(back, message);
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
          result.before && result.after ? describeSavings(result.before, result.after, tenant.units) : null,
      };
    });
  }

  const date = formText(formData, "date");
  if ((intent === "saveDay" || intent === "optimizeDay") && !isValidDate(date))
    return data(rejected(formData, { lanes: "Choose a valid date." }), { status: 400 });
  const here = `${PAGE}?date=${date}`;

  if (intent === "saveDay") {
    const lanes = parseJson(dayLanes, formData.get("lanes"));
    if (!lanes) return unreadable(formData);
    return domainAction(formData, async () => {
      const { changed } = await saveDayRoutes(tenant, date, lanes);
      return redirectWithToast(
        here,
        changed
          ? `Changes for ${date} saved: ${plural(changed, "stop")} moved or re-ordered.`
          : `Nothing changed on ${date}.`,
      );
    });
  }

  if (intent === "optimizeDay") {
    const technicianId = formText(formData, "technicianId");
    return domainAction(formData, async () => {
      const { before, after, driving } = await optimizeDay(tenant, date, technicianId);
      const saves = driving ? describeSavings(driving.before, driving.after, tenant.units) : null;
      const name = (await routingTechnicians(tenant)).find((t) => t.id === technicianId)?.name;
      const route = name ? `${name}'s route` : "The route";
      const moved = after.filter((id, i) => before[i] !== id).length;
      return redirectWithToast(
        here,
        moved
          ? `${route} on ${date} optimized: ${plural(moved, "stop")} changed place${saves ? `, which ${saves}` : ""}.`
          : `${route} on ${date} was already in the best order found.`,
      );
    });
  }

  return data(rejected(formData, { lanes: "Unknown action." }), { status: 400 });
}
