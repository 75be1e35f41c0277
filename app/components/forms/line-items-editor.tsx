import { ActionIcon, Box, Button, Fieldset, Group, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { type Keyed, neighbourOf } from "./use-keyed-rows";

/** Where focus goes once the list has re-rendered: into a row (after Add or a remove), or onto the Add button. */
type FocusTarget = { row: number; removed: boolean } | "add";

/**
 * The repeating rows of a form (job, invoice and receipt lines, a job's or a task group's tasks), built on
 * `useKeyedRows`: a labelled list, each row the caller's fields (usually inside a fieldset named "Line 2"), a remove
 * button per row whose accessible name says which row it takes away, and an Add button under the list.
 *
 * The caller renders each row's fields and posts them under the names its action parses; `actions` is the row's
 * buttons (the caller's own, such as move up/down, then remove), to place where the row's layout wants them.
 *
 * Focus: after Add, the new row's field marked `data-row-focus` takes the focus (when the row has one; otherwise it
 * stays on Add); after a remove, the next row's (or the previous one's) marked field, else its remove button, else
 * the Add button — so a keyboard user never drops to the top of the page.
 */
export function LineItemsEditor<T extends object>({
  label,
  rows,
  legend,
  children,
  rowActions,
  removeLabel,
  onRemove,
  canRemove = true,
  removeStyle = "icon",
  addLabel,
  onAdd,
  addDisabled = false,
  empty,
  aside,
}: {
  /** What the list is, for assistive technology ("Lines", "Tasks"). */
  label: string;
  rows: readonly Keyed<T>[];
  /** Each row's fieldset legend ("Line 2"); without it a row is a plain group of fields. */
  legend?: (index: number) => string;
  /** The row's fields; place `actions` among them. */
  children: (row: Keyed<T>, place: { index: number; actions: ReactNode }) => ReactNode;
  /** Buttons of the caller's own for a row, shown before its remove button. */
  rowActions?: (row: Keyed<T>, index: number) => ReactNode;
  /** The remove button's accessible name, naming the row ("Remove line 2"). */
  removeLabel: (row: Keyed<T>, index: number) => string;
  onRemove: (row: Keyed<T>, index: number) => void;
  /** False keeps the last rows (a receipt needs one line). */
  canRemove?: boolean;
  /** An icon button with the name as its label, or a small text button that shows the name. */
  removeStyle?: "icon" | "text";
  addLabel: string;
  /** Adds a row and returns its key (what `useKeyedRows().add` returns), for the focus to follow. */
  onAdd: () => number;
  addDisabled?: boolean;
  /** Shown instead of the list when it has no rows. */
  empty?: ReactNode;
  /** Beside the Add button (a running summary). */
  aside?: ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget === "add") {
      addRef.current?.focus();
      return;
    }
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row-key="${focusTarget.row}"]`);
    const field = row?.querySelector<HTMLElement>("[data-row-focus]");
    if (!focusTarget.removed) {
      field?.focus();
      return;
    }
    (field ?? row?.querySelector<HTMLElement>("[data-row-remove]:not(:disabled)") ?? addRef.current)?.focus();
  }, [focusTarget]);

  const remove = (row: Keyed<T>, index: number) => {
    const neighbour = neighbourOf(rows, index);
    onRemove(row, index);
    setFocusTarget(neighbour ? { row: neighbour.key, removed: true } : "add");
  };

  const add = () => {
    setFocusTarget({ row: onAdd(), removed: false });
  };

  const removeButton = (row: Keyed<T>, index: number) => {
    const name = removeLabel(row, index);
    return removeStyle === "text" ? (
      <Button
        type="button"
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        disabled={!canRemove}
        onClick={() => remove(row, index)}
        data-row-remove
      >
        {name}
      </Button>
    ) : (
      <ActionIcon
        type="button"
        variant="light"
        color="red"
        size="lg"
        aria-label={name}
        disabled={!canRemove}
        onClick={() => remove(row, index)}
        data-row-remove
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    );
  };

  return (
    <Stack gap="sm">
      {rows.length === 0 && empty ? <Text c="dimmed">{empty}</Text> : null}
      <Stack gap="sm" role="list" aria-label={label} ref={listRef} display={rows.length ? undefined : "none"}>
        {rows.map((row, index) => {
          const actions = (
            <Group gap={4} wrap="nowrap">
              {rowActions?.(row, index)}
              {removeButton(row, index)}
            </Group>
          );
          const fields = children(row, { index, actions });
          return (
            <Box role="listitem" key={row.key} data-row-key={row.key}>
              {legend ? (
                <Fieldset legend={legend(index)} p={{ base: "xs", sm: "sm" }}>
                  {fields}
                </Fieldset>
              ) : (
                fields
              )}
            </Box>
          );
        })}
      </Stack>
      <Group justify="space-between" gap="sm">
        <Button
          ref={addRef}
          type="button"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={addDisabled}
        >
          {addLabel}
        </Button>
        {aside}
      </Group>
    </Stack>
  );
}
