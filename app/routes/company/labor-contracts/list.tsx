import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import type { Route } from "./+types/list";
import { ContractList } from "./contract-list";
import { contractListLoader } from "./contract-route.server";

export const meta: Route.MetaFunction = () => [{ title: "One Time Labor Contracts — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  return contractListLoader(request, context.get(tenantContext), "one-time");
}

export default function LaborContracts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="One Time Labor Contracts"
        description="A job's work offered to a member or to another company, and work other companies offered to you."
      />
      <ContractList kind="one-time" {...loaderData} />
    </>
  );
}
