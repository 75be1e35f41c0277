import { Anchor, Group, Progress, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconCircleDashed } from "@tabler/icons-react";
import { Link } from "react-router";
import { DashCard } from "./card";

export function SetupChecklist({
  checklist,
}: {
  checklist: { key: string; label: string; to: string; done: boolean }[];
}) {
  const done = checklist.filter((step) => step.done).length;
  return (
    <DashCard title="Set up your company">
      <Text size="sm" c="dimmed">
        {`${done} of ${checklist.length} steps done.`}
      </Text>
      <Progress value={(done / checklist.length) * 100} aria-label="Set-up progress" />
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {checklist.map((step) => (
          <Group key={step.key} component="li" gap="sm" wrap="nowrap">
            <ThemeIcon
              color={step.done ? "teal" : "gray"}
              variant={step.done ? "filled" : "light"}
              radius="xl"
              size="sm"
            >
              {step.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
            </ThemeIcon>
            {step.done ? (
              <Text td="line-through" c="dimmed">
                {step.label}
                <span className="mantine-visually-hidden"> (done)</span>
              </Text>
            ) : (
              <Anchor component={Link} to={step.to}>
                {step.label}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </DashCard>
  );
}
