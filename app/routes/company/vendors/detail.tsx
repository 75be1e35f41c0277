import { Alert, Anchor, Badge, Button, Paper, SimpleGrid, Table, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { DetailHeader } from "~/components/layout/detail-header";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { getVendor, setVendorArchived, updateVendor } from "~/domain/operations/vendors.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { saveVendorForm } from "./save.server";
import { VendorForm } from "./vendor-form";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "purchasing.vendor.title", { name: loaderData.vendor.name })
      : pageTitle(matches, "purchasing.vendor.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const vendor = await getVendor(tenant, params.vendorId);
    return { vendor, canWrite: can(tenant, "operations:write"), currency: tenant.currency };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const here = `/company/venders/detail/${params.vendorId}`;
  if (intent === "archive" || intent === "restore")
    return withErrorPages(async () => {
      const saved = await setVendorArchived(tenant, params.vendorId, intent === "archive");
      return redirectWithToast(here, {
        message: intent === "archive" ? "purchasing.vendor.archivedToast" : "purchasing.vendor.restoredToast",
        values: { name: saved.name },
      });
    });

  return saveVendorForm(formData, async (input) => {
    const saved = await updateVendor(tenant, params.vendorId, input);
    return redirectWithToast(here, { message: "purchasing.vendor.saved", values: { name: saved.name } });
  });
}

export default function VendorDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { vendor, canWrite, currency } = loaderData;
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const editing = canWrite && (params.has("edit") || Boolean(failed));
  const here = `/company/venders/detail/${vendor.id}`;
  const archivedBadge = vendor.archivedAt ? (
    <Badge color="gray" variant="outline" component="span">
      {t("purchasing.vendor.archivedBadge")}
    </Badge>
  ) : null;

  if (editing) {
    return (
      <>
        <PageHeader
          title={t("purchasing.vendor.editTitle", { name: vendor.name })}
          description={archivedBadge}
        />
        <VendorForm
          key={vendor.updatedAt.toString()}
          vendor={vendor}
          actionData={failed}
          submitLabel={t("purchasing.vendor.save")}
          cancelTo={here}
        />
      </>
    );
  }

  const address = [
    vendor.addressLine,
    [vendor.city, vendor.region, vendor.postalCode].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <DetailHeader
        title={vendor.name}
        badges={archivedBadge}
        edit={canWrite ? { to: "?edit", label: t("purchasing.vendor.edit") } : undefined}
        archive={
          canWrite
            ? {
                archived: Boolean(vendor.archivedAt),
                name: vendor.name,
                kind: "vendor",
                consequence: t("purchasing.vendor.archiveConsequence"),
              }
            : undefined
        }
      />
      {vendor.archivedAt ? (
        <Alert color="gray" mb="md" title={t("purchasing.vendor.archivedTitle")}>
          {t("purchasing.vendor.archivedText")}
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: "sm", sm: "lg" }} mb="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
          <Fact label={t("purchasing.vendor.contact")}>{vendor.contactName ?? "—"}</Fact>
          <Fact label={t("purchasing.vendor.phone")}>
            {vendor.phone ? (
              <Anchor href={`tel:${vendor.phone.replace(/[^\d+]/g, "")}`}>{vendor.phone}</Anchor>
            ) : (
              "—"
            )}
          </Fact>
          <Fact label={t("purchasing.vendor.email")}>
            {vendor.email ? <Anchor href={`mailto:${vendor.email}`}>{vendor.email}</Anchor> : "—"}
          </Fact>
          <Fact label={t("purchasing.vendor.address")}>{address || "—"}</Fact>
          <Fact label={t("purchasing.vendor.accountNumber")}>{vendor.accountNumber ?? "—"}</Fact>
        </SimpleGrid>
      </Paper>
      {vendor.notes ? (
        <Text mb="md" style={{ whiteSpace: "pre-line" }}>
          {vendor.notes}
        </Text>
      ) : null}
      <Title order={2} size="h4" mt="lg" mb="sm">
        {t("purchasing.vendor.history")}
      </Title>
      {vendor.purchases.length === 0 ? (
        <EmptyState title={t("purchasing.vendor.noPurchases")}>
          {t("purchasing.vendor.noPurchasesText")}
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("purchasing.vendor.date")}</Table.Th>
                <Table.Th>{t("purchasing.vendor.receipt")}</Table.Th>
                <Table.Th ta="right">{t("purchasing.vendor.total")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vendor.purchases.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{f.calendarDate(p.purchasedOn)}</Table.Td>
                  <Table.Td>{p.receiptNumber ?? "—"}</Table.Td>
                  <Table.Td ta="right">{f.money(p.totalCents, { currency })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Button component={Link} to="/company/venders" variant="subtle" mt="xl">
        {t("purchasing.vendor.back")}
      </Button>
    </>
  );
}
