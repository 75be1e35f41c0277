import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { IconArrowBackUp, IconReceipt } from "@tabler/icons-react";
import { Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { lineAmountCents } from "~/core/operations/job-money";
import { getPurchasedItem, setLineReturned } from "~/domain/operations/purchases.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/line-detail";
import { LineWhere } from "./format";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "purchasing.line.title", { name: loaderData.line.description })
      : pageTitle(matches, "purchasing.line.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const line = await getPurchasedItem(tenant, params.purchaseId);
    return { line, canWrite: can(tenant, "operations:write"), currency: tenant.currency };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const returned = formData.get("returned") === "true";
  return withErrorPages(async () => {
    await setLineReturned(tenant, params.purchaseId, returned);
    return redirectWithToast(`/company/purchasedItems/detail/${params.purchaseId}`, {
      message: returned ? "purchasing.line.returnedToast" : "purchasing.line.unreturnedToast",
    });
  });
}

export default function PurchasedItemDetail({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { line, canWrite, currency } = loaderData;
  const busy = useNavigation().state === "submitting";
  const money = (cents: number) => f.money(cents, { currency });
  return (
    <>
      <PageHeader
        title={line.description}
        description={
          line.returned ? (
            <Badge color="orange" variant="light" component="span">
              {t("purchasing.line.returnedBadge")}
            </Badge>
          ) : undefined
        }
        actions={
          <Group gap="xs">
            {canWrite ? (
              <Form method="post">
                <Button
                  type="submit"
                  name="returned"
                  value={line.returned ? "false" : "true"}
                  variant="light"
                  color={line.returned ? "gray" : "orange"}
                  loading={busy}
                  leftSection={<IconArrowBackUp size={16} aria-hidden />}
                >
                  {line.returned ? t("purchasing.line.undoReturn") : t("purchasing.line.markReturned")}
                </Button>
              </Form>
            ) : null}
            <Button
              component={Link}
              to={`/company/receipts/detail/${line.purchaseId}`}
              variant="default"
              leftSection={<IconReceipt size={16} aria-hidden />}
            >
              {t("purchasing.line.viewReceipt")}
            </Button>
          </Group>
        }
      />
      <Paper withBorder p={{ base: "sm", sm: "lg" }} mb="md">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="lg" verticalSpacing="md">
          <Fact label={t("purchasing.line.catalogItem")}>
            {line.itemId && line.itemName ? (
              <Anchor component={Link} to={`/company/items/detail/${line.itemId}`}>
                {line.itemName}
              </Anchor>
            ) : (
              t("purchasing.line.freeText")
            )}
          </Fact>
          <Fact label={t("purchasing.line.quantity")}>
            {f.number(line.quantity, { maximumFractionDigits: 3 })}
          </Fact>
          <Fact label={t("purchasing.line.unitCost")}>{money(line.unitCostCents)}</Fact>
          <Fact label={t("purchasing.line.amount")}>
            {money(lineAmountCents(line.quantity, line.unitCostCents))}
          </Fact>
          <Fact label={t("purchasing.line.billable")}>
            {line.billable
              ? line.invoicedAt
                ? t("purchasing.line.yesInvoiced")
                : t("purchasing.line.yesNotInvoiced")
              : t("purchasing.line.no")}
          </Fact>
          <Fact label={t("purchasing.line.returned")}>
            {line.returned ? t("purchasing.line.yes") : t("purchasing.line.no")}
          </Fact>
          <Fact label={t("purchasing.line.wentTo")}>
            <LineWhere line={line} />
          </Fact>
          <Fact label={t("purchasing.line.receipt")}>
            <Anchor component={Link} to={`/company/receipts/detail/${line.purchaseId}`}>
              {line.receiptNumber ?? t("purchasing.line.receipt")}
            </Anchor>
            <Text size="sm" c="dimmed">
              {line.vendorName ?? t("purchasing.line.noVendor")} · {f.calendarDate(line.purchasedOn)}
            </Text>
          </Fact>
        </SimpleGrid>
      </Paper>
      <Button component={Link} to="/company/purchasedItems?tab=items" variant="subtle" mt="md">
        {t("purchasing.line.back")}
      </Button>
    </>
  );
}
