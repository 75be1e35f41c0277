import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconCircleCheck, IconRosette } from "@tabler/icons-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import type { OpeningHours } from "~/core/directory/opening-hours";
import { serviceRequestSchema } from "~/domain/directory/schemas";
import type { RequestPrefill } from "~/domain/portal/service-requests.server";
import { AboutSection, OpeningHoursTable } from "./company-page-about";

export interface CompanyListing {
  id: string;
  name: string;
  logoUrl: string | null;
  email: string | null;
  phone: string | null;
  addressLine: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  website: string | null;
  serviceZipCodes: string[];
  verified: boolean;
  about: string;
  servicesOffered: string[];
  /** The names of its (active) categories. */
  categoryNames: string[];
  openingHours: OpeningHours;
  publicPhotos: { url: string; thumbnailUrl: string }[];
}

export const placeOf = (c: Pick<CompanyListing, "city" | "region">) =>
  [c.city, c.region].filter(Boolean).join(", ");

type MetaMatches = Parameters<typeof pageTitle>[0];

/**
 * The page's <title> and description, for the public mirror and the client's page alike, in the page's language
 * (the route's `matches`; without them, English).
 */
export function companyMeta(listing: CompanyListing | undefined, matches: MetaMatches = []) {
  if (!listing) return [{ title: pageTitle(matches, "profile.meta.notFound") }];
  const place = placeOf(listing);
  const about = listing.about.replace(/\s+/g, " ").trim();
  return [
    {
      title: place
        ? pageTitle(matches, "profile.meta.title", { name: listing.name, place })
        : pageTitle(matches, "profile.meta.titleNoPlace", { name: listing.name }),
    },
    {
      name: "description",
      content: about
        ? pageTitle(matches, "profile.meta.descriptionAbout", {
            about: about.length > 150 ? `${about.slice(0, 147)}…` : about,
          })
        : pageTitle(matches, "profile.meta.description", {
            name: listing.name,
            hasPlace: place ? "yes" : "no",
            place,
            hasZips: listing.serviceZipCodes.length ? "yes" : "no",
            zips: listing.serviceZipCodes.slice(0, 12).join(", "),
          }),
    },
  ];
}

/**
 * A company's public page as visitors see it: the listing and the "Request service" form. `preview` renders the
 * same page inert (the company's own Public Page shows it).
 */
