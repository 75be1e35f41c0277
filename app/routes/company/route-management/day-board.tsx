/**
 * One date: that day's service stops per technician. Scheduled stops move (order, technician) as one-time changes;
 * started, finished and skipped stops are locked in place. "Optimize day" orders and saves one technician's day.
 */
import { DndContext, DragOverlay } from "@dnd-kit/core";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { IconClock, IconLock, IconMapPinOff } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import type { DayStop, dayRoutes } from "~/domain/routing/day-routes.server";
import { StopStatusBadge } from "../service-stops/status-badge";
import { CardPreview, type ColumnInfo, LaneColumn, LaneGrid, SortableCard } from "./board";
import {
  buildLanes,
  changes,
  type LaneMap,
  laneKey,
  laneOf,
  lanesOfDay,
  lanesToSave,
  moveCard,
  ONE_DATE,
  parseLaneKey,
} from "./lanes";
import { MoveDialog } from "./move-dialog";
import type { action } from "./page";
import { laneFigures } from "./totals";
import { UnsavedBar } from "./unsaved";
import { useLaneDnd } from "./use-lane-dnd";

type Day = Awaited<ReturnType<typeof dayRoutes>>;

const locked = (s: DayStop) => s.status !== "scheduled";

function DayCardBody({ stop, position }: { stop: DayStop; position?: number }) {
  const t = useT();
  return (
    <>
      <Group gap={6} justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {position ? `${position}. ` : ""}
          <Anchor component={Link} to={`/company/serviceStops/detail/${stop.id}`} inherit>
            {stop.customerName}
          </Anchor>
        </Text>
        {stop.status !== "scheduled" ? <StopStatusBadge status={stop.status} /> : null}
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        S-{stop.number} · {stop.address || t("routing.overview.noAddress")}
      </Text>
      <Text size="xs">{stop.minutes} min</Text>
      <Group gap={4} mt={2}>
        {stop.timeWindowStart || stop.timeWindowEnd ? (
          <Badge size="xs" variant="light" color="gray" leftSection={<IconClock size={10} aria-hidden />}>
            {stop.timeWindowStart ?? ""}–{stop.timeWindowEnd ?? ""}
          </Badge>
        ) : null}
        {locked(stop) ? (
          <Badge size="xs" variant="light" color="dark" leftSection={<IconLock size={10} aria-hidden />}>
            {t("routing.management.staysInPlace")}
          </Badge>
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

export function DayBoard({ day, canManage }: { day: Day; canManage: boolean }) {
  const { technicians, settings, stops, date } = day;
  const t = useT();
  const technicianIds = technicians.map((m) => m.id);
  const initial = useMemo(
    () =>
      buildLanes(
        day.technicians.map((t) => t.id),
        [ONE_DATE],
        day.lanes,
      ),
    [day.technicians, day.lanes],
  );
  const [lanes, setLanes] = useState<LaneMap>(initial);
  const [moving, setMoving] = useState<string | null>(null);
  const saver = useFetcher<typeof action>();
  const optimizer = useFetcher<typeof action>();
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();

  const technicianOf = (id: string | null) => technicians.find((m) => m.id === id);
  const columnName = (technicianId: string | null) =>
    technicianId === null
      ? t("routing.overview.notAssigned")
      : (technicianOf(technicianId)?.name ?? t("routing.management.formerTechnician"));
  const laneName = (key: string) => {
    const id = parseLaneKey(key)?.technicianId ?? null;
    return id === null
      ? t("routing.overview.notAssigned")
      : t("routing.management.dayLaneName", { name: columnName(id) });
  };
  const visible = lanesOfDay(lanes, ONE_DATE, technicianIds);
  const { activeId, dndProps } = useLaneDnd({
    lanes,
    setLanes,
    visible,
    stopName: (id) => stops[id]?.customerName ?? t("routing.management.aStop"),
    laneName,
  });

  const changed = changes(initial, lanes);
  const saving = saver.state !== "idle";
  const dirty = changed.dirty;
  const failure =
    saver.data && "ok" in saver.data && !saver.data.ok
      ? saver.data.errors.lanes
      : optimizer.data && "ok" in optimizer.data && !optimizer.data.ok
        ? optimizer.data.errors.lanes
        : undefined;
  const save = () =>
    saver.submit(
      {
        intent: "saveDay",
        date,
        lanes: JSON.stringify(
          lanesToSave(lanes, technicianIds).map((l) => ({
            technicianId: l.technicianId,
            stopIds: l.stopIds,
          })),
        ),
      },
      { method: "post" },
    );
  const optimizingTechnician = optimizer.state !== "idle" ? optimizer.formData?.get("technicianId") : null;
  const movingLane = moving ? laneOf(lanes, moving, ONE_DATE) : undefined;

  return (
    <>
      <UnsavedBar
        changed={changed}
        saving={saving}
        onSave={save}
        onDiscard={() => setLanes(initial)}
        error={failure}
        date={date}
      />
      {canManage ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t(dirty ? "routing.management.dayHintDirty" : "routing.management.dayHint", { date })}
        </Text>
      ) : null}
      <DndContext id="day-routes" {...dndProps}>
        <LaneGrid>
          {visible.map((key) => {
            const ids = lanes[key] ?? [];
            const technicianId = parseLaneKey(key)?.technicianId ?? null;
            const technician = technicianOf(technicianId);
            const works = technician?.workDays.includes(weekday) ?? true;
            const info: ColumnInfo = {
              key,
              name: columnName(technicianId),
              color: technician?.color ?? "gray",
              capacity: technician ? (works ? technician.dailyMinutes : 0) : null,
              note: technician && !works ? t("routing.management.dayOff") : undefined,
            };
            return (
              <LaneColumn
                key={key}
                info={info}
                ids={ids}
                units={settings.units}
                figures={laneFigures(
                  technician?.start ?? null,
                  ids.map((id) => stops[id]),
                  settings,
                )}
                emptyText={t("routing.management.noStops")}
                optimizeKind="day"
                onOptimize={
                  canManage && technician
                    ? () =>
                        optimizer.submit(
                          { intent: "optimizeDay", date, technicianId: technician.id },
                          { method: "post" },
                        )
                    : undefined
                }
                optimizing={optimizingTechnician === technician?.id}
                optimizeDisabled={dirty}
              >
                {ids.map((id, i) => (
                  <SortableCard
                    key={id}
                    id={id}
                    name={stops[id].customerName}
                    locked={locked(stops[id])}
                    canManage={canManage}
                    onMove={() => setMoving(id)}
                  >
                    <DayCardBody stop={stops[id]} position={i + 1} />
                  </SortableCard>
                ))}
              </LaneColumn>
            );
          })}
        </LaneGrid>
        <DragOverlay>
          {activeId && stops[activeId] ? (
            <CardPreview>
              <DayCardBody stop={stops[activeId]} />
            </CardPreview>
          ) : null}
        </DragOverlay>
      </DndContext>
      {moving && movingLane ? (
        <MoveDialog
          name={stops[moving].customerName}
          current={{ technicianId: parseLaneKey(movingLane)?.technicianId ?? null, weekday: ONE_DATE }}
          technicians={technicians}
          onClose={() => setMoving(null)}
          onMove={(target) => {
            setLanes(moveCard(lanes, moving, movingLane, laneKey(target.technicianId, ONE_DATE)));
            setMoving(null);
          }}
        />
      ) : null}
    </>
  );
}
