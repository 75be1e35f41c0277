import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import type { Route } from "./+types/list";
import { ContractList } from "./contract-list";
import { contractListLoader } from "./contract-route.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "contracts.oneTime.listTitle") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  return contractListLoader(request, context.get(tenantContext), "one-time");
}

export default function LaborContracts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("contracts.oneTime.listHeading")}
        description={t("contracts.oneTime.listDescription")}
      />
      <ContractList kind="one-time" {...loaderData} />
    </>
  );
}
