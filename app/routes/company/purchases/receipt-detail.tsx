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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
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
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/receipt-detail";
import { LineWhere } from "./format";
import { ReceiptForm } from "./receipt-form";
import { saveReceiptForm } from "./save.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(matches, "purchasing.receipt.title", {
      number: loaderData?.receipt.receiptNumber ?? "",
    }),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
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
        return redirectWithToast("/company/purchasedItems", { message: "purchasing.receipt.deleted" });
      },
      { intent: "delete" },
    );
  }
  return saveReceiptForm(formData, async (input, file) => {
    await updateReceipt(tenant, params.receiptId, input, file ?? undefined);
    return redirectWithToast(`/company/receipts/detail/${params.receiptId}`, {
      message: "purchasing.receipt.saved",
    });
  });
}

function DeleteReceipt() {
  const [opened, { open, close }] = useDisclosure(false);
  const t = useT();
  return (
    <>
      <Button variant="light" color="red" onClick={open} leftSection={<IconTrash size={16} aria-hidden />}>
        {t("purchasing.receipt.delete")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("purchasing.receipt.deleteTitle")}
        closeButtonProps={{ "aria-label": t("common.confirm.close") }}
      >
        <Text mb="md">{t("purchasing.receipt.deleteText")}</Text>
        <Form method="post" onSubmit={close}>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("common.confirm.cancel")}
            </Button>
            <Button type="submit" name="intent" value="delete" color="red">
              {t("purchasing.receipt.deleteConfirm")}
            </Button>
          </Group>
        </Form>
      </Modal>
    </>
  );
}

export default function ReceiptDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { receipt, canWrite, currency, vendors, items, jobs } = loaderData;
  const [params] = useSearchParams();
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const editable = canWrite && !receipt.invoiced;
  const editing = editable && (params.has("edit") || (failed && failed.values.intent !== "delete"));
  const here = `/company/receipts/detail/${receipt.id}`;
  const title = receipt.receiptNumber
    ? t("purchasing.receipt.heading", { number: receipt.receiptNumber })
    : t("purchasing.receipt.headingNoNumber");
  const money = (cents: number) => f.money(cents, { currency });

  if (editing) {
    return (
      <>
        <PageHeader
          title={
            receipt.receiptNumber
              ? t("purchasing.receipt.editTitle", { number: receipt.receiptNumber })
              : t("purchasing.receipt.editTitleNoNumber")
          }
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
          submitLabel={t("purchasing.receipt.save")}
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
        description={`${receipt.vendorName ?? t("purchasing.receipt.noVendor")} · ${f.calendarDate(receipt.purchasedOn)}`}
        actions={
          editable ? (
            <Group gap="xs">
              <Button component={Link} to="?edit" leftSection={<IconPencil size={16} aria-hidden />}>
                {t("purchasing.receipt.edit")}
              </Button>
              <DeleteReceipt />
            </Group>
          ) : null
        }
      />
      {failed?.errors.form ? (
        <Alert color="red" mb="md" role="alert">
          {t.text(failed.errors.form)}
        </Alert>
      ) : null}
      {receipt.invoiced ? (
        <Alert color="blue" mb="md" title={t("purchasing.receipt.invoicedTitle")}>
          {t("purchasing.receipt.invoicedText")}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="lg" mb="md" wrap="wrap">
        <Paper withBorder p={{ base: "sm", sm: "lg" }} style={{ flex: "1 1 420px" }}>
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="lg" verticalSpacing="md">
            <Fact label={t("purchasing.receipt.vendor")}>{receipt.vendorName ?? "—"}</Fact>
            <Fact label={t("purchasing.receipt.date")}>{f.calendarDate(receipt.purchasedOn)}</Fact>
            <Fact label={t("purchasing.receipt.number")}>{receipt.receiptNumber ?? "—"}</Fact>
            <Fact label={t("purchasing.receipt.boughtBy")}>{receipt.buyerName ?? "—"}</Fact>
            <Fact label={t("purchasing.receipt.subtotal")}>{money(receipt.subtotalCents)}</Fact>
            <Fact label={t("purchasing.receipt.tax")}>{money(receipt.taxCents)}</Fact>
            <Fact label={t("purchasing.receipt.total")}>{money(receipt.totalCents)}</Fact>
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
                aria-label={t("purchasing.receipt.photoFull")}
              >
                <Image
                  src={receipt.file.thumbnailUrl ?? receipt.file.url}
                  alt={t("purchasing.receipt.photo")}
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
                {t("purchasing.receipt.pdf")}
              </Button>
            )}
          </Paper>
        ) : null}
      </Group>
      <Title order={2} size="h4" mb="sm">
        {t("purchasing.receipt.lines")}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("purchasing.receipt.item")}</Table.Th>
              <Table.Th ta="right">{t("purchasing.receipt.qty")}</Table.Th>
              <Table.Th ta="right">{t("purchasing.receipt.unitCost")}</Table.Th>
              <Table.Th ta="right">{t("purchasing.receipt.amount")}</Table.Th>
              <Table.Th>{t("purchasing.receipt.wentTo")}</Table.Th>
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
                      {t("purchasing.receipt.returnedBadge")}
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
        {t("purchasing.receipt.back")}
      </Button>
    </>
  );
}
