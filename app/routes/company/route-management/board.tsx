/**
 * The drag-and-drop board both modes share: one column per technician with sortable cards (dnd-kit), keyboard moves
 * (Space, arrows, Space) with spoken announcements, and the column's live figures.
 */
import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  ActionIcon,
  Badge,
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
import { useRef, useState } from "react";
import { isLaneKey, type LaneMap } from "./lanes";
import { distanceUnit, formatDuration, type LaneFigures, plural } from "./totals";

export const isDayTarget = (id: UniqueIdentifier | undefined) => String(id ?? "").startsWith("day:");

/** Weekday tabs are drop targets only under the pointer; cards and columns by their closest corners. */
const collisionDetection: CollisionDetection = (args) => {
  const tabs = args.droppableContainers.filter((c) => isDayTarget(c.id));
  const onTab = pointerWithin({ ...args, droppableContainers: tabs });
  if (onTab.length) return onTab;
  return closestCorners({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => !isDayTarget(c.id)),
  });
};

interface DndOptions {
  lanes: LaneMap;
  setLanes: (lanes: LaneMap) => void;
  /** The lanes on screen (a stop may sit in lanes of other days too). */
  visible: string[];
  stopName: (id: string) => string;
  laneName: (key: string) => string;
  /** After a drop inside the board; `from` is the lane the card started in. */
  onDropped?: (stopId: string, from: string, lanes: LaneMap) => void;
  /** Dropped on a weekday tab; `lanes` as before the drag. */
  onDroppedOnDay?: (stopId: string, weekday: number, lanes: LaneMap) => void;
}

/** State and handlers of a multi-column sortable board (cards move between columns while dragging). */
export function useLaneDnd({
  lanes,
  setLanes,
  visible,
  stopName,
  laneName,
  onDropped,
  onDroppedOnDay,
}: DndOptions) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  const start = useRef<{ lanes: LaneMap; from: string } | null>(null);
  const current = useRef(lanes);
  current.current = lanes;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const laneOf = (id: UniqueIdentifier) => {
    const key = String(id);
    if (isLaneKey(key)) return key;
    return visible.find((k) => current.current[k]?.includes(key));
  };
  /** Where a card would land: over a card = that card's place; over a column = its end. */
  const where = (id: UniqueIdentifier) => {
    const lane = laneOf(id);
    if (!lane) return "";
    const ids = current.current[lane];
    const index = isLaneKey(String(id)) ? ids.length : ids.indexOf(String(id)) + 1;
    return `position ${Math.max(index, 1)} of ${Math.max(ids.length, 1)} in ${laneName(lane)}`;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${stopName(String(active.id))}, ${where(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? isDayTarget(over.id)
          ? `${stopName(String(active.id))} is over another day's tab.`
          : `${stopName(String(active.id))} is now at ${where(over.id)}.`
        : `${stopName(String(active.id))} is no longer over a route.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${stopName(String(active.id))} dropped at ${isDayTarget(over.id) ? "another day" : where(over.id)}. Save changes to keep it.`
        : `${stopName(String(active.id))} dropped back where it was.`,
    onDragCancel: ({ active }) => `Moving ${stopName(String(active.id))} cancelled: it is back where it was.`,
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    setActiveId(String(active.id));
    setKeyboard(activatorEvent instanceof KeyboardEvent);
    start.current = { lanes: current.current, from: laneOf(active.id) ?? "" };
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || isDayTarget(over.id)) return;
    const from = laneOf(active.id);
    const to = laneOf(over.id);
    if (!from || !to || from === to) return;
    const target = current.current[to];
    let index = target.length;
    if (!isLaneKey(String(over.id))) {
      const overIndex = target.indexOf(String(over.id));
      const below =
        active.rect.current.translated &&
        active.rect.current.translated.top > over.rect.top + over.rect.height / 2;
      index = overIndex >= 0 ? overIndex + (below ? 1 : 0) : target.length;
    }
    const id = String(active.id);
    const next = { ...current.current, [from]: current.current[from].filter((s) => s !== id) };
    next[to] = [...target.slice(0, index), id, ...target.slice(index)];
    current.current = next;
    setLanes(next);
  };

  const finish = () => {
    setActiveId(null);
    setKeyboard(false);
    const started = start.current;
    start.current = null;
    return started;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const started = finish();
    if (!started) return;
    const id = String(active.id);
    if (!over) {
      setLanes(started.lanes);
      return;
    }
    if (isDayTarget(over.id)) {
      setLanes(started.lanes);
      onDroppedOnDay?.(id, Number(String(over.id).slice(4)), started.lanes);
      return;
    }
    let next = current.current;
    const lane = laneOf(active.id);
    const overLane = laneOf(over.id);
    if (lane && lane === overLane) {
      const ids = next[lane];
      const from = ids.indexOf(id);
      const to = isLaneKey(String(over.id)) ? ids.length - 1 : ids.indexOf(String(over.id));
      if (from !== to && to >= 0) next = { ...next, [lane]: arrayMove(ids, from, to) };
    }
    setLanes(next);
    onDropped?.(id, started.from, next);
  };

  const onDragCancel = () => {
    const started = finish();
    if (started) setLanes(started.lanes);
  };

  return {
    activeId,
    keyboard,
    dndProps: {
      sensors,
      collisionDetection,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
      accessibility: {
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move a stop, press Space or Enter on its handle, use the arrow keys to move it up, down or to another technician, then press Space or Enter to drop it, or Escape to cancel. The Move button moves it to another day.",
        },
      },
    },
  };
}

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
            aria-label={`Drag ${name}`}
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
            aria-label={`Move ${name} to…`}
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

/** A technician's column: header with the live figures, then the sortable cards (a drop target even when empty). */
export function LaneColumn({
  info,
  ids,
  figures,
  units,
  emptyText,
  onOptimize,
  optimizeLabel = "Optimize order",
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
  optimizeLabel?: string;
  optimizing?: boolean;
  optimizeDisabled?: boolean;
  children: React.ReactNode;
}) {
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
      w={{ base: "100%", sm: 300 }}
      style={{
        flexShrink: 0,
        borderTop: `4px solid var(--mantine-color-${info.color}-6)`,
        alignSelf: "flex-start",
      }}
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
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              {info.note}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {plural(figures.stops, "stop")} · {formatDuration(figures.serviceMinutes)} on site ·{" "}
          {formatDuration(figures.driveMinutes)} driving · {figures.distance} {distanceUnit(units)}
        </Text>
        {info.capacity !== null ? (
          <>
            <Text size="sm" fw={600} c={over ? "red.8" : undefined}>
              {over ? <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: -2 }} /> : null} Total{" "}
              {formatDuration(figures.totalMinutes)}
              {info.capacity === 0
                ? " on a day off"
                : ` of ${formatDuration(info.capacity)}${over ? ` (over by ${formatDuration(figures.totalMinutes - info.capacity)})` : ""}`}
            </Text>
            <Progress.Root size="sm">
              <Progress.Section
                value={Math.min(100, percent)}
                color={over ? "red" : info.color}
                aria-label={`${info.name}: ${percent}% of the working day`}
              />
            </Progress.Root>
          </>
        ) : null}
        {figures.unroutable ? (
          <Text size="xs">
            <IconMapPinOff size={12} aria-hidden color="var(--mantine-color-orange-7)" />{" "}
            {plural(figures.unroutable, "stop")} without coordinates: not in the driving figures.
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
            aria-label={`${optimizeLabel} for ${info.name}`}
          >
            {optimizeLabel}
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
          aria-label={`Stops of ${info.name}`}
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
