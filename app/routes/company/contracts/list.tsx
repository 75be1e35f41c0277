import { Anchor, Box, Button, Table, Tabs, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { data, Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { formText, parseForm, rejected } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { agreementStatuses, agreementStatusLabels, formatAgreementRate } from "~/core/money/agreement-status";
import { customerOption } from "~/domain/customers/customer-options.server";
import { termsTemplateSchema } from "~/domain/money/agreement-schemas";
import { agreementFilters, agreementSorts, listAgreements } from "~/domain/money/agreements.server";
import {
  createTermsTemplate,
  listTermsTemplates,
  setTermsTemplateArchived,
  updateTermsTemplate,
} from "~/domain/money/terms-templates.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { AgreementStatusBadge } from "../../public/agreement-view";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { TemplatesPanel } from "./templates-panel";

export const meta: Route.MetaFunction = () => [{ title: "Contracts — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** Service agreements with customers (search, status filter, pages) and the company's terms templates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab") === "templates" ? "templates" : "agreements";
  return domain(async () => {
    const query = parseListQuery(params, {
      sorts: agreementSorts,
      defaultSort: "number",
      defaultDir: "desc",
      filters: agreementFilters,
    });
    const [list, templates, archived, customer] = await Promise.all([
      listAgreements(tenant, query),
      listTermsTemplates(tenant),
      tab === "templates" ? listTermsTemplates(tenant, { archived: true }) : [],
      query.filters.customer ? customerOption(tenant, query.filters.customer) : null,
    ]);
    return {
      tab,
      query,
      ...list,
      templates,
      archived,
      customer,
      currency: tenant.currency,
      canWrite: can(tenant, "money:write"),
    };
  });
}

const templateIntents = ["createTemplate", "updateTemplate", "archiveTemplate", "restoreTemplate"] as const;

/** The terms templates' changes (the agreements themselves change on their own pages). */
export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  const templateId = formText(formData, "templateId");
  const here = "/company/contracts?tab=templates";
  const extra = { intent, templateId };
  if (!(templateIntents as readonly string[]).includes(intent))
    return data({ ...rejected(formData, { form: "Unknown action." }), ...extra }, { status: 400 });
  if (intent === "archiveTemplate" || intent === "restoreTemplate")
    return domainAction(
      formData,
      async () => {
        const t = await setTermsTemplateArchived(tenant, templateId, intent === "archiveTemplate");
        return redirectWithToast(
          here,
          `Template ${t.name} ${intent === "archiveTemplate" ? "archived" : "restored"}.`,
        );
      },
      extra,
    );
  const parsed = parseForm(termsTemplateSchema, formData);
  if (!parsed.ok) return data({ ...parsed, ...extra }, { status: 400 });
  return domainAction(
    formData,
    async () => {
      const t =
        intent === "createTemplate"
          ? await createTermsTemplate(tenant, parsed.data)
          : await updateTermsTemplate(tenant, templateId, parsed.data);
      return redirectWithToast(here, `Template ${t.name} saved.`);
    },
    extra,
  );
}

export default function Contracts({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, query, canWrite } = loaderData;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <PageHeader
        title="Contracts"
        description="Service agreements with your customers: the rate, what's included, and the pool owner's signature."
        actions={
          canWrite ? (
            <Button
              component={Link}
              to="/company/customers"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New agreement
            </Button>
          ) : null
        }
      />
      <Tabs
        value={tab}
        onChange={(v) => {
          const next = new URLSearchParams(params);
          if (v === "templates") next.set("tab", "templates");
          else next.delete("tab");
          navigate(`/company/contracts?${next}`);
        }}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="agreements">Agreements</Tabs.Tab>
          <Tabs.Tab value="templates">Terms templates ({loaderData.templates.length})</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === "templates" ? (
        <TemplatesPanel
          templates={loaderData.templates}
          archived={loaderData.archived}
          canWrite={canWrite}
          failed={failed}
        />
      ) : (
        <Agreements data={loaderData} filtered={Boolean(query.q || Object.keys(query.filters).length)} />
      )}
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function Agreements({ data: d, filtered }: { data: LoaderData; filtered: boolean }) {
  const f = useFormat();
  return (
    <>
      <ListToolbar
        searchLabel="Search agreements"
        filters={[
          {
            name: "status",
            label: "Status",
            options: agreementStatuses.map((s) => ({ value: s, label: agreementStatusLabels[s] })),
          },
        ]}
      >
        <CustomerPicker selected={d.customer} submitOnChange style={{ flex: "0 1 240px" }} />
      </ListToolbar>
      {d.rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No agreements match">Try another search, or clear the filters.</EmptyState>
        ) : (
          <EmptyState
            title="No service agreements yet"
            action={
              d.canWrite ? (
                <Button component={Link} to="/company/customers" variant="light">
                  Choose a customer to draft one
                </Button>
              ) : null
            }
          >
            An agreement puts a customer's rate, frequency and what's included in writing. Draft one from the
            customer's page (New agreement), send it, and the pool owner accepts it online.
          </EmptyState>
        )
      ) : (
        <>
          <Box
            role="region"
            aria-label="Agreements table (scrolls sideways)"
            tabIndex={0}
            style={{ overflowX: "auto" }}
          >
            <Table striped highlightOnHover miw={820}>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader sort="number">Agreement</SortHeader>
                  <SortHeader sort="customer">Customer</SortHeader>
                  <SortHeader sort="status">Status</SortHeader>
                  <Table.Th ta="right">Rate</Table.Th>
                  <SortHeader sort="start">Starts</SortHeader>
                  <SortHeader sort="acceptBy">Accept by</SortHeader>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.rows.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/company/contracts/contract/${a.id}`} fw={600}>
                        {a.label}
                      </Anchor>
                      <Text size="sm">{a.title}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/company/customers/details/${a.customerId}`}
                        underline="always"
                      >
                        {a.customerName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <AgreementStatusBadge status={a.status} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                      {formatAgreementRate(a.rateCents, a.rateInterval, d.currency)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{f.calendarDate(a.startsOn)}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {a.acceptBy ? f.calendarDate(a.acceptBy) : "—"}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <ListPagination total={d.total} page={d.query.page} pageSize={d.query.pageSize} noun="agreements" />
        </>
      )}
    </>
  );
}
