import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconRepeat } from "@tabler/icons-react";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { describeSchedule } from "~/components/i18n/recurrence-labels";
import type { RecurrenceRule } from "~/core/recurrence/recurrence";

interface RecurringRow extends Pick<RecurrenceRule, "frequency" | "days" | "interval" | "monthWeek"> {
  id: string;
  schedule: string;
  address: string | null;
  technicianName: string | null;
  nextVisit: string | null;
}

/** The button on a customer's page that starts their recurring service. */
export function RecurringServiceButton({ customerId }: { customerId: string }) {
  const t = useT();
  return (
    <Button
      component={Link}
      to={`/company/recurringServiceStop/createNew/${customerId}`}
      variant="light"
      leftSection={<IconRepeat size={16} aria-hidden />}
    >
      {t("routing.recurring.customerButton")}
    </Button>
  );
}

/** A customer's active recurring stops, on their page's Service tab. */
export function RecurringServiceList({
  customerId,
  stops,
  canManage,
}: {
  customerId: string;
  stops: RecurringRow[];
  canManage: boolean;
}) {
  const f = useFormat();
  const t = useT();
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-labelledby="recurring-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="recurring-title">
            {t("routing.recurring.customerButton")}
          </Title>
          {stops.length ? (
            <Anchor
              component={Link}
              to={`/company/recurringServiceStop?customer=${customerId}`}
              size="sm"
              underline="always"
            >
              {t("routing.recurring.allOfThem")}
            </Anchor>
          ) : null}
        </Group>
        {stops.length === 0 ? (
          <Text size="sm" c="dimmed">
            {canManage ? t("routing.recurring.customerEmptyManage") : t("routing.recurring.customerEmpty")}
          </Text>
        ) : (
          <List spacing={4} listStyleType="none" p={0}>
            {stops.map((s) => (
              <List.Item key={s.id}>
                <Anchor component={Link} to={`/company/recurringServiceStop/details/${s.id}`} fw={600}>
                  {describeSchedule(t, s)}
                </Anchor>{" "}
                <Text span size="sm" c="dimmed">
                  {s.address} · {s.technicianName ?? t("routing.recurring.notAssignedBadge")}
                  {s.nextVisit
                    ? ` · ${t("routing.recurring.next", { date: f.calendarDate(s.nextVisit) })}`
                    : ""}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
