import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { RouteMap, useRouteColor } from "~/components/map/route-map";
import { postForNdjson } from "~/components/streaming/read-ndjson";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { wordFor } from "~/core/i18n/word-for";
import { laneMapRoutes } from "~/core/routing/map-routes";
import { distanceUnit } from "~/core/routing/savings";
import type { DayFigure, PlanTotals, Proposal } from "~/domain/routing/builder.server";
import { balancePriorityLabels } from "~/domain/routing/routing-schemas";
import { weekdayKeys, weekdayShortKeys } from "../route-management/weekdays";
import type { Route } from "./+types/page";
import type { BuilderEvent } from "./page";

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = { intent: string; proposal?: Proposal; ok?: false; errors?: Record<string, string> };

/** A wide table that scrolls sideways on a phone; the region is focusable so keyboard users can scroll it too. */
function Scrollable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: React.ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: "auto" }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

/** The solver's reasons for a stop it could not place (core/routing/vrp.ts words them in English). */
const unplacedReasonKeys: Record<string, MessageKey> = {
  "no vehicle is allowed to serve this stop": "builder.plan.reasonNoVehicle",
  "its demand exceeds the capacity of every allowed vehicle": "builder.plan.reasonCapacity",
  "its time window cannot be met within any allowed vehicle's shift, even alone":
    "builder.plan.reasonTimeWindow",
  "no room: every allowed vehicle's capacity or time is used up": "builder.plan.reasonNoRoom",
};

const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")}`;

function Totals({ title, totals, units }: { title: string; totals: PlanTotals; units: string }) {
  const t = useT();
  const f = useFormat();
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      <Text fw={700} size="lg">
        {t("builder.plan.driving", { time: hours(totals.driveMinutes) })}
      </Text>
      <Text size="sm">
        {t("builder.plan.totalsLine", {
          distance: f.number(totals.distance, { grouping: false }),
          unit: distanceUnit(units as "us" | "metric"),
          spread: totals.spreadMinutes,
        })}
      </Text>
    </Paper>
  );
}

