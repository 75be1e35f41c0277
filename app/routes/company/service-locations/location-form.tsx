import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { LocationMap } from "~/components/map/location-map";
import { locationSchema } from "~/domain/locations/schemas";

export interface LocationValues {
  nickname: string | null;
  addressLine: string;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  gateCode: string | null;
  accessNotes: string | null;
  dogName: string | null;
  mainContactId: string | null;
  estimatedMinutes: number;
}

export function LocationForm({
  location,
  contacts,
  actionData,
  submitLabel,
  geocoderEnabled,
  tileUrl,
  defaultCountry = "US",
}: {
  location?: LocationValues;
  contacts: { id: string; name: string }[];
  actionData: Rejected | undefined;
  submitLabel: string;
  geocoderEnabled: boolean;
  tileUrl: string;
  /** A new location's country: the company's. */
  defaultCountry?: string;
}) {
  const { errors, values, onSubmit } = useValidatedForm(locationSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const initial = (key: keyof LocationValues) =>
    values[key] ?? (location?.[key] != null ? String(location[key]) : "");
  const [latitude, setLatitude] = useState(initial("latitude"));
  const [longitude, setLongitude] = useState(initial("longitude"));
  const lat = Number(latitude);
  const lng = Number(longitude);
  const hasPoint = latitude !== "" && longitude !== "" && Number.isFinite(lat) && Number.isFinite(lng);
  const text = (key: keyof LocationValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} name={key} defaultValue={initial(key)} error={errors[key]} {...extra} />
  );
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      <Stack maw={900}>
        <FormError message={errors.form} />
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            Address
          </Title>
          <Stack>
            {text("nickname", "Nickname", { description: "Optional, e.g. “Beach house”" })}
            {text("addressLine", "Street address", { withAsterisk: true })}
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              {text("city", "City", { withAsterisk: true })}
              {text("region", "State")}
              {text("postalCode", "ZIP code")}
              {text("country", "Country code", {
                maxLength: 2,
                defaultValue: initial("country") || defaultCountry,
              })}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="xs">
            Position on the map
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Routing needs coordinates. Click the map to place the pin, or type them.
          </Text>
          {!hasPoint ? (
            <Alert color="orange" mb="sm" title="No coordinates">
              This location can't be put on a route until it has coordinates.
            </Alert>
          ) : null}
          {geocoderEnabled ? (
            <Checkbox
              name="geocode"
              defaultChecked={!location || location.latitude === null}
              mb="sm"
              label="Look up the coordinates from the address when saving (unless typed)"
            />
          ) : (
            <Text size="sm" mb="sm">
              No geocoder is configured (GEOCODER_URL), so coordinates come from the map pin or what you type.
            </Text>
          )}
          <LocationMap
            label="Service location map"
            tileUrl={tileUrl}
            points={hasPoint ? [{ id: "here", latitude: lat, longitude: lng, label: "This location" }] : []}
            onPick={(la, lo) => {
              setLatitude(String(la));
              setLongitude(String(lo));
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <TextInput
              label="Latitude"
              name="latitude"
              value={latitude}
              onChange={(e) => setLatitude(e.currentTarget.value)}
              error={errors.latitude}
              inputMode="decimal"
            />
            <TextInput
              label="Longitude"
              name="longitude"
              value={longitude}
              onChange={(e) => setLongitude(e.currentTarget.value)}
              error={errors.longitude}
              inputMode="decimal"
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            Access
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("gateCode", "Gate code")}
            {text("dogName", "Dog's name")}
            <Select
              label="Main contact"
              name="mainContactId"
              data={contacts.map((c) => ({ value: c.id, label: c.name }))}
              defaultValue={initial("mainContactId") || null}
              placeholder={contacts.length ? "Choose a contact" : "Add contacts on the customer page"}
              error={errors.mainContactId}
              clearable
            />
            <NumberInput
              label="Minutes on site"
              name="estimatedMinutes"
              defaultValue={initial("estimatedMinutes") || 30}
              min={1}
              max={600}
              error={errors.estimatedMinutes}
            />
          </SimpleGrid>
          <Textarea
            label="Access notes"
            name="accessNotes"
            mt="sm"
            defaultValue={initial("accessNotes")}
            error={errors.accessNotes}
            autosize
            minRows={2}
          />
        </Paper>
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
