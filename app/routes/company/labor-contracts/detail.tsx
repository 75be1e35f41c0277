import { Anchor, List, Paper, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import type { Route } from "./+types/detail";
import { ContractDecisions, DecisionError } from "./contract-decisions";
import { ContractFacts, ContractStatusBadge } from "./contract-parts";
import { contractAction, contractDetailLoader } from "./contract-route.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "contracts.oneTime.title", { label: loaderData.contract.label })
      : pageTitle(matches, "contracts.oneTime.titleMissing"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  return contractDetailLoader(context.get(tenantContext), "one-time", params.laborContractId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const here = `/company/laborContracts/details/${params.laborContractId}`;
  return contractAction(request, context.get(tenantContext), "one-time", params.laborContractId, here);
}

export default function LaborContractDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { contract, currency } = loaderData;
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  const t = useT();
  return (
    <>
      <PageHeader
        title={
          contract.job
            ? t("contracts.oneTime.heading", { label: contract.label, title: contract.job.title })
            : t("contracts.oneTime.headingNoJob", { label: contract.label })
        }
        description={
          <>
            <ContractStatusBadge status={contract.status} />{" "}
            {contract.offeredByUs
              ? t("contracts.labor.offeredToName", { name: contract.receiverName })
              : t("contracts.labor.offeredByName", { name: contract.offererName })}
          </>
        }
        actions={<ContractDecisions contract={contract} failed={failed} />}
      />
      <DecisionError failed={failed} />
      <ContractFacts contract={contract} currency={currency} />
      <Paper withBorder p={{ base: "sm", sm: "lg" }}>
        <Title order={2} size="h4" mb="sm">
          {t("contracts.oneTime.work")}
        </Title>
        {contract.job ? (
          <Text mb="sm">
            {contract.job.id ? (
              <Anchor component={Link} to={`/company/jobs/detail/${contract.job.id}`} underline="always">
                {`J-${contract.job.number} · ${contract.job.title}`}
              </Anchor>
            ) : (
              contract.job.title
            )}
            {contract.job.addressLine
              ? ` — ${[contract.job.addressLine, contract.job.city].filter(Boolean).join(", ")}`
              : ""}
          </Text>
        ) : null}
        <List>
          {contract.tasks.map((t) => (
            <List.Item key={t}>{t}</List.Item>
          ))}
        </List>
      </Paper>
    </>
  );
}
