import { Alert, Anchor, Badge, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { wordFor } from "~/core/i18n/word-for";
import type { Frequency } from "~/core/recurrence/recurrence";
import { stopLabel } from "~/core/service/stop-label";
import type { MemberDetail } from "~/domain/team/members.server";
import { weekdayShortKeys } from "../route-management/weekdays";
import { stopStatusKeys } from "../service-stops/status-badge";

type Work = Pick<MemberDetail, "upcomingStops" | "upcomingTotal" | "recurringStops">;

/** How often a recurring stop runs, in the page's language. */
const frequencyKeys = {
  daily: "people.frequency.daily",
  weekdays: "people.frequency.weekdays",
  weekly: "people.frequency.weekly",
  "every N weeks": "people.frequency.everyNWeeks",
  monthly: "people.frequency.monthly",
  custom: "people.frequency.custom",
} as const satisfies Record<Frequency, string>;

function StopsTable({ work }: { work: Work }) {
  const f = useFormat();
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("people.work.date")}</Table.Th>
            <Table.Th>{t("people.work.stop")}</Table.Th>
            <Table.Th>{t("people.work.customer")}</Table.Th>
            <Table.Th>{t("people.work.address")}</Table.Th>
            <Table.Th>{t("people.work.status")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {work.upcomingStops.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{f.calendarDate(s.serviceDate)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/company/serviceStops/detail/${s.id}`}>
                  {stopLabel(s.number)}
                </Anchor>
              </Table.Td>
              <Table.Td>{s.customerName}</Table.Td>
              <Table.Td>{s.address}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={s.status === "in progress" ? "orange" : "blue"}>
                  {wordFor(t, stopStatusKeys, s.status)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {work.upcomingTotal > work.upcomingStops.length ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t("people.work.firstOf", { shown: work.upcomingStops.length, total: work.upcomingTotal })}
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}

function RecurringList({ work }: { work: Work }) {
  const t = useT();
  const frequencyWord = (frequency: string) => wordFor(t, frequencyKeys, frequency);
  return (
    <Stack gap={4} component="ul" style={{ paddingLeft: "1.2rem", margin: 0 }}>
      {work.recurringStops.map((r) => (
        <li key={r.id}>
          <Anchor component={Link} to={`/company/recurringServiceStop/details/${r.id}`}>
            {r.customerName} — {r.address}
          </Anchor>{" "}
          <Text span size="sm" c="dimmed">
            {r.days.length
              ? t("people.work.frequencyDays", {
                  frequency: frequencyWord(r.frequency),
                  days: r.days.map((d) => t(weekdayShortKeys[d])).join(", "),
                })
              : t("people.work.frequency", { frequency: frequencyWord(r.frequency) })}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * What is planned for the member from today on. For a past member, the same lists say what needs a new technician.
 */
export function WorkAhead({ work, past, canReassign }: { work: Work; past: boolean; canReassign: boolean }) {
  const t = useT();
  const nothing = work.upcomingTotal === 0 && work.recurringStops.length === 0;
  if (past) {
    if (nothing) return null;
    return (
      <Alert color="orange" title={t("people.work.needsTechnician")} mb="lg">
        <Stack gap="sm">
          <Text size="sm">{canReassign ? t("people.work.pastReassign") : t("people.work.pastOpenEach")}</Text>
          {work.upcomingTotal > 0 ? (
            <>
              <Title order={3} size="h5">
                {t("people.work.upcomingCount", { count: work.upcomingTotal })}
              </Title>
              <StopsTable work={work} />
            </>
          ) : null}
          {work.recurringStops.length > 0 ? (
            <>
              <Title order={3} size="h5">
                {t("people.work.recurringCount", { count: work.recurringStops.length })}
              </Title>
              <RecurringList work={work} />
            </>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("people.work.upcoming")}
      </Title>
      {work.upcomingTotal === 0 ? (
        <Text c="dimmed">{t("people.work.none")}</Text>
      ) : (
        <StopsTable work={work} />
      )}
      {work.recurringStops.length > 0 ? (
        <>
          <Title order={3} size="h5">
            {t("people.work.recurring")}
          </Title>
          <RecurringList work={work} />
        </>
      ) : null}
    </Stack>
  );
}
