import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { ContractList } from "../labor-contracts/contract-list";
import { contractListLoader } from "../labor-contracts/contract-route.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Recurring Labor Contracts — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  return contractListLoader(request, context.get(tenantContext), "recurring");
}

export default function RecurringLaborContracts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Recurring Labor Contracts"
        description="Standing stops offered to a member or to another company, and stops other companies offered to you."
        actions={
          loaderData.canWrite ? (
            <Button
              component={Link}
              to="/company/recurringLaborContracts/createNew"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Offer recurring stops
            </Button>
          ) : null
        }
      />
      <ContractList kind="recurring" {...loaderData} />
    </>
  );
}
