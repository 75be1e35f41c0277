import { Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { weekdayNames, weekOrder } from "./lanes";

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
  const [weekday, setWeekday] = useState(String(current.weekday));
  const [technician, setTechnician] = useState(current.technicianId ?? "");
  const unchanged = Number(weekday) === current.weekday && technician === (current.technicianId ?? "");
  return (
    <Modal opened onClose={onClose} title={`Move ${name}`} closeButtonProps={{ "aria-label": "Close" }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onMove({ technicianId: technician || null, weekday: Number(weekday) });
        }}
      >
        <Stack>
          {days ? (
            <NativeSelect
              label="Day"
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
                      ? `${weekdayNames[d]} (this day)`
                      : option?.disabled
                        ? `${weekdayNames[d]} (already visits)`
                        : weekdayNames[d],
                  disabled: d !== current.weekday && (!option || option.disabled),
                };
              })}
            />
          ) : null}
          <NativeSelect
            label="Technician"
            value={technician}
            onChange={(e) => setTechnician(e.currentTarget.value)}
            data={[
              ...technicians.map((t) => ({ value: t.id, label: t.name })),
              { value: "", label: "Not assigned" },
            ]}
          />
          <Text size="sm" c="dimmed">
            The card goes to the end of that route; nothing is saved until you save your changes.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={unchanged}>
              Move
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
