import { Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { signedInContext } from "~/context";
import { inZone } from "~/core/format/format";
import { db } from "~/db/client.server";
import { ownerThreads } from "~/domain/messaging/owner-threads.server";
import { ownerEstimatesWaiting } from "~/domain/portal/invoices.server";
import { type OwnerOverview, ownerOverview } from "~/domain/portal/portal.server";
import { type OwnerPendingRequests, ownerPendingRequests } from "~/domain/portal/service-requests.server";
import { listLinkedCompanies } from "~/domain/team/invites.server";
import type { Route } from "./+types/dashboard";
import { ReadingMark } from "./my-pool/portal-view";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** The pool owner's home: per linked customer, the next and last visit, what to pay and what to answer. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const database = await db();
  const [companies, everyCustomer, estimates, threads, pending] = await Promise.all([
    listLinkedCompanies(database, user.id),
    ownerOverview(database, user.id),
    ownerEstimatesWaiting(database, user.id),
    ownerThreads(database, user.id, RECENT_MESSAGES),
    ownerPendingRequests(database, user.id),
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
  const { companies, overview, estimates, recentMessages, pending } = loaderData;
  return (
    <>
      <PageHeader
        title={`Welcome, ${loaderData.firstName}`}
        description="Your pool, your service company and your visits in one place."
      />
      <PendingRequests pending={pending} />
      {companies.length === 0 && overview.length === 0 ? (
        <>
          <Title order={2} size="h4" mb="sm">
            Your pool companies
          </Title>
          <Paper withBorder p="lg" maw={560}>
            <Stack>
              <Text>
                {pending.length > 0
                  ? "No pool company services your pool on Drip Drop yet. When one takes you on, it links your account (or gives you an invite code): your service reports and invoices then show up here."
                  : "Your account isn't linked to a pool company yet. Ask your pool company for an invite code: once it's redeemed, your service reports, invoices and messages show up here."}
              </Text>
              <Button component={Link} to="/reedemInviteCode" w="fit-content">
                Redeem an invite code
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
                Estimates to answer
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
                Recent messages
              </Title>
              <Anchor component={Link} to="/messages/new" size="sm">
                Write to your pool company
              </Anchor>
            </Group>
            {recentMessages.length === 0 ? (
              <Text c="dimmed" size="sm">
                No messages yet.
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
                          New
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
                Your pool companies
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
                      Linked since {inZone(f, c.timeZone).date(c.since)}
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
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="requests-heading" style={{ marginBottom: "var(--mantine-spacing-xl)" }}>
      <Title id="requests-heading" order={2} size="h4" mb="sm">
        Service requests
      </Title>
      <Stack gap="xs" maw={720}>
        {pending.map((r) => (
          <Paper key={r.customerId} withBorder p="sm">
            <Text fw={600}>
              Request sent to {r.companyName}
              {r.sentAt ? ` on ${inZone(f, r.timeZone).date(r.sentAt)}` : ""}
            </Text>
            <Text size="sm" c="dimmed">
              They'll reply in Messages.{" "}
              {r.threadId ? (
                <Anchor component={Link} to={`/messages/${r.threadId}`} underline="always">
                  Open the conversation
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
  return (
    <section aria-label={`${o.companyName} — ${o.customerName}`}>
      <Title order={2} size="h4" mb="sm">
        {o.companyName}
        <Text span c="dimmed" size="sm" ml="xs">
          for {o.customerName}
        </Text>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            Next visit
          </Title>
          {o.nextVisit ? (
            <Text>
              {f.calendarDate(o.nextVisit.date, "detail")}
              {o.nextVisit.technician ? ` with ${o.nextVisit.technician}` : ""}
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              No visit scheduled yet.
            </Text>
          )}
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            Last visit
          </Title>
          {o.lastVisit ? (
            <Stack gap={4}>
              <Text>
                {f.calendarDate(o.lastVisit.date, "detail")}
                {o.lastVisit.technician ? ` by ${o.lastVisit.technician}` : ""}
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
                All visits and readings
              </Anchor>
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              No finished visit yet. Your service report shows here after the first one.
            </Text>
          )}
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            Invoices to pay
          </Title>
          {o.openInvoices.length === 0 ? (
            <Stack gap={4}>
              <Text c="dimmed" size="sm">
                Nothing to pay. Thank you!
              </Text>
              <Anchor component={Link} to="/invoices?show=all" size="sm">
                All invoices and receipts
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
                      {i.overdue ? "Overdue since" : "Due"} {f.calendarDate(i.dueOn, "detail")} (total{" "}
                      {f.money(i.totalCents, { currency: i.currency })})
                    </Text>
                  </Stack>
                  {i.payUrl ? (
                    <Button component={Link} to={i.payUrl} size="xs" aria-label={`Pay ${i.label}`}>
                      Pay
                    </Button>
                  ) : null}
                </Group>
              ))}
              <Anchor component={Link} to="/invoices" size="sm">
                All invoices and receipts
              </Anchor>
            </Stack>
          )}
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            Agreements to answer
          </Title>
          {o.agreementsWaiting.length === 0 ? (
            <Text c="dimmed" size="sm">
              No agreement waiting for you.
            </Text>
          ) : (
            <Stack gap="xs">
              {o.agreementsWaiting.map((a) => (
                <Anchor key={a.id} component={Link} to={a.url}>
                  {a.label} · {a.title}
                  {a.acceptBy ? ` (answer by ${f.calendarDate(a.acceptBy, "detail")})` : ""}
                </Anchor>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </section>
  );
}
