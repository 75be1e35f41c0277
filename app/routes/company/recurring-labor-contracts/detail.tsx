import { Paper, Table, Text, Title } from "@mantine/core";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { describeSchedule } from "~/components/i18n/recurrence-labels";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { ContractDecisions, DecisionError } from "../labor-contracts/contract-decisions";
import { ContractFacts, ContractStatusBadge } from "../labor-contracts/contract-parts";
import { contractAction, contractDetailLoader } from "../labor-contracts/contract-route.server";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "contracts.recurring.title", { label: loaderData.contract.label })
      : pageTitle(matches, "contracts.recurring.titleMissing"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  return contractDetailLoader(context.get(tenantContext), "recurring", params.laborContractId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const here = `/company/recurringLaborContracts/${params.laborContractId}`;
  return contractAction(request, context.get(tenantContext), "recurring", params.laborContractId, here);
}

export default function RecurringLaborContractDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { contract, currency } = loaderData;
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("contracts.recurring.heading", { label: contract.label, count: contract.stops.length })}
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
          {t("contracts.recurring.stopsHeading")}
        </Title>
        {!contract.offeredByUs ? (
          <Text size="sm" c="dimmed" mb="sm">
            {t("contracts.recurring.stopsNote")}
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("contracts.recurring.customer")}</Table.Th>
                <Table.Th>{t("contracts.recurring.address")}</Table.Th>
                <Table.Th>{t("contracts.recurring.schedule")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contract.stops.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.customerName}</Table.Td>
                  <Table.Td>{[s.addressLine, s.city].filter(Boolean).join(", ")}</Table.Td>
                  <Table.Td>{describeSchedule(t, s)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
