/**
 * dnd-kit wiring of a multi-column board: cards move between columns while dragging (so the columns' figures follow),
 * reorder within a column on drop, drop onto a weekday tab, keyboard moves, and what screen readers hear.
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
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useRef, useState } from "react";
import { useT } from "~/components/i18n/i18n-provider";
import { isLaneKey, type LaneMap } from "./lanes";

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
  const t = useT();
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
    return t("routing.management.dndPosition", {
      position: Math.max(index, 1),
      total: Math.max(ids.length, 1),
      lane: laneName(lane),
    });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("routing.management.dndPicked", { name: stopName(String(active.id)), where: where(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? isDayTarget(over.id)
          ? t("routing.management.dndOverDay", { name: stopName(String(active.id)) })
          : t("routing.management.dndOver", { name: stopName(String(active.id)), where: where(over.id) })
        : t("routing.management.dndOutside", { name: stopName(String(active.id)) }),
    onDragEnd: ({ active, over }) =>
      over
        ? isDayTarget(over.id)
          ? t("routing.management.dndDroppedOnDay", { name: stopName(String(active.id)) })
          : t("routing.management.dndDropped", { name: stopName(String(active.id)), where: where(over.id) })
        : t("routing.management.dndDroppedBack", { name: stopName(String(active.id)) }),
    onDragCancel: ({ active }) => t("routing.management.dndCancelled", { name: stopName(String(active.id)) }),
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
