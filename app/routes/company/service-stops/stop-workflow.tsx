import { Alert, Button, Group, Paper, Stack, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { missingWorkKeys, missingWorkReasons } from "~/core/service/missing-work";
import {
  type Draft,
  draftFromStop,
  emptyTaskDraft,
  draftStorageKey as storageKey,
  type TaskDraft,
  visitOf,
  withTyped,
} from "~/core/service/stop-draft";
import type { Units } from "~/core/water/volume";
import type { ServiceStopDetail } from "~/domain/service/stop-detail.server";
import { makeStopChange } from "~/field/stop-changes";
import { BodyCard } from "./body-card";
import { PhotoStrip } from "./photo-strip";
import { markHydrated, typedBeforeHydration } from "./stop-draft";
import { TaskRow } from "./task-row";
import type { ChemicalItem } from "./water-analysis";

/** The draft of a body or task the draft has nothing for yet: one object, so the memo'd card is not redrawn. */
const NO_BODY_DRAFT: Draft["bodies"][string] = { readings: {}, doses: [] };
const NO_TASK_DRAFT: TaskDraft = emptyTaskDraft();

export type { ChemicalItem } from "./water-analysis";

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
  // The draft as the server's stop gave it: nothing of the technician's to keep on the device. Not storing it keeps a
  // second mount of this screen (arrive → the server's answer) from "restoring" a draft it wrote itself.
  const untouched = useRef(draft);
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
    markHydrated();
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
    if (loaded.current && draft !== untouched.current) {
      window.localStorage.setItem(storageKey(stop.id), JSON.stringify(draft));
    }
  }, [draft, stop.id]);

  // Each part of the draft is replaced, never changed in place: a keystroke in one pool's reading redraws that pool's
  // card only (BodyCard and TaskRow are memo'd and get these stable setters).
  const setBody = useCallback(
    (bodyId: string, entry: Draft["bodies"][string]) =>
      setDraft((d) => ({ ...d, bodies: { ...d.bodies, [bodyId]: entry } })),
    [],
  );
  const setTask = useCallback(
    (taskId: string, task: TaskDraft) => setDraft((d) => ({ ...d, tasks: { ...d.tasks, [taskId]: task } })),
    [],
  );

  /**
   * Save or Finish: the visit goes into the phone's outbox first (app/field), then to the server at once when there
   * is signal. Offline it waits there and is sent by itself; the draft stays on the phone until the server has it.
   */
  async function send(intent: "save" | "finish") {
    // Offline, the checklist's rule is checked here: a finish queued on the phone must not wait hours to be refused
    // for it. Online the server answers at once, with every field's message.
    const missing =
      intent === "finish" && !navigator.onLine ? missingWorkReasons(stop.tasks, visitOf(stop, draft)) : {};
    if (Object.keys(missing).length) {
      const wording = Object.fromEntries(
        Object.entries(missing).map(([field, m]) => [field, t(missingWorkKeys[m.reason], { task: m.task })]),
      );
      setErrors(wording);
      notifications.show({
        color: "red",
        title: t("field.work.cantFinish"),
        message: Object.values(wording)[0],
      });
      return;
    }
    setSending(intent);
    setOffline(false);
    try {
      const result = await makeStopChange({
        kind: intent,
        key: draft.key,
        stopId: stop.id,
        stopTitle: `${stop.label} · ${stop.customer.name}`,
        stopPath: basePath,
        payload: { visit: visitOf(stop, draft) },
        draftJson: JSON.stringify(draft),
      });
      if (result.outcome === "refused") {
        setErrors(result.entry.errors ?? {});
        notifications.show({
          color: "red",
          title: intent === "finish" ? t("field.work.cantFinish") : t("field.work.notSaved"),
          message: result.entry.reason ? t.text(result.entry.reason) : t("field.work.checkFields"),
        });
        return;
      }
      setErrors({});
      if (result.outcome === "kept") {
        setOffline(true);
        notifications.show({
          color: "orange",
          message: intent === "finish" ? t("field.sync.finishedOnPhone") : t("field.sync.savedOnPhone"),
        });
        return;
      }
      // The server has it all now (the outbox cleared the copy on the device unless more was typed since). The
      // screen stays (a new draft only when the server wrote it differently, StopPage's key): what is typed next is
      // kept on the device again.
      const report = result.answer.report;
      notifications.show({
        color: "green",
        message:
          intent !== "finish"
            ? t("field.work.saved")
            : report?.sent
              ? t("field.work.finishedReported")
              : report?.reason
                ? t("field.work.finishedNoReport", { reason: t.text(report.reason) })
                : t("field.stop.finished"),
      });
      revalidator.revalidate();
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
          closeButtonLabel={t("common.confirm.close")}
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
          draft={draft.bodies[body.id] ?? NO_BODY_DRAFT}
          errors={errors}
          onChange={setBody}
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
                draft={draft.tasks[task.id] ?? NO_TASK_DRAFT}
                error={errors[`tasks.${task.id}`]}
                onChange={setTask}
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
              setDraft((d) => ({ ...d, customerNotes: value }));
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
              setDraft((d) => ({ ...d, internalNotes: value }));
            }}
          />
          <PhotoStrip
            photosUrl={`${basePath}/photos`}
            photos={draft.photos}
            onChange={(photos) => setDraft((d) => ({ ...d, photos }))}
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
          {stop.status === "finished" ? t("field.work.saveChanges") : t("field.stop.finish")}
        </Button>
      </Group>
    </Stack>
  );
}
