import { Anchor, Badge, Paper, Table } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { ownerEquipment } from "~/domain/portal/portal.server";
import { longDate } from "../my-pool/portal-view";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Equipment — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** Every piece of equipment at the owner's pools, in every linked company. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return { equipment: await ownerEquipment(await db(), user.id) };
}

export default function ClientEquipment({ loaderData }: Route.ComponentProps) {
  const { equipment } = loaderData;
  return (
    <>
      <PageHeader title="Equipment" description="The pumps, filters and heaters at your pools." />
      {equipment.length === 0 ? (
        <EmptyState title="No equipment yet">
          When your pool company records the equipment at your pool, it shows up here with its warranty and
          service dates.
        </EmptyState>
      ) : (
        <Paper withBorder>
          <ScrollRegion label="Equipment (scrolls sideways)" minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Equipment</Table.Th>
                  <Table.Th>Pool</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last service</Table.Th>
                  <Table.Th>Next service</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {equipment.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/equipment/${e.id}`} fw={600}>
                        {[e.category, e.make, e.model].filter(Boolean).join(" · ")}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {e.bodyName} · {e.companyName}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{e.status}</Badge>
                    </Table.Td>
                    <Table.Td>{longDate(e.lastServiceOn)}</Table.Td>
                    <Table.Td>{longDate(e.nextServiceOn)}</Table.Td>
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
