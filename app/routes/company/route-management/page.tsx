import { Alert, Anchor, Button, Group, SegmentedControl, TextInput } from "@mantine/core";
import { Form, Link, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { todayIn } from "~/core/calendar/dates";
import { isValidDate } from "~/core/equipment/service";
import { dayRoutes } from "~/domain/routing/day-routes.server";
import { standingWeek } from "~/domain/routing/standing-routes.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/page";
import { routeManagementAction } from "./action.server";
import { DayBoard } from "./day-board";
import { StandingBoard } from "./standing-board";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "routing.management.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** `?date=YYYY-MM-DD` shows one date; otherwise the standing (weekly) routes, on `?weekday=` or today's weekday. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const today = todayIn(tenant.timeZone);
  const canManage = can(tenant, "routing:write");
  const loadedAt = Date.now();
  return withErrorPages(async () => {
    const dateParam = params.get("date");
    if (dateParam !== null) {
      const valid = isValidDate(dateParam);
      const day = await dayRoutes(tenant, valid ? dateParam : today);
      return {
        mode: "date" as const,
        day,
        today,
        badDate: valid || dateParam === "" ? null : dateParam,
        canManage,
        loadedAt,
      };
    }
    const week = await standingWeek(tenant);
    const asked = Number(params.get("weekday") ?? Number.NaN);
    const weekday = Number.isInteger(asked) && asked >= 0 && asked <= 6 ? asked : weekdayOf(today);
    return { mode: "standing" as const, week, weekday, today, canManage, loadedAt };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  return routeManagementAction(tenant, await request.formData());
}

/**
 * The unsaved board lives in the page: an optimized order (not saved), a refused save and a change of weekday tab
 * must not reload the data under it.
 */
export function shouldRevalidate({
  formData,
  actionResult,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "optimize") return false;
  if (actionResult && typeof actionResult === "object" && actionResult.ok === false) return false;
  if (
    !formData &&
    currentUrl.pathname === nextUrl.pathname &&
    !currentUrl.searchParams.has("date") &&
    !nextUrl.searchParams.has("date")
  )
    return false;
  return defaultShouldRevalidate;
}

export default function RouteManagement({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const t = useT();
  const data = loaderData;
  const empty = data.mode === "standing" && Object.keys(data.week.stops).length === 0;
  const badDate = data.mode === "date" ? data.badDate : null;
  return (
    <>
      <PageHeader title={t("routing.management.heading")} description={t("routing.management.description")} />
      <Group mb="md" gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={t("routing.management.modeLabel")}
          value={data.mode}
          onChange={(v) => navigate(v === "date" ? `?date=${data.today}` : "?")}
          data={[
            { value: "standing", label: t("routing.management.standing") },
            { value: "date", label: t("routing.management.oneDate") },
          ]}
        />
        {data.mode === "date" ? (
          <Form method="get">
            <Group gap="xs" align="flex-end">
              <TextInput
                type="date"
                name="date"
                label={t("routing.dashboard.date")}
                defaultValue={data.day.date}
                key={data.day.date}
                required
              />
              <Button type="submit" variant="default">
                {t("routing.dashboard.show")}
              </Button>
            </Group>
          </Form>
        ) : null}
      </Group>
      {badDate ? (
        <Alert color="orange" mb="md" title={t("routing.management.badDateTitle")}>
          {t("routing.management.badDate", { date: badDate })}
        </Alert>
      ) : null}
      {empty ? (
        <EmptyState
          title={t("routing.management.emptyTitle")}
          action={
            <Group justify="center">
              <Button component={Link} to="/company/recurringServiceStop">
                {t("routing.management.recurringLink")}
              </Button>
              <Button component={Link} to="/company/customers" variant="default">
                {t("routing.management.customersLink")}
              </Button>
            </Group>
          }
        >
          <Rich
            k="routing.management.emptyBody"
            values={{
              link: (chunks) => (
                <Anchor component={Link} to="/company/recurringServiceStop" inherit>
                  {chunks}
                </Anchor>
              ),
            }}
          />
        </EmptyState>
      ) : data.mode === "standing" ? (
        <StandingBoard
          key={data.loadedAt}
          week={data.week}
          initialWeekday={data.weekday}
          canManage={data.canManage}
        />
      ) : (
        <DayBoard key={data.loadedAt} day={data.day} canManage={data.canManage} />
      )}
    </>
  );
}
