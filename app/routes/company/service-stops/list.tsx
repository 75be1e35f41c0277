import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { IconDog, IconKey, IconPlus } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { DateRangeFields } from "~/components/data-table/date-range-fields";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { isValidDate } from "~/core/equipment/service";
import { wordFor } from "~/core/i18n/word-for";
import { parseListQuery } from "~/core/listing/list-query";
import { stopStatuses } from "~/core/service/statuses";
import { stopLabel } from "~/core/service/stop-label";
import { customerOption } from "~/domain/customers/customer-options.server";
import { nextTechnicianDay } from "~/domain/service/field-day.server";
import {
  companyToday,
  listServiceStops,
  listTechnicianDay,
  listTechnicianOptions,
  stopFilters,
  stopSorts,
} from "~/domain/service/stop-lists.server";
import { contractedStopsForTechnician } from "~/domain/team/contracted-stops.server";
import { can } from "~/domain/tenant.server";
import { DeviceCopyNotice } from "~/field/device-copy-notice";
import { dayKeyFor, dayPageKey, rememberMyDay, serverOrDevice } from "~/field/field-pages";
import { FieldStatus } from "~/field/field-status";
import { pendingStatus } from "~/field/pending";
import { useOutbox } from "~/field/use-field";
import { useKeepDayOnDevice } from "~/field/use-keep-day";
import { withErrorPages } from "../../shared/domain-errors.server";
import { ContractStopCards } from "../recurring-labor-contracts/contract-stop-cards";
import type { Route } from "./+types/list";
import { StopStatusBadge, stopStatusKeys } from "./status-badge";
import { wetFingers } from "./wet-fingers";

/**
 * The office's customer filter is Mantine's Select, with its popover and floating layer (~100 KB of script) that
 * nothing else on My day uses. Loaded with the office's view only, it stays out of the first chunk every page loads
 * (vite.config.ts, scripts/field-mantine.ts): a technician's phone parses less on each open.
 */
const CustomerPicker = lazy(() =>
  import("~/components/forms/customer-picker").then((module) => ({ default: module.CustomerPicker })),
);

