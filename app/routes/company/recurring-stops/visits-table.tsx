import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { Form, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { stopLabel } from "~/core/service/stop-label";
import { moveVisitSchema } from "~/domain/routing/recurring-schemas";
import { StopStatusBadge } from "../service-stops/status-badge";
import { wholeBadge } from "./status-badge";
import { weekdayKey } from "./wording";

export interface Visit {
  id: string;
  number: number;
  serviceDate: string;
  status: string;
  detached: boolean;
  technicianId: string | null;
  technicianName: string | null;
}

interface Option {
  value: string;
  label: string;
}

/** A rejected move, with the visit it was for. */
export type MoveRejected = Rejected & { stopId?: string };

/**
 * The visits of a recurring stop, each linked to its stop page; with `technicians` (the person may manage routes)
 * every unstarted visit gets a Move button.
 */
export function VisitsTable({
  visits,
  technicians,
  today,
  failedMove,
  emptyText,
  label,
}: {
  visits: Visit[];
  technicians?: Option[];
  today: string;
  failedMove?: MoveRejected;
  emptyText: string;
  /** The list's name for screen readers ("Upcoming visits"). */
  label: string;
}) {
  const f = useFormat();
  const t = useT();
  const canMove = Boolean(technicians);
  // A rejected move reopens its dialog with the messages.
  const [moving, setMoving] = useState<string | null>(failedMove?.stopId ?? null);
  const [seen, setSeen] = useState(failedMove);
  if (failedMove !== seen) {
    setSeen(failedMove);
    setMoving(failedMove?.stopId ?? null);
  }
  const visit = visits.find((v) => v.id === moving);
  if (visits.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  const moveButton = (v: Visit) =>
    canMove && v.status === "scheduled" ? (
      <Button size="xs" variant="default" onClick={() => setMoving(v.id)}>
        {t("routing.management.move")}
      </Button>
    ) : null;
  const badges = (v: Visit) => (
    <Group gap={4} wrap="nowrap">
      <StopStatusBadge status={v.status} />
      {v.detached ? (
        <Badge color="violet" variant="light" styles={wholeBadge}>
          {t("routing.recurring.movedBadge")}
        </Badge>
      ) : null}
    </Group>
  );
  return (
    <>
      {/* A phone gets one card per visit; wider screens the table. */}
      <Stack
        component="ul"
        hiddenFrom="sm"
        gap="xs"
        p={0}
        m={0}
        aria-label={label}
        style={{ listStyle: "none" }}
      >
        {visits.map((v) => (
          <Paper component="li" key={v.id} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Anchor component={Link} to={`/company/serviceStops/detail/${v.id}`} fw={600}>
                  {stopLabel(v.number)}
                </Anchor>
                <Text size="sm">
                  {t(weekdayKey(v.serviceDate))}, {f.calendarDate(v.serviceDate)}
                </Text>
                <Text size="sm" c="dimmed">
                  {v.technicianName ?? t("routing.overview.notAssigned")}
                </Text>
              </Stack>
              <Stack gap={6} align="flex-end">
                {badges(v)}
                {moveButton(v)}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("routing.recurring.stop")}</Table.Th>
              <Table.Th>{t("routing.dashboard.date")}</Table.Th>
              <Table.Th>{t("routing.overview.weekday")}</Table.Th>
              <Table.Th>{t("routing.overview.technician")}</Table.Th>
              <Table.Th>{t("routing.recurring.status")}</Table.Th>
              {canMove ? (
                <Table.Th>
                  <VisuallyHidden>{t("routing.recurring.actions")}</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visits.map((v) => (
              <Table.Tr key={v.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/company/serviceStops/detail/${v.id}`} fw={600}>
                    {stopLabel(v.number)}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{f.calendarDate(v.serviceDate)}</Table.Td>
                <Table.Td>{t(weekdayKey(v.serviceDate))}</Table.Td>
                <Table.Td>{v.technicianName ?? t("routing.overview.notAssigned")}</Table.Td>
                <Table.Td>{badges(v)}</Table.Td>
                {canMove ? <Table.Td>{moveButton(v)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={Boolean(visit)}
        onClose={() => setMoving(null)}
        title={
          visit
            ? t("routing.recurring.moveTitle", {
                stop: stopLabel(visit.number),
                date: f.calendarDate(visit.serviceDate),
              })
            : t("routing.recurring.moveVisit")
        }
        closeButtonProps={{ "aria-label": t("routing.management.close") }}
      >
        {visit && technicians ? (
          <MoveForm
            visit={visit}
            technicians={technicians}
            today={today}
            failed={failedMove?.stopId === visit.id ? failedMove : undefined}
            onDone={() => setMoving(null)}
            onCancel={() => setMoving(null)}
          />
        ) : null}
      </Modal>
    </>
  );
}

function MoveForm({
  visit,
  technicians,
  today,
  failed,
  onDone,
  onCancel,
}: {
  visit: Visit;
  technicians: Option[];
  today: string;
  failed?: MoveRejected;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(moveVisitSchema, failed);
  // The domain keeps the visit's technician when none is posted, so "not assigned" is only offered while it is.
  const technicianOptions = visit.technicianId
    ? technicians
    : [{ value: "", label: t("routing.overview.notAssigned") }, ...technicians];
  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        onSubmit(event);
        if (!event.defaultPrevented) onDone();
      }}
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="stopId" value={visit.id} />
      <Stack>
        <FormError message={errors.form} />
        <TextInput
          type="date"
          name="serviceDate"
          label={t("routing.recurring.newDate")}
          required
          min={today}
          defaultValue={values.serviceDate ?? visit.serviceDate}
          error={errors.serviceDate}
        />
        <NativeSelect
          name="technicianId"
          label={t("routing.overview.technician")}
          data={technicianOptions}
          defaultValue={values.technicianId ?? visit.technicianId ?? ""}
          error={errors.technicianId}
        />
        <Radio.Group
          name="scope"
          label={t("routing.recurring.whichVisits")}
          defaultValue={values.scope ?? "this"}
          error={errors.scope}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="this"
              label={t("routing.recurring.thisOnly")}
              description={t("routing.recurring.thisOnlyHint")}
            />
            <Radio
              value="following"
              label={t("routing.recurring.following")}
              description={t("routing.recurring.followingHint")}
            />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("routing.management.cancel")}
          </Button>
          <Button type="submit">{t("routing.recurring.moveVisit")}</Button>
        </Group>
      </Stack>
    </Form>
  );
}
