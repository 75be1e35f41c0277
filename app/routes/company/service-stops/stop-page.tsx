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
import { IconDog, IconKey, IconMapPin } from "@tabler/icons-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { PageHeader } from "~/components/layout/page-header";
import { formatRange, markReadings } from "~/core/chemistry/ranges";
import { skipReasons } from "~/db/schema/service";
import { stopReadingLabels, stopReadingUnit } from "~/domain/service/readings";
import { skipSchema, stopLabel } from "~/domain/service/stop-schemas";
import type { ServiceStopDetail } from "~/domain/service/stops.server";
import { ReportRepair } from "./report-repair";
import { StopStatusBadge } from "./status-badge";
import { type ChemicalItem, StopWorkflow } from "./stop-workflow";

export interface StopPageProps {
  stop: ServiceStopDetail;
  units: "us" | "metric";
  items: ChemicalItem[];
  isOffice: boolean;
  /** The stop page's own URL; the visit and photo posts go under it. */
  basePath: string;
  /** Set when a contractor works another company's stop: who it is for, under which contract. */
  contract?: { contractLabel: string; offeredBy: string };
  actionData: unknown;
}

/**
 * One stop, from arriving to the summary: the place (map, gate, dog), arrive/skip, the stop screen while in
 * progress, and afterwards what was recorded and the report. The company's stop page and a contractor's contracted
 * stop page both render it.
 */
