import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCamera, IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { readingLabel, sanitizerKeys } from "~/components/i18n/chemistry-labels";
import { useT } from "~/components/i18n/i18n-provider";
import { retestLimits, retestReason } from "~/core/chemistry/readings";
import type { Formatter } from "~/core/format/format";
import { parseLocaleNumber } from "~/core/format/parse-number";
import { wordFor } from "~/core/i18n/word-for";
import type { Units } from "~/core/water/volume";
import type { StopPhoto } from "~/db/schema/service";
import { type StopReading, stopReadingUnit } from "~/domain/service/readings";
import type { ServiceStopDetail } from "~/domain/service/stops.server";
import { WaterAnalysis } from "./water-analysis";
import { readingField } from "./wet-fingers";

export interface ChemicalItem {
  id: string;
  name: string;
  unit: string;
  chemical: string | null;
  strengthPercent: number | null;
}

interface DoseDraft {
  itemId: string | null;
  name: string;
  amount: string;
  unit: string;
  recommendedAmount?: number | null;
  recommendedUnit?: string | null;
  /** The recommendation it was recorded from ("freeChlorine:raise"); none for a chemical added by hand. */
  recommendation?: string | null;
}

interface TaskDraft {
  done: boolean;
  numberValue: string;
  note: string;
  missedReason: string;
  photo: StopPhoto | null;
}

/** Everything typed at the stop, kept on the phone until the server has it. */
export interface Draft {
  bodies: Record<string, { readings: Record<string, string>; doses: DoseDraft[] }>;
  tasks: Record<string, TaskDraft>;
  internalNotes: string;
  customerNotes: string;
  photos: StopPhoto[];
  /** The idempotency key of this stop's submissions: one per stop until the finish is confirmed. */
  key: string;
}

export const doseUnits = (units: Units) =>
  units === "us" ? ["fl oz", "gal", "oz", "lb"] : ["mL", "L", "g", "kg"];

/** The chemical select's value for a product that is not one of the company's items. */
const OTHER = "other";

const storageKey = (stopId: string) => `dripdrop:stop:${stopId}`;

function draftFromStop(stop: ServiceStopDetail, f: Formatter): Draft {
  // Numbers as the technician would type them in this locale ("7,4" in es-ES), without grouping.
  const typed = (n: number) => f.number(n, { grouping: false, maximumFractionDigits: 6 });
  return {
    bodies: Object.fromEntries(
      stop.bodies.map((b) => [
        b.id,
        {
          readings: Object.fromEntries(Object.entries(b.readings).map(([k, v]) => [k, typed(v)])),
          doses: b.doses.map((d) => ({
            itemId: d.itemId,
            name: d.name,
            amount: typed(d.amount),
            unit: d.unit,
            recommendedAmount: d.recommendedAmount,
            recommendedUnit: d.recommendedUnit,
            recommendation: d.recommendation,
          })),
        },
      ]),
    ),
    tasks: Object.fromEntries(
      stop.tasks.map((t) => [
        t.id,
        {
          done: t.done,
          numberValue: t.numberValue === null ? "" : typed(t.numberValue),
          note: t.done ? (t.note ?? "") : "",
          missedReason: t.done ? "" : (t.note ?? ""),
          photo: t.photo,
        },
      ]),
    ),
    internalNotes: stop.internalNotes,
    customerNotes: stop.customerNotes,
    photos: stop.photos,
    key: crypto.randomUUID(),
  };
}

/**
 * Set once a stop screen has hydrated in this page: later ones (another stop, the same one after a save) are drawn
 * by React from the start, so nothing can have been typed into them before.
 */
let hydrated = false;

/** A field typed into before the page's JavaScript ran: where it goes in the draft (`data-draft`), and what it holds. */
type TypedEarly = [path: string, value: string | boolean];

/**
 * What the technician typed or ticked in the server's HTML before React took over (a slow connection at the pool):
 * the stop screen's fields whose text or tick differs from what the server sent. Read while React hydrates, before
 * it draws the draft's values over them.
 */
