import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Tabs, Text } from "@mantine/core";
import { IconMapPinOff } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { formText, parseForm } from "~/components/forms/validation";
import { useDetailTab } from "~/components/layout/detail-tabs";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { companyFormat, formatterFor } from "~/core/format/format";
import { addDays } from "~/core/recurrence/recurrence";
import { NotFoundError } from "~/domain/errors";
import {
  endRecurringStopSchema,
  moveVisitSchema,
  recurringStopFormSchema,
} from "~/domain/routing/recurring-schemas";
import {
  endRecurringStop,
  getRecurringStop,
  moveVisit,
  recurringStopFormOptions,
  updateRecurringStop,
} from "~/domain/routing/recurring-stops.server";
import { stopLabel } from "~/domain/service/stop-schemas";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { EndService } from "./end-service";
import { RecurringStopForm } from "./recurring-form";
import { RecurringStatusBadge } from "./status-badge";
import { type MoveRejected, VisitsTable } from "./visits-table";
import { describeWindow, weekdayName } from "./wording";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Recurring service: ${loaderData?.stop.customerName ?? "not found"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

const detailUrl = (id: string) => `/company/recurringServiceStop/details/${id}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    const stop = await getRecurringStop(tenant, params.recurringServiceStopId);
    const canManage = can(tenant, "routing:manage");
    const options = canManage ? await recurringStopFormOptions(tenant, stop.customerId) : null;
    return { stop, options, canManage, currency: tenant.currency };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const f = formatterFor(companyFormat(tenant));
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const id = params.recurringServiceStopId;
  const here = detailUrl(id);

  if (intent === "end") {
    const parsed = parseForm(endRecurringStopSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        const sync = await endRecurringStop(tenant, id, parsed.data.endDate);
        const removed = sync.removed
          ? ` ${sync.removed} later ${sync.removed === 1 ? "visit was" : "visits were"} removed.`
          : "";
        return redirectWithToast(here, `Service ends on ${f.calendarDate(parsed.data.endDate)}.${removed}`);
      },
      { intent },
    );
  }

  if (intent === "move") {
    const stopId = formText(formData, "stopId");
    const parsed = parseForm(moveVisitSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent, stopId }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        // Only this recurring stop's own upcoming visits are moved from its page.
        const current = await getRecurringStop(tenant, id);
        const visit = current.upcoming.find((v) => v.id === stopId);
        if (!visit) throw new NotFoundError("Service stop");
        const result = await moveVisit(tenant, stopId, parsed.data);
        const to = parsed.data.serviceDate;
        if (parsed.data.scope === "this")
          return redirectWithToast(
            `${here}?tab=upcoming`,
            `${stopLabel(visit.number)} moved to ${weekdayName(to)}, ${f.calendarDate(to)}. The rest of the schedule stays.`,
          );
        const splitOn = visit.occurrenceDate ?? visit.serviceDate;
        return redirectWithToast(
          `${detailUrl(result.recurringStopId ?? id)}?tab=upcoming`,
          `Schedule split: from ${f.calendarDate(to)} the visits are on ${weekdayName(to)} (this new recurring stop). The previous one ended on ${f.calendarDate(addDays(splitOn, -1))} and keeps its history.`,
        );
      },
      { intent, stopId },
    );
  }

  const parsed = parseForm(recurringStopFormSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
  return domainAction(
    formData,
    async () => {
      await updateRecurringStop(tenant, id, parsed.data);
      return redirectWithToast(here, "Recurring service saved. Its upcoming visits follow the new schedule.");
    },
    { intent: "save" },
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" fw={600} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Paper>
  );
}

export default function RecurringStopDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { stop, options, canManage, currency } = loaderData;
  // Every rejection carries its intent (and a move its visit); domainAction's type does not say so.
  const failed =
    actionData && !actionData.ok ? (actionData as MoveRejected & { intent?: string }) : undefined;
  const failedTab = { save: "edit", end: "end", move: "upcoming" }[String(failed?.intent)];
  const tabs = useDetailTab("overview", failedTab);
  const address = [stop.addressLine, stop.city].filter(Boolean).join(", ");
  const window = describeWindow(stop.timeWindowStart, stop.timeWindowEnd);
  const locks = [stop.lockDay ? "Day locked" : null, stop.lockTechnician ? "Technician locked" : null].filter(
    Boolean,
  );
  return (
    <>
      <PageHeader
        title={stop.schedule}
        description={
          <>
            <Group gap="xs" component="span">
              <RecurringStatusBadge ended={stop.ended} />
              <Anchor
                component={Link}
                to={`/company/customers/details/${stop.customerId}`}
                underline="always"
              >
                {stop.customerName}
              </Anchor>
            </Group>
            <Text span display="block" mt={4}>
              {address}
            </Text>
            <Text span display="block">
              Technician: {stop.technicianName ?? "not assigned"}
            </Text>
          </>
        }
      />
      {stop.ended ? (
        <Alert color="gray" mb="md" title="Ended">
          This service ended on {f.calendarDate(stop.endDate ?? stop.today)}. Its past visits keep their
          history.
        </Alert>
      ) : null}
      {stop.latitude == null ? (
        <Alert color="orange" mb="md" icon={<IconMapPinOff aria-hidden />} title="Not routable yet">
          The location has no coordinates: its visits are scheduled, but the route builder can't place them.
          Set the pin on the location's page.
        </Alert>
      ) : null}
      <Tabs key={tabs.key} defaultValue={tabs.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="upcoming">Upcoming ({stop.upcoming.length})</Tabs.Tab>
          <Tabs.Tab value="recent">Recent ({stop.recent.length})</Tabs.Tab>
          {canManage && options ? <Tabs.Tab value="edit">Edit</Tabs.Tab> : null}
          {canManage && !stop.ended ? <Tabs.Tab value="end">End service</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
            <Fact label="Schedule">{stop.schedule}</Fact>
            <Fact label="First day">{f.calendarDate(stop.startDate)}</Fact>
            <Fact label="Last day">{stop.endDate ? f.calendarDate(stop.endDate) : "Open-ended"}</Fact>
            <Fact label="Technician">{stop.technicianName ?? "Not assigned"}</Fact>
            <Fact label="Time window">{window ?? "Any time"}</Fact>
            <Fact label="Estimated time">
              {stop.estimatedMinutes
                ? `${stop.estimatedMinutes} min`
                : stop.locationMinutes
                  ? `${stop.locationMinutes} min (the location's)`
                  : "The location's usual time"}
            </Fact>
            <Fact label="Checklist">{stop.taskGroupName ?? "No checklist"}</Fact>
            <Fact label="Price">
              {stop.includedInContract
                ? "Included in contract"
                : stop.priceCents !== null
                  ? `${f.money(stop.priceCents, { currency })} per stop`
                  : "Not set"}
            </Fact>
            <Fact label="Skip dates">
              {stop.skipDates.length ? stop.skipDates.map((d) => f.calendarDate(d)).join(", ") : "None"}
            </Fact>
            <Fact label="Required skill">{stop.requiredSkill ?? "None"}</Fact>
            <Fact label="Route builder">{locks.length ? locks.join(", ") : "Free to move"}</Fact>
            <Fact label="Location">{address}</Fact>
          </SimpleGrid>
          {stop.notes ? (
            <Paper withBorder p="sm" mt="md">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                Notes
              </Text>
              <Text style={{ whiteSpace: "pre-line" }}>{stop.notes}</Text>
            </Paper>
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="upcoming">
          <VisitsTable
            visits={stop.upcoming}
            label="Upcoming visits"
            technicians={canManage && options ? options.technicians : undefined}
            today={stop.today}
            failedMove={failed?.intent === "move" ? failed : undefined}
            emptyText={
              stop.ended
                ? "No upcoming visits: the service has ended."
                : "No visit in the coming weeks (skip dates, or the first day is later)."
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="recent">
          <VisitsTable
            visits={stop.recent}
            label="Recent visits"
            today={stop.today}
            emptyText="No visits in the last eight weeks."
          />
        </Tabs.Panel>
        {canManage && options ? (
          <Tabs.Panel value="edit">
            <Text size="sm" c="dimmed" mb="sm">
              Saving moves the upcoming visits that nobody has started; finished visits never change.
            </Text>
            <RecurringStopForm
              key={String(stop.updatedAt)}
              options={options}
              stop={stop}
              actionData={failed?.intent === "save" ? failed : undefined}
              submitLabel="Save recurring service"
              cancelTo={detailUrl(stop.id)}
            />
          </Tabs.Panel>
        ) : null}
        {canManage && !stop.ended ? (
          <Tabs.Panel value="end">
            <EndService today={stop.today} failed={failed?.intent === "end" ? failed : undefined} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
      <Button component={Link} to="/company/recurringServiceStop" variant="subtle" mt="xl">
        Back to recurring stops
      </Button>
    </>
  );
}