export function CompanyPageView({
  listing,
  sent,
  actionData,
  preview = false,
  prefill = null,
}: {
  listing: CompanyListing;
  sent: boolean;
  actionData?: Rejected | { ok: true } | null;
  preview?: boolean;
  /** A signed-in pool owner's details: the form starts filled and the answer comes in their Messages. */
  prefill?: RequestPrefill | null;
}) {
  const t = useT();
  const place = placeOf(listing);
  const address = [listing.addressLine, place, listing.postalCode].filter(Boolean).join(", ");
  const HeadingTag = preview ? "h3" : "h1";
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="lg">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar src={listing.logoUrl} alt="" size="xl" radius="md">
              {listing.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <div>
              <Title order={preview ? 3 : 1} component={HeadingTag} size="h2">
                {listing.name}
              </Title>
              {listing.verified ? (
                <Badge
                  color="blue"
                  mt={4}
                  leftSection={<IconRosette size={12} aria-hidden />}
                  // A longer language wraps inside the badge rather than past the card (the preview at 390 px).
                  h="auto"
                  maw="100%"
                  styles={{ label: { whiteSpace: "normal" } }}
                >
                  {t("profile.view.verified")}
                </Badge>
              ) : null}
              <Text c="dimmed" mt={4}>
                {place || t("profile.view.poolService")}
              </Text>
            </div>
          </Group>
          <Stack gap={6} mt="lg">
            {listing.phone ? (
              <Text size="sm">
                {t("profile.view.phone")}{" "}
                <Anchor underline="always" href={`tel:${listing.phone.replace(/[^+\d]/g, "")}`}>
                  {listing.phone}
                </Anchor>
              </Text>
            ) : null}
            {listing.email ? (
              <Text size="sm">
                {t("profile.view.email")}{" "}
                <Anchor underline="always" href={`mailto:${listing.email}`}>
                  {listing.email}
                </Anchor>
              </Text>
            ) : null}
            {listing.website ? (
              <Text size="sm">
                {t("profile.view.website")}{" "}
                <Anchor underline="always" href={listing.website} target="_blank" rel="noreferrer nofollow">
                  {listing.website}
                </Anchor>
              </Text>
            ) : null}
            {address ? <Text size="sm">{t("profile.view.address", { address })}</Text> : null}
            <Text size="sm">
              {t("profile.view.serves", {
                zips: listing.serviceZipCodes.length
                  ? listing.serviceZipCodes.join(", ")
                  : t("profile.view.askCompany"),
              })}
            </Text>
          </Stack>
          <OpeningHoursTable hours={listing.openingHours} headingOrder={preview ? 4 : 2} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <AboutSection listing={listing} headingOrder={preview ? 4 : 2} />
        <Paper withBorder p="lg">
          <Title order={preview ? 4 : 2} size="h3" mb="xs">
            {t("profile.view.request")}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {prefill
              ? t("profile.view.requestTextOwner", { company: listing.name })
              : t("profile.view.requestText", { company: listing.name })}
          </Text>
          {sent ? (
            <Alert
              role="status"
              color="teal"
              icon={<IconCircleCheck aria-hidden />}
              title={t("profile.view.sentTitle")}
              mb="md"
            >
              {prefill ? (
                <Rich
                  k="profile.view.sentOwner"
                  values={{
                    company: listing.name,
                    link: (chunks) => (
                      <Anchor component={Link} to="/messages" underline="always">
                        {chunks}
                      </Anchor>
                    ),
                  }}
                />
              ) : (
                t("profile.view.sent", { company: listing.name })
              )}
            </Alert>
          ) : null}
          <RequestForm preview={preview} actionData={actionData} prefill={prefill} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

function RequestForm({
  preview,
  actionData,
  prefill,
}: {
  preview: boolean;
  actionData?: Rejected | { ok: true } | null;
  prefill: RequestPrefill | null;
}) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(serviceRequestSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const { key } = useLocation();
  const field = (name: "name" | "email" | "phone" | "address" | "zip" | "message") => ({
    name,
    // What was typed wins (a refused submission); else the signed-in owner's own details.
    defaultValue: values[name] ?? (name === "message" ? "" : (prefill?.[name] ?? "")),
    error: errors[name],
    disabled: preview,
  });
  const fields = (
    <Stack>
      <FormError message={errors.form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t("profile.view.yourName")} autoComplete="name" withAsterisk {...field("name")} />
        <TextInput
          label={t("profile.view.emailLabel")}
          type="email"
          autoComplete="email"
          withAsterisk
          {...field("email")}
        />
        <TextInput
          label={t("profile.view.phoneLabel")}
          type="tel"
          autoComplete="tel"
          description={t("profile.view.optional")}
          {...field("phone")}
        />
        <TextInput label={t("profile.view.zip")} autoComplete="postal-code" withAsterisk {...field("zip")} />
      </SimpleGrid>
      <TextInput
        label={t("profile.view.poolAddress")}
        autoComplete="street-address"
        withAsterisk
        {...field("address")}
      />
      <Textarea label={t("profile.view.need")} autosize minRows={3} withAsterisk {...field("message")} />
      {/* Honeypot: off screen and out of the tab order; people leave it empty. */}
      <div
        aria-hidden
        style={{ position: "absolute", left: -10000, width: 1, height: 1, overflow: "hidden" }}
      >
        <label>
          {t("profile.view.fax")}
          <input type="text" name="fax" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" loading={busy} disabled={preview} style={{ alignSelf: "flex-start" }}>
        {t("profile.view.request")}
      </Button>
    </Stack>
  );
  if (preview) return <div>{fields}</div>;
  return (
    <Form key={key} method="post" onSubmit={onSubmit} noValidate style={{ position: "relative" }}>
      {fields}
    </Form>
  );
}
