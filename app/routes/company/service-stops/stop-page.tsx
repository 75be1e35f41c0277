import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDog, IconKey, IconMapPin } from "@tabler/icons-react";
import { useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { flagStatusKeys, readingLabel, readingValue } from "~/components/i18n/chemistry-labels";
import { useT } from "~/components/i18n/i18n-provider";
import { PageHeader } from "~/components/layout/page-header";
import { markReadings } from "~/core/chemistry/ranges";
import { wordFor } from "~/core/i18n/word-for";
import { skipReasons } from "~/core/service/statuses";
import { draftBasis } from "~/core/service/stop-draft";
import { stopLabel } from "~/core/service/stop-label";
import type { RepairPlaces } from "~/domain/operations/repair-requests.server";
import type { ServiceStopDetail } from "~/domain/service/stop-detail.server";
import { skipSchema } from "~/domain/service/stop-schemas";
import { DeviceCopyNotice } from "~/field/device-copy-notice";
import { FieldStatus } from "~/field/field-status";
import { pendingStatus, statusOnPhone } from "~/field/pending";
import { type ChangeResult, makeStopChange } from "~/field/stop-changes";
import { useOutbox } from "~/field/use-field";
import { EditStop } from "./edit-stop";
import { ReportRepair } from "./report-repair";
import { StopStatusBadge, skipReasonKeys, skipReasonOptionKeys } from "./status-badge";
import { StopEvents } from "./stop-events";
import { type ChemicalItem, StopWorkflow } from "./stop-workflow";
import { wetFingers } from "./wet-fingers";

export interface StopPageProps {
  stop: ServiceStopDetail;
  units: "us" | "metric";
  items: ChemicalItem[];
  isOffice: boolean;
  /** May change the stop's instructions and estimated time (the `edit` intent's permission, operations:write). */
  canEdit?: boolean;
  /** The stop page's own URL; the visit and photo posts go under it. */
  basePath: string;
  /** Set when a contractor works another company's stop: who it is for, under which contract. */
  contract?: { contractLabel: string; offeredBy: string };
  actionData: unknown;
  /** Set when the page shows the phone's saved copy (offline). */
  fromDevice?: { savedAt: string };
  /** The pools and equipment where the stop is, for "Report a repair" (null when the person cannot report). */
  repairPlaces?: RepairPlaces | null;
}

/**
 * One stop, from arriving to the summary: the place (map, gate, dog), arrive/skip, the stop screen while in
 * progress, and afterwards what was recorded and the report. The company's stop page and a contractor's contracted
 * stop page both render it.
 */
export function StopPage({
  stop: server,
  units,
  items,
  isOffice,
  canEdit = false,
  basePath,
  contract,
  actionData,
  fromDevice,
  repairPlaces = null,
}: StopPageProps) {
  const f = useFormat();
  const t = useT();
  // The stop as this phone knows it: arrived, finished or skipped here, waiting to be sent (app/field).
  const outbox = useOutbox();
  const waiting = pendingStatus(outbox, server.id);
  // An arrive made on this page keeps the stop in progress here until the page's reload of the stop says so: the
  // outbox lets go of the arrive as soon as the server takes it, before that reload, and the stop screen would go
  // in between and come back drawn afresh — the field being typed in, the keys after it and a refused Finish's
  // "Say why" fields lost (issue 19).
  const [arrivedHere, setArrivedHere] = useState<string | null>(null);
  const status = statusOnPhone(outbox, server, arrivedHere === server.id);
  const stop = status === server.status ? server : { ...server, status };
  const title = `${stop.label} · ${stop.customer.name}`;
  const revalidator = useRevalidator();
  const [arriving, setArriving] = useState(false);
  /** A change made here: a message for what became of it, and the server's fresh stop when it took it. */
  const settle = (result: ChangeResult, keptMessage: string, acceptedMessage: string) => {
    if (result.outcome === "accepted") {
      notifications.show({ color: "green", message: acceptedMessage });
      void revalidator.revalidate();
    } else if (result.outcome === "kept") notifications.show({ color: "orange", message: keptMessage });
    else
      notifications.show({
        color: "red",
        message: t("field.sync.stopRefused", { reason: t.text(result.entry.reason ?? "") }),
      });
  };
  const arrive = async () => {
    setArriving(true);
    setArrivedHere(stop.id);
    try {
      const key = crypto.randomUUID();
      const result = await makeStopChange({
        kind: "arrive",
        key,
        stopId: stop.id,
        stopTitle: title,
        stopPath: basePath,
      });
      if (result.outcome === "refused") setArrivedHere(null);
      settle(result, t("field.sync.arrivedOnPhone"), t("field.toast.arrived"));
    } catch (error) {
      setArrivedHere(null);
      throw error;
    } finally {
      setArriving(false);
    }
  };
  const skip = async (fields: { reason: string; note: string; key: string }) => {
    const result = await makeStopChange({
      kind: "skip",
      key: fields.key,
      stopId: stop.id,
      stopTitle: title,
      stopPath: basePath,
      payload: { skip: fields },
    });
    const told = result.outcome === "accepted" && result.answer.notice?.sent;
    settle(
      result,
      t("field.sync.skippedOnPhone"),
      told ? t("field.toast.skippedTold") : t("field.toast.skipped"),
    );
    return result;
  };
  const skipFailed =
    actionData && typeof actionData === "object" && "intent" in actionData && actionData.intent === "skip"
      ? (actionData as unknown as Parameters<typeof useValidatedForm>[1])
      : undefined;
  const [skipping, setSkipping] = useState(Boolean(skipFailed));
  const editFailed =
    actionData && typeof actionData === "object" && "intent" in actionData && actionData.intent === "edit"
      ? (actionData as unknown as Rejected)
      : undefined;
  // A finished stop shows its summary; the office may reopen the visit to correct it. A stop finished on this phone
  // and not yet sent keeps its screen, with what was typed.
  const [correcting, setCorrecting] = useState(false);
  const working =
    stop.canWork &&
    (stop.status === "in progress" ||
      waiting === "finished" ||
      (stop.status === "finished" && isOffice && correcting));
  const mapUrl =
    stop.location.latitude !== null && stop.location.longitude !== null
      ? `https://www.google.com/maps/dir/?api=1&destination=${stop.location.latitude},${stop.location.longitude}`
      : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(stop.location.address)}`;

  return (
    <div className={wetFingers}>
      <PageHeader
        title={title}
        description={
          contract
            ? t("field.stop.descriptionContract", {
                date: f.calendarDate(stop.serviceDate, "long"),
                offeredBy: contract.offeredBy,
                contract: contract.contractLabel,
              })
            : stop.technicianName
              ? t("field.stop.descriptionTechnician", {
                  date: f.calendarDate(stop.serviceDate, "long"),
                  technician: stop.technicianName,
                })
              : t("field.stop.descriptionUnassigned", { date: f.calendarDate(stop.serviceDate, "long") })
        }
        actions={
          <Group gap="xs">
            <StopStatusBadge status={stop.status} skipReason={stop.skipReason} />
            {waiting ? (
              <Badge color="orange" variant="outline">
                {t("field.sync.pending")}
              </Badge>
            ) : null}
          </Group>
        }
      />
      <Stack gap="lg" maw={900}>
        {contract ? null : <FieldStatus />}
        <DeviceCopyNotice data={{ fromDevice }} />
        {waiting === "finished" || waiting === "skipped" ? (
          <Alert color="orange" role="status">
            {t("field.sync.stopWaiting")}
          </Alert>
        ) : null}
        <Paper withBorder p="md">
          <Stack gap={6}>
            <Group gap="xs">
              <IconMapPin size={16} aria-hidden />
              <Anchor href={mapUrl} target="_blank" rel="noreferrer" underline="always">
                {stop.location.address}
              </Anchor>
            </Group>
            {stop.location.gateCode ? (
              <Text>
                <IconKey size={16} aria-hidden /> {t("field.place.gateCode")}{" "}
                <strong>{stop.location.gateCode}</strong>
              </Text>
            ) : null}
            {stop.location.dogName ? (
              <Text>
                <IconDog size={16} aria-hidden /> {t("field.place.dog")}{" "}
                <strong>{stop.location.dogName}</strong>
              </Text>
            ) : null}
            {stop.location.accessNotes ? <Text c="dimmed">{stop.location.accessNotes}</Text> : null}
            {stop.description ? <Text style={{ whiteSpace: "pre-wrap" }}>{stop.description}</Text> : null}
            {stop.estimatedMinutes !== null ? (
              <Text size="sm" c="dimmed">
                {t("field.stop.estimatedMinutes", { minutes: f.number(stop.estimatedMinutes) })}
              </Text>
            ) : null}
            {/* Not on the phone's saved copy: the edit goes to the server. */}
            {canEdit && !fromDevice ? (
              <EditStop
                label={stop.label}
                description={stop.description}
                estimatedMinutes={stop.estimatedMinutes}
                failed={editFailed}
              />
            ) : null}
            {isOffice ? (
              <Anchor
                component={Link}
                to={`/company/customers/details/${stop.customer.id}`}
                size="sm"
                underline="always"
              >
                {t("field.stop.customerPage")}
              </Anchor>
            ) : null}
          </Stack>
        </Paper>

        {stop.canWork && stop.status === "scheduled" ? (
          <Group grow>
            <Button size="lg" fullWidth loading={arriving} onClick={() => void arrive()}>
              {t("field.stop.arrive")}
            </Button>
            <Button size="lg" variant="default" onClick={() => setSkipping(true)}>
              {t("field.stop.skip")}
            </Button>
          </Group>
        ) : null}
        {stop.canWork && stop.status === "in progress" ? (
          <Group justify="flex-end">
            {contract || !repairPlaces ? null : (
              <ReportRepair stopId={stop.id} stopTitle={title} stopPath={basePath} places={repairPlaces} />
            )}
            <Button variant="subtle" color="orange" onClick={() => setSkipping(true)}>
              {t("field.stop.skipThis")}
            </Button>
          </Group>
        ) : null}

        {stop.bodies.length === 0 ? (
          <Alert color="orange" title={t("field.stop.noBodies")}>
            {t("field.stop.noBodiesBody")}
          </Alert>
        ) : null}

        {working ? (
          <StopWorkflow
            // A new draft only when what it is made of changed on the server: not when the server takes the arrive
            // (the screen shown from the outbox stays, with its focus, what is typed and a refused Finish's messages).
            key={draftBasis(stop)}
            stop={stop}
            units={units}
            items={items}
            basePath={basePath}
          />
        ) : stop.status !== "scheduled" ? (
          <StopSummary stop={stop} units={units} linkBodies={!contract} />
        ) : null}

        {stop.status === "finished" ? (
          <Paper withBorder p="md">
            <Group justify="space-between">
              <Text size="sm">
                {stop.reportSentAt
                  ? t("field.stop.reportSent", { when: f.dateTime(stop.reportSentAt) })
                  : stop.customer.sendServiceReports
                    ? t("field.stop.reportPending")
                    : t("field.stop.reportsOff")}
              </Text>
              {isOffice && !correcting ? (
                <Button variant="default" size="sm" onClick={() => setCorrecting(true)}>
                  {t("field.stop.correct")}
                </Button>
              ) : null}
              {isOffice && stop.customer.sendServiceReports ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="sendReport" />
                  <Button type="submit" variant="default" size="sm">
                    {stop.reportSentAt ? t("field.stop.sendReportAgain") : t("field.stop.sendReport")}
                  </Button>
                </Form>
              ) : null}
            </Group>
          </Paper>
        ) : null}

        {contract ? null : <StopEvents events={stop.events} />}
        {contract ? null : (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              {t("field.stop.history")}
            </Title>
            {stop.history.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("field.stop.firstVisit")}
              </Text>
            ) : (
              <Stack gap={4}>
                {stop.history.map((h) => (
                  <Group key={h.id} gap="sm">
                    <Anchor component={Link} to={`/company/serviceStops/detail/${h.id}`}>
                      {stopLabel(h.number)}
                    </Anchor>
                    <Text size="sm">{f.calendarDate(h.serviceDate)}</Text>
                    <StopStatusBadge status={h.status} skipReason={h.skipReason} />
                    {h.technicianName ? (
                      <Text size="sm" c="dimmed">
                        {h.technicianName}
                      </Text>
                    ) : null}
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
        )}
        <Button component={Link} to="/company/serviceStops" variant="subtle" w="fit-content">
          {t("field.stop.back")}
        </Button>
      </Stack>

      <SkipModal opened={skipping} onClose={() => setSkipping(false)} actionData={skipFailed} onSkip={skip} />
    </div>
  );
}

function SkipModal({
  opened,
  onClose,
  actionData,
  onSkip,
}: {
  opened: boolean;
  onClose: () => void;
  actionData: Parameters<typeof useValidatedForm>[1];
  /** Queues the skip (app/field): sent now when online, kept on the phone otherwise. */
  onSkip: (fields: { reason: string; note: string; key: string }) => Promise<ChangeResult>;
}) {
  const { errors, values, onSubmit } = useValidatedForm(skipSchema, actionData);
  const [key] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const t = useT();
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const result = await onSkip({
        reason: String(form.get("reason") ?? ""),
        note: String(form.get("note") ?? ""),
        key: String(form.get("key") ?? key),
      });
      if (result.outcome !== "refused") onClose();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t("field.skip.title")} className={wetFingers}>
      <Form method="post" onSubmit={(event) => void submit(event)} noValidate>
        <input type="hidden" name="intent" value="skip" />
        <input type="hidden" name="key" value={values.key ?? key} />
        <Stack>
          <NativeSelect
            name="reason"
            label={t("field.skip.why")}
            required
            data={skipReasons.map((r) => ({ value: r, label: wordFor(t, skipReasonOptionKeys, r) }))}
            defaultValue={values.reason ?? "gate locked"}
            error={errors.reason}
          />
          <Textarea
            name="note"
            label={t("field.skip.note")}
            autosize
            minRows={2}
            defaultValue={values.note ?? ""}
            error={errors.note}
          />
          <Text size="sm" c="dimmed">
            {t("field.skip.told")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("field.skip.cancel")}
            </Button>
            <Button type="submit" color="orange" loading={busy}>
              {t("field.skip.submit")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}

function StopSummary({
  stop,
  units,
  linkBodies,
}: {
  stop: ServiceStopDetail;
  units: "us" | "metric";
  linkBodies: boolean;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <Stack gap="lg">
      {stop.status === "skipped" ? (
        <Alert
          color="orange"
          title={t("field.summary.skipped", { reason: wordFor(t, skipReasonKeys, stop.skipReason ?? "") })}
        >
          {stop.skipNote || t("field.summary.noNote")}
        </Alert>
      ) : null}
      {stop.bodies.map((body) => (
        <Paper key={body.id} withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {linkBodies ? (
              <Anchor component={Link} to={`/company/bodiesOfWater/details/${body.id}?tab=readings`} inherit>
                {body.name}
              </Anchor>
            ) : (
              body.name
            )}
          </Title>
          {Object.keys(body.readings).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("field.summary.noReadings")}
            </Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("field.summary.reading")}</Table.Th>
                  <Table.Th>{t("field.summary.value")}</Table.Th>
                  <Table.Th>{t("field.summary.target")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {markReadings({
                  readings: body.readings,
                  sanitizer: body.sanitizer,
                  surface: body.surface,
                  targets: body.targets,
                  units,
                }).map(({ reading, value, status, range }) => {
                  return (
                    <Table.Tr key={reading}>
                      <Table.Td>{readingLabel(t, reading)}</Table.Td>
                      <Table.Td>
                        {readingValue(f, reading, value, units)}{" "}
                        {status && status !== "ok" ? (
                          <Badge color={status === "retest" ? "orange" : "red"} variant="light" size="sm">
                            {wordFor(t, flagStatusKeys, status)}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{range ? `${f.number(range.min)}–${f.number(range.max)}` : "—"}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          {body.doses.length ? (
            <Text size="sm" mt="xs">
              {t("field.summary.added", {
                doses: body.doses
                  .map((d) =>
                    t("field.summary.dose", {
                      name: d.name,
                      amount: f.number(d.amount, { grouping: false, maximumFractionDigits: 6 }),
                      unit: d.unit,
                    }),
                  )
                  .join("; "),
              })}
            </Text>
          ) : null}
        </Paper>
      ))}
      {stop.tasks.length ? (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t("field.work.checklist")}
          </Title>
          <Stack gap={4}>
            {stop.tasks.map((task) => (
              <Text key={task.id} size="sm">
                {task.done ? "✔" : "✘"} {task.name}
                {task.numberValue !== null
                  ? `: ${f.number(task.numberValue, { grouping: false, maximumFractionDigits: 6 })}`
                  : ""}
                {task.note ? ` — ${task.note}` : ""}
              </Text>
            ))}
          </Stack>
        </Paper>
      ) : null}
      {stop.customerNotes || stop.internalNotes ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder p="md">
            <Text fw={600} size="sm">
              {t("field.work.customerNotes")}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {stop.customerNotes || "—"}
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Text fw={600} size="sm">
              {t("field.work.officeNotes")}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {stop.internalNotes || "—"}
            </Text>
          </Paper>
        </SimpleGrid>
      ) : null}
      {stop.visitPhotos.length ? (
        <Group gap="xs">
          {stop.visitPhotos.map((p, i) => (
            <Anchor key={p.url} href={p.url} target="_blank">
              <Image
                src={p.thumbnailUrl}
                alt={
                  p.task ? t("field.task.photoAlt", { task: p.task }) : t("field.summary.photo", { n: i + 1 })
                }
                w={120}
                h={90}
                radius="sm"
                fit="cover"
              />
            </Anchor>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
