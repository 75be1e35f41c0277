import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useT } from "~/components/i18n/i18n-provider";
import { weekOrder } from "./lanes";
import { weekdayKeys } from "./weekdays";

export interface MoveTarget {
  technicianId: string | null;
  weekday: number;
}

/**
 * The non-drag way to move a card: choose the day (standing routes only) and the technician. Days the stop already
 * visits are not offered; a stop serviced every day keeps its days.
 */
export function MoveDialog({
  name,
  current,
  technicians,
  days,
  dayNote,
  onMove,
  onClose,
}: {
  name: string;
  current: MoveTarget;
  technicians: { id: string; name: string }[];
  /** Weekdays to offer (besides the current one); undefined = no day choice (one date). */
  days?: { weekday: number; disabled: boolean }[];
  dayNote?: string;
  onMove: (target: MoveTarget) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [weekday, setWeekday] = useState(String(current.weekday));
  const [technician, setTechnician] = useState(current.technicianId ?? "");
  const unchanged = Number(weekday) === current.weekday && technician === (current.technicianId ?? "");
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("routing.management.moveTitle", { name })}
      closeButtonProps={{ "aria-label": t("routing.management.close") }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onMove({ technicianId: technician || null, weekday: Number(weekday) });
        }}
      >
        <Stack>
          {days ? (
            <NativeSelect
              label={t("routing.management.day")}
              value={weekday}
              onChange={(e) => setWeekday(e.currentTarget.value)}
              description={dayNote}
              disabled={days.every((d) => d.disabled)}
              data={weekOrder.map((d) => {
                const option = days.find((x) => x.weekday === d);
                return {
                  value: String(d),
                  label:
                    d === current.weekday
                      ? t("routing.management.thisDay", { day: t(weekdayKeys[d]) })
                      : option?.disabled
                        ? t("routing.management.alreadyVisits", { day: t(weekdayKeys[d]) })
                        : t(weekdayKeys[d]),
                  disabled: d !== current.weekday && (!option || option.disabled),
                };
              })}
            />
          ) : null}
          <NativeSelect
            label={t("routing.overview.technician")}
            value={technician}
            onChange={(e) => setTechnician(e.currentTarget.value)}
            data={[
              ...technicians.map((m) => ({ value: m.id, label: m.name })),
              { value: "", label: t("routing.overview.notAssigned") },
            ]}
          />
          <Text size="sm" c="dimmed">
            {t("routing.management.moveHint")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("routing.management.cancel")}
            </Button>
            <Button type="submit" disabled={unchanged}>
              {t("routing.management.move")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
