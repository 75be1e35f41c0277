import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import type { StopHistoryEvent } from "~/domain/service/stop-history.server";

const kindKeys = {
  arrived: "field.events.arrived",
  finished: "field.events.finished",
  skipped: "field.events.skipped",
  edited: "field.events.edited",
} as const satisfies Record<StopHistoryEvent["kind"], string>;

const fieldKeys: Record<
  string,
  "field.events.fieldDescription" | "field.events.fieldMinutes" | "field.events.fieldTechnician"
> = {
  description: "field.events.fieldDescription",
  estimatedMinutes: "field.events.fieldMinutes",
  technician: "field.events.fieldTechnician",
};

/**
 * What happened to this stop, in order: arrived, finished, skipped (at the phone's time when done offline, marked so)
 * and the office's edits with each field's before and after — so work synced late and an edit made meanwhile both
 * show.
 */
export function StopEvents({ events }: { events: StopHistoryEvent[] }) {
  const t = useT();
  const f = useFormat();
  /** A changed field's value before or after: minutes with their unit, an empty one said so. */
  const shown = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === "") return t("field.events.empty");
    if (field === "estimatedMinutes" && typeof value === "number")
      return t("field.events.minutes", { minutes: f.number(value) });
    return String(value);
  };
  // A copy saved on the phone by an older version may have none.
  if (!events?.length) return null;
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        {t("field.events.title")}
      </Title>
      <Stack gap={6} component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {events.map((event) => (
          <Group key={event.id} component="li" gap="xs" wrap="wrap">
            <Text size="sm">{f.dateTime(event.at)}</Text>
            <Text size="sm" fw={500}>
              {t(kindKeys[event.kind], { who: event.actorName || "—" })}
            </Text>
            {event.kind === "edited" && event.changes ? (
              <Stack gap={0} w="100%">
                {Object.entries(event.changes).map(([field, change]) => (
                  <Text
                    key={field}
                    size="sm"
                    c="dimmed"
                    style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                  >
                    {t("field.events.change", {
                      field: fieldKeys[field] ? t(fieldKeys[field]) : field,
                      from: shown(field, change.from),
                      to: shown(field, change.to),
                    })}
                  </Text>
                ))}
              </Stack>
            ) : null}
            {event.offline ? (
              <Badge variant="light" color="gray" size="sm">
                {t("field.events.offline", { when: f.dateTime(event.recordedAt) })}
              </Badge>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
