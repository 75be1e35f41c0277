import { Group, Stack, Text, Title } from "@mantine/core";

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {/* A div, not a <p>: descriptions hold badges and groups, which a paragraph may not contain. */}
        {description ? (
          <Text c="dimmed" component="div">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