export const meta: Route.MetaFunction = () => [{ title: "Service Stops — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/**
 * Two views of the same stops: "day" — one technician's stops for one date in route order, as cards a phone can
 * tap (the default for technicians) — and "all" — the office's searchable, filterable table.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const isTechnician = can(tenant, "operations:work") && !can(tenant, "operations:write");
  const view = params.get("view") ?? (isTechnician ? "day" : "all");
  const today = companyToday(tenant);
  return withErrorPages(async () => {
    const technicians = can(tenant, "operations:read") ? await listTechnicianOptions(tenant) : [];
    if (view === "day") {
      const dateParam = params.get("date");
      const date = dateParam && isValidDate(dateParam) ? dateParam : today;
      const technicianParam = params.get("technician");
      const technicianId =
        technicianParam && technicians.some((t) => t.value === technicianParam)
          ? technicianParam
          : tenant.memberId;
      const stops = await listTechnicianDay(tenant, technicianId, date);
      // Stops other companies subcontracted to this technician (labor contracts), with only what they share.
      const contractStops = await contractedStopsForTechnician(tenant, technicianId, date);
      return {
        // The phone keeps this day and the next one with stops, to work them without signal (app/field).
        nextDay: await nextTechnicianDay(tenant, technicianId, date),
        contractStops,
        canSeeContracts: can(tenant, "team:read"),
        view: "day" as const,
        date,
        today,
        technicianId,
        technicians,
        stops,
        canCreate: can(tenant, "operations:write"),
      };
    }
    const query = parseListQuery(params, { sorts: stopSorts, defaultSort: "date", filters: stopFilters });
    const customer = query.filters.customer ? await customerOption(tenant, query.filters.customer) : null;
    return {
      view: "all" as const,
      ...(await listServiceStops(tenant, query)),
      query,
      customer,
      today,
      technicians,
      canCreate: can(tenant, "operations:write"),
    };
  });
}

/**
 * My day offline: the copy the phone saved when it last opened this day online (app/field). The office's table is
 * not kept.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return serverOrDevice(serverLoader, {
    saveAs: (data) => {
      if (data.view !== "day") return null;
      if (!url.searchParams.has("technician") && !url.searchParams.has("date"))
        void rememberMyDay(data.technicianId, data.today);
      return dayPageKey(data.technicianId, data.date);
    },
    readFrom: () => dayKeyFor(url),
  });
}

export default function ServiceStops({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // My day is the technician's screen at the pool: targets for wet fingers (the office's table keeps its size).
  return (
    <div className={loaderData.view === "day" ? wetFingers : undefined}>
      <PageHeader
        title={t("field.list.title")}
        description={t("field.list.description")}
        actions={
          loaderData.canCreate ? (
            <Button
              component={Link}
              to="/company/serviceStops/createNew/adHoc"
              leftSection={<IconPlus size={16} />}
            >
              {t("field.list.new")}
            </Button>
          ) : null
        }
      />
      <ViewSwitch view={loaderData.view} />
      {loaderData.view === "day" ? <DayView {...loaderData} /> : <AllStops {...loaderData} />}
    </div>
  );
}

/**
 * My day or every stop: two links, so a tap works before the page's code has loaded. (Mantine's SegmentedControl
 * measured its moving indicator with a forced layout on every open of My day, on a technician's slow phone.)
 */
function ViewSwitch({ view }: { view: "day" | "all" }) {
  const t = useT();
  const views = [
    { value: "day", label: t("field.list.myDay") },
    { value: "all", label: t("field.list.allStops") },
  ] as const;
  return (
    <nav aria-label={t("field.list.view")} style={{ marginBottom: "var(--mantine-spacing-md)" }}>
      <Button.Group>
        {views.map((v) => (
          <Button
            key={v.value}
            component={Link}
            to={`/company/serviceStops?view=${v.value}`}
            variant={v.value === view ? "filled" : "default"}
            aria-current={v.value === view ? "page" : undefined}
          >
            {v.label}
          </Button>
        ))}
      </Button.Group>
    </nav>
  );
}

type DayData = Extract<Route.ComponentProps["loaderData"], { view: "day" }>;
type AllData = Extract<Route.ComponentProps["loaderData"], { view: "all" }>;

function DayView(data: DayData) {
  const { date, today, technicianId, technicians, contractStops, canSeeContracts } = data;
  const t = useT();
  // The day as this phone knows it: a stop finished offline shows finished, waiting to be sent.
  const outbox = useOutbox();
  const stops = data.stops.map((s) => ({
    ...s,
    waiting: pendingStatus(outbox, s.id),
    status: pendingStatus(outbox, s.id) ?? s.status,
  }));
  const done = stops.filter((s) => s.status === "finished" || s.status === "skipped").length;
  useKeepDayOnDevice(data);
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <FieldStatus />
      </Group>
      <DeviceCopyNotice data={data} />
      <Form method="get">
        <input type="hidden" name="view" value="day" />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            name="date"
            label={t("field.day.date")}
            defaultValue={date}
            style={{ flex: "0 1 180px" }}
          />
          {technicians.length > 1 ? (
            <NativeSelect
              name="technician"
              label={t("field.day.technician")}
              defaultValue={technicianId}
              data={technicians}
              style={{ flex: "0 1 220px" }}
            />
          ) : null}
          <Button type="submit" variant="default">
            {t("field.day.show")}
          </Button>
        </Group>
      </Form>
      <Text size="sm" c="dimmed">
        {t("field.day.summary", {
          isToday: date === today ? "yes" : "no",
          date,
          count: stops.length,
          done,
        })}
      </Text>
      {stops.length === 0 ? (
        <EmptyState title={date === today ? t("field.day.emptyToday") : t("field.day.emptyDate")}>
          {t("field.day.emptyBody")}
        </EmptyState>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {stops.map((s, i) => (
            <Card key={s.id} withBorder padding="md" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Anchor component={Link} to={`/company/serviceStops/detail/${s.id}`} fw={700} size="lg">
                    {i + 1}. {s.customerName}
                  </Anchor>
                  <Text size="sm">
                    {s.addressLine}, {s.city}
                  </Text>
                </div>
                <Stack gap={4} align="flex-end">
                  <StopStatusBadge status={s.status} />
                  {s.waiting ? (
                    <Badge color="orange" variant="outline" size="sm">
                      {t("field.sync.pending")}
                    </Badge>
                  ) : null}
                </Stack>
              </Group>
              <Group gap="md" mt="xs">
                {s.gateCode ? (
                  <Text size="sm">
                    <IconKey size={14} aria-hidden /> {t("field.place.gateCode")}{" "}
                    <strong>{s.gateCode}</strong>
                  </Text>
                ) : null}
                {s.dogName ? (
                  <Text size="sm">
                    <IconDog size={14} aria-hidden /> {t("field.place.dog")} <strong>{s.dogName}</strong>
                  </Text>
                ) : null}
              </Group>
              {s.accessNotes ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {s.accessNotes}
                </Text>
              ) : null}
              {s.description ? (
                <Text size="sm" mt={4}>
                  {s.description}
                </Text>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
      <ContractStopCards stops={contractStops} canSeeContracts={canSeeContracts} />
    </Stack>
  );
}

function AllStops({ rows, total, query, customer, technicians }: AllData) {
  const [params] = useSearchParams();
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  const t = useT();
  const f = useFormat();
  return (
    <>
      <ListToolbar
        searchLabel={t("field.all.search")}
        filters={[
          {
            name: "status",
            label: t("field.all.status"),
            options: stopStatuses.map((s) => ({ value: s, label: wordFor(t, stopStatusKeys, s) })),
          },
          {
            name: "technician",
            label: t("field.all.technician"),
            options: [{ value: "none", label: t("field.all.unassignedOption") }, ...technicians],
          },
        ]}
      >
        <input type="hidden" name="view" value="all" />
        <DateRangeFields params={params} fromLabel={t("field.all.from")} toLabel={t("field.all.to")} />
        <Suspense fallback={<div style={{ flex: "0 1 240px" }} />}>
          <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
        </Suspense>
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("field.all.noMatch")}>{t("field.all.noMatchBody")}</EmptyState>
        ) : (
          <EmptyState
            title={t("field.all.none")}
            action={
              <Button component={Link} to="/company/serviceStops/createNew/adHoc" variant="light">
                {t("field.all.schedule")}
              </Button>
            }
          >
            {t("field.all.noneBody")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="number">{t("field.all.stop")}</SortHeader>
                <SortHeader sort="date">{t("field.all.date")}</SortHeader>
                <SortHeader sort="customer">{t("field.all.customer")}</SortHeader>
                <Table.Th>{t("field.all.address")}</Table.Th>
                <Table.Th>{t("field.all.technician")}</Table.Th>
                <SortHeader sort="status">{t("field.all.status")}</SortHeader>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/serviceStops/detail/${s.id}`} fw={600}>
                      {stopLabel(s.number)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{f.calendarDate(s.serviceDate)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/company/customers/details/${s.customerId}`}
                      underline="always"
                    >
                      {s.customerName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {s.address}, {s.city}
                  </Table.Td>
                  <Table.Td>
                    {s.technicianName ?? <Badge variant="outline">{t("field.all.unassigned")}</Badge>}
                  </Table.Td>
                  <Table.Td>
                    <StopStatusBadge status={s.status} skipReason={s.skipReason} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("builder.nouns.stops")}
      />
    </>
  );
}
