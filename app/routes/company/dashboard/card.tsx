import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

/** A dashboard card: a named region with its title, its figures and a link to the list behind them. */
export function DashCard({
  title,
  link,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Stack gap="sm" style={{ flex: 1 }}>
          {children}
        </Stack>
        {link ? (
          <Group justify="flex-end">
            <Anchor component={Link} to={link.to} size="sm" fw={600}>
              {link.label}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A labelled number. */
export function Figure({
  label,
  value,
  color,
  to,
}: {
  label: string;
  value: React.ReactNode;
  color?: string;
  to?: string;
}) {
  const t = useT();
  const number = (
    <Text fw={700} size="xl" c={color} lh={1.3}>
      {value}
    </Text>
  );
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lh={1.2}>
        {label}
      </Text>
      {to ? (
        <Anchor
          component={Link}
          to={to}
          underline="hover"
          c={color}
          aria-label={t("people.dashboard.figure", { label, value: `${value}` })}
        >
          {number}
        </Anchor>
      ) : (
        number
      )}
    </Stack>
  );
}
