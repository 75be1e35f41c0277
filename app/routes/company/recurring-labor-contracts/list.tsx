import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { ContractList } from "../labor-contracts/contract-list";
import { contractListLoader } from "../labor-contracts/contract-route.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "contracts.recurring.listTitle") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  return contractListLoader(request, context.get(tenantContext), "recurring");
}

export default function RecurringLaborContracts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("contracts.recurring.listHeading")}
        description={t("contracts.recurring.listDescription")}
        actions={
          loaderData.canWrite ? (
            <Button
              component={Link}
              to="/company/recurringLaborContracts/createNew"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t("contracts.recurring.offer")}
            </Button>
          ) : null
        }
      />
      <ContractList kind="recurring" {...loaderData} />
    </>
  );
}
