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
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { wordFor } from "~/core/i18n/word-for";
import {
  listAuditLog,
  listContactMessagesForAdmin,
  markContactMessageReadAsAdmin,
  platformDashboard,
} from "~/domain/platform/dashboard.server";
import { mailHealth } from "~/domain/platform/mailbox.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/dashboard";
import { adminOf, field } from "./admin.server";
import { auditActionWords } from "./audit-labels";
import { DashboardCharts } from "./dashboard-charts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.dashboard.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  return withErrorPages(async () => {
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
  return withErrorPages(async () => {
    await markContactMessageReadAsAdmin(admin, field(formData, "messageId"));
    return redirectWithToast("/admin/dashboard", "admin.dashboard.markedRead");
  });
}

/** The Contact form's stored topics, as the dashboard's badges name them. */
const topicKeys: Record<string, MessageKey> = {
  company: "admin.dashboard.topicCompany",
  homeowner: "admin.dashboard.topicHomeowner",
  support: "admin.dashboard.topicSupport",
  other: "admin.dashboard.topicOther",
};

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { figures, messages, actions, mail } = loaderData;
  const stats = [
    {
      label: t("admin.dashboard.activeCompanies"),
      value: figures.companies.active,
      to: "/seller?status=active",
    },
    { label: t("admin.dashboard.waiting"), value: figures.companies.pending, to: "/sellers-request" },
    {
      label: t("admin.dashboard.deactivated"),
      value: figures.companies.deactivated,
      to: "/deactive-sellers",
    },
    { label: t("admin.dashboard.activeTechnicians"), value: figures.activeTechnicians },
    {
      label: t("admin.dashboard.payments30", { count: figures.payments30.count }),
      value: f.money(figures.payments30.cents),
    },
  ];
  return (
    <>
      <PageHeader title={t("admin.dashboard.heading")} description={t("admin.dashboard.description")} />
      {mail.warning ? (
        <Alert
          color={mail.mode === "off" ? "red" : "yellow"}
          title={t(mail.mode === "off" ? "admin.dashboard.mailOff" : "admin.dashboard.mailCaptured")}
          mb="xl"
        >
          {t(mail.warning)}{" "}
          {mail.mode === "capture" ? (
            <Anchor component={Link} to="/admin/mailbox">
              {t("admin.dashboard.openMailbox")}
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
            {t("admin.dashboard.contactMessages")}
            {messages.unread ? (
              <Badge ml="xs" color="red" variant="light" component="span">
                {t("admin.dashboard.unread", { count: messages.unread })}
              </Badge>
            ) : null}
          </Title>
          {messages.rows.length === 0 ? (
            <Text c="dimmed">{t("admin.dashboard.noMessages")}</Text>
          ) : (
            <Stack>
              {messages.rows.map((m) => (
                <Paper
                  key={m.id}
                  withBorder
                  p="md"
                  component="article"
                  aria-label={t("admin.dashboard.messageFrom", { name: m.name })}
                >
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Text fw={600}>
                      {m.name} · {m.email}{" "}
                      <Badge size="sm" variant="light" component="span">
                        {wordFor(t, topicKeys, m.topic)}
                      </Badge>
                    </Text>
                    {m.status === "new" ? (
                      <Form method="post">
                        <input type="hidden" name="messageId" value={m.id} />
                        <Button
                          type="submit"
                          size="xs"
                          variant="light"
                          aria-label={t("admin.dashboard.markReadOf", { name: m.name })}
                        >
                          {t("admin.dashboard.markRead")}
                        </Button>
                      </Form>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t("admin.dashboard.read")}
                      </Text>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {f.dateTime(m.createdAt)}
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
            {t("admin.dashboard.latestActions")}
          </Title>
          {actions.length === 0 ? (
            <Text c="dimmed">{t("admin.dashboard.noActions")}</Text>
          ) : (
            <Paper withBorder p="md">
              <Stack gap={8} component="ol" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                {actions.map((a) => (
                  <li key={a.id}>
                    <Text size="sm">
                      <Text span fw={600}>
                        {auditActionWords(t, a.action)}
                      </Text>
                      {a.companyName ? ` · ${a.companyName}` : ""}
                      {typeof a.detail.reason === "string" ? ` — ${a.detail.reason}` : ""}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {f.dateTime(a.createdAt)} · {a.actor ?? t("admin.dashboard.formerAdmin")}
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
