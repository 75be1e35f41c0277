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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext } from "~/context";
import { listOwnPools } from "~/domain/portal/owner-pools.server";
import { type OwnerPools, ownerPools } from "~/domain/portal/portal.server";
import { ownerRepairRequests } from "~/domain/portal/repair-requests.server";
import type { StopReading } from "~/domain/service/readings";
import type { Route } from "./+types/page";
import { OwnPools, RepairRequestList } from "./owner-sections";
import { equipmentName, ReadingMark, usePoolWord } from "./portal-view";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.myPool") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** The owner's locations, bodies of water, equipment and recent service reports, in every linked company. */
export async function loader({ context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  const [pools, requests, ownPools] = await Promise.all([
    ownerPools(owner),
    ownerRepairRequests(owner),
    listOwnPools(owner),
  ]);
  return { pools, requests, ownPools };
}

export default function MyPool({ loaderData }: Route.ComponentProps) {
  const { pools, requests, ownPools } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("portal.myPool.title")}
        description={t("portal.myPool.description")}
        actions={
          pools.length > 0 ? (
            <Button
              component={Link}
              to="/mypool/report"
              leftSection={<IconAlertTriangle size={16} aria-hidden />}
            >
              {t("portal.myPool.report")}
            </Button>
          ) : undefined
        }
      />
      {pools.length === 0 && ownPools.length > 0 ? null : pools.length === 0 ? (
        <EmptyState
          title={t("portal.myPool.empty")}
          action={
            <Anchor component={Link} to="/reedemInviteCode">
              {t("portal.dashboard.redeem")}
            </Anchor>
          }
        >
          {t("portal.myPool.emptyText")}
        </EmptyState>
      ) : (
        <Stack gap="xl">
          {pools.map((p) => (
            <LocationSection key={p.id} pool={p} />
          ))}
          <section aria-labelledby="repair-requests">
            <Title order={2} size="h3" id="repair-requests" mb="xs">
              {t("portal.myPool.reported")}
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
  const t = useT();
  return (
    <section aria-label={pool.name ?? pool.address}>
      <Title order={2} size="h3">
        {pool.name ?? pool.address}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {pool.name ? `${pool.address} · ` : ""}
        {t("portal.myPool.servicedBy", { company: pool.companyName })}
      </Text>
      {pool.bodies.length === 0 ? (
        <Text c="dimmed">{t("portal.myPool.noBodies")}</Text>
      ) : (
        <Stack gap="lg">
          {pool.bodies.map((b) => (
            <BodyCard key={b.id} body={b} pool={pool} />
          ))}
        </Stack>
      )}
      <Title order={3} size="h4" mt="lg" mb="xs">
        {t("portal.myPool.reports")}
      </Title>
      {pool.visits.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("portal.myPool.noVisits")}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t("portal.myPool.lastVisits", { count: pool.visits.length })}
          </Text>
          {pool.visits.map((v) => (
            <Paper key={v.stopId} withBorder p="sm">
              <Text fw={600}>
                {f.calendarDate(v.date, "detail")} · {v.label}
                {v.technician ? ` · ${v.technician}` : ""}
              </Text>
              {v.bodies.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t("portal.myPool.noReadings")}
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
  const t = useT();
  const word = usePoolWord();
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
        <Fact label={t("portal.pool.kind")}>{word(body.kind)}</Fact>
        <Fact label={t("portal.pool.volume")}>{f.quantity(body.volume, body.volumeUnit)}</Fact>
        <Fact label={t("portal.pool.sanitizer")}>{word(body.sanitizer)}</Fact>
        <Fact label={t("portal.pool.surface")}>{word(body.surface)}</Fact>
      </SimpleGrid>
      <Title order={4} size="h5" mb="xs">
        {t("portal.myPool.equipment")}
      </Title>
      {body.equipment.length === 0 ? (
        <Text c="dimmed" size="sm" mb="md">
          {t("portal.myPool.noEquipment")}
        </Text>
      ) : (
        <Box mb="md">
          <StackedTable
            label={t("portal.myPool.equipmentOf", { name: body.name })}
            striped={false}
            rows={body.equipment}
            rowKey={(e) => e.id}
            columns={[
              {
                header: t("portal.myPool.equipment"),
                title: true,
                cell: (e) => (
                  <Anchor component={Link} to={`/equipment/${e.id}`}>
                    {equipmentName(e, word)}
                  </Anchor>
                ),
              },
              {
                header: t("portal.equipment.status"),
                cell: (e) => <Badge variant="light">{word(e.status)}</Badge>,
              },
              {
                header: t("portal.equipment.lastService"),
                cell: (e) => f.calendarDate(e.lastServiceOn, "detail"),
              },
              {
                header: t("portal.equipment.nextService"),
                cell: (e) => f.calendarDate(e.nextServiceOn, "detail"),
              },
            ]}
          />
        </Box>
      )}
      <section aria-labelledby={`history-${body.id}`}>
        <Title order={4} size="h5" mb="xs" id={`history-${body.id}`}>
          {t("portal.myPool.history")}
        </Title>
        <ReadingHistory
          visits={visits.filter((v) => Object.keys(v.readings).length > 0)}
          targets={body.targets}
          units={pool.units}
          water={body}
        />
      </section>
    </Card>
  );
}
