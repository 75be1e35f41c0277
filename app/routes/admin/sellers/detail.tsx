import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconRosette } from "@tabler/icons-react";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { auditActionLabel } from "~/core/audit/actions";
import { getSeller } from "~/domain/platform/sellers.server";
import { domain } from "../../shared/domain-errors.server";
import { adminOf } from "../admin.server";
import { statusColor } from "../format";
import { ReasonActionButton } from "../reason-action";
import type { Route } from "./+types/detail";
import { companyAction } from "./actions.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.company.name ?? "Company"} — Sellers — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  return domain(() => getSeller(admin, params.companyId));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return companyAction(await adminOf(context), request, `/seller/${params.companyId}`);
}

type Seller = Route.ComponentProps["loaderData"];

export default function SellerDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { company: c, owner } = loaderData;
  return (
    <>
      <PageHeader
        title={c.name}
        description={
          <Group gap="xs" component="span">
            {/* Spans: the header writes its description inside a paragraph (a div there breaks hydration). */}
            <Badge variant="light" color={statusColor[c.status]} component="span">
              {c.status}
            </Badge>
            {c.verified ? (
              <Badge color="blue" leftSection={<IconRosette size={12} aria-hidden />} component="span">
                Verified
              </Badge>
            ) : null}
            <Text span size="sm" c="dimmed">
              Joined {f.date(c.createdAt)}
            </Text>
          </Group>
        }
        actions={<Actions seller={loaderData} />}
      />
      <Stack gap="lg" maw={1000}>
        <FormError message={actionData?.errors.form} />
        {c.status === "deactivated" ? (
          <Alert color="red" title="Deactivated">
            {c.deactivatedAt ? `Since ${f.dateTime(c.deactivatedAt)}. ` : ""}
            Reason: {c.reason || "—"}
          </Alert>
        ) : c.reason ? (
          <Alert color="yellow" title="Listing request rejected">
            {c.reason}
          </Alert>
        ) : null}
        <Paper withBorder p="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            <Fact label="Owner">{owner ? `${owner.name} (${owner.email})` : "—"}</Fact>
            <Fact label="E-mail">{c.email ?? "—"}</Fact>
            <Fact label="Phone">{c.phone ?? "—"}</Fact>
            <Fact label="Address">
              {[c.addressLine, c.city, c.region, c.postalCode].filter(Boolean).join(", ") || "—"}
            </Fact>
            <Fact label="Members">{loaderData.members}</Fact>
            <Fact label="Customers">{loaderData.customers}</Fact>
            <Fact label="Website">{c.website ?? "—"}</Fact>
            <Fact label="Public page">
              {c.status === "active" ? (
                <Anchor component={Link} to={`/pool-companies/${c.id}`}>
                  Open the public page
                </Anchor>
              ) : (
                "Hidden (not active)"
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
  return (
    <Group gap="xs">
      {c.status === "pending" ? (
        <ConfirmActionButton
          label="Approve listing"
          title={`List ${c.name} in the directory?`}
          confirmLabel="Approve"
          intent="approve"
          fields={fields}
          color="teal"
        >
          Pool owners will find it in the companies directory.
        </ConfirmActionButton>
      ) : null}
      {c.status === "pending" && !c.reason ? (
        <ReasonActionButton
          label="Reject listing"
          title={`Reject ${c.name}'s listing?`}
          confirmLabel="Reject"
          intent="reject"
          fields={fields}
        >
          It stays unlisted; its members keep using Drip Drop. The reason is kept with the company.
        </ReasonActionButton>
      ) : null}
      {c.verified ? (
        <ConfirmActionButton
          label="Remove verification"
          title={`Remove ${c.name}'s verified badge?`}
          confirmLabel="Remove"
          intent="unverify"
          fields={fields}
        >
          The directory stops showing the verified badge.
        </ConfirmActionButton>
      ) : (
        <ConfirmActionButton
          label="Verify"
          title={`Verify ${c.name}?`}
          confirmLabel="Verify"
          intent="verify"
          fields={fields}
          color="blue"
        >
          The directory shows the verified badge on its listing.
        </ConfirmActionButton>
      )}
      {c.status === "deactivated" ? (
        <ConfirmActionButton
          label="Reactivate"
          title={`Reactivate ${c.name}?`}
          confirmLabel="Reactivate"
          intent="reactivate"
          fields={fields}
          color="teal"
        >
          Its members can sign in to it again and its public page is back in the directory.
        </ConfirmActionButton>
      ) : (
        <ReasonActionButton
          label="Deactivate"
          title={`Deactivate ${c.name}?`}
          confirmLabel="Deactivate"
          intent="deactivate"
          fields={fields}
          variant="filled"
        >
          Its members are signed out at once and can't open the company until it is reactivated; its public
          page is hidden. Its data stays.
        </ReasonActionButton>
      )}
    </Group>
  );
}

function Subscriptions({ seller }: { seller: Seller }) {
  const f = useFormat();
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Subscription
        </Title>
        <Anchor component={Link} to={`/admin/dashboard/orders?q=${encodeURIComponent(seller.company.name)}`}>
          Orders
        </Anchor>
      </Group>
      {seller.subscriptions.length === 0 ? (
        <Text c="dimmed">No platform subscription yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Since</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {seller.subscriptions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.plan}</Table.Td>
                  <Table.Td>
                    {f.money(s.amountCents)} / {s.interval}
                  </Table.Td>
                  <Table.Td>{f.calendarDate(s.startedOn)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColor[s.status]}>
                      {s.status}
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
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        Verification requests
      </Title>
      {seller.verifications.length === 0 ? (
        <Text c="dimmed">The company has not asked to be verified.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sent</Table.Th>
                <Table.Th>License</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Answer</Table.Th>
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
                      {v.status}
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
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        Admin actions on this company
      </Title>
      {seller.history.length === 0 ? (
        <Text c="dimmed">No admin action yet.</Text>
      ) : (
        <Stack gap={6}>
          {seller.history.map((h) => (
            <Text key={h.id} size="sm">
              <Text span c="dimmed">
                {f.dateTime(h.createdAt)}
              </Text>{" "}
              · {h.actor ?? "A former admin"} ·{" "}
              <Text span fw={600}>
                {auditActionLabel(h.action)}
              </Text>
              {typeof h.detail.reason === "string" ? ` — ${h.detail.reason}` : ""}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
