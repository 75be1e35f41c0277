import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from "@mantine/core";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { formText, parseForm } from "~/components/forms/validation";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { LocationMap } from "~/components/map/location-map";
import { tenantContext } from "~/context";
import { companyFormat, formatterFor } from "~/core/format/format";
import { toZonedInput } from "~/core/team/zoned-time";
import {
  addWorkLogBreak,
  approveWorkLog,
  editWorkLogTimes,
  removeWorkLogBreak,
  unapproveWorkLog,
} from "~/domain/team/work-log-edits.server";
import {
  addBreakSchema,
  breakKindLabels,
  editTimesSchema,
  removeBreakSchema,
  unapproveSchema,
} from "~/domain/team/work-log-schemas";
import { clockTime, dayTime, getWorkLog } from "~/domain/team/work-logs.server";
import { config } from "~/server/config.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { WorkLogStatusBadge } from "./status-badge";
import { AddBreakForm, EditTimesForm, RemoveBreakButton, UnapproveButton } from "./work-log-forms";

export const meta: Route.MetaFunction = () => [{ title: "Work log — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const f = formatterFor(companyFormat(tenant));
  return domain(async () => {
    const d = await getWorkLog(tenant, params.workLogId);
    const { log } = d;
    const time = (at: Date | null) => (at ? clockTime(tenant, at) : null);
    const events = [
      { at: log.clockInAt, label: "Clocked in", color: "teal" },
      ...d.breaks.flatMap((b) => [
        { at: b.startAt, label: `${breakKindLabels[b.kind]} started`, color: "yellow" },
        ...(b.endAt ? [{ at: b.endAt, label: `${breakKindLabels[b.kind]} ended`, color: "yellow" }] : []),
      ]),
      ...d.stops.flatMap((s) => [
        ...(s.arrivedAt
          ? [{ at: s.arrivedAt, label: `Arrived at S-${s.number} · ${s.customerName}`, color: "blue" }]
          : []),
        ...(s.finishedAt ? [{ at: s.finishedAt, label: `Finished S-${s.number}`, color: "blue" }] : []),
      ]),
      ...(log.clockOutAt ? [{ at: log.clockOutAt, label: "Clocked out", color: "red" }] : []),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    const end = log.clockOutAt ?? new Date();
    const outside = (at: Date | null) => Boolean(at && (at < log.clockInAt || at > end));
    const points = [
      log.clockInLatitude !== null && log.clockInLongitude !== null
        ? { id: "in", latitude: log.clockInLatitude, longitude: log.clockInLongitude, label: "Clock in" }
        : null,
      log.clockOutLatitude !== null && log.clockOutLongitude !== null
        ? { id: "out", latitude: log.clockOutLatitude, longitude: log.clockOutLongitude, label: "Clock out" }
        : null,
    ].filter((p) => p !== null);
    return {
      id: log.id,
      memberName: d.memberName,
      day: f.calendarDate(log.workDate, "long"),
      status: log.status,
      running: log.clockOutAt === null,
      clockIn: dayTime(tenant, log.clockInAt),
      clockOut: log.clockOutAt ? dayTime(tenant, log.clockOutAt) : null,
      clockInInput: toZonedInput(log.clockInAt, tenant.timeZone),
      clockOutInput: toZonedInput(log.clockOutAt ?? new Date(), tenant.timeZone),
      minutes: d.minutes,
      approvedBy: d.approvedByName,
      approvedAt: log.approvedAt ? dayTime(tenant, log.approvedAt) : null,
      canEdit: d.canEdit,
      breaks: d.breaks.map((b) => ({
        id: b.id,
        kind: b.kind,
        label: breakKindLabels[b.kind],
        span: `${clockTime(tenant, b.startAt)} – ${b.endAt ? clockTime(tenant, b.endAt) : "running"}`,
      })),
      events: events.map((e) => ({ ...e, at: clockTime(tenant, e.at) })),
      stops: d.stops.map((s) => ({
        id: s.id,
        number: s.number,
        customerName: s.customerName,
        status: s.status,
        arrived: time(s.arrivedAt),
        finished: time(s.finishedAt),
        offClock: outside(s.arrivedAt) || outside(s.finishedAt),
        job: s.jobId && s.jobNumber ? { id: s.jobId, number: s.jobNumber, title: s.jobTitle } : null,
      })),
      edits: d.edits.map((e) => ({
        id: e.id,
        editorName: e.editorName,
        at: dayTime(tenant, e.at),
        reason: e.reason,
        changes: e.changes,
      })),
      points,
      tileUrl: config.mapTileUrl,
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  const id = params.workLogId;
  const back = (message: string) => redirectWithToast(`/company/workLogs/${id}`, message);
  const schema = {
    editTimes: editTimesSchema,
    addBreak: addBreakSchema,
    removeBreak: removeBreakSchema,
    unapprove: unapproveSchema,
  }[intent];
  if (intent === "approve")
    return domainAction(
      formData,
      async () => {
        await approveWorkLog(tenant, id);
        return back("Work log approved. It is locked until un-approved.");
      },
      { intent },
    );
  if (!schema) throw data("Unknown action", { status: 400 });
  const parsed = parseForm(schema, formData);
  if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
  return domainAction(
    formData,
    async () => {
      if (intent === "editTimes") {
        await editWorkLogTimes(tenant, id, parsed.data as never);
        return back("Times corrected. The change is in the log's history.");
      }
      if (intent === "addBreak") {
        await addWorkLogBreak(tenant, id, parsed.data as never);
        return back("Break added.");
      }
      if (intent === "removeBreak") {
        const input = parsed.data as { breakId: string; reason: string };
        await removeWorkLogBreak(tenant, id, input.breakId, input.reason);
        return back("Break removed.");
      }
      await unapproveWorkLog(tenant, id, (parsed.data as { reason: string }).reason);
      return back("Approval withdrawn. The log can be edited again.");
    },
    { intent },
  );
}

export default function WorkLogDetail({ loaderData: w, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const failedIntent = (failed as { intent?: string } | undefined)?.intent;
  const forIntent = (intent: string) => (failedIntent === intent ? failed : undefined);
  const formError = failed?.errors.form;
  const locked = w.status === "approved";
  return (
    <>
      <PageHeader
        title={`Work log — ${w.memberName}`}
        description={w.day}
        actions={
          w.canEdit ? (
            locked ? (
              <UnapproveButton actionData={forIntent("unapprove")} />
            ) : w.running ? null : (
              <ConfirmActionButton
                label="Approve"
                title="Approve this work log?"
                confirmLabel="Approve"
                intent="approve"
                color="teal"
                variant="filled"
              >
                {`${f.duration(w.minutes.workedMinutes)} worked. Once approved the log is locked: un-approve it to change anything.`}
              </ConfirmActionButton>
            )
          ) : null
        }
      />
      <Stack maw={960} gap="lg">
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group>
          <WorkLogStatusBadge status={w.status} running={w.running} />
          {locked && w.approvedBy ? (
            <Text size="sm" c="dimmed">
              Approved by {w.approvedBy} on {w.approvedAt}. Locked: un-approve to edit.
            </Text>
          ) : null}
        </Group>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Fact label="Clock in">{w.clockIn}</Fact>
            <Fact label="Clock out">{w.clockOut ?? "Still on the clock"}</Fact>
            <Fact label="Worked (paid)">{f.duration(w.minutes.workedMinutes)}</Fact>
            <Fact label="Lunch (unpaid)">{w.minutes.unpaidBreakMinutes} min</Fact>
            <Fact label="Short breaks (paid)">{w.minutes.paidBreakMinutes} min</Fact>
            <Fact label="Clock in to out">{f.duration(w.minutes.totalMinutes)}</Fact>
          </SimpleGrid>
        </Paper>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <section aria-labelledby="timeline-title">
            <Title order={2} size="h4" id="timeline-title" mb="sm">
              The shift
            </Title>
            <Timeline bulletSize={14} lineWidth={2} active={w.events.length - 1}>
              {w.events.map((e, i) => (
                <Timeline.Item key={`${i}-${e.label}`} color={e.color} title={e.label}>
                  <Text size="sm" c="dimmed">
                    {e.at}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </section>
          <section aria-labelledby="breaks-title">
            <Title order={2} size="h4" id="breaks-title" mb="sm">
              Breaks
            </Title>
            {w.breaks.length === 0 ? (
              <Text c="dimmed">No breaks recorded.</Text>
            ) : (
              <Stack gap="xs">
                {w.breaks.map((b) => (
                  <Group key={b.id} justify="space-between" wrap="nowrap">
                    <Text>
                      {b.label}: {b.span}
                    </Text>
                    {w.canEdit && !locked ? (
                      <RemoveBreakButton
                        breakId={b.id}
                        label={`${b.label} ${b.span}`}
                        actionData={forIntent("removeBreak")}
                      />
                    ) : null}
                  </Group>
                ))}
              </Stack>
            )}
          </section>
        </SimpleGrid>

        <section aria-labelledby="stops-title">
          <Title order={2} size="h4" id="stops-title" mb="sm">
            Stops and jobs that day
          </Title>
          {w.stops.length === 0 ? (
            <Text c="dimmed">No service stops for {w.memberName} on this day.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Stop</Table.Th>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Arrived</Table.Th>
                    <Table.Th>Finished</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {w.stops.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/company/serviceStops/detail/${s.id}`}>
                          S-{s.number}
                        </Anchor>
                        {s.job ? (
                          <>
                            {" · "}
                            <Anchor component={Link} to={`/company/jobs/detail/${s.job.id}`}>
                              J-{s.job.number}
                            </Anchor>
                          </>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{s.customerName}</Table.Td>
                      <Table.Td>{s.arrived ?? "—"}</Table.Td>
                      <Table.Td>{s.finished ?? "—"}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {s.status}
                          {s.offClock ? (
                            <Badge color="orange" variant="light">
                              Off the clock
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>

        {w.points.length ? (
          <section aria-labelledby="where-title">
            <Title order={2} size="h4" id="where-title" mb="sm">
              Where the clock was used
            </Title>
            <LocationMap
              points={w.points}
              tileUrl={w.tileUrl}
              height={240}
              label="Clock-in and clock-out positions"
            />
          </section>
        ) : null}

        {w.canEdit && !locked ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <EditTimesForm
              clockIn={w.clockInInput}
              clockOut={w.clockOutInput}
              actionData={forIntent("editTimes")}
            />
            <AddBreakForm day={w.clockInInput.slice(0, 10)} actionData={forIntent("addBreak")} />
          </SimpleGrid>
        ) : null}

        <section aria-labelledby="history-title">
          <Title order={2} size="h4" id="history-title" mb="sm">
            Changes by the office
          </Title>
          {w.edits.length === 0 ? (
            <Text c="dimmed">No changes: the log is as clocked.</Text>
          ) : (
            <Stack gap="sm">
              {w.edits.map((e) => (
                <Paper key={e.id} withBorder p="sm">
                  <Text size="sm" fw={600}>
                    {e.editorName} · {e.at}
                  </Text>
                  {e.changes.map((c) => (
                    <Text key={c.field} size="sm">
                      {c.field}: {c.from ?? "—"} → {c.to ?? "—"}
                    </Text>
                  ))}
                  {e.reason ? (
                    <Text size="sm" c="dimmed">
                      Reason: {e.reason}
                    </Text>
                  ) : null}
                </Paper>
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    </>
  );
}
