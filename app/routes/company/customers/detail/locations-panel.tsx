import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconMapPinOff, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
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
          label="Map of this customer's locations"
          tileUrl={tileUrl}
          points={points}
          height={260}
        />
      ) : null}
      {locations.length === 0 ? (
        <Text>No service location yet. Add the address where the pool is; then its pools and spas.</Text>
      ) : null}
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
                  no coordinates
                </Badge>
              ) : (
                <Badge color="teal" variant="light">
                  {l.latitude.toFixed(4)}, {l.longitude?.toFixed(4)}
                </Badge>
              )}
              {l.gateCode ? <Badge variant="outline">gate {l.gateCode}</Badge> : null}
              {l.dogName ? <Badge variant="outline">dog: {l.dogName}</Badge> : null}
              {l.archivedAt ? <Badge color="gray">archived</Badge> : null}
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
          Add service location
        </Button>
      ) : null}
    </Stack>
  );
}
