import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext } from "~/context";
import { NotFoundError } from "~/domain/errors";
import { ownerReceipt } from "~/domain/portal/invoices.server";
import { receiptFacts } from "~/server/receipt-pdf.server";
import type { Route } from "./+types/receipt";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.receipt") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** A receipt for one payment on one of the owner's invoices; anyone else's is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  try {
    const receipt = await ownerReceipt(owner, params.invoiceId, params.paymentId);
    return {
      companyName: receipt.invoice.company.name,
      label: receipt.invoice.label,
      facts: receiptFacts(receipt),
    };
  } catch (e) {
    if (e instanceof NotFoundError) throw data("Not found", { status: 404 });
    throw e;
  }
}

export default function ClientReceipt({ loaderData, params }: Route.ComponentProps) {
  const { companyName, label, facts } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("portal.receipt.title")}
        description={t("portal.receipt.description", { company: companyName, label })}
      />
      <Stack maw={560}>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {companyName}
          </Title>
          <Table aria-label={t("portal.invoice.receipt")}>
            <Table.Tbody>
              {facts.map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th scope="row" fw={500} c="dimmed">
                    {name}
                  </Table.Th>
                  <Table.Td fw={600}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed" mt="sm">
            {t("portal.receipt.thanks")}
          </Text>
        </Paper>
        <Group>
          <Button
            component="a"
            href={`/invoices/${params.invoiceId}/receipt/${params.paymentId}/pdf`}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t("portal.receipt.pdf")}
          </Button>
          <Anchor component={Link} to={`/invoices/${params.invoiceId}`}>
            {t("portal.receipt.back", { label })}
          </Anchor>
        </Group>
      </Stack>
    </>
  );
}
