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

/** The page's <title> and description, for the public mirror and the client's page alike. */
export function companyMeta(listing: CompanyListing | undefined) {
  if (!listing) return [{ title: "Company not found — Drip Drop" }];
  const place = placeOf(listing);
  const about = listing.about.replace(/\s+/g, " ").trim();
  return [
    { title: `${listing.name}${place ? ` — pool service in ${place}` : ""} — Drip Drop` },
    {
      name: "description",
      content: about
        ? `${about.length > 150 ? `${about.slice(0, 147)}…` : about} Request service online on Drip Drop.`
        : `${listing.name} is a pool-service company${place ? ` in ${place}` : ""}${
            listing.serviceZipCodes.length
              ? ` serving ZIP codes ${listing.serviceZipCodes.slice(0, 12).join(", ")}`
              : ""
          }. Request service online on Drip Drop.`,
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
                <Badge color="blue" mt={4} leftSection={<IconRosette size={12} aria-hidden />}>
                  Verified by Drip Drop
                </Badge>
              ) : null}
              <Text c="dimmed" mt={4}>
                {place || "Pool service"}
              </Text>
            </div>
          </Group>
          <Stack gap={6} mt="lg">
            {listing.phone ? (
              <Text size="sm">
                Phone:{" "}
                <Anchor underline="always" href={`tel:${listing.phone.replace(/[^+\d]/g, "")}`}>
                  {listing.phone}
                </Anchor>
              </Text>
            ) : null}
            {listing.email ? (
              <Text size="sm">
                E-mail:{" "}
                <Anchor underline="always" href={`mailto:${listing.email}`}>
                  {listing.email}
                </Anchor>
              </Text>
            ) : null}
            {listing.website ? (
              <Text size="sm">
                Website:{" "}
                <Anchor underline="always" href={listing.website} target="_blank" rel="noreferrer nofollow">
                  {listing.website}
                </Anchor>
              </Text>
            ) : null}
            {address ? <Text size="sm">Address: {address}</Text> : null}
            <Text size="sm">
              Serves ZIP codes:{" "}
              {listing.serviceZipCodes.length ? listing.serviceZipCodes.join(", ") : "ask the company"}
            </Text>
          </Stack>
          <OpeningHoursTable hours={listing.openingHours} headingOrder={preview ? 4 : 2} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <AboutSection listing={listing} headingOrder={preview ? 4 : 2} />
        <Paper withBorder p="lg">
          <Title order={preview ? 4 : 2} size="h3" mb="xs">
            Request service
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {prefill
              ? `Tell ${listing.name} about your pool; they will answer in your Messages.`
              : `Tell ${listing.name} about your pool; they will contact you. No account needed.`}
          </Text>
          {sent ? (
            <Alert
              role="status"
              color="teal"
              icon={<IconCircleCheck aria-hidden />}
              title="Request sent"
              mb="md"
            >
              {prefill ? (
                <>
                  Thanks — {listing.name} has your request and will reply in{" "}
                  <Anchor component={Link} to="/messages" underline="always">
                    Messages
                  </Anchor>
                  .
                </>
              ) : (
                `Thanks — ${listing.name} has your request and will contact you soon.`
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
        <TextInput label="Your name" autoComplete="name" withAsterisk {...field("name")} />
        <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk {...field("email")} />
        <TextInput label="Phone" type="tel" autoComplete="tel" description="Optional" {...field("phone")} />
        <TextInput label="ZIP code" autoComplete="postal-code" withAsterisk {...field("zip")} />
      </SimpleGrid>
      <TextInput label="Pool address" autoComplete="street-address" withAsterisk {...field("address")} />
      <Textarea label="What do you need?" autosize minRows={3} withAsterisk {...field("message")} />
      {/* Honeypot: off screen and out of the tab order; people leave it empty. */}
      <div
        aria-hidden
        style={{ position: "absolute", left: -10000, width: 1, height: 1, overflow: "hidden" }}
      >
        <label>
          Fax
          <input type="text" name="fax" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" loading={busy} disabled={preview} style={{ alignSelf: "flex-start" }}>
        Request service
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
