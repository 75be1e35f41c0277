import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArchiveButton, type ArchiveKind } from "~/components/forms/archive-button";

/**
 * The top of a record's page (a customer, a location, a pool, equipment, an item, a vendor, a task group): its name,
 * its badges and a line about it, then Edit, the page's own actions and Archive (asked first) or Restore.
 * Leave `edit` and `archive` out for someone who may only read. Everything wraps: on a phone the badges and buttons
 * move to lines of their own instead of running off the screen.
 */
export function DetailHeader({
  title,
  badges,
  description,
  edit,
  actions,
  archive,
}: {
  title: string;
  /** Badge elements (rendered as spans), in the order they should read. */
  badges?: ReactNode;
  /** A line under the title: an address, a link to the owner. */
  description?: ReactNode;
  /** The Edit button: where it goes (usually "?edit") and its words. */
  edit?: { to: string; label: string };
  /** The page's other buttons, between Edit and Archive. */
  actions?: ReactNode;
  archive?: { archived: boolean; name: string; kind: ArchiveKind; consequence: string };
}) {
  const hasActions = Boolean(edit || actions || archive);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
      <Stack gap={4} style={{ flex: "1 1 16rem", minWidth: 0 }}>
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
        {/* A div, not a p: badges are spans in a div, which a p can't hold without breaking hydration. */}
        {badges || description ? (
          <Text c="dimmed" component="div">
            <Stack gap={6}>
              {badges ? (
                <Group gap="xs" component="span">
                  {badges}
                </Group>
              ) : null}
              {description ? <div>{description}</div> : null}
            </Stack>
          </Text>
        ) : null}
      </Stack>
      {hasActions ? (
        <Group gap="xs">
          {edit ? (
            <Button component={Link} to={edit.to} leftSection={<IconPencil size={16} aria-hidden />}>
              {edit.label}
            </Button>
          ) : null}
          {actions}
          {archive ? <ArchiveButton {...archive} /> : null}
        </Group>
      ) : null}
    </Group>
  );
}
