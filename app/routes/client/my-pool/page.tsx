import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { ReadingHistory, type ReadingVisit } from "~/components/charts/reading-history";
import { EmptyState } from "~/components/data-table/list-controls";
import { StackedTable } from "~/components/data-table/stacked-table";
import { useFormat } from "~/components/format/format-provider";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { listOwnPools } from "~/domain/portal/owner-pools.server";
import { type OwnerPools, ownerPools } from "~/domain/portal/portal.server";
import { ownerRepairRequests } from "~/domain/portal/repair-requests.server";
import type { StopReading } from "~/domain/service/readings";
import type { Route } from "./+types/page";
import { OwnPools, RepairRequestList } from "./owner-sections";
import { equipmentName, ReadingMark } from "./portal-view";

export const meta: Route.MetaFunction = () => [{ title: "My Pool — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** The owner's locations, bodies of water, equipment and recent service reports, in every linked company. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const database = await db();
  const [pools, requests, ownPools] = await Promise.all([
    ownerPools(database, user.id),
    ownerRepairRequests(database, user.id),
    listOwnPools(database, user.id),
  ]);
  return { pools, requests, ownPools };
}

export default function MyPool({ loaderData }: Route.ComponentProps) {
  const { pools, requests, ownPools } = loaderData;
  return (
    <>
      <PageHeader
        title="My Pool"
        description="Your pools, their equipment and the readings of every service visit."
        actions={
          pools.length > 0 ? (
            <Button
              component={Link}
              to="/mypool/report"
              leftSection={<IconAlertTriangle size={16} aria-hidden />}
            >
              Report a problem
            </Button>
          ) : undefined
        }
      />
      {pools.length === 0 && ownPools.length > 0 ? null : pools.length === 0 ? (
        <EmptyState
          title="No pool yet"
          action={
            <Anchor component={Link} to="/reedemInviteCode">
              Redeem an invite code
            </Anchor>
          }
        >
          Once your pool company links your account (with an invite code), your pools and their service
          reports show up here.
        </EmptyState>
      ) : (
        <Stack gap="xl">
          {pools.map((p) => (
            <LocationSection key={p.id} pool={p} />
          ))}
          <section aria-labelledby="repair-requests">
            <Title order={2} size="h3" id="repair-requests" mb="xs">
              Problems you reported
            </Title>
            <RepairRequestList requests={requests} />
          </section>
        </Stack>
      )}
      <Stack mt="xl">
        <OwnPools pools={ownPools} linked={pools.length > 0} />
      </Stack>
    </>
  );
}

type Pool = OwnerPools[number];

function LocationSection({ pool }: { pool: Pool }) {
  const f = useFormat();
  return (
    <section aria-label={pool.name ?? pool.address}>
      <Title order={2} size="h3">
        {pool.name ?? pool.address}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {pool.name ? `${pool.address} · ` : ""}Serviced by {pool.companyName}
      </Text>
      {pool.bodies.length === 0 ? (
        <Text c="dimmed">No pool or spa recorded at this address yet.</Text>
      ) : (
        <Stack gap="lg">
          {pool.bodies.map((b) => (
            <BodyCard key={b.id} body={b} pool={pool} />
          ))}
        </Stack>
      )}
      <Title order={3} size="h4" mt="lg" mb="xs">
        Service reports
      </Title>
      {pool.visits.length === 0 ? (
        <Text c="dimmed" size="sm">
          No finished visit yet.
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            The last {pool.visits.length} visits, newest first.
          </Text>
          {pool.visits.map((v) => (
            <Paper key={v.stopId} withBorder p="sm">
              <Text fw={600}>
                {f.calendarDate(v.date, "detail")} · {v.label}
                {v.technician ? ` · ${v.technician}` : ""}
              </Text>
              {v.bodies.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No readings taken.
                </Text>
              ) : (
                v.bodies.map((b) => (
                  <Stack key={b.bodyOfWaterId} gap={2} mt={4}>
                    {pool.bodies.length > 1 ? (
                      <Text size="sm" fw={500}>
                        {b.name}
                      </Text>
                    ) : null}
                    <Group gap="md">
                      {b.readings.map((r) => (
                        <ReadingMark key={r.key} reading={r} />
                      ))}
                    </Group>
                  </Stack>
                ))
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}

function BodyCard({ body, pool }: { body: Pool["bodies"][number]; pool: Pool }) {
  const f = useFormat();
  // Oldest first, as the chart reads left to right.
  const visits: ReadingVisit[] = [...pool.visits].reverse().map((v) => ({
    stopId: v.stopId,
    label: v.label,
    date: v.date,
    readings: Object.fromEntries(
      (v.bodies.find((b) => b.bodyOfWaterId === body.id)?.readings ?? []).map((r) => [r.key, r.value]),
    ) as Partial<Record<StopReading, number>>,
  }));
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        {body.name}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        <Fact label="Kind">{body.kind}</Fact>
        <Fact label="Volume">{f.quantity(body.volume, body.volumeUnit)}</Fact>
        <Fact label="Sanitizer">{body.sanitizer}</Fact>
        <Fact label="Surface">{body.surface}</Fact>
      </SimpleGrid>
      <Title order={4} size="h5" mb="xs">
        Equipment
      </Title>
      {body.equipment.length === 0 ? (
        <Text c="dimmed" size="sm" mb="md">
          No equipment recorded.
        </Text>
      ) : (
        <Box mb="md">
          <StackedTable
            label={`Equipment of ${body.name}`}
            striped={false}
            rows={body.equipment}
            rowKey={(e) => e.id}
            columns={[
              {
                header: "Equipment",
                title: true,
                cell: (e) => (
                  <Anchor component={Link} to={`/equipment/${e.id}`}>
                    {equipmentName(e)}
                  </Anchor>
                ),
              },
              { header: "Status", cell: (e) => <Badge variant="light">{e.status}</Badge> },
              { header: "Last service", cell: (e) => f.calendarDate(e.lastServiceOn, "detail") },
              { header: "Next service", cell: (e) => f.calendarDate(e.nextServiceOn, "detail") },
            ]}
          />
        </Box>
      )}
      <Title order={4} size="h5" mb="xs">
        Readings history
      </Title>
      <ReadingHistory
        visits={visits.filter((v) => Object.keys(v.readings).length > 0)}
        targets={body.targets}
        units={pool.units}
        water={body}
      />
    </Card>
  );
}
