import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconRosette } from "@tabler/icons-react";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { getSeller } from "~/domain/platform/sellers.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { adminOf } from "../admin.server";
import { auditActionWords } from "../audit-labels";
import { statusColor, statusWord } from "../format";
import { ReasonActionButton } from "../reason-action";
import type { Route } from "./+types/detail";
import { companyAction } from "./actions.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "admin.seller.title", { name: loaderData.company.name })
      : pageTitle(matches, "admin.seller.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  return withErrorPages(() => getSeller(admin, params.companyId));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return companyAction(await adminOf(context), request, `/seller/${params.companyId}`);
}

type Seller = Route.ComponentProps["loaderData"];

export default function SellerDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { company: c, owner } = loaderData;
  return (
    <>
      <PageHeader
        title={c.name}
        description={
          <Group gap="xs" component="span">
            {/* Spans: the header writes its description inside a paragraph (a div there breaks hydration). */}
            <Badge variant="light" color={statusColor[c.status]} component="span">
              {statusWord(t, c.status)}
            </Badge>
            {c.verified ? (
              <Badge color="blue" leftSection={<IconRosette size={12} aria-hidden />} component="span">
                {t("admin.seller.verified")}
              </Badge>
            ) : null}
            <Text span size="sm" c="dimmed">
              {t("admin.seller.joined", { date: f.date(c.createdAt) })}
            </Text>
          </Group>
        }
        actions={<Actions seller={loaderData} />}
      />
      <Stack gap="lg" maw={1000}>
        <FormError message={actionData?.errors.form} />
        {c.status === "deactivated" ? (
          <Alert color="red" title={t("admin.seller.deactivated")}>
            {t("admin.seller.deactivatedText", {
              since: c.deactivatedAt ? f.dateTime(c.deactivatedAt) : "none",
              reason: c.reason || "—",
            })}
          </Alert>
        ) : c.reason ? (
          <Alert color="yellow" title={t("admin.seller.listingRejected")}>
            {c.reason}
          </Alert>
        ) : null}
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            <Fact label={t("admin.seller.owner")}>{owner ? `${owner.name} (${owner.email})` : "—"}</Fact>
            <Fact label={t("admin.seller.email")}>{c.email ?? "—"}</Fact>
            <Fact label={t("admin.seller.phone")}>{c.phone ?? "—"}</Fact>
            <Fact label={t("admin.seller.address")}>
              {[c.addressLine, c.city, c.region, c.postalCode].filter(Boolean).join(", ") || "—"}
            </Fact>
            <Fact label={t("admin.seller.members")}>{loaderData.members}</Fact>
            <Fact label={t("admin.seller.customers")}>{loaderData.customers}</Fact>
            <Fact label={t("admin.seller.website")}>{c.website ?? "—"}</Fact>
            <Fact label={t("admin.seller.publicPage")}>
              {c.status === "active" ? (
                <Anchor component={Link} to={`/pool-companies/${c.id}`}>
                  {t("admin.seller.openPublicPage")}
                </Anchor>
              ) : (
                t("admin.seller.hidden")
              )}
            </Fact>
          </SimpleGrid>
        </Paper>
        <Subscriptions seller={loaderData} />
        <Verifications seller={loaderData} />
        <History seller={loaderData} />
      </Stack>
    </>
  );
}

