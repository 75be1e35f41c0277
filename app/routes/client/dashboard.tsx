import { Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ownerContext, signedInContext } from "~/context";
import { inZone } from "~/core/format/format";
import { ownerThreads } from "~/domain/messaging/owner-threads.server";
import { ownerEstimatesWaiting } from "~/domain/portal/invoices.server";
import { type OwnerOverview, ownerOverview } from "~/domain/portal/portal.server";
import { type OwnerPendingRequests, ownerPendingRequests } from "~/domain/portal/service-requests.server";
import { listLinkedCompanies } from "~/domain/team/invites.server";
import type { Route } from "./+types/dashboard";
import { ReadingMark } from "./my-pool/portal-view";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.dashboard") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** The pool owner's home: per linked customer, the next and last visit, what to pay and what to answer. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const owner = context.get(ownerContext);
  const [companies, everyCustomer, estimates, threads, pending] = await Promise.all([
    listLinkedCompanies(owner),
    ownerOverview(owner),
    ownerEstimatesWaiting(owner),
    ownerThreads(owner, RECENT_MESSAGES),
    ownerPendingRequests(owner),
  ]);
  // A request the company hasn't taken on yet is a request, not a service: it shows as such, not as empty visits.
  const overview = everyCustomer.filter((o) => !pending.some((p) => p.customerId === o.customerId));
  const recentMessages = threads.map((t) => ({
    id: t.id,
    subject: t.subject,
    companyName: t.companyName,
    unread: t.unread,
    preview: (t.preview ?? "").slice(0, 140),
    lastMessageAt: t.lastMessageAt,
    timeZone: t.timeZone,
  }));
  return { firstName: user.firstName, companies, overview, estimates, recentMessages, pending };
}

/** How many conversations the dashboard lists (the rest are in Messages). */
const RECENT_MESSAGES = 3;

