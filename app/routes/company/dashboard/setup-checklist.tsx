import { Anchor, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconCircleDashed } from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { entryFor } from "~/core/i18n/word-for";
import { DashCard } from "./card";

const stepKeys = {
  details: "office.setup.details",
  logo: "office.setup.logo",
  photo: "office.setup.photo",
  team: "office.setup.team",
} as const;

export function SetupChecklist({
  checklist,
}: {
  checklist: { key: string; label: string; to: string; done: boolean }[];
}) {
  const t = useT();
  const done = checklist.filter((step) => step.done).length;
  // The domain names each step in English; the page says it in the reader's language by the step's key.
  const label = (step: { key: string; label: string }) => {
    const key = entryFor(stepKeys, step.key);
    return key === undefined ? step.label : t(key);
  };
  return (
    <DashCard title={t("office.setup.title")}>
      <Text size="sm" c="dimmed">
        {t("office.setup.progress", { done, total: checklist.length })}
      </Text>
      <Progress value={(done / checklist.length) * 100} aria-label={t("office.setup.progressLabel")} />
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
                {label(step)}
                <VisuallyHidden component="span">{t("office.setup.done")}</VisuallyHidden>
              </Text>
            ) : (
              <Anchor component={Link} to={step.to}>
                {label(step)}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </DashCard>
  );
}
