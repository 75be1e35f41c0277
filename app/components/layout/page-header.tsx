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
        {/* A div, not a p: descriptions carry badges and groups (divs), which a p can't hold without breaking hydration. */}
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
