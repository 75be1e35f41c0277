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
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { billingStatuses, jobLabel, operationStatuses } from "~/core/operations/job-status";
import { customerOption } from "~/domain/customers/customer-options.server";
import { jobTypeLabels, jobTypeOptions } from "~/domain/operations/job-schemas";
import { jobBoard, jobFilters, jobSorts, listJobs } from "~/domain/operations/jobs.server";
import { listTechnicianOptions } from "~/domain/service/stops.server";
import { can } from "~/domain/tenant.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { BillingBadge, OperationBadge } from "./job-badges";

export const meta: Route.MetaFunction = () => [{ title: "Jobs — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** The office's work orders: a searchable, filterable table, or a board with a column per operation status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "board" ? "board" : "list";
  return domain(async () => {
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
  const { view, query, technicians, customer, canCreate } = loaderData;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Work orders: estimate, schedule, do the work, bill it."
        actions={
          canCreate ? (
            <Button
              component={Link}
              to="/company/jobs/createNew"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New job
            </Button>
          ) : null
        }
      />
      <SegmentedControl
        aria-label="View"
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
          { value: "list", label: "List" },
          { value: "board", label: "Board" },
        ]}
      />
      <ListToolbar
        searchLabel="Search jobs"
        filters={[
          ...(view === "list"
            ? [
                {
                  name: "operation",
                  label: "Status",
                  options: operationStatuses.map((s) => ({ value: s, label: s })),
                },
              ]
            : []),
          {
            name: "billing",
            label: "Billing",
            options: billingStatuses.map((s) => ({ value: s, label: s })),
          },
          {
            name: "type",
            label: "Type",
            options: jobTypeOptions.map((t) => ({ value: t, label: jobTypeLabels[t] })),
          },
          { name: "technician", label: "Technician", options: technicians },
        ]}
      >
        {view === "board" ? <input type="hidden" name="view" value="board" /> : null}
        <TextInput
          type="date"
          name="from"
          label="From"
          defaultValue={params.get("from") ?? ""}
          style={{ flex: "0 1 160px" }}
        />
        <TextInput
          type="date"
          name="to"
          label="To"
          defaultValue={params.get("to") ?? ""}
          style={{ flex: "0 1 160px" }}
        />
        <CustomerPicker selected={customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {loaderData.board ? (
        <Board columns={loaderData.board} currency={loaderData.currency} />
      ) : loaderData.rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No jobs match">Try another search, or clear the filters.</EmptyState>
        ) : (
          <EmptyState
            title="No jobs yet"
            action={
              canCreate ? (
                <Button component={Link} to="/company/jobs/createNew" variant="light">
                  Create a job
                </Button>
              ) : null
            }
          >
            A job is one-off work for a customer: priced, estimated, then scheduled as visits.
          </EmptyState>
        )
      ) : (
        <>
          <ScrollRegion label="Jobs table (scrolls sideways)" minWidth={760}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader sort="number">Job</SortHeader>
                  <Table.Th>Title</Table.Th>
                  <SortHeader sort="customer">Customer</SortHeader>
                  <Table.Th>Type</Table.Th>
                  <SortHeader sort="scheduled">Scheduled</SortHeader>
                  <SortHeader sort="status">Status</SortHeader>
                  <Table.Th ta="right">Amount</Table.Th>
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
                    <Table.Td>{jobTypeLabels[j.type]}</Table.Td>
                    <Table.Td>{j.scheduledOn ?? "—"}</Table.Td>
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
          <ListPagination total={loaderData.total} page={query.page} pageSize={query.pageSize} noun="jobs" />
        </>
      )}
    </>
  );
}

type BoardData = NonNullable<Route.ComponentProps["loaderData"]["board"]>;

function Board({ columns, currency }: { columns: BoardData; currency: string }) {
  const f = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 6 }} spacing="sm">
      {columns.map((c) => (
        <Paper key={c.status} withBorder p="sm" component="section" aria-label={`${c.status}: ${c.total}`}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h5" tt="capitalize">
              {c.status}
            </Title>
            <Text size="sm" c="dimmed">
              {c.total}
            </Text>
          </Group>
          <Stack gap="xs">
            {c.cards.length === 0 ? (
              <Text size="sm" c="dimmed">
                None
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
                    {j.scheduledOn ?? jobTypeLabels[j.type]} · {f.money(j.subtotalCents, { currency })}
                  </Text>
                </Group>
              </Card>
            ))}
            {c.total > c.cards.length ? (
              <Text size="xs" c="dimmed">
                and {c.total - c.cards.length} more — use the list to see them all
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
