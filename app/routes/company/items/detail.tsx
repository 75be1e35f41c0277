import { Alert, Anchor, Badge, Button, Paper, SimpleGrid, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { DetailHeader } from "~/components/layout/detail-header";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { itemCategoryKeys } from "~/domain/operations/item-schemas";
import { getItem, setItemArchived, updateItem } from "~/domain/operations/items.server";
import { listVendorOptions } from "~/domain/operations/vendors.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { chemicalText } from "./format";
import { ItemForm } from "./item-form";
import { saveItemForm } from "./save.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "purchasing.item.title", { name: loaderData.item.name })
      : pageTitle(matches, "purchasing.item.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const item = await getItem(tenant, params.id);
    const canWrite = can(tenant, "operations:write");
    const vendors = canWrite ? await listVendorOptions(tenant, item.preferredVendorId) : [];
    return { item, vendors, canWrite, currency: tenant.currency };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const here = `/company/items/detail/${params.id}`;
  if (intent === "archive" || intent === "restore")
    return withErrorPages(async () => {
      const saved = await setItemArchived(tenant, params.id, intent === "archive");
      return redirectWithToast(here, {
        message: intent === "archive" ? "purchasing.item.archivedToast" : "purchasing.item.restoredToast",
        values: { name: saved.name },
      });
    });

  return saveItemForm(formData, async (input) => {
    const saved = await updateItem(tenant, params.id, input);
    return redirectWithToast(here, { message: "purchasing.item.saved", values: { name: saved.name } });
  });
}

export default function ItemDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { item, vendors, canWrite, currency } = loaderData;
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const editing = canWrite && (params.has("edit") || Boolean(failed));
  const here = `/company/items/detail/${item.id}`;
  const archivedBadge = item.archivedAt ? (
    <Badge color="gray" variant="outline" component="span">
      {t("purchasing.item.archivedBadge")}
    </Badge>
  ) : null;
  const money = (cents: number | null) =>
    cents === null
      ? "—"
      : t("purchasing.item.perUnit", { amount: f.money(cents, { currency }), unit: item.unit });

  if (editing) {
    return (
      <>
        <PageHeader title={t("purchasing.item.editTitle", { name: item.name })} description={archivedBadge} />
        <ItemForm
          key={item.updatedAt.toString()}
          item={item}
          vendors={vendors}
          actionData={failed}
          submitLabel={t("purchasing.item.save")}
          cancelTo={here}
          currency={currency}
        />
      </>
    );
  }

  const stock =
    item.stockQuantity === null
      ? t("purchasing.item.notTracked")
      : item.lowStockThreshold !== null
        ? t("purchasing.item.stockLowAt", {
            quantity: f.number(item.stockQuantity),
            unit: item.unit,
            low: f.number(item.lowStockThreshold),
          })
        : t("purchasing.item.stock", { quantity: f.number(item.stockQuantity), unit: item.unit });
  return (
    <>
      <DetailHeader
        title={item.name}
        badges={archivedBadge}
        edit={canWrite ? { to: "?edit", label: t("purchasing.item.edit") } : undefined}
        archive={
          canWrite
            ? {
                archived: Boolean(item.archivedAt),
                name: item.name,
                kind: "item",
                consequence: t("purchasing.item.archiveConsequence"),
              }
            : undefined
        }
      />
      {item.archivedAt ? (
        <Alert color="gray" mb="md" title={t("purchasing.item.archivedTitle")}>
          {t("purchasing.item.archivedText")}
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: "sm", sm: "lg" }} mb="md">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="lg" verticalSpacing="md">
          <Fact label={t("purchasing.item.category")}>{t(itemCategoryKeys[item.category])}</Fact>
          <Fact label={t("purchasing.item.sku")}>{item.sku ?? "—"}</Fact>
          <Fact label={t("purchasing.item.unit")}>{item.unit}</Fact>
          <Fact label={t("purchasing.item.cost")}>{money(item.costCents)}</Fact>
          <Fact label={t("purchasing.item.price")}>{money(item.priceCents)}</Fact>
          <Fact label={t("purchasing.item.billing")}>
            {t("purchasing.item.billingText", {
              billable: item.billable ? "yes" : "no",
              taxable: item.taxable ? "yes" : "no",
            })}
          </Fact>
          <Fact label={t("purchasing.item.chemical")}>
            {chemicalText(t, f, item.chemical, item.strengthPercent) ?? t("purchasing.item.notChemical")}
          </Fact>
          <Fact label={t("purchasing.item.preferredVendor")}>
            {item.preferredVendorId && item.vendorName ? (
              <Anchor component={Link} to={`/company/venders/detail/${item.preferredVendorId}`}>
                {item.vendorArchivedAt
                  ? t("purchasing.item.vendorArchived", { name: item.vendorName })
                  : item.vendorName}
              </Anchor>
            ) : (
              "—"
            )}
          </Fact>
          <Fact label={t("purchasing.item.stockOnHand")}>{stock}</Fact>
        </SimpleGrid>
      </Paper>
      {item.description ? (
        <Text mb="md" style={{ whiteSpace: "pre-line" }}>
          {item.description}
        </Text>
      ) : null}
      <Button component={Link} to="/company/items" variant="subtle" mt="md">
        {t("purchasing.item.back")}
      </Button>
    </>
  );
}
