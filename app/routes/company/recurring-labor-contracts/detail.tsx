import { Paper, Table, Text, Title } from "@mantine/core";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { ContractDecisions, DecisionError } from "../labor-contracts/contract-decisions";
import { ContractFacts, ContractStatusBadge } from "../labor-contracts/contract-parts";
import { contractAction, contractDetailLoader } from "../labor-contracts/contract-route.server";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.contract.label ?? "Recurring labor contract"} — Drip Drop` },
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
  return (
    <>
      <PageHeader
        title={`${contract.label} · ${contract.stops.length} recurring ${contract.stops.length === 1 ? "stop" : "stops"}`}
        description={
          <>
            <ContractStatusBadge status={contract.status} />{" "}
            {contract.offeredByUs
              ? `Offered to ${contract.receiverName}`
              : `Offered by ${contract.offererName}`}
          </>
        }
        actions={<ContractDecisions contract={contract} failed={failed} />}
      />
      <DecisionError failed={failed} />
      <ContractFacts contract={contract} currency={currency} />
      <Paper withBorder p={{ base: "sm", sm: "lg" }}>
        <Title order={2} size="h4" mb="sm">
          Stops
        </Title>
        {!contract.offeredByUs ? (
          <Text size="sm" c="dimmed" mb="sm">
            Once accepted, their visits show on your technician's day with the address, gate and access notes,
            the tasks and the readings to take.
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Schedule</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contract.stops.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.customerName}</Table.Td>
                  <Table.Td>{[s.addressLine, s.city].filter(Boolean).join(", ")}</Table.Td>
                  <Table.Td>{s.schedule}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
