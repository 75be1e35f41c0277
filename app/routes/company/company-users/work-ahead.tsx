import { Alert, Anchor, Badge, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { frequencyLabels } from "~/core/recurrence/recurrence";
import { stopLabel } from "~/domain/service/stop-schemas";
import { weekdayLabels } from "~/domain/team/member-schemas";
import type { MemberDetail } from "~/domain/team/members.server";

type Work = Pick<MemberDetail, "upcomingStops" | "upcomingTotal" | "recurringStops">;

function StopsTable({ work }: { work: Work }) {
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Stop</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Status</Table.Th>
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
                  {s.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {work.upcomingTotal > work.upcomingStops.length ? (
        <Text size="sm" c="dimmed" mt="xs">
          The first {work.upcomingStops.length} of {work.upcomingTotal} stops.
        </Text>
      ) : null}
    </Table.ScrollContainer>
  );
}

function RecurringList({ work }: { work: Work }) {
  return (
    <Stack gap={4} component="ul" style={{ paddingLeft: "1.2rem", margin: 0 }}>
      {work.recurringStops.map((r) => (
        <li key={r.id}>
          <Anchor component={Link} to={`/company/recurringServiceStop/details/${r.id}`}>
            {r.customerName} — {r.address}
          </Anchor>{" "}
          <Text span size="sm" c="dimmed">
            ({frequencyLabels[r.frequency] ?? r.frequency}
            {r.days.length ? `, ${r.days.map((d) => weekdayLabels[d].slice(0, 3)).join(", ")}` : ""})
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
  const nothing = work.upcomingTotal === 0 && work.recurringStops.length === 0;
  if (past) {
    if (nothing) return null;
    return (
      <Alert color="orange" title="Needs a new technician" mb="lg">
        <Stack gap="sm">
          <Text size="sm">
            These stops still name this past member.{" "}
            {canReassign
              ? "Give them all to someone on the team with Reassign stops below, or open each one."
              : "Open each one (or the route builder) and give it to someone on the team."}
          </Text>
          {work.upcomingTotal > 0 ? (
            <>
              <Title order={3} size="h5">
                Upcoming stops ({work.upcomingTotal})
              </Title>
              <StopsTable work={work} />
            </>
          ) : null}
          {work.recurringStops.length > 0 ? (
            <>
              <Title order={3} size="h5">
                Recurring stops ({work.recurringStops.length})
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
        Upcoming stops
      </Title>
      {work.upcomingTotal === 0 ? (
        <Text c="dimmed">No stops from today on.</Text>
      ) : (
        <StopsTable work={work} />
      )}
      {work.recurringStops.length > 0 ? (
        <>
          <Title order={3} size="h5">
            Recurring stops
          </Title>
          <RecurringList work={work} />
        </>
      ) : null}
    </Stack>
  );
}
