import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconDog, IconKey } from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { bold, Rich } from "~/components/i18n/rich";
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
  const t = useT();
  if (!stops.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("contracts.stopCards.heading")}
      </Title>
      <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {stops.map((s) => (
          <Card
            key={s.id}
            withBorder
            padding="md"
            component="li"
            aria-label={t("contracts.stopCards.card", { name: s.customerName })}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Anchor component={Link} to={`/company/contractStops/${s.id}`} fw={700} size="lg">
                  {s.customerName}
                </Anchor>
                <Text size="sm">{[s.addressLine, s.city, s.postalCode].filter(Boolean).join(", ")}</Text>
                <Text size="xs" c="dimmed">
                  <Rich
                    k="contracts.stopCards.for"
                    values={{
                      company: s.offeredBy,
                      label: s.contractLabel,
                      link: (chunks) =>
                        canSeeContracts ? (
                          <Anchor
                            component={Link}
                            to={`/company/recurringLaborContracts/${s.contractId}`}
                            size="xs"
                            underline="always"
                          >
                            {chunks}
                          </Anchor>
                        ) : (
                          chunks
                        ),
                    }}
                  />
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <Badge variant="outline" color="grape" component="span">
                  {t("contracts.stopCards.badge")}
                </Badge>
                <StopStatusBadge status={s.status} />
              </Group>
            </Group>
            <Group gap="md" mt="xs">
              {s.gateCode ? (
                <Text size="sm">
                  <IconKey size={14} aria-hidden />{" "}
                  <Rich k="contracts.stopCards.gateCode" values={{ code: s.gateCode, b: bold }} />
                </Text>
              ) : null}
              {s.dogName ? (
                <Text size="sm">
                  <IconDog size={14} aria-hidden />{" "}
                  <Rich k="contracts.stopCards.dog" values={{ name: s.dogName, b: bold }} />
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
                  {t("contracts.stopCards.tasks")}
                </Text>
                <List size="sm">
                  {s.tasks.map((task) => (
                    <List.Item key={task.name}>
                      {task.required ? t("contracts.stopCards.required", { name: task.name }) : task.name}
                    </List.Item>
                  ))}
                </List>
              </>
            ) : null}
            {s.bodies.map((b) => (
              <Text size="sm" key={b.name} mt={4}>
                <Rich
                  k="contracts.stopCards.readings"
                  values={{ name: b.name, readings: b.readings.join(", "), b: bold }}
                />
              </Text>
            ))}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
