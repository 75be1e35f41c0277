import { Anchor, Badge } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { ownerEquipment } from "~/domain/portal/portal.server";
import { equipmentName } from "../my-pool/portal-view";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Equipment — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** Every piece of equipment at the owner's pools, in every linked company. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return { equipment: await ownerEquipment(await db(), user.id) };
}

export default function ClientEquipment({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
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
        <StackedTable
          label="Equipment"
          rows={equipment}
          rowKey={(e) => e.id}
          columns={[
            {
              header: "Equipment",
              title: true,
              cell: (e) => (
                <Anchor component={Link} to={`/equipment/${e.id}`} fw={600}>
                  {equipmentName(e)}
                </Anchor>
              ),
            },
            { header: "Pool", cell: (e) => `${e.bodyName} · ${e.companyName}` },
            { header: "Status", cell: (e) => <Badge variant="light">{e.status}</Badge> },
            { header: "Last service", cell: (e) => f.calendarDate(e.lastServiceOn) },
            { header: "Next service", cell: (e) => f.calendarDate(e.nextServiceOn) },
          ]}
        />
      )}
    </>
  );
}
