import { Anchor, Box, Button, Table, Tabs, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { data, Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { formText, parseForm, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { type AgreementStatus, agreementStatuses, formatAgreementRate } from "~/core/money/agreement-status";
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
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { TemplatesPanel } from "./templates-panel";

const statusKeys = {
  draft: "money.agreementStatus.draft",
  sent: "money.agreementStatus.sent",
  accepted: "money.agreementStatus.accepted",
  declined: "money.agreementStatus.declined",
  expired: "money.agreementStatus.expired",
  ended: "money.agreementStatus.ended",
} as const satisfies Record<AgreementStatus, string>;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "money.contracts.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** Service agreements with customers (search, status filter, pages) and the company's terms templates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab") === "templates" ? "templates" : "agreements";
  return withErrorPages(async () => {
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
    return data(
      { ...rejected(formData, { form: "money.contracts.unknownAction" }), ...extra },
      { status: 400 },
    );
  if (intent === "archiveTemplate" || intent === "restoreTemplate")
    return domainAction(
      formData,
      async () => {
        const t = await setTermsTemplateArchived(tenant, templateId, intent === "archiveTemplate");
        return redirectWithToast(here, {
          message:
            intent === "archiveTemplate"
              ? "money.contracts.templateArchived"
              : "money.contracts.templateRestored",
          values: { name: t.name },
        });
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
      return redirectWithToast(here, { message: "money.contracts.templateSaved", values: { name: t.name } });
    },
    extra,
  );
}

export default function Contracts({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, query, canWrite } = loaderData;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useT();
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <PageHeader
        title={t("money.contracts.heading")}
        description={t("money.contracts.description")}
        actions={
          canWrite ? (
            <Button
              component={Link}
              to="/company/customers"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t("money.contracts.new")}
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
          <Tabs.Tab value="agreements">{t("money.contracts.agreementsTab")}</Tabs.Tab>
          <Tabs.Tab value="templates">
            {t("money.contracts.templatesTab", { count: loaderData.templates.length })}
          </Tabs.Tab>
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
  const t = useT();
  return (
    <>
      <ListToolbar
        searchLabel={t("money.contracts.search")}
        filters={[
          {
            name: "status",
            label: t("money.contracts.status"),
            options: agreementStatuses.map((s) => ({ value: s, label: t(statusKeys[s]) })),
          },
        ]}
      >
        <CustomerPicker
          selected={d.customer}
          submitOnChange
          label={t("money.contracts.customer")}
          placeholder={t("money.contracts.allCustomers")}
          style={{ flex: "0 1 240px" }}
        />
      </ListToolbar>
      {d.rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("money.contracts.noMatch")}>{t("money.contracts.noMatchText")}</EmptyState>
        ) : (
          <EmptyState
            title={t("money.contracts.empty")}
            action={
              d.canWrite ? (
                <Button component={Link} to="/company/customers" variant="light">
                  {t("money.contracts.chooseCustomer")}
                </Button>
              ) : null
            }
          >
            {t("money.contracts.emptyText")}
          </EmptyState>
        )
      ) : (
        <>
          <Box
            role="region"
            aria-label={t("money.contracts.table")}
            tabIndex={0}
            style={{ overflowX: "auto" }}
          >
            <Table striped highlightOnHover miw={820}>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader sort="number">{t("money.contracts.agreement")}</SortHeader>
                  <SortHeader sort="customer">{t("money.contracts.customer")}</SortHeader>
                  <SortHeader sort="status">{t("money.contracts.status")}</SortHeader>
                  <Table.Th ta="right">{t("money.contracts.rate")}</Table.Th>
                  <SortHeader sort="start">{t("money.contracts.starts")}</SortHeader>
                  <SortHeader sort="acceptBy">{t("money.contracts.acceptBy")}</SortHeader>
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
          <ListPagination
            total={d.total}
            page={d.query.page}
            pageSize={d.query.pageSize}
            noun={t("money.contracts.noun")}
          />
        </>
      )}
    </>
  );
}
