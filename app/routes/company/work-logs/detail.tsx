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
import { type T, useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { LocationMap } from "~/components/map/location-map";
import { tenantContext } from "~/context";
import { companyFormat, formatterFor } from "~/core/format/format";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { clockPoints, type ShiftEvent, shiftTimeline, stopOffClock } from "~/core/team/shift-timeline";
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
  editTimesSchema,
  removeBreakSchema,
  unapproveSchema,
} from "~/domain/team/work-log-schemas";
import { clockTime, dayTime, getWorkLog } from "~/domain/team/work-logs.server";
import { config } from "~/server/config.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { WorkLogStatusBadge } from "./status-badge";
import { AddBreakForm, EditTimesForm, RemoveBreakButton, UnapproveButton } from "./work-log-forms";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "office.workLog.title") },
];

const breakKeys = { break: "office.workLog.break", lunch: "office.workLog.lunch" } as const;
const stopStatusKeys = {
  scheduled: "office.workLog.stopScheduled",
  "in progress": "office.workLog.stopInProgress",
  finished: "office.workLog.stopFinished",
  skipped: "office.workLog.stopSkipped",
  cancelled: "office.workLog.stopCancelled",
} as const;

/** The shift's event in the reader's language. */
function eventLabel(t: T, e: ShiftEvent<unknown>): string {
  switch (e.what) {
    case "in":
      return t("office.workLog.clockedIn");
    case "out":
      return t("office.workLog.clockedOut");
    case "breakStart":
      return e.kind === "lunch" ? t("office.workLog.lunchStarted") : t("office.workLog.breakStarted");
    case "breakEnd":
      return e.kind === "lunch" ? t("office.workLog.lunchEnded") : t("office.workLog.breakEnded");
    case "arrived":
      return t("office.workLog.arrived", { number: e.number, customer: e.customer });
    case "finished":
      return t("office.workLog.finished", { number: e.number });
  }
}
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const f = formatterFor(companyFormat(tenant));
  return withErrorPages(async () => {
    const d = await getWorkLog(tenant, params.workLogId);
    const { log } = d;
    const time = (at: Date | null) => (at ? clockTime(tenant, at) : null);
    const events = shiftTimeline(log, d.breaks, d.stops);
    const now = new Date();
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
        start: clockTime(tenant, b.startAt),
        end: b.endAt ? clockTime(tenant, b.endAt) : null,
      })),
      events: events.map((e) => ({ ...e, at: clockTime(tenant, e.at) })),
      stops: d.stops.map((s) => ({
        id: s.id,
        number: s.number,
        customerName: s.customerName,
        status: s.status,
        arrived: time(s.arrivedAt),
        finished: time(s.finishedAt),
        offClock: stopOffClock(log, s, now),
        job: s.jobId && s.jobNumber ? { id: s.jobId, number: s.jobNumber, title: s.jobTitle } : null,
      })),
      edits: d.edits.map((e) => ({
        id: e.id,
        editorName: e.editorName,
        at: dayTime(tenant, e.at),
        reason: e.reason,
        changes: e.changes,
      })),
      points: clockPoints(log),
      tileUrl: config.mapTileUrl,
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  const id = params.workLogId;
  const back = (message: MessageKey) => redirectWithToast(`/company/workLogs/${id}`, { message });
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
        return back("office.workLog.approvedToast");
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
        return back("office.workLog.timesToast");
      }
      if (intent === "addBreak") {
        await addWorkLogBreak(tenant, id, parsed.data as never);
        return back("office.workLog.breakAddedToast");
      }
      if (intent === "removeBreak") {
        const input = parsed.data as { breakId: string; reason: string };
        await removeWorkLogBreak(tenant, id, input.breakId, input.reason);
        return back("office.workLog.breakRemovedToast");
      }
      await unapproveWorkLog(tenant, id, (parsed.data as { reason: string }).reason);
      return back("office.workLog.unapprovedToast");
    },
    { intent },
  );
}

