import {
  Button,
  Checkbox,
  CloseButton,
  Grid,
  Group,
  Image,
  Input,
  Paper,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Fragment } from "react";
import { Form, useNavigation } from "react-router";
import { categoryTextIn } from "~/components/i18n/category-words";
import { useT } from "~/components/i18n/i18n-provider";
import { weekdays } from "~/core/directory/opening-hours";
import type { OpeningHours } from "~/db/schema";
import { weekdayKeys } from "../../public/company-page-about";

type Values = Record<string, unknown>;
type Errors = Record<string, string | undefined>;

/** About, services (one per line) and the platform's categories as checkboxes. */
export function AboutFields({
  listing,
  categories,
  values,
  errors,
}: {
  listing: { about: string; servicesOffered: string[]; categories: string[] };
  categories: { slug: string; name: string; description: string }[];
  values: Values;
  errors: Errors;
}) {
  const t = useT();
  const chosen = new Set(
    typeof values.categories === "string" ? values.categories.split(",") : listing.categories,
  );
  return (
    <>
      <Textarea
        label={t("profile.about.label")}
        name="about"
        description={t("profile.about.hint")}
        autosize
        minRows={3}
        defaultValue={(values.about as string | undefined) ?? listing.about}
        error={errors.about}
      />
      <Textarea
        label={t("profile.about.services")}
        name="servicesOffered"
        description={t("profile.about.servicesHint")}
        autosize
        minRows={3}
        defaultValue={(values.servicesOffered as string | undefined) ?? listing.servicesOffered.join("\n")}
        error={errors.servicesOffered}
      />
      <Checkbox.Group
        label={t("profile.about.categories")}
        description={t("profile.about.categoriesHint")}
        defaultValue={[...chosen]}
        error={errors.categories}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
          {categories.map((c) => (
            <Checkbox
              key={c.slug}
              name="categories"
              value={c.slug}
              label={categoryTextIn(t, c.name)}
              description={categoryTextIn(t, c.description)}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </>
  );
}

/** Opening hours per weekday: opens and closes (time inputs), or closed. */
export function HoursFields({
  hours,
  values,
  errors,
}: {
  hours: OpeningHours;
  values: Values;
  errors: Errors;
}) {
  const t = useT();
  const given = Object.keys(hours).length > 0;
  return (
    <Input.Wrapper label={t("profile.hours.label")} description={t("profile.hours.hint")}>
      {/* A grid rather than a table: on a phone the day goes above its inputs, nothing scrolls sideways. */}
      <Grid gap="xs" mt="xs" align="center">
        <Grid.Col span={{ base: 12, sm: 3 }} visibleFrom="sm">
          <Text size="sm" fw={600}>
            {t("profile.hours.day")}
          </Text>
        </Grid.Col>
        {[t("profile.hours.opens"), t("profile.hours.closes")].map((h) => (
          <Grid.Col key={h} span={{ base: 5, sm: 3 }}>
            <Text size="sm" fw={600}>
              {h}
            </Text>
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 2, sm: 3 }}>
          <Text size="sm" fw={600}>
            {t("profile.hours.closed")}
          </Text>
        </Grid.Col>
        {weekdays.map(({ day }) => {
          const name = t(weekdayKeys[day]);
          const saved = hours[day];
          const v = (key: string, fallback: string) => (values[key] as string | undefined) ?? fallback;
          return (
            <Fragment key={day}>
              <Grid.Col span={{ base: 12, sm: 3 }} pb={0}>
                <Text size="sm">{name}</Text>
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 3 }}>
                <TextInput
                  type="time"
                  name={`opens${day}`}
                  aria-label={t("profile.hours.dayOpens", { day: name })}
                  defaultValue={v(`opens${day}`, saved?.opens ?? "")}
                  error={errors[`opens${day}`]}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 3 }}>
                <TextInput
                  type="time"
                  name={`closes${day}`}
                  aria-label={t("profile.hours.dayCloses", { day: name })}
                  defaultValue={v(`closes${day}`, saved?.closes ?? "")}
                  error={errors[`closes${day}`]}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 3 }}>
                <Checkbox
                  name={`closed${day}`}
                  aria-label={t("profile.hours.closedOn", { day: name })}
                  defaultChecked={
                    values[`closed${day}`] !== undefined ? values[`closed${day}`] === "on" : given && !saved
                  }
                />
              </Grid.Col>
            </Fragment>
          );
        })}
      </Grid>
    </Input.Wrapper>
  );
}

/** The page's photos: add (upload, several at once) and remove one. */
export function PhotosPanel({
  photos,
  max,
  error,
}: {
  photos: { url: string; thumbnailUrl: string }[];
  max: number;
  error?: string;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="xs">
        {t("profile.photos.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("profile.photos.text", { max })}
      </Text>
      {photos.length === 0 ? (
        <Text size="sm" c="dimmed" mb="md">
          {t("profile.photos.none")}
        </Text>
      ) : (
        <Group gap="sm" mb="md">
          {photos.map((p, i) => (
            <div key={p.url} style={{ position: "relative" }}>
              <Image
                src={p.thumbnailUrl}
                alt={t("profile.photos.alt", { number: i + 1 })}
                w={120}
                h={90}
                radius="sm"
                fit="cover"
              />
              <Form method="post" style={{ position: "absolute", top: 4, right: 4 }}>
                <input type="hidden" name="intent" value="removePhoto" />
                <input type="hidden" name="url" value={p.url} />
                <CloseButton
                  type="submit"
                  variant="filled"
                  size="sm"
                  aria-label={t("profile.photos.remove", { number: i + 1 })}
                  disabled={busy}
                />
              </Form>
            </div>
          ))}
        </Group>
      )}
      {photos.length < max ? (
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="photos" />
          <Group align="flex-end">
            <Input.Wrapper
              id="public-photos"
              label={t("profile.photos.add")}
              description={t("profile.photos.addHint")}
              error={error ? t.text(error) : undefined}
            >
              <input
                id="public-photos"
                type="file"
                name="photos"
                accept="image/png,image/jpeg,image/webp,image/gif"
                multiple
                style={{ display: "block", maxWidth: "100%" }}
              />
            </Input.Wrapper>
            <Button type="submit" variant="light" loading={busy}>
              {t("profile.photos.upload")}
            </Button>
          </Group>
        </Form>
      ) : null}
    </Paper>
  );
}
