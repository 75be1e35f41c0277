/**
 * Standing routes: per weekday, one column per technician with their recurring stops in standing order. Cards move
 * by drag and drop (also onto another weekday's tab), by keyboard, or with "Move to…"; nothing is saved until
 * "Save changes".
 */
import { DndContext, DragOverlay } from "@dnd-kit/core";
import { Tabs, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { standingWeek } from "~/domain/routing/standing-routes.server";
import { CardPreview, type ColumnInfo, LaneColumn, LaneGrid, SortableCard } from "./board";
import {
  buildLanes,
  changes,
  daysOf,
  followTechnician,
  type LaneMap,
  laneKey,
  laneOf,
  lanesOfDay,
  lanesToSave,
  moveCard,
  parseLaneKey,
  weekdayNames,
  weekOrder,
} from "./lanes";
import { MoveDialog, type MoveTarget } from "./move-dialog";
import type { action } from "./page";
import { DayTab, StandingCardBody } from "./standing-card";
import { laneFigures } from "./totals";
import { UnsavedBar } from "./unsaved";
import { useLaneDnd } from "./use-lane-dnd";

type Week = Awaited<ReturnType<typeof standingWeek>>;

const allDays = [0, 1, 2, 3, 4, 5, 6];
const dayList = (days: number[]) => days.map((d) => weekdayNames[d]).join(", ");
const tell = (message: string, color = "blue") => notifications.show({ message, color });

export function StandingBoard({
  week,
  initialWeekday,
  canManage,
}: {
  week: Week;
  initialWeekday: number;
  canManage: boolean;
}) {
  const { technicians, settings, stops } = week;
  const technicianIds = technicians.map((t) => t.id);
  const initial = useMemo(
    () =>
      buildLanes(
        week.technicians.map((t) => t.id),
        allDays,
        week.lanes,
      ),
    [week.technicians, week.lanes],
  );
  const [lanes, setLanes] = useState<LaneMap>(initial);
  const lanesRef = useRef(lanes);
  lanesRef.current = lanes;
  const [weekday, setWeekday] = useState(initialWeekday);
  const [moving, setMoving] = useState<{ stopId: string; weekday: number } | null>(null);
  const [, setSearchParams] = useSearchParams();
  const saver = useFetcher<typeof action>();
  const optimizer = useFetcher<typeof action>();

  const technicianOf = (id: string | null) => technicians.find((t) => t.id === id);
  const columnName = (technicianId: string | null) =>
    technicianId === null ? "Not assigned" : (technicianOf(technicianId)?.name ?? "Former technician");
  const laneName = (key: string) => {
    const lane = parseLaneKey(key);
    if (!lane) return key;
    return lane.technicianId === null
      ? `Not assigned on ${weekdayNames[lane.weekday]}`
      : `${columnName(lane.technicianId)}'s ${weekdayNames[lane.weekday]} route`;
  };
  const stopName = (id: string) => stops[id]?.customerName ?? "stop";
  const visible = lanesOfDay(lanes, weekday, technicianIds);

  const followed = (stopId: string, technicianId: string | null, days: number[]) => {
    if (days.length)
      tell(
        `${stopName(stopId)} visits on several days with one technician: its ${dayList(days)} ${days.length === 1 ? "visit" : "visits"} moved to ${columnName(technicianId)} too.`,
      );
  };

  const moveToDay = (stopId: string, from: MoveTarget, to: MoveTarget, base: LaneMap) => {
    const stop = stops[stopId];
    if (to.weekday !== from.weekday) {
      if (stop.fixedDays) {
        tell(`${stop.customerName} is serviced every day: only its technician can change.`, "orange");
        return;
      }
      if (daysOf(base, stopId).has(to.weekday)) {
        tell(`${stop.customerName} already visits on ${weekdayNames[to.weekday]}.`, "orange");
        return;
      }
    }
    const fromKey = laneOf(base, stopId, from.weekday);
    if (!fromKey) return;
    const moved = moveCard(base, stopId, fromKey, laneKey(to.technicianId, to.weekday));
    const after = followTechnician(moved, stopId, to.weekday);
    setLanes(after.lanes);
    tell(
      `${stop.customerName} moved to ${weekdayNames[to.weekday]}, ${columnName(to.technicianId)}. Save changes to keep it.`,
    );
    followed(stopId, to.technicianId, after.followed);
  };

  const { activeId, keyboard, dndProps } = useLaneDnd({
    lanes,
    setLanes,
    visible,
    stopName,
    laneName,
    onDropped: (stopId, from, next) => {
      const now = laneOf(next, stopId, weekday);
      if (!now || parseLaneKey(now)?.technicianId === parseLaneKey(from)?.technicianId) return;
      const after = followTechnician(next, stopId, weekday);
      if (after.followed.length) {
        setLanes(after.lanes);
        followed(stopId, parseLaneKey(now)?.technicianId ?? null, after.followed);
      }
    },
    onDroppedOnDay: (stopId, day, before) => {
      const fromKey = laneOf(before, stopId, weekday);
      const technicianId = fromKey ? (parseLaneKey(fromKey)?.technicianId ?? null) : null;
      moveToDay(stopId, { technicianId, weekday }, { technicianId, weekday: day }, before);
    },
  });

  // "Optimize order" answers with the lane's new order: shown, not saved. Runs once per answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: laneName reads props fixed while the page is open
  useEffect(() => {
    const result = optimizer.data;
    if (!result || !("intent" in result) || result.intent !== "optimize") return;
    const key = laneKey(result.technicianId, result.weekday);
    const now = lanesRef.current[key] ?? [];
    if (now.length !== result.stopIds.length || !result.stopIds.every((id) => now.includes(id))) {
      tell("That route changed while it was being optimized: optimize it again.", "orange");
      return;
    }
    const moved = result.stopIds.filter((id, i) => now[i] !== id).length;
    setLanes({ ...lanesRef.current, [key]: result.stopIds });
    tell(
      moved
        ? `${laneName(key)} optimized: ${moved} ${moved === 1 ? "stop changes" : "stops change"} place${result.saves ? `, which ${result.saves}` : ""}. Save changes to keep the new order.`
        : `${laneName(key)} is already in the best order found.`,
      "teal",
    );
  }, [optimizer.data]);

  const changed = changes(initial, lanes);
  const saving = saver.state !== "idle";
  const failure =
    saver.data && "ok" in saver.data && !saver.data.ok
      ? saver.data.errors.lanes
      : optimizer.data && "ok" in optimizer.data && !optimizer.data.ok
        ? optimizer.data.errors.lanes
        : undefined;
  const save = () =>
    saver.submit(
      { intent: "save", weekday: String(weekday), lanes: JSON.stringify(lanesToSave(lanes, technicianIds)) },
      { method: "post" },
    );
  const optimizingTechnician = optimizer.state !== "idle" ? optimizer.formData?.get("technicianId") : null;

  const columns: ColumnInfo[] = visible.map((key) => {
    const lane = parseLaneKey(key)!;
    const technician = technicianOf(lane.technicianId);
    const works = technician?.workDays.includes(weekday) ?? true;
    return {
      key,
      name: columnName(lane.technicianId),
      color: technician?.color ?? "gray",
      capacity: technician ? (works ? technician.dailyMinutes : 0) : null,
      note: technician && !works ? "Day off" : lane.technicianId && !technician ? "Left the team" : undefined,
    };
  });
  const movingStop = moving ? stops[moving.stopId] : null;
  const movingLane = moving ? laneOf(lanes, moving.stopId, moving.weekday) : undefined;

  return (
    <>
      <UnsavedBar
        changed={changed}
        saving={saving}
        onSave={save}
        onDiscard={() => setLanes(initial)}
        error={failure}
      />
      <DndContext id="standing-routes" {...dndProps}>
        <Tabs
          value={String(weekday)}
          onChange={(value) => {
            if (value === null) return;
            setWeekday(Number(value));
            setSearchParams({ weekday: value }, { replace: true, preventScrollReset: true });
          }}
        >
          <Tabs.List mb="md" aria-label="Weekday">
            {weekOrder.map((d) => (
              <DayTab
                key={d}
                weekday={d}
                count={new Set(lanesOfDay(lanes, d, technicianIds).flatMap((k) => lanes[k])).size}
                droppable={Boolean(activeId) && !keyboard && d !== weekday}
              />
            ))}
          </Tabs.List>
          {weekOrder.map((d) => (
            <Tabs.Panel key={d} value={String(d)}>
              {d === weekday ? (
                <>
                  {canManage ? (
                    <Text size="sm" c="dimmed" mb="sm">
                      Drag a stop by its handle to change its place or technician, or onto another day's tab;
                      the ⇄ button moves it to another day.
                    </Text>
                  ) : null}
                  <LaneGrid>
                    {columns.map((column) => {
                      const ids = lanes[column.key] ?? [];
                      const technician = technicianOf(parseLaneKey(column.key)?.technicianId ?? null);
                      return (
                        <LaneColumn
                          key={column.key}
                          info={column}
                          ids={ids}
                          units={settings.units}
                          figures={laneFigures(
                            technician?.start ?? null,
                            ids.map((id) => stops[id]),
                            settings,
                          )}
                          emptyText={`No stops on ${weekdayNames[weekday]}.`}
                          onOptimize={
                            canManage && technician
                              ? () =>
                                  optimizer.submit(
                                    {
                                      intent: "optimize",
                                      technicianId: technician.id,
                                      weekday: String(weekday),
                                      stopIds: JSON.stringify(ids),
                                    },
                                    { method: "post" },
                                  )
                              : undefined
                          }
                          optimizing={optimizingTechnician === technician?.id}
                        >
                          {ids.map((id, i) => (
                            <SortableCard
                              key={id}
                              id={id}
                              name={stops[id].customerName}
                              canManage={canManage}
                              onMove={() => setMoving({ stopId: id, weekday })}
                            >
                              <StandingCardBody stop={stops[id]} position={i + 1} />
                            </SortableCard>
                          ))}
                        </LaneColumn>
                      );
                    })}
                  </LaneGrid>
                </>
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
        <DragOverlay>
          {activeId && stops[activeId] ? (
            <CardPreview>
              <StandingCardBody stop={stops[activeId]} />
            </CardPreview>
          ) : null}
        </DragOverlay>
      </DndContext>
      {moving && movingStop && movingLane ? (
        <MoveDialog
          name={movingStop.customerName}
          current={{ technicianId: parseLaneKey(movingLane)?.technicianId ?? null, weekday: moving.weekday }}
          technicians={technicians}
          days={allDays.map((d) => ({
            weekday: d,
            disabled: movingStop.fixedDays || (d !== moving.weekday && daysOf(lanes, moving.stopId).has(d)),
          }))}
          dayNote={
            movingStop.fixedDays
              ? "Serviced every day: only the technician can change."
              : `${movingStop.schedule}. This moves the ${weekdayNames[moving.weekday]} visit.`
          }
          onClose={() => setMoving(null)}
          onMove={(target) => {
            setMoving(null);
            moveToDay(
              moving.stopId,
              { technicianId: parseLaneKey(movingLane)?.technicianId ?? null, weekday: moving.weekday },
              target,
              lanes,
            );
          }}
        />
      ) : null}
    </>
  );
}
