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
import { useT } from "~/components/i18n/i18n-provider";
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
  weekOrder,
} from "./lanes";
import { MoveDialog, type MoveTarget } from "./move-dialog";
import type { action } from "./page";
import { DayTab, StandingCardBody } from "./standing-card";
import { laneFigures } from "./totals";
import { UnsavedBar } from "./unsaved";
import { useLaneDnd } from "./use-lane-dnd";
import { weekdayKeys } from "./weekdays";

type Week = Awaited<ReturnType<typeof standingWeek>>;

const allDays = [0, 1, 2, 3, 4, 5, 6];
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
  const t = useT();
  const dayName = (d: number) => t(weekdayKeys[d]);
  const dayList = (days: number[]) => days.map(dayName).join(", ");
  const technicianIds = technicians.map((m) => m.id);
  const initial = useMemo(
    () =>
      buildLanes(
        week.technicians.map((m) => m.id),
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

  const technicianOf = (id: string | null) => technicians.find((m) => m.id === id);
  const columnName = (technicianId: string | null) =>
    technicianId === null
      ? t("routing.overview.notAssigned")
      : (technicianOf(technicianId)?.name ?? t("routing.management.formerTechnician"));
  const laneName = (key: string) => {
    const lane = parseLaneKey(key);
    if (!lane) return key;
    return lane.technicianId === null
      ? t("routing.management.laneUnassigned", { day: dayName(lane.weekday) })
      : t("routing.management.laneName", { name: columnName(lane.technicianId), day: dayName(lane.weekday) });
  };
  const stopName = (id: string) => stops[id]?.customerName ?? t("routing.management.aStop");
  const visible = lanesOfDay(lanes, weekday, technicianIds);

  const followed = (stopId: string, technicianId: string | null, days: number[]) => {
    if (days.length)
      tell(
        t("routing.management.followed", {
          name: stopName(stopId),
          days: dayList(days),
          count: days.length,
          technician: columnName(technicianId),
        }),
      );
  };

  const moveToDay = (stopId: string, from: MoveTarget, to: MoveTarget, base: LaneMap) => {
    const stop = stops[stopId];
    if (to.weekday !== from.weekday) {
      if (stop.fixedDays) {
        tell(t("routing.management.everyDay", { name: stop.customerName }), "orange");
        return;
      }
      if (daysOf(base, stopId).has(to.weekday)) {
        tell(
          t("routing.management.alreadyOn", { name: stop.customerName, day: dayName(to.weekday) }),
          "orange",
        );
        return;
      }
    }
    const fromKey = laneOf(base, stopId, from.weekday);
    if (!fromKey) return;
    const moved = moveCard(base, stopId, fromKey, laneKey(to.technicianId, to.weekday));
    const after = followTechnician(moved, stopId, to.weekday);
    setLanes(after.lanes);
    tell(
      t("routing.management.movedTo", {
        name: stop.customerName,
        day: dayName(to.weekday),
        technician: columnName(to.technicianId),
      }),
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
      tell(t("routing.management.changedWhileOptimizing"), "orange");
      return;
    }
    const moved = result.stopIds.filter((id, i) => now[i] !== id).length;
    setLanes({ ...lanesRef.current, [key]: result.stopIds });
    tell(
      moved
        ? t("routing.management.optimizedLane", { lane: laneName(key), count: moved, ...result.saves })
        : t("routing.management.laneAlreadyBest", { lane: laneName(key) }),
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
      note:
        technician && !works
          ? t("routing.management.dayOff")
          : lane.technicianId && !technician
            ? t("routing.management.leftTeam")
            : undefined,
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
          <Tabs.List mb="md" aria-label={t("routing.overview.weekday")}>
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
                      {t("routing.management.standingHint")}
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
                          emptyText={t("routing.management.noStopsOn", { day: dayName(weekday) })}
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
              ? t("routing.management.everyDayNote")
              : t("routing.management.moveDayNote", {
                  schedule: movingStop.schedule,
                  day: dayName(moving.weekday),
                })
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
