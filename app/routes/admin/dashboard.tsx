import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { auditActionLabel } from "~/core/audit/actions";
import {
  listAuditLog,
  listContactMessagesForAdmin,
  markContactMessageReadAsAdmin,
  platformDashboard,
} from "~/domain/platform/dashboard.server";
import { mailHealth } from "~/domain/platform/mailbox.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain } from "../shared/domain-errors.server";
import type { Route } from "./+types/dashboard";
import { adminOf, field } from "./admin.server";
import { DashboardCharts } from "./dashboard-charts";
import { dateTime, money } from "./format";

export const meta: Route.MetaFunction = () => [{ title: "Admin dashboard — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  return domain(async () => {
    const [figures, messages, actions] = await Promise.all([
      platformDashboard(admin),
      listContactMessagesForAdmin(admin, { limit: 20 }),
      listAuditLog(admin, { limit: 20 }),
    ]);
    return { figures, messages, actions, mail: mailHealth(admin) };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await adminOf(context);
  const formData = await request.formData();
  return domain(async () => {
    await markContactMessageReadAsAdmin(admin, field(formData, "messageId"));
    return redirectWithToast("/admin/dashboard", "Message marked read.");
  });
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { figures, messages, actions, mail } = loaderData;
  const stats = [
    { label: "Active companies", value: figures.companies.active, to: "/seller?status=active" },
    { label: "Waiting for approval", value: figures.companies.pending, to: "/sellers-request" },
    { label: "Deactivated", value: figures.companies.deactivated, to: "/deactive-sellers" },
    { label: "Active technicians (30 days)", value: figures.activeTechnicians },
    {
      label: `Payments recorded, 30 days (${figures.payments30.count})`,
      value: money(figures.payments30.cents),
    },
  ];
  return (
    <>
      <PageHeader
        title="Platform dashboard"
        description="Companies, their work and payments across Drip Drop, messages from the Contact page and the latest admin actions."
      />
      {mail.warning ? (
        <Alert
          color={mail.mode === "off" ? "red" : "yellow"}
          title={mail.mode === "off" ? "E-mail is not configured" : "E-mail is not delivered"}
          mb="xl"
        >
          {mail.warning}{" "}
          {mail.mode === "capture" ? (
            <Anchor component={Link} to="/admin/mailbox">
              Open the Mailbox
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} mb="xl">
        {stats.map((s) => (
          <Card key={s.label} withBorder>
            <Text size="sm" c="dimmed">
              {s.label}
            </Text>
            {s.to ? (
              <Anchor component={Link} to={s.to} fw={700} size="xl">
                {s.value}
              </Anchor>
            ) : (
              <Text fw={700} size="xl">
                {s.value}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <DashboardCharts figures={figures} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <section aria-labelledby="contact-messages">
          <Title order={2} size="h4" mb="sm" id="contact-messages">
            Contact messages
            {messages.unread ? (
              <Badge ml="xs" color="red" variant="light">
                {messages.unread} new
              </Badge>
            ) : null}
          </Title>
          {messages.rows.length === 0 ? (
            <Text c="dimmed">No messages yet. What visitors send from the Contact page shows up here.</Text>
          ) : (
            <Stack>
              {messages.rows.map((m) => (
                <Paper key={m.id} withBorder p="md" component="article" aria-label={`Message from ${m.name}`}>
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Text fw={600}>
                      {m.name} · {m.email}{" "}
                      <Badge size="sm" variant="light" component="span">
                        {m.topic}
                      </Badge>
                    </Text>
                    {m.status === "new" ? (
                      <Form method="post">
                        <input type="hidden" name="messageId" value={m.id} />
                        <Button
                          type="submit"
                          size="xs"
                          variant="light"
                          aria-label={`Mark the message from ${m.name} read`}
                        >
                          Mark read
                        </Button>
                      </Form>
                    ) : (
                      <Text size="xs" c="dimmed">
                        Read
                      </Text>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {dateTime.format(new Date(m.createdAt))}
                  </Text>
                  <Text mt="xs" style={{ whiteSpace: "pre-wrap" }}>
                    {m.message}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
        </section>
        <section aria-labelledby="audit-log">
          <Title order={2} size="h4" mb="sm" id="audit-log">
            Latest admin actions
          </Title>
          {actions.length === 0 ? (
            <Text c="dimmed">
              No admin action yet. Every approval, deactivation, payment and category change is recorded here.
            </Text>
          ) : (
            <Paper withBorder p="md">
              <Stack gap={8} component="ol" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                {actions.map((a) => (
                  <li key={a.id}>
                    <Text size="sm">
                      <Text span fw={600}>
                        {auditActionLabel(a.action)}
                      </Text>
                      {a.companyName ? ` · ${a.companyName}` : ""}
                      {typeof a.detail.reason === "string" ? ` — ${a.detail.reason}` : ""}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dateTime.format(new Date(a.createdAt))} · {a.actor ?? "a former admin"}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Paper>
          )}
        </section>
      </SimpleGrid>
    </>
  );
}
