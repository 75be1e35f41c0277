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
import { RouteMap, type RouteMapRoute, useRouteColor } from "~/components/map/route-map";
import { postForNdjson } from "~/components/streaming/read-ndjson";
import { weekdayNames, weekdayShort } from "~/core/recurrence/recurrence";
import { distanceUnit } from "~/core/routing/savings";
import type { DayFigure, PlanTotals, Proposal } from "~/domain/routing/builder.server";
import { balancePriorityLabels } from "~/domain/routing/routing-schemas";
import type { Lane } from "~/domain/routing/standing-routes.server";
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

const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")}`;

function Totals({ title, totals, units }: { title: string; totals: PlanTotals; units: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      <Text fw={700} size="lg">
        {hours(totals.driveMinutes)} driving
      </Text>
      <Text size="sm">
        {totals.distance} {distanceUnit(units as "us" | "metric")} a week · busiest and lightest day{" "}
        {totals.spreadMinutes} min apart
      </Text>
    </Paper>
  );
}

/** The lanes of one weekday as map routes, coloured by technician. */
function mapRoutes(
  data: LoaderData,
  lanes: Lane[],
  weekday: number,
  color: (c: string) => string,
): RouteMapRoute[] {
  return data.week.technicians
    .map((t) => {
      const lane = lanes.find((l) => l.technicianId === t.id && l.weekday === weekday);
      const points = (lane?.stopIds ?? [])
        .map((id) => data.week.stops[id])
        .filter((s) => s && s.lat != null && s.lng != null)
        .map((s) => ({ id: s.id, lat: s.lat!, lng: s.lng!, label: `${s.customerName} — ${s.address}` }));
      return { id: t.id, label: t.name, color: color(t.color), points, start: t.start, showLine: true };
    })
    .filter((r) => r.points.length > 0);
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
  const unit = distanceUnit(data.units);
  const find = (list: DayFigure[] | undefined, t: string, d: number) =>
    list?.find((f) => f.technicianId === t && f.weekday === d);
  const rows = current
    .concat((proposed ?? []).filter((p) => !find(current, p.technicianId, p.weekday)))
    .sort((a, b) => a.technicianId.localeCompare(b.technicianId) || a.weekday - b.weekday);
  const name = (id: string) => data.week.technicians.find((t) => t.id === id)?.name ?? "";
  const capacity = (id: string) => data.week.technicians.find((t) => t.id === id)?.dailyMinutes ?? 0;
  const cell = (before: number | undefined, after: number | undefined, suffix = "") =>
    proposed ? `${before ?? 0}${suffix} → ${after ?? 0}${suffix}` : `${before ?? 0}${suffix}`;
  return (
    <Scrollable label="Days of each technician" minWidth={640}>
      <Table striped aria-label={proposed ? "Current and proposed days" : "Current days"}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Technician</Table.Th>
            <Table.Th>Day</Table.Th>
            <Table.Th>Stops</Table.Th>
            <Table.Th>Work (on site + driving)</Table.Th>
            <Table.Th>Driving</Table.Th>
            <Table.Th>Distance</Table.Th>
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
                <Table.Td>{weekdayNames[row.weekday]}</Table.Td>
                <Table.Td>{cell(before?.stops, after?.stops)}</Table.Td>
                <Table.Td>
                  {cell(work(before), after ? work(after) : undefined, " min")}{" "}
                  {over ? (
                    <Badge color="red" variant="light">
                      over {capacity(row.technicianId)} min
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
  const [opened, { open, close }] = useDisclosure(false);
  const involved = data.week.technicians.filter((t) => proposal.lanes.some((l) => l.technicianId === t.id));
  const [chosen, setChosen] = useState<string[]>(involved.map((t) => t.id));
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" id="accept-proposal">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="lanes" value={JSON.stringify(proposal.lanes)} />
      <Stack>
        <Checkbox.Group label="Accept the proposal for" value={chosen} onChange={setChosen}>
          <Group mt="xs">
            {involved.map((t) => (
              <Checkbox key={t.id} name="technicianIds" value={t.id} label={t.name} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button onClick={open} disabled={chosen.length === 0}>
            {chosen.length === involved.length ? "Accept all" : "Accept for the chosen technicians"}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title="Apply the proposal?"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack>
          <Text size="sm">
            The standing routes of {chosen.length} technician{chosen.length === 1 ? "" : "s"} change, and
            their future visits that nobody has started move to the new days and order. Finished visits stay
            as they are.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form="accept-proposal" loading={busy}>
              Apply
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
      setError("The connection was lost while the builder worked. Nothing was changed; try again.");
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="lg">
      {data.warning ? <Alert color="yellow">{data.warning}</Alert> : null}
      {data.withoutStart.length ? (
        <Alert color="yellow" title="Technicians without a start point">
          {data.withoutStart.map((t) => t.name).join(", ")} have no home coordinates and the company has no
          shop location: set one under "Technicians and settings" so the builder can plan their days.
        </Alert>
      ) : null}
      {data.notRoutable.length ? (
        <Alert color="yellow" title={`${data.notRoutable.length} stops without coordinates`}>
          {data.notRoutable.map((s) => s.customerName).join(", ")} can't be placed on a map; the builder
          leaves them where they are.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: proposal ? 2 : 1 }}>
        <Totals title="Current routes" totals={data.current.totals} units={data.units} />
        {proposal ? (
          <Totals title="Proposed routes" totals={proposal.proposed.totals} units={data.units} />
        ) : null}
      </SimpleGrid>
      {data.canManage ? (
        <form method="post" onSubmit={build}>
          <input type="hidden" name="intent" value="propose" />
          <Stack gap="xs">
            <Group align="end">
              <NativeSelect
                name="priority"
                label="What matters most"
                data={Object.entries(balancePriorityLabels).map(([value, label]) => ({ value, label }))}
                defaultValue="even"
              />
              <Button type="submit" loading={working}>
                {proposal ? "Build a new proposal" : "Build a proposal"}
              </Button>
              <Text size="sm" c="dimmed">
                Takes a few seconds; nothing changes until you accept.
              </Text>
            </Group>
            {progress !== null ? (
              <Progress value={progress} animated aria-label="Building the proposal" size="lg" />
            ) : null}
          </Stack>
        </form>
      ) : (
        <Text c="dimmed">Planning routes needs the Routing: manage level in your role.</Text>
      )}
      {error || serverError ? <Alert color="red">{error ?? serverError}</Alert> : null}

      <Group justify="space-between" align="end">
        <Title order={2} size="h4">
          {proposal ? "Current and proposed routes" : "Current routes"}
        </Title>
        <SegmentedControl
          aria-label="Day shown on the map"
          value={weekday}
          onChange={setWeekday}
          data={days.map((d) => ({ value: String(d), label: weekdayShort[d] }))}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: proposal ? 2 : 1 }}>
        <Stack gap={4}>
          <Text fw={600}>Current — {weekdayNames[Number(weekday)]}</Text>
          <RouteMap
            routes={mapRoutes(data, data.week.lanes, Number(weekday), color)}
            tileUrl={data.tileUrl}
            label={`Map of the current routes on ${weekdayNames[Number(weekday)]}`}
            height={340}
          />
        </Stack>
        {proposal ? (
          <Stack gap={4}>
            <Text fw={600}>Proposed — {weekdayNames[Number(weekday)]}</Text>
            <RouteMap
              routes={mapRoutes(data, proposal.lanes, Number(weekday), color)}
              tileUrl={data.tileUrl}
              label={`Map of the proposed routes on ${weekdayNames[Number(weekday)]}`}
              height={340}
            />
          </Stack>
        ) : null}
      </SimpleGrid>
      <FiguresTable data={data} current={data.current.days} proposed={proposal?.proposed.days} />

      {proposal ? (
        <Stack>
          <Title order={2} size="h4">
            Customers who change day or technician ({proposal.changes.length})
          </Title>
          {proposal.changes.length === 0 ? (
            <Text c="dimmed">Nobody changes day or technician: the proposal only reorders routes.</Text>
          ) : (
            <Scrollable label="Changes of day or technician" minWidth={520}>
              <Table aria-label="Customers who change day or technician">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Now</Table.Th>
                    <Table.Th>Proposed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {proposal.changes.map((c) => {
                    const name = (id: string | null) =>
                      data.week.technicians.find((t) => t.id === id)?.name ?? "Not assigned";
                    return (
                      <Table.Tr key={c.stopId}>
                        <Table.Td>
                          {c.customerName}
                          <Text size="xs" c="dimmed">
                            {c.address}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          {weekdayNames[c.from.weekday]}, {name(c.from.technicianId)}
                        </Table.Td>
                        <Table.Td>
                          {weekdayNames[c.to.weekday]}, {name(c.to.technicianId)}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Scrollable>
          )}
          {proposal.unassigned.length ? (
            <Alert color="yellow" title="Stops the builder could not place">
              {proposal.unassigned.map((u) => `${u.customerName}: ${u.reason}`).join("; ")}. They keep their
              current day and technician.
            </Alert>
          ) : null}
          {data.canManage ? <AcceptForm data={data} proposal={proposal} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
