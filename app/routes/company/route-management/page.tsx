import { Alert, Anchor, Button, Group, SegmentedControl, TextInput } from "@mantine/core";
import { Form, Link, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { isValidDate } from "~/core/equipment/service";
import { dayRoutes } from "~/domain/routing/day-routes.server";
import { standingWeek } from "~/domain/routing/standing-routes.server";
import { can } from "~/domain/tenant.server";
import { todayIn } from "~/domain/water/schemas";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/page";
import { routeManagementAction } from "./action.server";
import { DayBoard } from "./day-board";
import { StandingBoard } from "./standing-board";

export const meta: Route.MetaFunction = () => [{ title: "Route Management — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** `?date=YYYY-MM-DD` shows one date; otherwise the standing (weekly) routes, on `?weekday=` or today's weekday. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const today = todayIn(tenant.timeZone);
  const canManage = can(tenant, "routing:write");
  const loadedAt = Date.now();
  return domain(async () => {
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
  const data = loaderData;
  const empty = data.mode === "standing" && Object.keys(data.week.stops).length === 0;
  const badDate = data.mode === "date" ? data.badDate : null;
  return (
    <>
      <PageHeader
        title="Route Management"
        description="The standing order of each technician's recurring stops per weekday, and one-time changes for a date."
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SegmentedControl
          aria-label="Routes to show"
          value={data.mode}
          onChange={(v) => navigate(v === "date" ? `?date=${data.today}` : "?")}
          data={[
            { value: "standing", label: "Standing routes" },
            { value: "date", label: "One date" },
          ]}
        />
        {data.mode === "date" ? (
          <Form method="get">
            <Group gap="xs" align="flex-end">
              <TextInput
                type="date"
                name="date"
                label="Date"
                defaultValue={data.day.date}
                key={data.day.date}
                required
              />
              <Button type="submit" variant="default">
                Show
              </Button>
            </Group>
          </Form>
        ) : null}
      </Group>
      {badDate ? (
        <Alert color="orange" mb="md" title="Not a date">
          “{badDate}” is not a valid date: showing today instead.
        </Alert>
      ) : null}
      {empty ? (
        <EmptyState
          title="No recurring stops yet"
          action={
            <Group justify="center">
              <Button component={Link} to="/company/recurringServiceStop">
                Recurring service stops
              </Button>
              <Button component={Link} to="/company/customers" variant="default">
                Customers
              </Button>
            </Group>
          }
        >
          Standing routes are made of recurring service: a customer's pool visited every week on set days. Set
          up recurring service from a customer's page (or the{" "}
          <Anchor component={Link} to="/company/recurringServiceStop" inherit>
            recurring service stops
          </Anchor>{" "}
          list), then arrange each technician's days here.
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
