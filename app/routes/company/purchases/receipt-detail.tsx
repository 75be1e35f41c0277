import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFileTypePdf, IconPencil, IconTrash } from "@tabler/icons-react";
import { Form, Link, useSearchParams } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { lineAmountCents } from "~/core/operations/job-money";
import { lineToDraft } from "~/domain/operations/purchase-schemas";
import {
  deleteReceipt,
  getReceipt,
  receiptFormOptions,
  updateReceipt,
} from "~/domain/operations/purchases.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/receipt-detail";
import { LineWhere } from "./format";
import { ReceiptForm } from "./receipt-form";
import { saveReceiptForm } from "./save.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Receipt ${loaderData?.receipt.receiptNumber ?? ""} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    const receipt = await getReceipt(tenant, params.receiptId);
    const canWrite = can(tenant, "operations:write");
    const jobIds = receipt.lines.flatMap((l) => (l.jobId ? [l.jobId] : []));
    const options = canWrite
      ? await receiptFormOptions(tenant, jobIds)
      : { vendors: [], items: [], jobs: [] };
    return { receipt, canWrite, currency: tenant.currency, ...options };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  if (intent === "delete") {
    return domainAction(
      formData,
      async () => {
        await deleteReceipt(tenant, params.receiptId);
        return redirectWithToast("/company/purchasedItems", "Receipt deleted.");
      },
      { intent: "delete" },
    );
  }
  return saveReceiptForm(formData, async (input, file) => {
    await updateReceipt(tenant, params.receiptId, input, file ?? undefined);
    return redirectWithToast(`/company/receipts/detail/${params.receiptId}`, "Receipt saved.");
  });
}

function DeleteReceipt() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" color="red" onClick={open} leftSection={<IconTrash size={16} aria-hidden />}>
        Delete
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Delete this receipt?"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Text mb="md">The receipt and all its lines are removed. This cannot be undone.</Text>
        <Form method="post" onSubmit={close}>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" name="intent" value="delete" color="red">
              Delete receipt
            </Button>
          </Group>
        </Form>
      </Modal>
    </>
  );
}

export default function ReceiptDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { receipt, canWrite, currency, vendors, items, jobs } = loaderData;
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const editable = canWrite && !receipt.invoiced;
  const editing = editable && (params.has("edit") || (failed && failed.values.intent !== "delete"));
  const here = `/company/receipts/detail/${receipt.id}`;
  const title = receipt.receiptNumber ? `Receipt ${receipt.receiptNumber}` : "Receipt";
  const money = (cents: number) => f.money(cents, { currency });

  if (editing) {
    return (
      <>
        <PageHeader
          title={receipt.receiptNumber ? `Edit receipt ${receipt.receiptNumber}` : "Edit receipt"}
        />
        <ReceiptForm
          key={String(receipt.updatedAt)}
          initial={{
            vendorId: receipt.vendorId ?? "",
            purchasedOn: receipt.purchasedOn,
            receiptNumber: receipt.receiptNumber ?? "",
            tax: (receipt.taxCents / 100).toFixed(2),
            total: (receipt.totalCents / 100).toFixed(2),
            notes: receipt.notes,
            lines: receipt.lines.map((l) =>
              lineToDraft({ ...l, customerLabel: l.customerName ?? undefined }),
            ),
          }}
          vendors={vendors}
          items={items}
          jobs={jobs}
          actionData={failed}
          submitLabel="Save receipt"
          cancelTo={here}
          currency={currency}
          hasFile={Boolean(receipt.file)}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={`${receipt.vendorName ?? "No vendor"} · ${f.calendarDate(receipt.purchasedOn)}`}
        actions={
          editable ? (
            <Group gap="xs">
              <Button component={Link} to="?edit" leftSection={<IconPencil size={16} aria-hidden />}>
                Edit
              </Button>
              <DeleteReceipt />
            </Group>
          ) : null
        }
      />
      {failed?.errors.form ? (
        <Alert color="red" mb="md" role="alert">
          {failed.errors.form}
        </Alert>
      ) : null}
      {receipt.invoiced ? (
        <Alert color="blue" mb="md" title="Invoiced">
          A line of this receipt is on an invoice: the receipt is billed history and can no longer be changed.
        </Alert>
      ) : null}
      <Group align="flex-start" gap="lg" mb="md" wrap="wrap">
        <Paper withBorder p={{ base: "sm", sm: "lg" }} style={{ flex: "1 1 420px" }}>
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="lg" verticalSpacing="md">
            <Fact label="Vendor">{receipt.vendorName ?? "—"}</Fact>
            <Fact label="Date">{f.calendarDate(receipt.purchasedOn)}</Fact>
            <Fact label="Receipt number">{receipt.receiptNumber ?? "—"}</Fact>
            <Fact label="Bought by">{receipt.buyerName ?? "—"}</Fact>
            <Fact label="Subtotal">{money(receipt.subtotalCents)}</Fact>
            <Fact label="Tax">{money(receipt.taxCents)}</Fact>
            <Fact label="Total">{money(receipt.totalCents)}</Fact>
          </SimpleGrid>
          {receipt.notes ? (
            <Text mt="md" style={{ whiteSpace: "pre-line" }}>
              {receipt.notes}
            </Text>
          ) : null}
        </Paper>
        {receipt.file ? (
          <Paper withBorder p="sm" style={{ flex: "0 1 240px" }}>
            {receipt.file.kind === "image" ? (
              <Anchor
                href={receipt.file.url}
                target="_blank"
                rel="noreferrer"
                aria-label="Receipt photo, full size"
              >
                <Image
                  src={receipt.file.thumbnailUrl ?? receipt.file.url}
                  alt="Receipt photo"
                  radius="sm"
                  maw={220}
                />
              </Anchor>
            ) : (
              <Button
                component="a"
                href={receipt.file.url}
                target="_blank"
                variant="light"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
              >
                Receipt PDF
              </Button>
            )}
          </Paper>
        ) : null}
      </Group>
      <Title order={2} size="h4" mb="sm">
        Lines
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Unit cost</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Went to</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/company/purchasedItems/detail/${l.id}`} fw={600}>
                    {l.description}
                  </Anchor>
                  {l.returned ? (
                    <Badge ml="xs" color="orange" variant="light" size="sm">
                      returned
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{f.number(l.quantity, { maximumFractionDigits: 3 })}</Table.Td>
                <Table.Td ta="right">{money(l.unitCostCents)}</Table.Td>
                <Table.Td ta="right">{money(lineAmountCents(l.quantity, l.unitCostCents))}</Table.Td>
                <Table.Td>
                  <LineWhere line={l} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button component={Link} to="/company/purchasedItems" variant="subtle" mt="xl">
        Back to purchases
      </Button>
    </>
  );
}
