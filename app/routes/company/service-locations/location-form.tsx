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
import { useT } from "~/components/i18n/i18n-provider";
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
  const t = useT();
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
            {t("places.locationForm.address")}
          </Title>
          <Stack>
            {text("nickname", t("places.locationForm.nickname"), {
              description: t("places.locationForm.nicknameHelp"),
            })}
            {text("addressLine", t("places.locationForm.street"), { withAsterisk: true })}
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              {text("city", t("places.locationForm.city"), { withAsterisk: true })}
              {text("region", t("places.locationForm.state"))}
              {text("postalCode", t("places.locationForm.zip"))}
              {text("country", t("places.locationForm.country"), {
                maxLength: 2,
                defaultValue: initial("country") || defaultCountry,
              })}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="xs">
            {t("places.locationForm.position")}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t("places.locationForm.positionHelp")}
          </Text>
          {!hasPoint ? (
            <Alert color="orange" mb="sm" title={t("places.locationForm.noCoordinates")}>
              {t("places.locationForm.noCoordinatesText")}
            </Alert>
          ) : null}
          {geocoderEnabled ? (
            <Checkbox
              name="geocode"
              defaultChecked={!location || location.latitude === null}
              mb="sm"
              label={t("places.locationForm.geocode")}
            />
          ) : (
            <Text size="sm" mb="sm">
              {t("places.locationForm.noGeocoder")}
            </Text>
          )}
          <LocationMap
            label={t("places.locationForm.map")}
            tileUrl={tileUrl}
            points={
              hasPoint
                ? [
                    {
                      id: "here",
                      latitude: lat,
                      longitude: lng,
                      label: t("places.locationForm.thisLocation"),
                    },
                  ]
                : []
            }
            onPick={(la, lo) => {
              setLatitude(String(la));
              setLongitude(String(lo));
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            <TextInput
              label={t("places.locationForm.latitude")}
              name="latitude"
              value={latitude}
              onChange={(e) => setLatitude(e.currentTarget.value)}
              error={errors.latitude}
              inputMode="decimal"
            />
            <TextInput
              label={t("places.locationForm.longitude")}
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
            {t("places.locationForm.access")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("gateCode", t("places.locationForm.gateCode"))}
            {text("dogName", t("places.locationForm.dogName"))}
            <Select
              label={t("places.locationForm.mainContact")}
              name="mainContactId"
              data={contacts.map((c) => ({ value: c.id, label: c.name }))}
              defaultValue={initial("mainContactId") || null}
              placeholder={
                contacts.length ? t("places.locationForm.chooseContact") : t("places.locationForm.noContacts")
              }
              error={errors.mainContactId}
              clearable
            />
            <NumberInput
              label={t("places.locationForm.minutes")}
              name="estimatedMinutes"
              defaultValue={initial("estimatedMinutes") || 30}
              min={1}
              max={600}
              error={errors.estimatedMinutes}
            />
          </SimpleGrid>
          <Textarea
            label={t("places.locationForm.accessNotes")}
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
