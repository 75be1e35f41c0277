import { Alert, Button, Group, Paper, Stack, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import {
  type Draft,
  draftFromStop,
  emptyTaskDraft,
  draftStorageKey as storageKey,
  visitOf,
  withTyped,
} from "~/core/service/stop-draft";
import type { Units } from "~/core/water/volume";
import type { ServiceStopDetail } from "~/domain/service/stops.server";
import { BodyCard } from "./body-card";
import { PhotoStrip } from "./photo-strip";
import { markHydrated, typedBeforeHydration } from "./stop-draft";
import { TaskRow } from "./task-row";
import type { ChemicalItem } from "./water-analysis";

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
                draft={draft.tasks[task.id] ?? emptyTaskDraft()}
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
