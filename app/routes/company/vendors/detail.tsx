import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Table, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { ArchiveButton } from "~/components/forms/archive-button";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { getVendor, setVendorArchived, updateVendor } from "~/domain/operations/vendors.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { archiveOrRestore } from "../../shared/archive-action.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { saveVendorForm } from "./save.server";
import { VendorForm } from "./vendor-form";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.vendor.name ?? "Vendor"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
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
    return archiveOrRestore(intent, here, "Vendor", (archived) =>
      setVendorArchived(tenant, params.vendorId, archived),
    );

  return saveVendorForm(formData, async (input) => {
    const saved = await updateVendor(tenant, params.vendorId, input);
    return redirectWithToast(here, `Vendor "${saved.name}" saved.`);
  });
}

export default function VendorDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { vendor, canWrite, currency } = loaderData;
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const editing = canWrite && (params.has("edit") || Boolean(failed));
  const here = `/company/venders/detail/${vendor.id}`;
  const archivedBadge = vendor.archivedAt ? (
    <Badge color="gray" variant="outline" component="span">
      archived
    </Badge>
  ) : null;

  if (editing) {
    return (
      <>
        <PageHeader title={`Edit ${vendor.name}`} description={archivedBadge} />
        <VendorForm
          key={vendor.updatedAt.toString()}
          vendor={vendor}
          actionData={failed}
          submitLabel="Save vendor"
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
      <PageHeader
        title={vendor.name}
        description={archivedBadge ?? undefined}
        actions={
          canWrite ? (
            <Group gap="xs">
              <Button component={Link} to="?edit" leftSection={<IconPencil size={16} aria-hidden />}>
                Edit
              </Button>
              <ArchiveButton
                archived={Boolean(vendor.archivedAt)}
                name={vendor.name}
                kind="vendor"
                consequence="The vendor leaves the vendor list and can no longer be chosen for items; items and receipts that name it keep it."
              />
            </Group>
          ) : null
        }
      />
      {vendor.archivedAt ? (
        <Alert color="gray" mb="md" title="Archived">
          This vendor is archived: hidden from the list and from pickers, with its purchases kept.
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: "sm", sm: "lg" }} mb="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
          <Fact label="Contact">{vendor.contactName ?? "—"}</Fact>
          <Fact label="Phone">
            {vendor.phone ? (
              <Anchor href={`tel:${vendor.phone.replace(/[^\d+]/g, "")}`}>{vendor.phone}</Anchor>
            ) : (
              "—"
            )}
          </Fact>
          <Fact label="E-mail">
            {vendor.email ? <Anchor href={`mailto:${vendor.email}`}>{vendor.email}</Anchor> : "—"}
          </Fact>
          <Fact label="Address">{address || "—"}</Fact>
          <Fact label="Account number">{vendor.accountNumber ?? "—"}</Fact>
        </SimpleGrid>
      </Paper>
      {vendor.notes ? (
        <Text mb="md" style={{ whiteSpace: "pre-line" }}>
          {vendor.notes}
        </Text>
      ) : null}
      <Title order={2} size="h4" mt="lg" mb="sm">
        Purchase history
      </Title>
      {vendor.purchases.length === 0 ? (
        <EmptyState title="No purchases yet">
          Receipts from this vendor show up here once they are recorded under purchased items.
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Receipt</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
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
        Back to vendors
      </Button>
    </>
  );
}
