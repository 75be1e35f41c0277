import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { parseListQuery } from "~/core/listing/list-query";
import { linkParts } from "~/core/mail/mailbox-view";
import { readMailbox } from "~/domain/platform/mailbox.server";
import { domain } from "../shared/domain-errors.server";
import type { Route } from "./+types/mailbox";
import { adminOf } from "./admin.server";

export const meta: Route.MetaFunction = () => [{ title: "Mailbox — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

/** E-mail captured without SMTP (reset links, invite codes): for the platform Admin only, every view audit-logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const query = parseListQuery(new URL(request.url).searchParams, { sorts: ["sent"], defaultSort: "sent" });
  return domain(() => readMailbox(admin, { query: query.q, page: query.page, pageSize: query.pageSize }));
}

const modeNote = {
  smtp: "E-mail is delivered through the SMTP server in SMTP_URL; nothing new is kept here. Older captured mail, if any, is listed below.",
  capture:
    "No SMTP server is configured (SMTP_URL), so the e-mail Drip Drop sends is kept here instead of being delivered. It holds password reset links and invite codes: every view is recorded in the audit log.",
  off: "E-mail is off: this server runs in production without SMTP_URL, so nothing is sent or kept. Set SMTP_URL (or DEV_MAILBOX=true for a demo).",
} as const;

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

export default function Mailbox({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { items, total, page, pageSize, query, mode } = loaderData;
  return (
    <>
      <PageHeader
        title="Mailbox"
        description="The e-mail Drip Drop sent while no SMTP server was configured, newest first."
      />
      <Alert
        color={mode === "smtp" ? "blue" : "yellow"}
        mb="md"
        title={mode === "smtp" ? "Mail is delivered" : "Mail is not delivered"}
      >
        {modeNote[mode]}
      </Alert>
      <ListToolbar searchLabel="Search by recipient or subject" />
      {items.length === 0 ? (
        <EmptyState title={query ? "No e-mail matches" : "No e-mail yet"}>
          {query
            ? "Try fewer words, or clear the search."
            : "Password resets, invitations, invoices and service reports appear here when they are sent."}
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
                To {mail.to}
                {mail.replyTo ? ` · reply to ${mail.replyTo}` : ""}
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
                  aria-label="Attachments"
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
                        {a.contentType} · {size(a.size)}
                      </Badge>
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
      <ListPagination total={total} page={page} pageSize={pageSize} noun="messages" />
    </>
  );
}
