import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";

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
  label = "Conversations",
}: {
  threads: ThreadSummary[];
  hrefOf: (id: string) => string;
  timeZone: string;
  label?: string;
}) {
  const f = useFormat(timeZone);
  return (
    <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
      {threads.map((t) => (
        <li key={t.id}>
          <Paper withBorder p="sm">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: "1 1 16rem" }}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={hrefOf(t.id)} fw={t.unread ? 700 : 500}>
                    {t.subject}
                  </Anchor>
                  {t.unread ? (
                    <Badge size="sm" color="red" variant="filled">
                      New
                    </Badge>
                  ) : null}
                  {t.status === "done" ? (
                    <Badge size="sm" color="gray" variant="light">
                      Done
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed">
                  {t.withWhom}
                  {t.assignedName !== undefined
                    ? ` · ${t.assignedName ? `Assigned to ${t.assignedName}` : "Unassigned"}`
                    : ""}
                </Text>
                {t.preview ? (
                  <Text size="sm" lineClamp={1} style={{ overflowWrap: "anywhere" }}>
                    {t.preview}
                  </Text>
                ) : null}
              </Stack>
              <Text size="xs" c="dimmed">
                {f.dateTime(t.lastMessageAt)}
              </Text>
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
