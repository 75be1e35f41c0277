import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";

export interface ThreadSummary {
  id: string;
  subject: string;
  status: "open" | "done";
  lastMessageAt: Date | string;
  unread: boolean;
  preview: string | null;
  /** Who the thread is with, as the reader says it (a customer, "Team", a company). */
  withWhom: string;
  assignedName?: string | null;
}

/** Threads as a list of links, unread ones bold with a "New" badge. */
export function ThreadList({
  threads,
  hrefOf,
  timeZone,
  label,
}: {
  threads: ThreadSummary[];
  hrefOf: (id: string) => string;
  timeZone: string;
  label?: string;
}) {
  const f = useFormat(timeZone);
  const t = useT();
  return (
    <Stack
      component="ul"
      aria-label={label ?? t("portal.messages.conversations")}
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
    >
      {threads.map((thread) => (
        <li key={thread.id}>
          <Paper withBorder p="sm">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: "1 1 16rem" }}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={hrefOf(thread.id)} fw={thread.unread ? 700 : 500}>
                    {thread.subject}
                  </Anchor>
                  {thread.unread ? (
                    <Badge size="sm" color="red" variant="filled">
                      {t("portal.dashboard.new")}
                    </Badge>
                  ) : null}
                  {thread.status === "done" ? (
                    <Badge size="sm" color="gray" variant="light">
                      {t("portal.messages.done")}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {thread.withWhom}
                  {thread.assignedName !== undefined
                    ? ` · ${thread.assignedName ? t("portal.messages.assigned", { name: thread.assignedName }) : t("portal.messages.unassigned")}`
                    : ""}
                </Text>
                {thread.preview ? (
                  <Text size="sm" lineClamp={1} style={{ overflowWrap: "anywhere" }}>
                    {thread.preview}
                  </Text>
                ) : null}
              </Stack>
              <Text size="xs" c="dimmed">
                {f.dateTime(thread.lastMessageAt)}
              </Text>
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