function typedBeforeHydration(stopId: string): TypedEarly[] {
  if (hydrated || typeof document === "undefined") return [];
  const screen = document.querySelector(`[data-stop-screen="${CSS.escape(stopId)}"]`);
  if (!screen) return [];
  return [...screen.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("[data-draft]")].flatMap(
    (el): TypedEarly[] => {
      const path = el.dataset.draft ?? "";
      if (el instanceof HTMLInputElement && el.type === "checkbox")
        return el.checked !== el.defaultChecked ? [[path, el.checked]] : [];
      return el.value !== el.defaultValue ? [[path, el.value]] : [];
    },
  );
}

/** The draft with what was typed early put in its place (a path like `bodies/<id>/readings/pH`). */
function withTyped(draft: Draft, typed: TypedEarly[]): Draft {
  for (const [path, value] of typed) {
    const parts = path.split("/");
    const last = parts.pop();
    let at: unknown = draft;
    for (const part of parts)
      at = at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
    if (last && at && typeof at === "object") {
      (at as Record<string, unknown>)[last] = value;
      // A value or note typed into a task ticks it, as typing does once the page runs.
      if (parts[0] === "tasks" && (last === "numberValue" || last === "note") && value !== "")
        (at as TaskDraft).done = true;
    }
  }
  return draft;
}

/** What the technician typed, read in the page's locale ("7,5" is 7.5 in es-ES): null when empty, NaN when not a number. */
const toNumber = (text: string, locale: string) => parseLocaleNumber(text, locale);

/** Empty text as null, any other as typed: the server reads numbers in the page's locale and names what is not one. */
const typedOrNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The draft as the server's visit input. */
function visitOf(stop: ServiceStopDetail, draft: Draft) {
  return {
    bodies: stop.bodies.map((b) => {
      const entry = draft.bodies[b.id] ?? { readings: {}, doses: [] };
      return {
        bodyOfWaterId: b.id,
        readings: Object.fromEntries(
          Object.entries(entry.readings)
            .map(([k, v]) => [k, typedOrNull(v)] as const)
            .filter(([, v]) => v !== null),
        ),
        doses: entry.doses.map((d) => ({
          itemId: d.itemId,
          name: d.name,
          amount: typedOrNull(d.amount) ?? 0,
          unit: d.unit,
          recommendedAmount: d.recommendedAmount ?? null,
          recommendedUnit: d.recommendedUnit ?? null,
          recommendation: d.recommendation ?? null,
        })),
      };
    }),
    tasks: stop.tasks.map((t) => {
      const task = draft.tasks[t.id];
      return {
        id: t.id,
        done: task?.done ?? false,
        numberValue: task ? typedOrNull(task.numberValue) : null,
        note: task?.note || null,
        missedReason: task?.missedReason || null,
        photo: task?.photo ?? null,
      };
    }),
    internalNotes: draft.internalNotes,
    customerNotes: draft.customerNotes,
    photos: draft.photos,
  };
}

/**
 * The stop screen a technician works through at the pool: readings per body of water (with last visit's values,
 * the index and recommended doses), what was added, the checklist, notes and photos, then Finish. Every keystroke
 * is kept in this browser's storage; a failed submit loses nothing and the same key makes a resend harmless.
 */
