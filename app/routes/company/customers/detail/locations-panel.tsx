import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconMapPinOff, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { LocationMap } from "~/components/map/location-map";
import { formatAddress } from "~/domain/locations/schemas";

interface Location {
  id: string;
  nickname: string | null;
  addressLine: string;
  city: string;
  region: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  gateCode: string | null;
  dogName: string | null;
  archivedAt: Date | string | null;
}

export function LocationsPanel({
  customerId,
  locations,
  canWrite,
  tileUrl,
}: {
  customerId: string;
  locations: Location[];
  canWrite: boolean;
  tileUrl: string;
}) {
  const t = useT();
  const points = locations
    .filter((l) => !l.archivedAt && l.latitude !== null && l.longitude !== null)
    .map((l) => ({
      id: l.id,
      latitude: l.latitude!,
      longitude: l.longitude!,
      label: l.nickname ?? l.addressLine,
    }));
  return (
    <Stack>
      {points.length ? (
        <LocationMap
          label={t("places.customerLocations.map")}
          tileUrl={tileUrl}
          points={points}
          height={260}
        />
      ) : null}
      {locations.length === 0 ? <Text>{t("places.customerLocations.empty")}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {locations.map((l) => (
          <Card
            key={l.id}
            withBorder
            component="article"
            aria-label={formatAddress(l)}
            opacity={l.archivedAt ? 0.7 : 1}
          >
            <Anchor component={Link} to={`/company/serviceLocations/details/${l.id}`} fw={600}>
              {l.nickname ?? l.addressLine}
            </Anchor>
            <Text size="sm">{formatAddress(l)}</Text>
            <Group gap={4} mt="xs">
              {l.latitude === null ? (
                <Badge color="orange" variant="light" leftSection={<IconMapPinOff size={12} aria-hidden />}>
                  {t("places.customerLocations.noCoordinates")}
                </Badge>
              ) : (
                <Badge color="teal" variant="light">
                  {l.latitude.toFixed(4)}, {l.longitude?.toFixed(4)}
                </Badge>
              )}
              {l.gateCode ? (
                <Badge variant="outline">{t("places.customerLocations.gate", { code: l.gateCode })}</Badge>
              ) : null}
              {l.dogName ? (
                <Badge variant="outline">{t("places.customerLocations.dog", { name: l.dogName })}</Badge>
              ) : null}
              {l.archivedAt ? <Badge color="gray">{t("places.customer.archivedBadge")}</Badge> : null}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {canWrite ? (
        <Button
          component={Link}
          to={`/company/serviceLocations/createNew/${customerId}`}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          w="fit-content"
        >
          {t("places.customerLocations.add")}
        </Button>
      ) : null}
    </Stack>
  );
}
