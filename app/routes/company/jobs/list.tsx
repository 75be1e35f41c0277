import {
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DateRangeFields } from "~/components/data-table/date-range-fields";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { tenantContext } from "~/context";
import { wordFor } from "~/core/i18n/word-for";
import { parseListQuery } from "~/core/listing/list-query";
import { billingStatuses, jobLabel, operationStatuses } from "~/core/operations/job-status";
import { customerOption } from "~/domain/customers/customer-options.server";
import { jobBoard, jobFilters, jobSorts, listJobs } from "~/domain/operations/job-lists.server";
import { jobTypeOptions } from "~/domain/operations/job-schemas";
import { listTechnicianOptions } from "~/domain/service/stop-lists.server";
import { can } from "~/domain/tenant.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import {
  BillingBadge,
  billingStatusKeys,
  jobTypeKeys,
  OperationBadge,
  operationStatusKeys,
} from "./job-badges";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "work.jobs.title") }];
export const ErrorBoundary = RouteErrorBoundary;

/** The office's work orders: a searchable, filterable table, or a board with a column per operation status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "board" ? "board" : "list";
  return withErrorPages(async () => {
    const query = parseListQuery(params, {
      sorts: jobSorts,
      defaultSort: "number",
      defaultDir: "desc",
      filters: jobFilters,
    });
    const [technicians, customer] = await Promise.all([
      listTechnicianOptions(tenant),
      query.filters.customer ? customerOption(tenant, query.filters.customer) : null,
    ]);
    const common = {
      query,
      technicians,
      customer,
      currency: tenant.currency,
      canCreate: can(tenant, "operations:write"),
    };
    if (view === "board")
      return { ...common, view, board: await jobBoard(tenant, query), rows: [], total: 0 };
    return { ...common, view, board: null, ...(await listJobs(tenant, query)) };
  });
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { view, query, technicians, customer, canCreate } = loaderData;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title={t("work.jobs.heading")}
        description={t("work.jobs.description")}
        actions={
          canCreate ? (
            <Button
              component={Link}
              to="/company/jobs/createNew"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t("work.jobs.new")}
            </Button>
          ) : null
        }
      />
      <SegmentedControl
        aria-label={t("work.jobs.view")}
        mb="md"
        value={view}
        onChange={(v) => {
          const next = new URLSearchParams(params);
          next.delete("page");
          if (v === "board") next.set("view", "board");
          else next.delete("view");
          navigate(`/company/jobs?${next}`);
        }}
        data={[
          { value: "list", label: t("work.jobs.viewList") },
          { value: "board", label: t("work.jobs.viewBoard") },
        ]}
      />
      <ListToolbar
        searchLabel={t("work.jobs.search")}
        filters={[
          ...(view === "list"
            ? [
                {
                  name: "operation",
                  label: t("work.jobs.status"),
                  options: operationStatuses.map((s) => ({ value: s, label: t(operationStatusKeys[s]) })),
                },
              ]
            : []),
          {
            name: "billing",
            label: t("work.jobs.billing"),
            options: billingStatuses.map((s) => ({ value: s, label: t(billingStatusKeys[s]) })),
          },
          {
            name: "type",
            label: t("work.jobs.type"),
            options: jobTypeOptions.map((o) => ({ value: o, label: t(jobTypeKeys[o]) })),
          },
          { name: "technician", label: t("work.jobs.technician"), options: technicians },
        ]}
      >
        {view === "board" ? <input type="hidden" name="view" value="board" /> : null}
        <DateRangeFields params={params} fromLabel={t("work.jobs.from")} toLabel={t("work.jobs.to")} />
        <CustomerPicker
          selected={customer}
          submitOnChange
          label={t("work.jobs.customer")}
          placeholder={t("work.jobs.allCustomers")}
          style={{ flex: "0 1 240px" }}
        />
      </ListToolbar>
      {loaderData.board ? (
        <Board columns={loaderData.board} currency={loaderData.currency} />
      ) : loaderData.rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("work.jobs.noMatch")}>{t("work.jobs.noMatchHelp")}</EmptyState>
        ) : (
          <EmptyState
            title={t("work.jobs.empty")}
            action={
              canCreate ? (
                <Button component={Link} to="/company/jobs/createNew" variant="light">
                  {t("work.jobs.create")}
                </Button>
              ) : null
            }
          >
            {t("work.jobs.emptyHelp")}
          </EmptyState>
        )
      ) : (
        <>
          <ScrollRegion label={t("work.jobs.tableLabel")} minWidth={760}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader sort="number">{t("work.jobs.job")}</SortHeader>
                  <Table.Th>{t("work.jobs.jobTitle")}</Table.Th>
                  <SortHeader sort="customer">{t("work.jobs.customer")}</SortHeader>
                  <Table.Th>{t("work.jobs.type")}</Table.Th>
                  <SortHeader sort="scheduled">{t("work.jobs.scheduled")}</SortHeader>
                  <SortHeader sort="status">{t("work.jobs.status")}</SortHeader>
                  <Table.Th ta="right">{t("work.jobs.amount")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {loaderData.rows.map((j) => (
                  <Table.Tr key={j.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/company/jobs/detail/${j.id}`} fw={600}>
                        {jobLabel(j.number)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{j.title}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/company/customers/details/${j.customerId}`}
                        underline="always"
                      >
                        {j.customerName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{wordFor(t, jobTypeKeys, j.type)}</Table.Td>
                    <Table.Td>{f.calendarDate(j.scheduledOn)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <OperationBadge status={j.operationStatus} />
                        <BillingBadge status={j.billingStatus} />
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">
                      {f.money(j.subtotalCents, { currency: loaderData.currency })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <ListPagination
            total={loaderData.total}
            page={query.page}
            pageSize={query.pageSize}
            noun={t("work.jobs.noun")}
          />
        </>
      )}
    </>
  );
}

type BoardData = NonNullable<Route.ComponentProps["loaderData"]["board"]>;

function Board({ columns, currency }: { columns: BoardData; currency: string }) {
  const f = useFormat();
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 6 }} spacing="sm">
      {columns.map((c) => (
        <Paper
          key={c.status}
          withBorder
          p="sm"
          component="section"
          aria-label={t("work.jobs.column", {
            status: wordFor(t, operationStatusKeys, c.status),
            total: c.total,
          })}
        >
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h5" tt="capitalize">
              {wordFor(t, operationStatusKeys, c.status)}
            </Title>
            <Text size="sm" c="dimmed">
              {c.total}
            </Text>
          </Group>
          <Stack gap="xs">
            {c.cards.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("work.jobs.none")}
              </Text>
            ) : null}
            {c.cards.map((j) => (
              <Card key={j.id} withBorder padding="xs">
                <Anchor component={Link} to={`/company/jobs/detail/${j.id}`} fw={600} size="sm">
                  {jobLabel(j.number)} · {j.title}
                </Anchor>
                <Text size="sm">{j.customerName}</Text>
                <Group justify="space-between" gap={4}>
                  <BillingBadge status={j.billingStatus} />
                  <Text size="xs" c="dimmed">
                    {j.scheduledOn ? f.calendarDate(j.scheduledOn) : wordFor(t, jobTypeKeys, j.type)} ·{" "}
                    {f.money(j.subtotalCents, { currency })}
                  </Text>
                </Group>
              </Card>
            ))}
            {c.total > c.cards.length ? (
              <Text size="xs" c="dimmed">
                {t("work.jobs.more", { count: c.total - c.cards.length })}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