export function StopWorkflow({
  stop,
  units,
  items,
  basePath,
}: {
  stop: ServiceStopDetail;
  units: Units;
  items: ChemicalItem[];
  /** The stop page's URL: the visit posts to `${basePath}/visit`, photos to `${basePath}/photos`. */
  basePath: string;
}) {
  const t = useT();
  const f = useFormat();
  const [draft, setDraft] = useState<Draft>(() => draftFromStop(stop, f));
  const [restored, setRestored] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState<"save" | "finish" | null>(null);
  const [offline, setOffline] = useState(false);
  const loaded = useRef(false);
  const revalidator = useRevalidator();
  const [typedEarly] = useState(() => typedBeforeHydration(stop.id));

  // After hydration: take back what was typed on this device and not yet accepted by the server, then what was
  // typed into the page before its JavaScript ran (newer still).
  useEffect(() => {
    hydrated = true;
    let base: Draft | null = null;
    const saved = window.localStorage.getItem(storageKey(stop.id));
    if (saved) {
      try {
        base = JSON.parse(saved) as Draft;
        setRestored(true);
      } catch {
        window.localStorage.removeItem(storageKey(stop.id));
      }
    }
    if (base || typedEarly.length) setDraft((d) => withTyped(structuredClone(base ?? d), typedEarly));
    loaded.current = true;
  }, [stop.id, typedEarly]);

  useEffect(() => {
    if (loaded.current) window.localStorage.setItem(storageKey(stop.id), JSON.stringify(draft));
  }, [draft, stop.id]);

  const update = (change: (d: Draft) => Draft) => setDraft((d) => change(structuredClone(d)));

  async function send(intent: "save" | "finish") {
    setSending(intent);
    setOffline(false);
    try {
      const response = await fetch(`${basePath}/visit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ intent, key: draft.key, visit: visitOf(stop, draft) }),
      });
      if (response.status >= 500) throw new Error(`server answered ${response.status}`);
      const result = (await response.json()) as
        | { ok: true; report: { sent: boolean; reason?: string } | null }
        | { ok: false; errors: Record<string, string> };
      if (!result.ok) {
        setErrors(result.errors);
        notifications.show({
          color: "red",
          title: intent === "finish" ? t("field.work.cantFinish") : t("field.work.notSaved"),
          message: Object.values(result.errors)[0] ?? t("field.work.checkFields"),
        });
        return;
      }
      setErrors({});
      // The server has it all now: the copy on the device is no longer needed (and must not be "restored").
      window.localStorage.removeItem(storageKey(stop.id));
      loaded.current = false;
      if (intent === "finish") {
        notifications.show({
          color: "green",
          message: result.report?.sent
            ? t("field.work.finishedReported")
            : result.report?.reason
              ? t("field.work.finishedNoReport", { reason: t.text(result.report.reason) })
              : t("field.stop.finished"),
        });
      } else {
        notifications.show({ color: "green", message: t("field.work.saved") });
      }
      revalidator.revalidate();
    } catch {
      setOffline(true);
    } finally {
      setSending(null);
    }
  }

  return (
    <Stack gap="lg" data-stop-screen={stop.id}>
      {restored ? (
        <Alert
          color="blue"
          title={t("field.work.restored")}
          withCloseButton
          onClose={() => setRestored(false)}
        >
          {t("field.work.restoredBody")}
        </Alert>
      ) : null}

      {stop.bodies.map((body) => (
        <BodyCard
          key={body.id}
          body={body}
          units={units}
          items={items}
          draft={draft.bodies[body.id] ?? { readings: {}, doses: [] }}
          errors={errors}
          onChange={(entry) =>
            update((d) => {
              d.bodies[body.id] = entry;
              return d;
            })
          }
        />
      ))}

      {stop.tasks.length ? (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t("field.work.checklist")}
          </Title>
          <Stack gap="md">
            {stop.tasks.map((task) => (
              <TaskRow
                key={task.id}
                photosUrl={`${basePath}/photos`}
                task={task}
                draft={
                  draft.tasks[task.id] ?? {
                    done: false,
                    numberValue: "",
                    note: "",
                    missedReason: "",
                    photo: null,
                  }
                }
                error={errors[`tasks.${task.id}`]}
                onChange={(t) =>
                  update((d) => {
                    d.tasks[task.id] = t;
                    return d;
                  })
                }
              />
            ))}
          </Stack>
        </Paper>
      ) : null}

      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t("field.work.notesAndPhotos")}
        </Title>
        <Stack>
          <Textarea
            label={t("field.work.customerNotes")}
            description={t("field.work.customerNotesHint")}
            autosize
            minRows={2}
            data-draft="customerNotes"
            value={draft.customerNotes}
            error={errors.customerNotes}
            onChange={(e) => {
              const value = e.currentTarget.value;
              update((d) => ({ ...d, customerNotes: value }));
            }}
          />
          <Textarea
            label={t("field.work.officeNotes")}
            description={t("field.work.officeNotesHint")}
            autosize
            minRows={2}
            data-draft="internalNotes"
            value={draft.internalNotes}
            error={errors.internalNotes}
            onChange={(e) => {
              const value = e.currentTarget.value;
              update((d) => ({ ...d, internalNotes: value }));
            }}
          />
          <PhotoStrip
            photosUrl={`${basePath}/photos`}
            photos={draft.photos}
            onChange={(photos) => update((d) => ({ ...d, photos }))}
          />
        </Stack>
      </Paper>

      {offline ? (
        <Alert color="orange" title={t("field.work.offline")} role="alert">
          {t("field.work.offlineBody")}
        </Alert>
      ) : null}
      {errors.form || errors.status ? (
        <Alert color="red" role="alert">
          {errors.form ?? errors.status}
        </Alert>
      ) : null}

      <Group
        justify="flex-end"
        p="sm"
        style={{
          position: "sticky",
          bottom: 0,
          background: "var(--mantine-color-body)",
          borderTop: "1px solid var(--mantine-color-gray-3)",
          zIndex: 5,
        }}
      >
        <Button
          variant="default"
          onClick={() => send("save")}
          loading={sending === "save"}
          disabled={!!sending}
        >
          {t("field.work.save")}
        </Button>
        <Button onClick={() => send("finish")} loading={sending === "finish"} disabled={!!sending}>
          {offline
            ? t("field.work.retryFinish")
            : stop.status === "finished"
              ? t("field.work.saveChanges")
              : t("field.stop.finish")}
        </Button>
      </Group>
    </Stack>
  );
}

function BodyCard({
  body,
  units,
  items,
  draft,
  errors,
  onChange,
}: {
  body: ServiceStopDetail["bodies"][number];
  units: Units;
  items: ChemicalItem[];
  draft: Draft["bodies"][string];
  errors: Record<string, string>;
  onChange: (entry: Draft["bodies"][string]) => void;
}) {
  const f = useFormat();
  const t = useT();
  const volumeUnit = units === "us" ? "gal" : "L";
  const setReading = (reading: string, value: string) =>
    onChange({ ...draft, readings: { ...draft.readings, [reading]: value } });
  const setDose = (index: number, dose: DoseDraft) =>
    onChange({ ...draft, doses: draft.doses.map((d, i) => (i === index ? dose : d)) });
  const recorded = new Set(draft.doses.flatMap((d) => (d.recommendation ? [d.recommendation] : [])));
  const numbers = Object.fromEntries(
    Object.entries(draft.readings)
      .map(([k, v]) => [k, toNumber(v, t.locale)] as const)
      .filter((e): e is [string, number] => e[1] !== null && Number.isFinite(e[1])),
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`body-${body.id}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={`body-${body.id}`}>
          {body.name}
        </Title>
        <Text size="sm" c="dimmed">
          {f.quantity(body.volume, volumeUnit)} · {wordFor(t, sanitizerKeys, body.sanitizer)}
        </Text>
      </Group>
      {body.previous ? (
        <Text size="xs" c="dimmed" mb="xs">
          {t("field.body.lastVisit", { date: body.previous.date })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {body.readingKeys.map((reading: StopReading) => {
          const unit = stopReadingUnit(reading, units);
          const last = body.previous?.readings[reading];
          // A value pool water cannot have: a "retest" badge on the field, and no dose from it (core/chemistry).
          const typed = numbers[reading];
          const retest = typed !== undefined && retestReason(reading, typed, units) !== null;
          const limits = retestLimits(reading, units);
          const hint = [
            last !== undefined
              ? t("field.body.last", { value: f.number(last, { grouping: false, maximumFractionDigits: 6 }) })
              : null,
            retest
              ? t("field.body.retestRange", { min: f.number(limits.min), max: f.number(limits.max) })
              : null,
          ].filter(Boolean);
          return (
            <TextInput
              key={reading}
              label={
                unit
                  ? t("field.body.readingWithUnit", { reading: readingLabel(t, reading), unit })
                  : readingLabel(t, reading)
              }
              inputMode="decimal"
              autoComplete="off"
              data-draft={`bodies/${body.id}/readings/${reading}`}
              classNames={readingField}
              inputWrapperOrder={["label", "input", "description", "error"]}
              value={draft.readings[reading] ?? ""}
              description={hint.length ? hint.join(" · ") : undefined}
              rightSection={
                retest ? (
                  <Badge color="orange" variant="filled" size="sm" aria-hidden>
                    {t("field.body.retest")}
                  </Badge>
                ) : undefined
              }
              rightSectionWidth={retest ? 64 : undefined}
              rightSectionPointerEvents="none"
              error={errors[`bodies.${body.id}.${reading}`]}
              onChange={(e) => setReading(reading, e.currentTarget.value)}
            />
          );
        })}
      </SimpleGrid>

      <WaterAnalysis
        body={body}
        readings={numbers}
        units={units}
        items={items}
        recorded={recorded}
        onUse={(dose) => {
          // A second tap before the screen caught up records nothing more.
          if (recorded.has(dose.recommendation)) return;
          onChange({ ...draft, doses: [...draft.doses, dose] });
        }}
      />

      <Title order={3} size="h5" mt="md" mb="xs">
        {t("field.body.added")}
      </Title>
      <Stack gap="xs">
        {draft.doses.map((dose, i) => (
          <Card key={`${i}-${dose.name}`} withBorder padding="xs">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              {items.length ? (
                <NativeSelect
                  label={t("field.body.chemical")}
                  value={dose.itemId ?? OTHER}
                  data={[
                    ...items.map((it) => ({ value: it.id, label: it.name })),
                    { value: OTHER, label: t("field.body.other") },
                  ]}
                  onChange={(e) => {
                    const chosen = items.find((it) => it.id === e.currentTarget.value);
                    setDose(
                      i,
                      chosen
                        ? { ...dose, itemId: chosen.id, name: chosen.name }
                        : { ...dose, itemId: null, name: "" },
                    );
                  }}
                />
              ) : null}
              {!dose.itemId ? (
                <TextInput
                  label={t("field.body.chemicalName")}
                  data-draft={`bodies/${body.id}/doses/${i}/name`}
                  value={dose.name}
                  error={errors[`bodies.${body.id}.doses.${i}.name`]}
                  onChange={(e) => setDose(i, { ...dose, name: e.currentTarget.value })}
                />
              ) : null}
              <TextInput
                label={t("field.body.amount")}
                inputMode="decimal"
                data-draft={`bodies/${body.id}/doses/${i}/amount`}
                value={dose.amount}
                error={errors[`bodies.${body.id}.doses.${i}`]}
                onChange={(e) => setDose(i, { ...dose, amount: e.currentTarget.value })}
              />
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <NativeSelect
                  label={t("field.body.unit")}
                  value={dose.unit}
                  data={doseUnits(units)}
                  onChange={(e) => setDose(i, { ...dose, unit: e.currentTarget.value })}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={
                    dose.name ? t("field.body.remove", { name: dose.name }) : t("field.body.removeChemical")
                  }
                  onClick={() => onChange({ ...draft, doses: draft.doses.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </SimpleGrid>
            {dose.recommendedAmount ? (
              <Text size="xs" c="dimmed" mt={4}>
                {t("field.body.recommended", {
                  amount: f.number(dose.recommendedAmount, { grouping: false, maximumFractionDigits: 6 }),
                  unit: dose.recommendedUnit ?? "",
                })}
              </Text>
            ) : null}
          </Card>
        ))}
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              onChange({
                ...draft,
                doses: [
                  ...draft.doses,
                  {
                    itemId: items[0]?.id ?? null,
                    name: items[0]?.name ?? "",
                    amount: "",
                    unit: doseUnits(units)[0],
                  },
                ],
              })
            }
          >
            {t("field.body.addChemical", { body: body.name })}
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t("field.body.noItems")}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function TaskRow({
  photosUrl,
  task,
  draft,
  error,
  onChange,
}: {
  photosUrl: string;
  task: ServiceStopDetail["tasks"][number];
  draft: TaskDraft;
  error?: string;
  onChange: (task: TaskDraft) => void;
}) {
  const [askReason, setAskReason] = useState(false);
  const t = useT();
  return (
    <div>
      <Group gap="xs" wrap="nowrap" align="center">
        <Checkbox
          data-draft={`tasks/${task.id}/done`}
          checked={draft.done}
          onChange={(e) => onChange({ ...draft, done: e.currentTarget.checked })}
          label={task.name}
          error={error}
        />
        {task.required ? (
          <Badge size="sm" variant="outline" color="red">
            {t("field.task.required")}
          </Badge>
        ) : null}
      </Group>
      <Stack gap={6} ml={32} mt={6}>
        {task.kind === "number" ? (
          <TextInput
            label={t("field.task.value", { task: task.name })}
            inputMode="decimal"
            data-draft={`tasks/${task.id}/numberValue`}
            value={draft.numberValue}
            onChange={(e) => onChange({ ...draft, numberValue: e.currentTarget.value, done: true })}
          />
        ) : null}
        {task.kind === "note" ? (
          <Textarea
            label={t("field.task.note", { task: task.name })}
            autosize
            data-draft={`tasks/${task.id}/note`}
            value={draft.note}
            onChange={(e) => onChange({ ...draft, note: e.currentTarget.value, done: true })}
          />
        ) : null}
        {task.kind === "photo" ? (
          <Group>
            {draft.photo ? (
              <Image
                src={draft.photo.thumbnailUrl}
                alt={t("field.task.photoAlt", { task: task.name })}
                w={96}
                h={72}
                radius="sm"
              />
            ) : null}
            <PhotoButton
              photosUrl={photosUrl}
              label={draft.photo ? t("field.task.retakePhoto") : t("field.task.takePhoto")}
              accessibleName={
                draft.photo
                  ? t("field.task.retakePhotoFor", { task: task.name })
                  : t("field.task.takePhotoFor", { task: task.name })
              }
              onPhoto={(photo) => onChange({ ...draft, photo, done: true })}
            />
          </Group>
        ) : null}
        {task.required && !draft.done ? (
          askReason || draft.missedReason || error ? (
            <TextInput
              label={t("field.task.sayWhy", { task: task.name })}
              data-draft={`tasks/${task.id}/missedReason`}
              value={draft.missedReason}
              onChange={(e) => onChange({ ...draft, missedReason: e.currentTarget.value })}
            />
          ) : (
            <Button
              variant="subtle"
              size="compact-xs"
              w="fit-content"
              aria-label={t("field.task.couldNotLabel", { task: task.name })}
              onClick={() => setAskReason(true)}
            >
              {t("field.task.couldNot")}
            </Button>
          )
        ) : null}
      </Stack>
    </div>
  );
}

function PhotoStrip({
  photosUrl,
  photos,
  onChange,
}: {
  photosUrl: string;
  photos: StopPhoto[];
  onChange: (photos: StopPhoto[]) => void;
}) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t("field.photos.title")}
      </Text>
      {photos.length ? (
        <Group gap="xs">
          {photos.map((p, i) => (
            // The remove button under the photo, not on it: a 44 px target would cover a small thumbnail.
            <Stack key={p.url} gap={4} align="center">
              <Image
                src={p.thumbnailUrl}
                alt={t("field.photos.alt", { n: i + 1 })}
                w={96}
                h={72}
                radius="sm"
                fit="cover"
              />
              <ActionIcon
                color="red"
                variant="light"
                aria-label={t("field.photos.remove", { n: i + 1 })}
                onClick={() => onChange(photos.filter((x) => x.url !== p.url))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Stack>
          ))}
        </Group>
      ) : null}
      <Group>
        <PhotoButton
          photosUrl={photosUrl}
          label={t("field.photos.add")}
          onPhoto={(photo) => onChange([...photos, photo])}
        />
      </Group>
    </Stack>
  );
}

/** Opens the camera on a phone (the file picker elsewhere); the server stores the photo and a thumbnail. */
function PhotoButton({
  photosUrl,
  label,
  accessibleName,
  onPhoto,
}: {
  photosUrl: string;
  label: string;
  /** When the visible label is short ("Take photo"), what a screen reader hears ("Take photo for …"). */
  accessibleName?: string;
  onPhoto: (photo: StopPhoto) => void;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  async function upload(file: File) {
    setBusy(true);
    try {
      const body = new FormData();
      body.set("photo", file);
      const response = await fetch(photosUrl, { method: "POST", body });
      const result = (await response.json()) as { ok: true; photo: StopPhoto } | { ok: false; error: string };
      if (result.ok) onPhoto(result.photo);
      else notifications.show({ color: "red", message: t.text(result.error) });
    } catch {
      notifications.show({ color: "red", message: t("field.photos.offline") });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      component="label"
      variant="light"
      size="sm"
      leftSection={<IconCamera size={16} />}
      loading={busy}
      aria-label={accessibleName}
    >
      {label}
      <input
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) void upload(file);
        }}
      />
    </Button>
  );
}