function Actions({ seller }: { seller: Seller }) {
  const c = seller.company;
  const fields = { companyId: c.id };
  const t = useT();
  return (
    <Group gap="xs">
      {c.status === "pending" ? (
        <ConfirmActionButton
          label={t("admin.seller.approveListing")}
          title={t("admin.seller.listTitle", { name: c.name })}
          confirmLabel={t("admin.seller.approve")}
          intent="approve"
          fields={fields}
          color="teal"
        >
          {t("admin.seller.listText")}
        </ConfirmActionButton>
      ) : null}
      {c.status === "pending" && !c.reason ? (
        <ReasonActionButton
          label={t("admin.seller.rejectListing")}
          title={t("admin.seller.rejectTitle", { name: c.name })}
          confirmLabel={t("admin.seller.reject")}
          intent="reject"
          fields={fields}
        >
          {t("admin.seller.rejectText")}
        </ReasonActionButton>
      ) : null}
      {c.verified ? (
        <ConfirmActionButton
          label={t("admin.seller.removeVerification")}
          title={t("admin.seller.unverifyTitle", { name: c.name })}
          confirmLabel={t("admin.seller.remove")}
          intent="unverify"
          fields={fields}
        >
          {t("admin.seller.unverifyText")}
        </ConfirmActionButton>
      ) : (
        <ConfirmActionButton
          label={t("admin.seller.verify")}
          title={t("admin.seller.verifyTitle", { name: c.name })}
          confirmLabel={t("admin.seller.verify")}
          intent="verify"
          fields={fields}
          color="blue"
        >
          {t("admin.seller.verifyText")}
        </ConfirmActionButton>
      )}
      {c.status === "deactivated" ? (
        <ConfirmActionButton
          label={t("admin.seller.reactivate")}
          title={t("admin.seller.reactivateTitle", { name: c.name })}
          confirmLabel={t("admin.seller.reactivate")}
          intent="reactivate"
          fields={fields}
          color="teal"
        >
          {t("admin.seller.reactivateText")}
        </ConfirmActionButton>
      ) : (
        <ReasonActionButton
          label={t("admin.seller.deactivate")}
          title={t("admin.seller.deactivateTitle", { name: c.name })}
          confirmLabel={t("admin.seller.deactivate")}
          intent="deactivate"
          fields={fields}
          variant="filled"
        >
          {t("admin.seller.deactivateText")}
        </ReasonActionButton>
      )}
    </Group>
  );
}

function Subscriptions({ seller }: { seller: Seller }) {
  const f = useFormat();
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("admin.seller.subscription")}
        </Title>
        <Anchor component={Link} to={`/admin/dashboard/orders?q=${encodeURIComponent(seller.company.name)}`}>
          {t("admin.seller.orders")}
        </Anchor>
      </Group>
      {seller.subscriptions.length === 0 ? (
        <Text c="dimmed">{t("admin.seller.noSubscription")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("admin.seller.plan")}</Table.Th>
                <Table.Th>{t("admin.seller.price")}</Table.Th>
                <Table.Th>{t("admin.seller.since")}</Table.Th>
                <Table.Th>{t("admin.seller.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {seller.subscriptions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.plan}</Table.Td>
                  <Table.Td>
                    {t("admin.orders.price", { amount: f.money(s.amountCents), interval: s.interval })}
                  </Table.Td>
                  <Table.Td>{f.calendarDate(s.startedOn)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[s.status]}>
                      {statusWord(t, s.status)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function Verifications({ seller }: { seller: Seller }) {
  const f = useFormat();
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        {t("admin.seller.verifications")}
      </Title>
      {seller.verifications.length === 0 ? (
        <Text c="dimmed">{t("admin.seller.noVerification")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("admin.seller.sent")}</Table.Th>
                <Table.Th>{t("admin.seller.license")}</Table.Th>
                <Table.Th>{t("admin.seller.status")}</Table.Th>
                <Table.Th>{t("admin.seller.answer")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {seller.verifications.map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>{f.date(v.requestedAt)}</Table.Td>
                  <Table.Td>
                    {v.licenseNumber}
                    {v.licenseState ? ` (${v.licenseState})` : ""}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[v.status] ?? "gray"}>
                      {statusWord(t, v.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{v.decisionNote || "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function History({ seller }: { seller: Seller }) {
  const f = useFormat();
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        {t("admin.seller.history")}
      </Title>
      {seller.history.length === 0 ? (
        <Text c="dimmed">{t("admin.seller.noHistory")}</Text>
      ) : (
        <Stack gap={6}>
          {seller.history.map((h) => (
            <Text key={h.id} size="sm">
              <Text span c="dimmed">
                {f.dateTime(h.createdAt)}
              </Text>{" "}
              · {h.actor ?? t("admin.seller.formerAdmin")} ·{" "}
              <Text span fw={600}>
                {auditActionWords(t, h.action)}
              </Text>
              {typeof h.detail.reason === "string" ? ` — ${h.detail.reason}` : ""}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