export default function ClientDashboard({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { companies, overview, estimates, recentMessages, pending } = loaderData;
  return (
    <>
      <PageHeader
        title={t("portal.dashboard.welcome", { name: loaderData.firstName })}
        description={t("portal.dashboard.description")}
      />
      <PendingRequests pending={pending} />
      {companies.length === 0 && overview.length === 0 ? (
        <>
          <Title order={2} size="h4" mb="sm">
            {t("portal.dashboard.companies")}
          </Title>
          <Paper withBorder p="lg" maw={560}>
            <Stack>
              <Text>
                {pending.length > 0 ? t("portal.dashboard.noCompanyYet") : t("portal.dashboard.notLinked")}
              </Text>
              <Button component={Link} to="/reedemInviteCode" w="fit-content">
                {t("portal.dashboard.redeem")}
              </Button>
            </Stack>
          </Paper>
        </>
      ) : (
        <Stack gap="xl">
          {overview.map((o) => (
            <CustomerOverview key={`${o.companyId}-${o.customerName}`} overview={o} />
          ))}
          {estimates.length > 0 ? (
            <section aria-labelledby="estimates-heading">
              <Title id="estimates-heading" order={2} size="h4" mb="sm">
                {t("portal.dashboard.estimates")}
              </Title>
              <Stack gap="xs">
                {estimates.map((e) => (
                  <Anchor key={e.id} component={Link} to={e.url}>
                    {e.label} · {e.title} ({e.companyName})
                  </Anchor>
                ))}
              </Stack>
            </section>
          ) : null}
          <section aria-labelledby="messages-heading">
            <Group justify="space-between" mb="sm">
              <Title id="messages-heading" order={2} size="h4">
                {t("portal.dashboard.messages")}
              </Title>
              <Anchor component={Link} to="/messages/new" size="sm">
                {t("portal.dashboard.write")}
              </Anchor>
            </Group>
            {recentMessages.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t("portal.dashboard.noMessages")}
              </Text>
            ) : (
              <Stack gap="xs">
                {recentMessages.map((m) => (
                  <Paper key={m.id} withBorder p="sm">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Anchor component={Link} to={`/messages/${m.id}`} fw={m.unread ? 700 : 500}>
                        {m.subject}
                      </Anchor>
                      {m.unread ? (
                        <Badge size="sm" color="blue">
                          {t("portal.dashboard.new")}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed" lineClamp={1}>
                      {m.companyName} · {inZone(f, m.timeZone).date(m.lastMessageAt)}
                      {m.preview ? ` — ${m.preview}` : ""}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            )}
          </section>
          {companies.length === 0 ? null : (
            <section aria-labelledby="companies-heading">
              <Title id="companies-heading" order={2} size="h4" mb="sm">
                {t("portal.dashboard.companies")}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {companies.map((c) => (
                  <Card key={c.companyId} withBorder>
                    <Text fw={600}>{c.companyName}</Text>
                    {c.phone ? (
                      <Anchor href={`tel:${c.phone}`} size="sm">
                        {c.phone}
                      </Anchor>
                    ) : null}
                    {c.email ? (
                      <Anchor href={`mailto:${c.email}`} size="sm">
                        {c.email}
                      </Anchor>
                    ) : null}
                    <Text size="xs" c="dimmed" mt="xs">
                      {t("portal.dashboard.linkedSince", { date: inZone(f, c.timeZone).date(c.since) })}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </section>
          )}
        </Stack>
      )}
    </>
  );
}

/** Requests sent from a company's page that the company hasn't taken on yet: it answers in Messages. */
function PendingRequests({ pending }: { pending: OwnerPendingRequests }) {
  const f = useFormat();
  const t = useT();
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="requests-heading" style={{ marginBottom: "var(--mantine-spacing-xl)" }}>
      <Title id="requests-heading" order={2} size="h4" mb="sm">
        {t("portal.dashboard.requests")}
      </Title>
      <Stack gap="xs" maw={720}>
        {pending.map((r) => (
          <Paper key={r.customerId} withBorder p="sm">
            <Text fw={600}>
              {r.sentAt
                ? t("portal.dashboard.requestSentOn", {
                    company: r.companyName,
                    date: inZone(f, r.timeZone).date(r.sentAt),
                  })
                : t("portal.dashboard.requestSent", { company: r.companyName })}
            </Text>
            <Text size="sm" c="dimmed">
              {t("portal.dashboard.replyInMessages")}{" "}
              {r.threadId ? (
                <Anchor component={Link} to={`/messages/${r.threadId}`} underline="always">
                  {t("portal.dashboard.openConversation")}
                </Anchor>
              ) : null}
            </Text>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

function CustomerOverview({ overview: o }: { overview: OwnerOverview[number] }) {
  const f = useFormat();
  const t = useT();
  return (
    <section aria-label={`${o.companyName} — ${o.customerName}`}>
      <Title order={2} size="h4" mb="sm">
        {o.companyName}
        <Text span c="dimmed" size="sm" ml="xs">
          {t("portal.dashboard.forCustomer", { name: o.customerName })}
        </Text>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t("portal.dashboard.nextVisit")}
          </Title>
          {o.nextVisit ? (
            <Text>
              {o.nextVisit.technician
                ? t("portal.dashboard.visitWith", {
                    date: f.calendarDate(o.nextVisit.date, "detail"),
                    technician: o.nextVisit.technician,
                  })
                : f.calendarDate(o.nextVisit.date, "detail")}
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              {t("portal.dashboard.noNextVisit")}
            </Text>
          )}
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t("portal.dashboard.lastVisit")}
          </Title>
          {o.lastVisit ? (
            <Stack gap={4}>
              <Text>
                {o.lastVisit.technician
                  ? t("portal.dashboard.visitBy", {
                      date: f.calendarDate(o.lastVisit.date, "detail"),
                      technician: o.lastVisit.technician,
                    })
                  : f.calendarDate(o.lastVisit.date, "detail")}
              </Text>
              {o.lastVisit.bodies.map((b) => (
                <Stack key={b.bodyOfWaterId} gap={2}>
                  <Text size="sm" fw={600}>
                    {b.name}
                  </Text>
                  {b.readings.map((r) => (
                    <ReadingMark key={r.key} reading={r} />
                  ))}
                </Stack>
              ))}
              <Anchor component={Link} to="/mypool" size="sm">
                {t("portal.dashboard.allVisits")}
              </Anchor>
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              {t("portal.dashboard.noLastVisit")}
            </Text>
          )}
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t("portal.dashboard.invoicesToPay")}
          </Title>
          {o.openInvoices.length === 0 ? (
            <Stack gap={4}>
              <Text c="dimmed" size="sm">
                {t("portal.dashboard.nothingToPay")}
              </Text>
              <Anchor component={Link} to="/invoices?show=all" size="sm">
                {t("portal.dashboard.allInvoices")}
              </Anchor>
            </Stack>
          ) : (
            <Stack gap="xs">
              {o.openInvoices.map((i) => (
                <Group key={i.id} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>
                      {i.label} · {f.money(i.balanceCents, { currency: i.currency })}
                    </Text>
                    <Text size="xs" c={i.overdue ? "red.8" : "dimmed"}>
                      {t(i.overdue ? "portal.dashboard.overdueSince" : "portal.dashboard.due", {
                        date: f.calendarDate(i.dueOn, "detail"),
                        total: f.money(i.totalCents, { currency: i.currency }),
                      })}
                    </Text>
                  </Stack>
                  {i.payUrl ? (
                    <Button
                      component={Link}
                      to={i.payUrl}
                      size="xs"
                      aria-label={t("portal.dashboard.payLabel", { label: i.label })}
                    >
                      {t("portal.dashboard.pay")}
                    </Button>
                  ) : null}
                </Group>
              ))}
              <Anchor component={Link} to="/invoices" size="sm">
                {t("portal.dashboard.allInvoices")}
              </Anchor>
            </Stack>
          )}
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t("portal.dashboard.agreements")}
          </Title>
          {o.agreementsWaiting.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t("portal.dashboard.noAgreements")}
            </Text>
          ) : (
            <Stack gap="xs">
              {o.agreementsWaiting.map((a) => (
                <Anchor key={a.id} component={Link} to={a.url}>
                  {a.label} · {a.title}
                  {a.acceptBy
                    ? ` ${t("portal.dashboard.answerBy", { date: f.calendarDate(a.acceptBy, "detail") })}`
                    : ""}
                </Anchor>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </section>
  );
}
