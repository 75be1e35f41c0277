import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { ArchiveButton } from "~/components/forms/archive-button";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { itemCategoryLabels } from "~/domain/operations/item-schemas";
import { getItem, setItemArchived, updateItem } from "~/domain/operations/items.server";
import { listVendorOptions } from "~/domain/operations/vendors.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { archiveOrRestore } from "../../shared/archive-action.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { chemicalText } from "./format";
import { ItemForm } from "./item-form";
import { saveItemForm } from "./save.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item.name ?? "Item"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
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
    return archiveOrRestore(intent, here, "Item", (archived) => setItemArchived(tenant, params.id, archived));

  return saveItemForm(formData, async (input) => {
    const saved = await updateItem(tenant, params.id, input);
    return redirectWithToast(here, `Item "${saved.name}" saved.`);
  });
}

export default function ItemDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { item, vendors, canWrite, currency } = loaderData;
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const editing = canWrite && (params.has("edit") || Boolean(failed));
  const here = `/company/items/detail/${item.id}`;
  const archivedBadge = item.archivedAt ? (
    <Badge color="gray" variant="outline" component="span">
      archived
    </Badge>
  ) : null;
  const money = (cents: number | null) =>
    cents === null ? "—" : `${f.money(cents, { currency })} / ${item.unit}`;

  if (editing) {
    return (
      <>
        <PageHeader title={`Edit ${item.name}`} description={archivedBadge} />
        <ItemForm
          key={item.updatedAt.toString()}
          item={item}
          vendors={vendors}
          actionData={failed}
          submitLabel="Save item"
          cancelTo={here}
          currency={currency}
        />
      </>
    );
  }

  const stock =
    item.stockQuantity === null
      ? "Not tracked"
      : `${f.number(item.stockQuantity)} ${item.unit}${
          item.lowStockThreshold !== null ? ` (low at ${f.number(item.lowStockThreshold)})` : ""
        }`;
  return (
    <>
      <PageHeader
        title={item.name}
        description={archivedBadge ?? undefined}
        actions={
          canWrite ? (
            <Group gap="xs">
              <Button component={Link} to="?edit" leftSection={<IconPencil size={16} aria-hidden />}>
                Edit
              </Button>
              <ArchiveButton
                archived={Boolean(item.archivedAt)}
                name={item.name}
                kind="item"
                consequence="The item leaves the item list and is no longer offered for doses and new work; past stops, jobs and purchases keep it."
              />
            </Group>
          ) : null
        }
      />
      {item.archivedAt ? (
        <Alert color="gray" mb="md" title="Archived">
          This item is archived: hidden from the list and from the stop screen, with its history kept.
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: "sm", sm: "lg" }} mb="md">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="lg" verticalSpacing="md">
          <Fact label="Category">{itemCategoryLabels[item.category]}</Fact>
          <Fact label="SKU">{item.sku ?? "—"}</Fact>
          <Fact label="Unit">{item.unit}</Fact>
          <Fact label="Cost">{money(item.costCents)}</Fact>
          <Fact label="Price">{money(item.priceCents)}</Fact>
          <Fact label="Billing">
            {[item.billable ? "Billable" : "Not billable", item.taxable ? "taxable" : "not taxable"].join(
              ", ",
            )}
          </Fact>
          <Fact label="Chemical">
            {chemicalText(f, item.chemical, item.strengthPercent) ?? "Not a chemical"}
          </Fact>
          <Fact label="Preferred vendor">
            {item.preferredVendorId && item.vendorName ? (
              <Anchor component={Link} to={`/company/venders/detail/${item.preferredVendorId}`}>
                {item.vendorName}
                {item.vendorArchivedAt ? " (archived)" : ""}
              </Anchor>
            ) : (
              "—"
            )}
          </Fact>
          <Fact label="Stock on hand">{stock}</Fact>
        </SimpleGrid>
      </Paper>
      {item.description ? (
        <Text mb="md" style={{ whiteSpace: "pre-line" }}>
          {item.description}
        </Text>
      ) : null}
      <Button component={Link} to="/company/items" variant="subtle" mt="md">
        Back to items
      </Button>
    </>
  );
}
