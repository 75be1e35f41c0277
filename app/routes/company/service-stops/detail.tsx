import { pageTitle } from "~/components/i18n/page-title";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { repairPlacesAtStop } from "~/domain/operations/repair-requests.server";
import { getServiceStop } from "~/domain/service/stop-detail.server";
import { listChemicalItems } from "~/domain/service/stop-visit.server";
import { can } from "~/domain/tenant.server";
import { type FromDevice, serverOrDevice, stopPageKey } from "~/field/field-pages";
import { useKeepPageOnDevice } from "~/field/use-keep-day";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { stopPageAction } from "./stop-actions.server";
import { StopPage } from "./stop-page";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "people.stop.title", {
          label: loaderData.stop.label,
          customer: loaderData.stop.customer.name,
        })
      : pageTitle(matches, "people.stop.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const stop = await getServiceStop(tenant, params.serviceStopId);
    const canRead = can(tenant, "operations:read");
    return {
      stop,
      units: tenant.units,
      items: canRead ? await listChemicalItems(tenant) : [],
      isOffice: can(tenant, "operations:write"),
      // The "Edit stop" form: the permission editServiceStop (the action's `edit` intent) requires.
      canEdit: can(tenant, "operations:write"),
      // For "Report a repair" while the stop is worked; saved with the page, so it works offline too.
      repairPlaces:
        canRead && stop.canWork
          ? await repairPlacesAtStop(tenant, {
              customerId: stop.customer.id,
              serviceLocationId: stop.location.id,
            })
          : null,
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const here = `/company/serviceStops/detail/${params.serviceStopId}`;
  return stopPageAction(formData, params.serviceStopId, here, { work: tenant, report: tenant });
}

/** Offline, the stop as the phone saved it (when My day or this page last loaded online; app/field). */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const key = stopPageKey(params.serviceStopId);
  return serverOrDevice(serverLoader, { saveAs: () => key, readFrom: () => key });
}

export default function ServiceStopDetail({ loaderData, actionData, params }: Route.ComponentProps) {
  // Opened as a document (not through the router): keep this copy too.
  useKeepPageOnDevice(stopPageKey(params.serviceStopId), loaderData);
  return (
    <StopPage
      {...loaderData}
      fromDevice={(loaderData as FromDevice).fromDevice}
      basePath={`/company/serviceStops/detail/${params.serviceStopId}`}
      actionData={actionData}
    />
  );
}
