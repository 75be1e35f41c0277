/** A standing route's card (customer, address, minutes, schedule, time window, locks, missing coordinates) and the
 * weekday tab that takes a dropped card. */
import { useDroppable } from "@dnd-kit/core";
import { Badge, Group, Tabs, Text, Tooltip } from "@mantine/core";
import { IconClock, IconLock, IconMapPinOff } from "@tabler/icons-react";
import type { StandingStop } from "~/domain/routing/standing-routes.server";
import { weekdayNames, weekdayShort } from "./lanes";

export function StandingCardBody({ stop, position }: { stop: StandingStop; position?: number }) {
  return (
    <>
      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
        {position ? `${position}. ` : ""}
        {stop.customerName}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {stop.address || "No address"}
      </Text>
      <Text size="xs">
        {stop.minutes} min · {stop.schedule}
      </Text>
      <Group gap={4} mt={2}>
        {stop.timeWindow ? (
          <Badge size="xs" variant="light" color="gray" leftSection={<IconClock size={10} aria-hidden />}>
            {stop.timeWindow}
          </Badge>
        ) : null}
        {stop.lockDay ? (
          <Tooltip label="The route builder keeps this stop on its days">
            <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} aria-hidden />}>
              Day locked
            </Badge>
          </Tooltip>
        ) : null}
        {stop.lockTechnician ? (
          <Tooltip label="The route builder keeps this stop with its technician">
            <Badge size="xs" variant="light" color="grape" leftSection={<IconLock size={10} aria-hidden />}>
              Technician locked
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
            No coordinates
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
  const { setNodeRef, isOver } = useDroppable({ id: `day:${weekday}`, disabled: !droppable });
  return (
    <Tabs.Tab
      ref={setNodeRef}
      value={String(weekday)}
      aria-label={`${weekdayNames[weekday]}, ${count} ${count === 1 ? "stop" : "stops"}`}
      rightSection={
        <Badge size="xs" variant="light" color="gray" aria-hidden>
          {count}
        </Badge>
      }
      style={isOver ? { outline: "2px dashed var(--mantine-color-blue-5)", outlineOffset: -2 } : undefined}
    >
      {weekdayShort[weekday]}
    </Tabs.Tab>
  );
}
