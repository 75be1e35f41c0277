import { pageTitle } from "~/components/i18n/page-title";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { getServiceStop } from "~/domain/service/stop-detail.server";
import { contractorStopContext, offeringCompanyReportContext } from "~/domain/team/contractor-stops.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { stopPageAction } from "../service-stops/stop-actions.server";
import { StopPage } from "../service-stops/stop-page";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "people.stop.title", {
          label: loaderData.stop.label,
          customer: loaderData.stop.customer.name,
        })
      : pageTitle(matches, "people.contractStop.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

/**
 * A stop another company subcontracted to us: the same stop screen, worked as the contract's guest (only this stop,
 * only what the contract shares; doses are free text, not the other company's catalog).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const guest = await contractorStopContext(tenant, params.serviceStopId);
    return {
      stop: await getServiceStop(guest, params.serviceStopId),
      units: guest.units,
      items: [],
      isOffice: false,
      contract: { contractLabel: guest.contractor.contractLabel, offeredBy: guest.contractor.offeredBy },
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const guest = await withErrorPages(() => contractorStopContext(tenant, params.serviceStopId));
  return stopPageAction(formData, params.serviceStopId, `/company/contractStops/${params.serviceStopId}`, {
    work: guest,
    report: offeringCompanyReportContext(guest),
  });
}

export default function ContractStop({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <StopPage
      {...loaderData}
      basePath={`/company/contractStops/${params.serviceStopId}`}
      actionData={actionData}
    />
  );
}