function FiguresTable({
  data,
  current,
  proposed,
}: {
  data: LoaderData;
  current: DayFigure[];
  proposed?: DayFigure[];
}) {
  const t = useT();
  const f = useFormat();
  const unit = distanceUnit(data.units);
  const find = (list: DayFigure[] | undefined, t: string, d: number) =>
    list?.find((f) => f.technicianId === t && f.weekday === d);
  const rows = current
    .concat((proposed ?? []).filter((p) => !find(current, p.technicianId, p.weekday)))
    .sort((a, b) => a.technicianId.localeCompare(b.technicianId) || a.weekday - b.weekday);
  const name = (id: string) => data.week.technicians.find((m) => m.id === id)?.name ?? "";
  const capacity = (id: string) => data.week.technicians.find((m) => m.id === id)?.dailyMinutes ?? 0;
  const n = (value: number | undefined) => f.number(value ?? 0, { grouping: false });
  const cell = (before: number | undefined, after: number | undefined, suffix = "") =>
    proposed ? `${n(before)}${suffix} → ${n(after)}${suffix}` : `${n(before)}${suffix}`;
  return (
    <Scrollable label={t("builder.plan.daysRegion")} minWidth={640}>
      <Table
        striped
        aria-label={proposed ? t("builder.plan.currentAndProposedDays") : t("builder.plan.currentDays")}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("builder.plan.technician")}</Table.Th>
            <Table.Th>{t("builder.plan.day")}</Table.Th>
            <Table.Th>{t("builder.plan.stops")}</Table.Th>
            <Table.Th>{t("builder.plan.work")}</Table.Th>
            <Table.Th>{t("builder.plan.drivingHeader")}</Table.Th>
            <Table.Th>{t("builder.plan.distance")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const before = find(current, row.technicianId, row.weekday);
            const after = find(proposed, row.technicianId, row.weekday);
            const work = (f?: DayFigure) => (f ? f.serviceMinutes + f.driveMinutes : 0);
            const over = work(after ?? before) > capacity(row.technicianId);
            return (
              <Table.Tr key={`${row.technicianId}:${row.weekday}`}>
                <Table.Td>{name(row.technicianId)}</Table.Td>
                <Table.Td>{t(weekdayKeys[row.weekday])}</Table.Td>
                <Table.Td>{cell(before?.stops, after?.stops)}</Table.Td>
                <Table.Td>
                  {cell(work(before), after ? work(after) : undefined, " min")}{" "}
                  {over ? (
                    <Badge color="red" variant="light">
                      {t("builder.plan.over", { minutes: capacity(row.technicianId) })}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{cell(before?.driveMinutes, after?.driveMinutes, " min")}</Table.Td>
                <Table.Td>{cell(before?.distance, after?.distance, ` ${unit}`)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Scrollable>
  );
}

function AcceptForm({ data, proposal }: { data: LoaderData; proposal: Proposal }) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  const involved = data.week.technicians.filter((m) => proposal.lanes.some((l) => l.technicianId === m.id));
  const [chosen, setChosen] = useState<string[]>(involved.map((m) => m.id));
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" id="accept-proposal">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="lanes" value={JSON.stringify(proposal.lanes)} />
      <Stack>
        <Checkbox.Group label={t("builder.plan.acceptFor")} value={chosen} onChange={setChosen}>
          <Group mt="xs">
            {involved.map((m) => (
              <Checkbox key={m.id} name="technicianIds" value={m.id} label={m.name} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button onClick={open} disabled={chosen.length === 0}>
            {chosen.length === involved.length ? t("builder.plan.acceptAll") : t("builder.plan.acceptChosen")}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={t("builder.plan.applyTitle")}
        closeButtonProps={{ "aria-label": t("common.confirm.close") }}
      >
        <Stack>
          <Text size="sm">{t("builder.plan.applyText", { count: chosen.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.confirm.cancel")}
            </Button>
            <Button type="submit" form="accept-proposal" loading={busy}>
              {t("builder.plan.apply")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Form>
  );
}

export function PlanPanel({
  loaderData: data,
  actionData,
}: {
  loaderData: LoaderData;
  actionData?: ActionData;
}) {
  const t = useT();
  const color = useRouteColor();
  const [streamed, setStreamed] = useState<Proposal | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const proposal = streamed ?? (actionData?.intent === "propose" ? (actionData.proposal ?? null) : null);
  const serverError = actionData?.ok === false ? Object.values(actionData.errors ?? {})[0] : null;
  const days = [...new Set(data.week.lanes.map((l) => l.weekday))].sort(
    (a, b) => ((a + 6) % 7) - ((b + 6) % 7),
  );
  const [weekday, setWeekday] = useState(String(days[0] ?? 1));
  const navigation = useNavigation();
  const dayName = t(weekdayKeys[Number(weekday)] ?? weekdayKeys[1]);
  const working = progress !== null || navigation.formData?.get("intent") === "propose";

  async function build(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    setProgress(0);
    try {
      const streamedOk = await postForNdjson<BuilderEvent>(new FormData(form), (e) => {
        if (e.type === "progress") setProgress(Math.round(e.fraction * 100));
        else if (e.type === "proposal") setStreamed(e.proposal);
        else setError(e.message);
        return e.type !== "progress";
      });
      if (!streamedOk) form.submit();
    } catch {
      setError("builder.plan.connectionLost");
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="lg">
      {data.warning ? <Alert color="yellow">{t.text(data.warning)}</Alert> : null}
      {data.withoutStart.length ? (
        <Alert color="yellow" title={t("builder.plan.withoutStartTitle")}>
          {t("builder.plan.withoutStartText", { names: data.withoutStart.map((m) => m.name).join(", ") })}
        </Alert>
      ) : null}
      {data.notRoutable.length ? (
        <Alert color="yellow" title={t("builder.plan.notRoutableTitle", { count: data.notRoutable.length })}>
          {t("builder.plan.notRoutableText", {
            names: data.notRoutable.map((s) => s.customerName).join(", "),
          })}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: proposal ? 2 : 1 }}>
        <Totals title={t("builder.plan.currentRoutes")} totals={data.current.totals} units={data.units} />
        {proposal ? (
          <Totals
            title={t("builder.plan.proposedRoutes")}
            totals={proposal.proposed.totals}
            units={data.units}
          />
        ) : null}
      </SimpleGrid>
      {data.canManage ? (
        <form method="post" onSubmit={build}>
          <input type="hidden" name="intent" value="propose" />
          <Stack gap="xs">
            <Group align="end">
              <NativeSelect
                name="priority"
                label={t("builder.plan.priority")}
                data={Object.entries(balancePriorityLabels).map(([value, label]) => ({
                  value,
                  label: t(label),
                }))}
                defaultValue="even"
              />
              <Button type="submit" loading={working}>
                {proposal ? t("builder.plan.buildNew") : t("builder.plan.build")}
              </Button>
              <Text size="sm" c="dimmed">
                {t("builder.plan.buildHint")}
              </Text>
            </Group>
            {progress !== null ? (
              <Progress value={progress} animated aria-label={t("builder.plan.building")} size="lg" />
            ) : null}
          </Stack>
        </form>
      ) : (
        <Text c="dimmed">{t("builder.plan.needsManage")}</Text>
      )}
      {error || serverError ? <Alert color="red">{t.text(error ?? serverError ?? "")}</Alert> : null}

      <Group justify="space-between" align="end">
        <Title order={2} size="h4">
          {proposal ? t("builder.plan.currentAndProposedRoutes") : t("builder.plan.currentRoutes")}
        </Title>
        <SegmentedControl
          aria-label={t("builder.plan.dayOnMap")}
          value={weekday}
          onChange={setWeekday}
          data={days.map((d) => ({ value: String(d), label: t(weekdayShortKeys[d]) }))}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: proposal ? 2 : 1 }}>
        <Stack gap={4}>
          <Text fw={600}>{t("builder.plan.currentOn", { day: dayName })}</Text>
          <RouteMap
            routes={laneMapRoutes(data.week, data.week.lanes, Number(weekday), color)}
            tileUrl={data.tileUrl}
            label={t("builder.plan.currentMap", { day: dayName })}
            height={340}
          />
        </Stack>
        {proposal ? (
          <Stack gap={4}>
            <Text fw={600}>{t("builder.plan.proposedOn", { day: dayName })}</Text>
            <RouteMap
              routes={laneMapRoutes(data.week, proposal.lanes, Number(weekday), color)}
              tileUrl={data.tileUrl}
              label={t("builder.plan.proposedMap", { day: dayName })}
              height={340}
            />
          </Stack>
        ) : null}
      </SimpleGrid>
      <FiguresTable data={data} current={data.current.days} proposed={proposal?.proposed.days} />

      {proposal ? (
        <Stack>
          <Title order={2} size="h4">
            {t("builder.plan.changesTitle", { count: proposal.changes.length })}
          </Title>
          {proposal.changes.length === 0 ? (
            <Text c="dimmed">{t("builder.plan.noChanges")}</Text>
          ) : (
            <Scrollable label={t("builder.plan.changesRegion")} minWidth={520}>
              <Table aria-label={t("builder.plan.changesTable")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("builder.plan.customer")}</Table.Th>
                    <Table.Th>{t("builder.plan.now")}</Table.Th>
                    <Table.Th>{t("builder.plan.proposed")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {proposal.changes.map((c) => {
                    const name = (id: string | null) =>
                      data.week.technicians.find((m) => m.id === id)?.name ?? t("builder.plan.notAssigned");
                    return (
                      <Table.Tr key={c.stopId}>
                        <Table.Td>
                          {c.customerName}
                          <Text size="xs" c="dimmed">
                            {c.address}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {t("builder.plan.dayAndTechnician", {
                            day: t(weekdayKeys[c.from.weekday]),
                            technician: name(c.from.technicianId),
                          })}
                        </Table.Td>
                        <Table.Td>
                          {t("builder.plan.dayAndTechnician", {
                            day: t(weekdayKeys[c.to.weekday]),
                            technician: name(c.to.technicianId),
                          })}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Scrollable>
          )}
          {proposal.unassigned.length ? (
            <Alert color="yellow" title={t("builder.plan.unplacedTitle")}>
              {t("builder.plan.unplacedText", {
                list: proposal.unassigned
                  .map((u) =>
                    t("builder.plan.unplacedItem", {
                      customer: u.customerName,
                      reason: wordFor(t, unplacedReasonKeys, u.reason),
                    }),
                  )
                  .join("; "),
              })}
            </Alert>
          ) : null}
          {data.canManage ? <AcceptForm data={data} proposal={proposal} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