export default function WorkLogDetail({ loaderData: w, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const breakSpan = (b: { start: string; end: string | null }) =>
    b.end
      ? t("office.workLog.breakSpan", { start: b.start, end: b.end })
      : t("office.workLog.breakSpanRunning", { start: b.start });
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const failedIntent = (failed as { intent?: string } | undefined)?.intent;
  const forIntent = (intent: string) => (failedIntent === intent ? failed : undefined);
  const formError = failed?.errors.form;
  const locked = w.status === "approved";
  return (
    <>
      <PageHeader
        title={t("office.workLog.heading", { name: w.memberName })}
        description={w.day}
        actions={
          w.canEdit ? (
            locked ? (
              <UnapproveButton actionData={forIntent("unapprove")} />
            ) : w.running ? null : (
              <ConfirmActionButton
                label={t("office.workLog.approve")}
                title={t("office.workLog.approveTitle")}
                confirmLabel={t("office.workLog.approve")}
                intent="approve"
                color="teal"
                variant="filled"
              >
                {t("office.workLog.approveBody", { worked: f.duration(w.minutes.workedMinutes) })}
              </ConfirmActionButton>
            )
          ) : null
        }
      />
      <Stack maw={960} gap="lg">
        {formError ? (
          <Alert color="red" role="alert">
            {t.text(formError)}
          </Alert>
        ) : null}
        <Group>
          <WorkLogStatusBadge status={w.status} running={w.running} />
          {locked && w.approvedBy ? (
            <Text size="sm" c="dimmed">
              {t("office.workLog.approvedBy", { name: w.approvedBy, at: w.approvedAt ?? "" })}
            </Text>
          ) : null}
        </Group>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Fact label={t("office.workLog.clockIn")}>{w.clockIn}</Fact>
            <Fact label={t("office.workLog.clockOut")}>{w.clockOut ?? t("office.workLog.stillOn")}</Fact>
            <Fact label={t("office.workLog.workedPaid")}>{f.duration(w.minutes.workedMinutes)}</Fact>
            <Fact label={t("office.workLog.lunchUnpaid")}>
              {t("office.workLog.minutes", { minutes: w.minutes.unpaidBreakMinutes })}
            </Fact>
            <Fact label={t("office.workLog.breaksPaid")}>
              {t("office.workLog.minutes", { minutes: w.minutes.paidBreakMinutes })}
            </Fact>
            <Fact label={t("office.workLog.inToOut")}>{f.duration(w.minutes.totalMinutes)}</Fact>
          </SimpleGrid>
        </Paper>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <section aria-labelledby="timeline-title">
            <Title order={2} size="h4" id="timeline-title" mb="sm">
              {t("office.workLog.shift")}
            </Title>
            <Timeline bulletSize={14} lineWidth={2} active={w.events.length - 1}>
              {w.events.map((e, i) => (
                <Timeline.Item key={`${i}-${e.what}`} color={e.color} title={eventLabel(t, e)}>
                  <Text size="sm" c="dimmed">
                    {e.at}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </section>
          <section aria-labelledby="breaks-title">
            <Title order={2} size="h4" id="breaks-title" mb="sm">
              {t("office.workLog.breaks")}
            </Title>
            {w.breaks.length === 0 ? (
              <Text c="dimmed">{t("office.workLog.noBreaks")}</Text>
            ) : (
              <Stack gap="xs">
                {w.breaks.map((b) => (
                  <Group key={b.id} justify="space-between" wrap="nowrap">
                    <Text>
                      {t("office.workLog.breakLine", { kind: t(breakKeys[b.kind]), span: breakSpan(b) })}
                    </Text>
                    {w.canEdit && !locked ? (
                      <RemoveBreakButton
                        breakId={b.id}
                        label={t("office.workLog.breakName", {
                          kind: t(breakKeys[b.kind]),
                          span: breakSpan(b),
                        })}
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
            {t("office.workLog.stopsTitle")}
          </Title>
          {w.stops.length === 0 ? (
            <Text c="dimmed">{t("office.workLog.noStops", { name: w.memberName })}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("office.workLog.stop")}</Table.Th>
                    <Table.Th>{t("office.workLog.customer")}</Table.Th>
                    <Table.Th>{t("office.workLog.arrivedAt")}</Table.Th>
                    <Table.Th>{t("office.workLog.finishedAt")}</Table.Th>
                    <Table.Th>{t("office.workLog.status")}</Table.Th>
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
                          {t(stopStatusKeys[s.status])}
                          {s.offClock ? (
                            <Badge color="orange" variant="light">
                              {t("office.workLog.offClock")}
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
              {t("office.workLog.whereTitle")}
            </Title>
            <LocationMap
              points={w.points.map((p) => ({
                ...p,
                label: p.id === "in" ? t("office.workLog.clockIn") : t("office.workLog.clockOut"),
              }))}
              tileUrl={w.tileUrl}
              height={240}
              label={t("office.workLog.mapLabel")}
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
            {t("office.workLog.historyTitle")}
          </Title>
          {w.edits.length === 0 ? (
            <Text c="dimmed">{t("office.workLog.noChanges")}</Text>
          ) : (
            <Stack gap="sm">
              {w.edits.map((e) => (
                <Paper key={e.id} withBorder p="sm">
                  <Text size="sm" fw={600}>
                    {e.editorName} · {e.at}
                  </Text>
                  {e.changes.map((c) => (
                    <Text key={c.field} size="sm">
                      {t("office.workLog.change", { field: c.field, from: c.from ?? "—", to: c.to ?? "—" })}
                    </Text>
                  ))}
                  {e.reason ? (
                    <Text size="sm" c="dimmed">
                      {t("office.workLog.reasonLine", { reason: e.reason })}
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
