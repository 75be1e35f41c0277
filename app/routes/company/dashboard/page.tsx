import { SimpleGrid, Stack } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { roleNameIn } from "~/components/i18n/role-words";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext, tenantContext } from "~/context";
import { companyDashboard } from "~/domain/dashboard/dashboard.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { clockState } from "../work-logs/clock.server";
import { ClockCard } from "../work-logs/clock-card";
import type { Route } from "./+types/page";
import { OverdueCard, RevenueCard } from "./money-cards";
import { SetupChecklist } from "./setup-checklist";
import { MyDayCard, TeamCard } from "./today-cards";
import { WeekCard } from "./week-card";
import { AlertsCard, EquipmentCard, EstimatesCard, JobsCard } from "./work-cards";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "office.dashboard.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

/**
 * Today at a glance for the office, the day's stops for a technician: each card is read only when the member's
 * permissions show it (domain/dashboard), so a technician's page never carries the company's money.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const user = context.get(signedInContext)!;
  const [cards, shift] = await Promise.all([
    withErrorPages(() => companyDashboard(tenant)),
    // Every member clocks themselves in and out; the card is one tap from here.
    clockState(tenant),
  ]);
  return {
    firstName: user.firstName,
    companyName: tenant.companyName,
    roleName: tenant.roleName,
    currency: tenant.currency,
    cards,
    clock: { shift },
  };
}

export default function CompanyDashboard({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { cards, currency } = loaderData;
  const today = cards.team?.date ?? cards.myDay?.date ?? cards.week?.today;
  const office = [
    cards.revenue ? <RevenueCard key="revenue" revenue={cards.revenue} currency={currency} /> : null,
    cards.overdueInvoices ? (
      <OverdueCard key="overdue" overdue={cards.overdueInvoices} currency={currency} />
    ) : null,
    cards.alerts ? <AlertsCard key="alerts" alerts={cards.alerts} /> : null,
    cards.jobs ? <JobsCard key="jobs" jobs={cards.jobs} /> : null,
    cards.jobs ? <EstimatesCard key="estimates" estimates={cards.jobs.estimatesWaiting} /> : null,
    cards.equipment ? <EquipmentCard key="equipment" equipment={cards.equipment} /> : null,
  ].filter(Boolean);
  const clock = <ClockCard shift={loaderData.clock.shift} returnTo="/company/dashboard" />;
  return (
    <>
      <PageHeader
        title={t("office.dashboard.welcome", { name: loaderData.firstName })}
        description={[
          loaderData.companyName,
          roleNameIn(t, loaderData.roleName),
          today ? t("office.dashboard.today", { date: f.calendarDate(today, "short") }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <Stack gap="md">
        {cards.team || cards.week ? (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {cards.team ? <TeamCard team={cards.team} /> : null}
            {cards.week ? <WeekCard week={cards.week} /> : null}
          </SimpleGrid>
        ) : null}
        {office.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {office}
          </SimpleGrid>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {/* A technician starts the day here: the clock, then the stops. */}
          {clock}
          {cards.myDay ? <MyDayCard day={cards.myDay} /> : null}
          {/* Once every step is done the checklist has nothing left to say. */}
          {cards.checklist?.some((step) => !step.done) ? (
            <SetupChecklist checklist={cards.checklist} />
          ) : null}
        </SimpleGrid>
      </Stack>
    </>
  );
}
