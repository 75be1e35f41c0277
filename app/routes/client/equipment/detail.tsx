import { Anchor, Badge, Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { NotFoundError } from "~/domain/errors";
import { ownerEquipmentDetail } from "~/domain/portal/portal.server";
import { ownerRepairRequests } from "~/domain/portal/repair-requests.server";
import { RepairRequestList } from "../my-pool/owner-sections";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item.category ?? "Equipment"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

/** One piece of equipment at the owner's pool; anyone else's (or an unknown id) is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  try {
    const database = await db();
    const item = await ownerEquipmentDetail(database, user.id, params.equipmentId);
    return { item, requests: await ownerRepairRequests(database, user.id, { equipmentId: item.id }) };
  } catch (e) {
    if (e instanceof NotFoundError) throw data("Not found", { status: 404 });
    throw e;
  }
}

export default function ClientEquipmentDetail({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { item, requests } = loaderData;
  const name = [item.make, item.model].filter(Boolean).join(" ") || item.category;
  return (
    <>
      <PageHeader
        title={name}
        description={`${item.category} · ${item.bodyName} at ${item.address} · ${item.companyName}`}
        actions={
          <Button
            component={Link}
            to={`/mypool/report?equipment=${item.id}`}
            leftSection={<IconAlertTriangle size={16} aria-hidden />}
          >
            Report a problem
          </Button>
        }
      />
      <Stack maw={960}>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
            <Fact label="Status">
              <Badge variant="light">{item.status}</Badge>
            </Fact>
            <Fact label="Make and model">{[item.make, item.model].filter(Boolean).join(" ") || "—"}</Fact>
            <Fact label="Serial number">{item.serialNumber ?? "—"}</Fact>
            <Fact label="Installed">{f.calendarDate(item.installedOn, "detail")}</Fact>
            <Fact label="Warranty until">{f.calendarDate(item.warrantyUntil, "detail")}</Fact>
            <Fact label="Last service">{f.calendarDate(item.lastServiceOn, "detail")}</Fact>
            <Fact label="Next service">{f.calendarDate(item.nextServiceOn, "detail")}</Fact>
          </SimpleGrid>
        </Paper>
        <Title order={2} size="h4">
          Parts replaced
        </Title>
        {item.parts.length === 0 ? (
          <Text c="dimmed" size="sm">
            No part replaced yet.
          </Text>
        ) : (
          <StackedTable
            label="Parts replaced"
            rows={item.parts}
            rowKey={(p) => p.id}
            columns={[
              { header: "Date", title: true, cell: (p) => f.calendarDate(p.replacedOn, "detail") },
              { header: "Part", cell: (p) => p.part },
              { header: "Notes", cell: (p) => p.notes ?? "" },
            ]}
          />
        )}
        <Title order={2} size="h4">
          Problems you reported
        </Title>
        <RepairRequestList requests={requests} />
        <Anchor component={Link} to="/equipment">
          All equipment
        </Anchor>
      </Stack>
    </>
  );
}
