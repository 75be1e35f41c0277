/** A standing route's card (customer, address, minutes, schedule, time window, locks, missing coordinates) and the
 * weekday tab that takes a dropped card. */

import { useDroppable } from "@dnd-kit/core";
import { Badge, Group, Tabs, Text, Tooltip } from "@mantine/core";
import { IconClock, IconLock, IconMapPinOff } from "@tabler/icons-react";
import { useT } from "~/components/i18n/i18n-provider";
import { describeSchedule } from "~/components/i18n/recurrence-labels";
import type { StandingStop } from "~/domain/routing/standing-routes.server";
import { weekdayKeys, weekdayShortKeys } from "./weekdays";

export function StandingCardBody({ stop, position }: { stop: StandingStop; position?: number }) {
  const t = useT();
  return (
    <>
      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
        {position ? `${position}. ` : ""}
        {stop.customerName}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {stop.address || t("routing.overview.noAddress")}
      </Text>
      <Text size="xs">
        {stop.minutes} min · {describeSchedule(t, stop.rule)}
      </Text>
      <Group gap={4} mt={2}>
        {stop.timeWindow ? (
          <Badge size="xs" variant="light" color="gray" leftSection={<IconClock size={10} aria-hidden />}>
            {stop.timeWindow}
          </Badge>
        ) : null}
        {stop.lockDay ? (
          <Tooltip label={t("routing.management.dayLockedHint")}>
            <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} aria-hidden />}>
              {t("routing.management.dayLocked")}
            </Badge>
          </Tooltip>
        ) : null}
        {stop.lockTechnician ? (
          <Tooltip label={t("routing.management.technicianLockedHint")}>
            <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} aria-hidden />}>
              {t("routing.management.technicianLocked")}
            </Badge>
          </Tooltip>
        ) : null}
        {stop.lat == null || stop.lng == null ? (
          <Badge
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconMapPinOff size={10} aria-hidden />}
          >
            {t("routing.management.noCoordinates")}
          </Badge>
        ) : null}
      </Group>
    </>
  );
}

export function DayTab({
  weekday,
  count,
  droppable,
}: {
  weekday: number;
  count: number;
  droppable: boolean;
}) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: `day:${weekday}`, disabled: !droppable });
  return (
    <Tabs.Tab
      ref={setNodeRef}
      value={String(weekday)}
      aria-label={t("routing.management.dayTab", { day: t(weekdayKeys[weekday]), count })}
      rightSection={
        <Badge size="xs" variant="light" color="gray" aria-hidden>
          {count}
        </Badge>
      }
      style={isOver ? { outline: "2px dashed var(--mantine-color-blue-5)", outlineOffset: -2 } : undefined}
    >
      {t(weekdayShortKeys[weekday])}
    </Tabs.Tab>
  );
}
