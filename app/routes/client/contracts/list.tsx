import { Anchor, Paper, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { listOwnerAgreements } from "~/domain/money/agreement-answers.server";
import { AgreementStatusBadge, longDate } from "../../public/agreement-view";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Contracts — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** The pool owner's service agreements: every one a linked company sent them, in any company. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return { agreements: await listOwnerAgreements(await db(), user.id) };
}

export default function ClientContracts({ loaderData }: Route.ComponentProps) {
  const { agreements } = loaderData;
  const waiting = agreements.filter((a) => a.status === "sent").length;
  return (
    <>
      <PageHeader
        title="Contracts"
        description={
          waiting
            ? `${waiting} service agreement${waiting === 1 ? "" : "s"} waiting for your answer.`
            : "The service agreements your pool companies sent you."
        }
      />
      {agreements.length === 0 ? (
        <EmptyState title="No agreements yet">
          When your pool company sends you a service agreement, it shows up here (and in your e-mail) for you
          to read and accept or decline.
        </EmptyState>
      ) : (
        <Paper withBorder>
          <ScrollRegion label="Agreements (scrolls sideways)" minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Agreement</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Rate</Table.Th>
                  <Table.Th>Starts</Table.Th>
                  <Table.Th>Answer by</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {agreements.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Stack gap={0}>
                        <Anchor component={Link} to={`/contracts/contract/${a.id}`} fw={600}>
                          {a.label} · {a.title}
                        </Anchor>
                      </Stack>
                    </Table.Td>
                    <Table.Td>{a.companyName}</Table.Td>
                    <Table.Td>
                      <AgreementStatusBadge status={a.status} />
                    </Table.Td>
                    <Table.Td>{a.rateText}</Table.Td>
                    <Table.Td>{longDate(a.startsOn)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{a.status === "sent" ? longDate(a.acceptBy) : "—"}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Paper>
      )}
    </>
  );
}
