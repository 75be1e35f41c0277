import { data } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { queueSkipNotice, sendServiceReportAgain } from "~/domain/service/service-report.server";
import { editServiceStop } from "~/domain/service/stop-history.server";
import { editStopSchema, skipSchema } from "~/domain/service/stop-schemas";
import { arriveAtStop, skipStop } from "~/domain/service/stop-visit.server";
import type { TenantContext } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";

/**
 * The stop page's form posts — arrive, skip (the customer is told), send the report again and edit the stop's
 * instructions and estimated time (office only; written to the stop's history) — for the
 * company's own stop page and a contractor's contracted stop page alike. `report` is the context the customer's
 * mail goes out in: the stop's own company.
 */
export async function stopPageAction(
  formData: FormData,
  stopId: string,
  here: string,
  contexts: { work: TenantContext; report: TenantContext },
) {
  const { work, report } = contexts;
  const intent = formData.get("intent");
  switch (intent) {
    case "arrive":
      return domainAction(formData, async () => {
        await arriveAtStop(work, stopId);
        return redirectWithToast(here, "field.toast.arrived");
      });
    case "skip": {
      const parsed = parseForm(skipSchema, formData);
      if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
      return domainAction(
        formData,
        async () => {
          const { skippedNow } = await skipStop(work, stopId, parsed.data);
          const notice = skippedNow ? await queueSkipNotice(report, stopId) : null;
          return redirectWithToast(here, notice?.sent ? "field.toast.skippedTold" : "field.toast.skipped");
        },
        { intent },
      );
    }
    case "edit": {
      const parsed = parseForm(editStopSchema, formData);
      if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
      return domainAction(
        formData,
        async () => {
          await editServiceStop(work, stopId, parsed.data);
          return redirectWithToast(here, "field.toast.stopEdited");
        },
        { intent },
      );
    }
    case "sendReport":
      return withErrorPages(async () => {
        const outcome = await sendServiceReportAgain(work, stopId);
        return redirectWithToast(
          here,
          outcome.sent ? "field.toast.reportSent" : `Not sent: ${outcome.reason}`,
        );
      });
    default:
      throw data("Unknown action", { status: 400 });
  }
}
