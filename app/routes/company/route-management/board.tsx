/**
 * The board's pieces both modes share: a technician's column with its live figures, and its sortable cards
 * (dnd-kit; the wiring is in use-lane-dnd.ts).
 */

import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconGripVertical,
  IconMapPinOff,
  IconRoute,
} from "@tabler/icons-react";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { distanceUnit, type LaneFigures } from "./totals";

/** A card's place in its column: the drag handle, the card's content and its "Move to…" button. */
export function SortableCard({
  id,
  name,
  locked,
  canManage,
  onMove,
  children,
}: {
  id: string;
  name: string;
  /** Shown but not draggable (a stop already worked). */
  locked?: boolean;
  canManage: boolean;
  onMove?: () => void;
  children: React.ReactNode;
}) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: locked || !canManage });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      bg={locked ? "gray.0" : undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        listStyle: "none",
      }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {canManage && !locked ? (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={t("routing.management.drag", { name })}
            style={{ cursor: "grab", touchAction: "none", flexShrink: 0 }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        {canManage && !locked && onMove ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("routing.management.moveTo", { name })}
            onClick={onMove}
            style={{ flexShrink: 0 }}
          >
            <IconArrowsExchange size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The card as it follows the pointer (dnd-kit's DragOverlay). */
export function CardPreview({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder shadow="md" p="xs" style={{ cursor: "grabbing" }}>
      {children}
    </Paper>
  );
}

export interface ColumnInfo {
  key: string;
  name: string;
  color: string;
  /** Minutes the technician works that day; null for "not assigned". */
  capacity: number | null;
  note?: string;
}

/**
 * The columns side by side, as many as fit (each at least 220 px), the rest on the next row: no lane is ever cut off
 * behind a sideways scroll (four lanes fit beside the sidebar at 1280 px).
 */
export function LaneGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      pb="sm"
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))",
        gap: "var(--mantine-spacing-sm)",
        alignItems: "start",
      }}
    >
      {children}
    </Box>
  );
}

/** A technician's column: header with the live figures, then the sortable cards (a drop target even when empty). */
export function LaneColumn({
  info,
  ids,
  figures,
  units,
  emptyText,
  onOptimize,
  optimizeKind = "order",
  optimizing,
  optimizeDisabled,
  children,
}: {
  info: ColumnInfo;
  ids: string[];
  figures: LaneFigures;
  units: "us" | "metric";
  emptyText: string;
  onOptimize?: () => void;
  /** "Optimize order" (standing, not saved) or "Optimize day" (one date, saved). */
  optimizeKind?: "order" | "day";
  optimizing?: boolean;
  optimizeDisabled?: boolean;
  children: React.ReactNode;
}) {
  const f = useFormat();
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: info.key });
  const over = info.capacity !== null && figures.totalMinutes > info.capacity;
  const percent =
    info.capacity && info.capacity > 0 ? Math.round((figures.totalMinutes / info.capacity) * 100) : 0;
  return (
    <Paper
      component="section"
      aria-label={info.name}
      withBorder
      p="sm"
      miw={0}
      style={{ borderTop: `4px solid var(--mantine-color-${info.color}-6)` }}
    >
      <Stack gap={6} mb="sm">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <ColorSwatch color={`var(--mantine-color-${info.color}-6)`} size={14} aria-hidden />
            <Title order={2} size="h5" style={{ overflowWrap: "anywhere" }}>
              {info.name}
            </Title>
          </Group>
          {info.note ? (
            <Badge color="gray" variant="light">
              {info.note}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {t("routing.management.laneFigures", {
            count: figures.stops,
            onSite: f.duration(figures.serviceMinutes),
            drive: f.duration(figures.driveMinutes),
            distance: figures.distance,
            unit: distanceUnit(units),
          })}
        </Text>
        {info.capacity !== null ? (
          <>
            <Text size="sm" fw={600} c={over ? "red.8" : undefined}>
              {over ? <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: -2 }} /> : null}{" "}
              {info.capacity === 0
                ? t("routing.management.totalDayOff", { total: f.duration(figures.totalMinutes) })
                : over
                  ? t("routing.management.totalOver", {
                      total: f.duration(figures.totalMinutes),
                      capacity: f.duration(info.capacity),
                      over: f.duration(figures.totalMinutes - info.capacity),
                    })
                  : t("routing.management.totalOf", {
                      total: f.duration(figures.totalMinutes),
                      capacity: f.duration(info.capacity),
                    })}
            </Text>
            <Progress.Root size="sm">
              <Progress.Section
                value={Math.min(100, percent)}
                color={over ? "red" : info.color}
                aria-label={t("routing.management.dayPercent", { name: info.name, percent })}
              />
            </Progress.Root>
          </>
        ) : null}
        {figures.unroutable ? (
          <Text size="xs">
            <IconMapPinOff size={12} aria-hidden color="var(--mantine-color-orange-7)" />{" "}
            {t("routing.management.unroutable", { count: figures.unroutable })}
          </Text>
        ) : null}
        {onOptimize ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRoute size={14} aria-hidden />}
            onClick={onOptimize}
            loading={optimizing}
            disabled={optimizeDisabled || ids.length < 2}
            aria-label={t(
              optimizeKind === "day"
                ? "routing.management.optimizeDayFor"
                : "routing.management.optimizeOrderFor",
              { name: info.name },
            )}
          >
            {t(
              optimizeKind === "day" ? "routing.management.optimizeDay" : "routing.management.optimizeOrder",
            )}
          </Button>
        ) : null}
      </Stack>
      <SortableContext id={info.key} items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          component="ol"
          ref={setNodeRef}
          gap={6}
          p={0}
          m={0}
          aria-label={t("routing.dashboard.stopsOf", { name: info.name })}
          style={{
            minHeight: 56,
            borderRadius: 6,
            outline: isOver ? "2px dashed var(--mantine-color-blue-5)" : undefined,
          }}
        >
          {children}
          {ids.length === 0 ? (
            <Text component="li" size="sm" c="dimmed" ta="center" py="md" style={{ listStyle: "none" }}>
              {emptyText}
            </Text>
          ) : null}
        </Stack>
      </SortableContext>
    </Paper>
  );
}