export function StopPage({ stop, units, items, isOffice, basePath, contract, actionData }: StopPageProps) {
  const f = useFormat();
  const skipFailed =
    actionData && typeof actionData === "object" && "intent" in actionData && actionData.intent === "skip"
      ? (actionData as unknown as Parameters<typeof useValidatedForm>[1])
      : undefined;
  const [skipping, setSkipping] = useState(Boolean(skipFailed));
  const busy = useNavigation().state === "submitting";
  // A finished stop shows its summary; the office may reopen the visit to correct it.
  const [correcting, setCorrecting] = useState(false);
  const working =
    stop.canWork && (stop.status === "in progress" || (stop.status === "finished" && isOffice && correcting));
  const mapUrl =
    stop.location.latitude !== null && stop.location.longitude !== null
      ? `https://www.google.com/maps/dir/?api=1&destination=${stop.location.latitude},${stop.location.longitude}`
      : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(stop.location.address)}`;

  return (
    <>
      <PageHeader
        title={`${stop.label} · ${stop.customer.name}`}
        description={
          contract
            ? `${stop.serviceDate} · for ${contract.offeredBy} under ${contract.contractLabel}`
            : `${stop.serviceDate}${stop.technicianName ? ` · ${stop.technicianName}` : " · not assigned"}`
        }
        actions={<StopStatusBadge status={stop.status} skipReason={stop.skipReason} />}
      />
      <Stack gap="lg" maw={900}>
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
                <IconKey size={16} aria-hidden /> Gate code <strong>{stop.location.gateCode}</strong>
              </Text>
            ) : null}
            {stop.location.dogName ? (
              <Text>
                <IconDog size={16} aria-hidden /> Dog: <strong>{stop.location.dogName}</strong>
              </Text>
            ) : null}
            {stop.location.accessNotes ? <Text c="dimmed">{stop.location.accessNotes}</Text> : null}
            {stop.description ? <Text>{stop.description}</Text> : null}
            {isOffice ? (
              <Anchor
                component={Link}
                to={`/company/customers/details/${stop.customer.id}`}
                size="sm"
                underline="always"
              >
                Customer page
              </Anchor>
            ) : null}
          </Stack>
        </Paper>

        {stop.canWork && stop.status === "scheduled" ? (
          <Group grow>
            <Form method="post">
              <input type="hidden" name="intent" value="arrive" />
              <Button type="submit" size="lg" fullWidth loading={busy}>
                Arrive
              </Button>
            </Form>
            <Button size="lg" variant="default" onClick={() => setSkipping(true)}>
              Skip
            </Button>
          </Group>
        ) : null}
        {stop.canWork && stop.status === "in progress" ? (
          <Group justify="flex-end">
            {contract ? null : <ReportRepair stopId={stop.id} />}
            <Button variant="subtle" color="orange" onClick={() => setSkipping(true)}>
              Skip this stop
            </Button>
          </Group>
        ) : null}

        {stop.bodies.length === 0 ? (
          <Alert color="orange" title="No bodies of water here">
            Add the pool or spa on the service location's page to record readings.
          </Alert>
        ) : null}

        {working ? (
          <StopWorkflow
            key={stop.updatedAt.toString()}
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
                  ? `Service report e-mailed ${f.dateTime(stop.reportSentAt)}.`
                  : stop.customer.sendServiceReports
                    ? "The service report has not been sent yet (it goes out within a minute of the finish)."
                    : "Service reports are off for this customer."}
              </Text>
              {isOffice && !correcting ? (
                <Button variant="default" size="sm" onClick={() => setCorrecting(true)}>
                  Correct the visit
                </Button>
              ) : null}
              {isOffice && stop.customer.sendServiceReports ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="sendReport" />
                  <Button type="submit" variant="default" size="sm">
                    {stop.reportSentAt ? "Send the report again" : "Send the report"}
                  </Button>
                </Form>
              ) : null}
            </Group>
          </Paper>
        ) : null}

        {contract ? null : (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              Earlier visits here
            </Title>
            {stop.history.length === 0 ? (
              <Text size="sm" c="dimmed">
                This is the first visit on record.
              </Text>
            ) : (
              <Stack gap={4}>
                {stop.history.map((h) => (
                  <Group key={h.id} gap="sm">
                    <Anchor component={Link} to={`/company/serviceStops/detail/${h.id}`}>
                      {stopLabel(h.number)}
                    </Anchor>
                    <Text size="sm">{h.serviceDate}</Text>
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
          Back to service stops
        </Button>
      </Stack>

      <SkipModal opened={skipping} onClose={() => setSkipping(false)} actionData={skipFailed} />
    </>
  );
}

function SkipModal({
  opened,
  onClose,
  actionData,
}: {
  opened: boolean;
  onClose: () => void;
  actionData: Parameters<typeof useValidatedForm>[1];
}) {
  const { errors, values, onSubmit } = useValidatedForm(skipSchema, actionData);
  const [key] = useState(() => crypto.randomUUID());
  const busy = useNavigation().state === "submitting";
  return (
    <Modal opened={opened} onClose={onClose} title="Skip this stop">
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="skip" />
        <input type="hidden" name="key" value={values.key ?? key} />
        <Stack>
          <NativeSelect
            name="reason"
            label="Why"
            required
            data={skipReasons.map((r) => ({ value: r, label: r.charAt(0).toUpperCase() + r.slice(1) }))}
            defaultValue={values.reason ?? "gate locked"}
            error={errors.reason}
          />
          <Textarea
            name="note"
            label="Note"
            autosize
            minRows={2}
            defaultValue={values.note ?? ""}
            error={errors.note}
          />
          <Text size="sm" c="dimmed">
            The customer is e-mailed that the visit was skipped, and why.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="orange" loading={busy}>
              Skip stop
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
  return (
    <Stack gap="lg">
      {stop.status === "skipped" ? (
        <Alert color="orange" title={`Skipped: ${stop.skipReason}`}>
          {stop.skipNote || "No note."}
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
              No readings recorded.
            </Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reading</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Target</Table.Th>
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
                  const unit = stopReadingUnit(reading, units);
                  return (
                    <Table.Tr key={reading}>
                      <Table.Td>{stopReadingLabels[reading]}</Table.Td>
                      <Table.Td>
                        {value}
                        {unit ? ` ${unit}` : ""}{" "}
                        {status && status !== "ok" ? (
                          <Badge color={status === "retest" ? "orange" : "red"} variant="light" size="sm">
                            {status}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{range ? formatRange(range) : "—"}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          {body.doses.length ? (
            <Text size="sm" mt="xs">
              Added: {body.doses.map((d) => `${d.name} ${d.amount} ${d.unit}`).join("; ")}
            </Text>
          ) : null}
        </Paper>
      ))}
      {stop.tasks.length ? (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            Checklist
          </Title>
          <Stack gap={4}>
            {stop.tasks.map((t) => (
              <Text key={t.id} size="sm">
                {t.done ? "✔" : "✘"} {t.name}
                {t.numberValue !== null ? `: ${t.numberValue}` : ""}
                {t.note ? ` — ${t.note}` : ""}
              </Text>
            ))}
          </Stack>
        </Paper>
      ) : null}
      {stop.customerNotes || stop.internalNotes ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder p="md">
            <Text fw={600} size="sm">
              Notes for the customer
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {stop.customerNotes || "—"}
            </Text>
          </Paper>
          <Paper withBorder p="md">
            <Text fw={600} size="sm">
              Notes for the office
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {stop.internalNotes || "—"}
            </Text>
          </Paper>
        </SimpleGrid>
      ) : null}
      {stop.photos.length ? (
        <Group gap="xs">
          {stop.photos.map((p, i) => (
            <Anchor key={p.url} href={p.url} target="_blank">
              <Image
                src={p.thumbnailUrl}
                alt={`Stop photo ${i + 1}`}
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
