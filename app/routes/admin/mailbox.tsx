import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import type { Formatter } from "~/core/format/format";
import { parseListQuery } from "~/core/listing/list-query";
import { linkParts } from "~/core/mail/mailbox-view";
import { readMailbox } from "~/domain/platform/mailbox.server";
import { withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/mailbox";
import { adminOf } from "./admin.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.mailbox.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

/** E-mail captured without SMTP (reset links, invite codes): for the platform Admin only, every view audit-logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const query = parseListQuery(new URL(request.url).searchParams, { sorts: ["sent"], defaultSort: "sent" });
  return withErrorPages(() =>
    readMailbox(admin, { query: query.q, page: query.page, pageSize: query.pageSize }),
  );
}

const modeNote = {
  smtp: "admin.mailbox.smtpNote",
  capture: "admin.mailbox.captureNote",
  off: "admin.mailbox.offNote",
} as const;

/** A file's size in the reader's number style ("1.5 MB", "1,5 MB"). */
const size = (f: Formatter, bytes: number) =>
  bytes < 1024
    ? f.quantity(bytes, "B", { grouping: false })
    : bytes < 1024 * 1024
      ? f.quantity(Math.round(bytes / 1024), "KB", { grouping: false })
      : f.quantity(bytes / 1048576, "MB", {
          grouping: false,
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        });

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { items, total, page, pageSize, query, mode } = loaderData;
  return (
    <>
      <PageHeader title={t("admin.mailbox.heading")} description={t("admin.mailbox.description")} />
      <Alert
        color={mode === "smtp" ? "blue" : "yellow"}
        mb="md"
        title={t(mode === "smtp" ? "admin.mailbox.delivered" : "admin.mailbox.notDelivered")}
      >
        {t(modeNote[mode])}
      </Alert>
      <ListToolbar searchLabel={t("admin.mailbox.search")} />
      {items.length === 0 ? (
        <EmptyState title={t(query ? "admin.mailbox.noMatch" : "admin.mailbox.empty")}>
          {t(query ? "admin.mailbox.noMatchText" : "admin.mailbox.emptyText")}
        </EmptyState>
      ) : (
        <Stack>
          {items.map((mail) => (
            <Card key={mail.id} withBorder component="article" aria-label={mail.subject}>
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Title order={2} size="h4">
                  {mail.subject}
                </Title>
                <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {f.dateTime(mail.sentAt)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {t("admin.mailbox.to", { to: mail.to, replyTo: mail.replyTo || "none" })}
              </Text>
              <Text mt="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {linkParts(mail.text).map((part, i) =>
                  part.href ? (
                    <Anchor key={i} href={part.href} target="_blank" rel="noreferrer">
                      {part.text}
                    </Anchor>
                  ) : (
                    part.text
                  ),
                )}
              </Text>
              {mail.attachments?.length ? (
                <List
                  mt="sm"
                  size="sm"
                  spacing={4}
                  aria-label={t("admin.mailbox.attachments")}
                  icon={<IconPaperclip size={14} aria-hidden />}
                >
                  {mail.attachments.map((a) => (
                    <List.Item key={a.filename}>
                      <Anchor
                        href={`/admin/mailbox/${encodeURIComponent(mail.id)}/${encodeURIComponent(a.filename)}`}
                        download
                      >
                        {a.filename}
                      </Anchor>{" "}
                      <Badge variant="light" size="xs">
                        {a.contentType} · {size(f, a.size)}
                      </Badge>
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
      <ListPagination total={total} page={page} pageSize={pageSize} noun={t("admin.mailbox.noun")} />
    </>
  );
}
