import { Anchor, Button, Group, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { stopLabel } from "~/core/service/stop-label";
import { StopStatusBadge } from "../../service-stops/status-badge";

interface StopRow {
  id: string;
  number: number;
  serviceDate: string;
  status: string;
  skipReason: string | null;
  address: string;
  technicianName: string | null;
}

/** The customer's recent service stops, newest first, with a way to schedule one and to see them all. */
export function ServicePanel({
  customerId,
  stops,
  total,
  canSchedule,
}: {
  customerId: string;
  stops: StopRow[];
  total: number;
  canSchedule: boolean;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total === 0
            ? t("places.customerService.empty")
            : t("places.customerService.count", { count: total })}
        </Text>
        <Group gap="xs">
          {total > stops.length ? (
            <Button
              component={Link}
              to={`/company/serviceStops?view=all&customer=${customerId}`}
              variant="default"
              size="xs"
            >
              {t("places.customerService.all")}
            </Button>
          ) : null}
          {canSchedule ? (
            <Button
              component={Link}
              to={`/company/serviceStops/createNew/adHoc?customer=${customerId}`}
              size="xs"
            >
              {t("places.customerService.schedule")}
            </Button>
          ) : null}
        </Group>
      </Group>
      {stops.length ? (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("places.customerService.stop")}</Table.Th>
                <Table.Th>{t("places.customerService.date")}</Table.Th>
                <Table.Th>{t("places.customerService.address")}</Table.Th>
                <Table.Th>{t("places.customerService.technician")}</Table.Th>
                <Table.Th>{t("places.customerService.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stops.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/company/serviceStops/detail/${s.id}`}>
                      {stopLabel(s.number)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{f.calendarDate(s.serviceDate)}</Table.Td>
                  <Table.Td>{s.address}</Table.Td>
                  <Table.Td>{s.technicianName ?? "—"}</Table.Td>
                  <Table.Td>
                    <StopStatusBadge status={s.status} skipReason={s.skipReason} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
