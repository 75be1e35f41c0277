import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Tabs, Text } from "@mantine/core";
import { IconMapPinOff } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { formText, parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { describeSchedule } from "~/components/i18n/recurrence-labels";
import { useDetailTab } from "~/components/layout/detail-tabs";
import { FactCard } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext, tenantContext } from "~/context";
import { addDays } from "~/core/calendar/dates";
import { companyFormat, formatterFor } from "~/core/format/format";
import { translatorFor } from "~/core/i18n/catalogs";
import { stopLabel } from "~/core/service/stop-label";
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
import { can } from "~/domain/tenant.server";
import { pageLocaleFor } from "~/server/page-locale.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { EndService } from "./end-service";
import { RecurringStopForm } from "./recurring-form";
import { RecurringStatusBadge } from "./status-badge";
import { type MoveRejected, VisitsTable } from "./visits-table";
import { describeWindow, weekdayKey } from "./wording";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: loaderData
      ? pageTitle(matches, "routing.recurring.detailTitle", { name: loaderData.stop.customerName })
      : pageTitle(matches, "routing.recurring.detailTitleNotFound"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

const detailUrl = (id: string) => `/company/recurringServiceStop/details/${id}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const stop = await getRecurringStop(tenant, params.recurringServiceStopId);
    const canManage = can(tenant, "routing:manage");
    const options = canManage ? await recurringStopFormOptions(tenant, stop.customerId) : null;
    return { stop, options, canManage, currency: tenant.currency };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  // The toasts name weekdays and dates in the reader's language.
  const page = pageLocaleFor(request, context.get(signedInContext)?.locale);
  const tr = translatorFor(page.language, page.locale);
  const f = formatterFor({ ...companyFormat(tenant), locale: page.locale });
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
        return redirectWithToast(here, {
          message: "routing.recurring.ends",
          values: { date: f.calendarDate(parsed.data.endDate), removed: sync.removed },
        });
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
          return redirectWithToast(`${here}?tab=upcoming`, {
            message: "routing.recurring.movedOne",
            values: { stop: stopLabel(visit.number), weekday: tr(weekdayKey(to)), date: f.calendarDate(to) },
          });
        const splitOn = visit.occurrenceDate ?? visit.serviceDate;
        return redirectWithToast(`${detailUrl(result.recurringStopId ?? id)}?tab=upcoming`, {
          message: "routing.recurring.split",
          values: {
            date: f.calendarDate(to),
            weekday: tr(weekdayKey(to)),
            ended: f.calendarDate(addDays(splitOn, -1)),
          },
        });
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
      return redirectWithToast(here, "routing.recurring.saved");
    },
    { intent: "save" },
  );
}

export default function RecurringStopDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { stop, options, canManage, currency } = loaderData;
  // Every rejection carries its intent (and a move its visit); domainAction's type does not say so.
  const failed =
    actionData && !actionData.ok ? (actionData as MoveRejected & { intent?: string }) : undefined;
  const failedTab = { save: "edit", end: "end", move: "upcoming" }[String(failed?.intent)];
  const tabs = useDetailTab("overview", failedTab);
  const address = [stop.addressLine, stop.city].filter(Boolean).join(", ");
  const window = describeWindow(t, stop.timeWindowStart, stop.timeWindowEnd);
  const locks = [
    stop.lockDay ? t("routing.management.dayLocked") : null,
    stop.lockTechnician ? t("routing.management.technicianLocked") : null,
  ].filter(Boolean);
  return (
    <>
      <PageHeader
        title={describeSchedule(t, stop)}
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
              {stop.technicianName
                ? t("routing.recurring.technicianLine", { name: stop.technicianName })
                : t("routing.recurring.technicianNone")}
            </Text>
          </>
        }
      />
      {stop.ended ? (
        <Alert color="gray" mb="md" title={t("routing.recurring.endedTitle")}>
          {t("routing.recurring.endedBody", { date: f.calendarDate(stop.endDate ?? stop.today) })}
        </Alert>
      ) : null}
      {stop.latitude == null ? (
        <Alert
          color="orange"
          mb="md"
          icon={<IconMapPinOff aria-hidden />}
          title={t("routing.recurring.notRoutableTitle")}
        >
          {t("routing.recurring.notRoutable")}
        </Alert>
      ) : null}
      <Tabs key={tabs.key} defaultValue={tabs.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">{t("routing.recurring.tabOverview")}</Tabs.Tab>
          <Tabs.Tab value="upcoming">
            {t("routing.recurring.tabUpcoming", { count: stop.upcoming.length })}
          </Tabs.Tab>
          <Tabs.Tab value="recent">
            {t("routing.recurring.tabRecent", { count: stop.recent.length })}
          </Tabs.Tab>
          {canManage && options ? <Tabs.Tab value="edit">{t("routing.recurring.tabEdit")}</Tabs.Tab> : null}
          {canManage && !stop.ended ? (
            <Tabs.Tab value="end">{t("routing.recurring.endService")}</Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
            <FactCard label={t("routing.recurring.schedule")}>{describeSchedule(t, stop)}</FactCard>
            <FactCard label={t("routing.recurring.firstDay")}>{f.calendarDate(stop.startDate)}</FactCard>
            <FactCard label={t("routing.recurring.lastDay")}>
              {stop.endDate ? f.calendarDate(stop.endDate) : t("routing.recurring.openEnded")}
            </FactCard>
            <FactCard label={t("routing.overview.technician")}>
              {stop.technicianName ?? t("routing.overview.notAssigned")}
            </FactCard>
            <FactCard label={t("routing.recurring.timeWindow")}>
              {window ?? t("routing.recurring.anyTime")}
            </FactCard>
            <FactCard label={t("routing.recurring.estimatedTime")}>
              {stop.estimatedMinutes
                ? t("routing.recurring.minutes", { minutes: stop.estimatedMinutes })
                : stop.locationMinutes
                  ? t("routing.recurring.locationMinutes", { minutes: stop.locationMinutes })
                  : t("routing.recurring.locationUsualTime")}
            </FactCard>
            <FactCard label={t("routing.recurring.checklist")}>
              {stop.taskGroupName ?? t("routing.recurring.noChecklist")}
            </FactCard>
            <FactCard label={t("routing.recurring.price")}>
              {stop.includedInContract
                ? t("routing.recurring.included")
                : stop.priceCents !== null
                  ? t("routing.recurring.perStop", { price: f.money(stop.priceCents, { currency }) })
                  : t("routing.recurring.notSet")}
            </FactCard>
            <FactCard label={t("routing.recurring.skipDates")}>
              {stop.skipDates.length
                ? stop.skipDates.map((d) => f.calendarDate(d)).join(", ")
                : t("routing.recurring.none")}
            </FactCard>
            <FactCard label={t("routing.recurring.requiredSkill")}>
              {stop.requiredSkill ?? t("routing.recurring.none")}
            </FactCard>
            <FactCard label={t("routing.recurring.routeBuilder")}>
              {locks.length ? locks.join(", ") : t("routing.recurring.freeToMove")}
            </FactCard>
            <FactCard label={t("routing.recurring.location")}>{address}</FactCard>
          </SimpleGrid>
          {stop.notes ? (
            <Paper withBorder p="sm" mt="md">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t("routing.recurring.notes")}
              </Text>
              <Text style={{ whiteSpace: "pre-line" }}>{stop.notes}</Text>
            </Paper>
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="upcoming">
          <VisitsTable
            visits={stop.upcoming}
            label={t("routing.recurring.upcomingVisits")}
            technicians={canManage && options ? options.technicians : undefined}
            today={stop.today}
            failedMove={failed?.intent === "move" ? failed : undefined}
            emptyText={
              stop.ended ? t("routing.recurring.noUpcomingEnded") : t("routing.recurring.noUpcoming")
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="recent">
          <VisitsTable
            visits={stop.recent}
            label={t("routing.recurring.recentVisits")}
            today={stop.today}
            emptyText={t("routing.recurring.noRecent")}
          />
        </Tabs.Panel>
        {canManage && options ? (
          <Tabs.Panel value="edit">
            <Text size="sm" c="dimmed" mb="sm">
              {t("routing.recurring.editHint")}
            </Text>
            <RecurringStopForm
              key={String(stop.updatedAt)}
              options={options}
              stop={stop}
              actionData={failed?.intent === "save" ? failed : undefined}
              submitLabel={t("routing.recurring.saveSubmit")}
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
        {t("routing.recurring.back")}
      </Button>
    </>
  );
}
