import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconDog, IconKey } from "@tabler/icons-react";
import { Link } from "react-router";
import type { ContractedStop } from "~/domain/team/contracted-stops.server";
import { StopStatusBadge } from "../service-stops/status-badge";

/**
 * The stops another company subcontracted to this technician, on their day: what the contract shares — the place,
 * the customer's name, gate and access notes, the tasks and the readings to take.
 */
export function ContractStopCards({
  stops,
  canSeeContracts,
}: {
  stops: ContractedStop[];
  canSeeContracts: boolean;
}) {
  if (!stops.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Contract stops
      </Title>
      <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {stops.map((s) => (
          <Card
            key={s.id}
            withBorder
            padding="md"
            component="li"
            aria-label={`Contract stop ${s.customerName}`}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Anchor component={Link} to={`/company/contractStops/${s.id}`} fw={700} size="lg">
                  {s.customerName}
                </Anchor>
                <Text size="sm">{[s.addressLine, s.city, s.postalCode].filter(Boolean).join(", ")}</Text>
                <Text size="xs" c="dimmed">
                  {"For "}
                  {s.offeredBy}
                  {" · "}
                  {canSeeContracts ? (
                    <Anchor
                      component={Link}
                      to={`/company/recurringLaborContracts/${s.contractId}`}
                      size="xs"
                      underline="always"
                    >
                      {s.contractLabel}
                    </Anchor>
                  ) : (
                    s.contractLabel
                  )}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <Badge variant="outline" color="grape" component="span">
                  contract
                </Badge>
                <StopStatusBadge status={s.status} />
              </Group>
            </Group>
            <Group gap="md" mt="xs">
              {s.gateCode ? (
                <Text size="sm">
                  <IconKey size={14} aria-hidden /> Gate code <strong>{s.gateCode}</strong>
                </Text>
              ) : null}
              {s.dogName ? (
                <Text size="sm">
                  <IconDog size={14} aria-hidden /> Dog: <strong>{s.dogName}</strong>
                </Text>
              ) : null}
            </Group>
            {s.accessNotes ? (
              <Text size="sm" c="dimmed" mt={4}>
                {s.accessNotes}
              </Text>
            ) : null}
            {s.tasks.length ? (
              <>
                <Text size="sm" fw={600} mt="xs">
                  Tasks
                </Text>
                <List size="sm">
                  {s.tasks.map((t) => (
                    <List.Item key={t.name}>{t.required ? `${t.name} (required)` : t.name}</List.Item>
                  ))}
                </List>
              </>
            ) : null}
            {s.bodies.map((b) => (
              <Text size="sm" key={b.name} mt={4}>
                <strong>{b.name}</strong>: take {b.readings.join(", ")}
              </Text>
            ))}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
