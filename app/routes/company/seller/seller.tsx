import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCircleCheck, IconCircleDashed, IconRosette, IconSettings } from "@tabler/icons-react";
import { data, Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { formText, parseForm, type Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { listingChecklist } from "~/core/companies/listing";
import { listingCheckKeys, listingMissingKeys } from "~/core/i18n/listing-words";
import { verificationRequestSchema } from "~/domain/companies/schemas";
import {
  getSellerStanding,
  requestVerification,
  withdrawVerificationRequest,
} from "~/domain/companies/verification.server";
import { paymentRequestSchema } from "~/domain/platform/admin-schemas";
import { filePaymentRequest, listOwnPaymentRequests } from "~/domain/platform/payment-requests.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/seller";
import { PaymentRequestsSection } from "./payment-requests";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "seller.seller.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => ({
    ...(await getSellerStanding(tenant)),
    paymentRequests: await listOwnPaymentRequests(tenant),
  }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  if (formData.get("intent") === "withdraw") {
    return withErrorPages(async () => {
      await withdrawVerificationRequest(tenant, formText(formData, "requestId"));
      return redirectWithToast("/company/seller", "seller.seller.withdrawn");
    });
  }
  if (formData.get("intent") === "payment-request") {
    const intent = "payment-request" as const;
    const request = parseForm(paymentRequestSchema, formData);
    if (!request.ok) return data({ ...request, intent }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        await filePaymentRequest(tenant, request.data);
        return redirectWithToast("/company/seller", "seller.seller.paymentRequestSent");
      },
      { intent },
    );
  }
  const parsed = parseForm(verificationRequestSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    await requestVerification(tenant, parsed.data);
    return redirectWithToast("/company/seller", "seller.seller.verificationRequested");
  });
}

const statusText = {
  pending: {
    color: "yellow",
    label: "seller.seller.status.pending",
    detail: "seller.seller.status.pendingDetail",
  },
  active: {
    color: "green",
    label: "seller.seller.status.active",
    detail: "seller.seller.status.activeDetail",
  },
  deactivated: {
    color: "red",
    label: "seller.seller.status.deactivated",
    detail: "seller.seller.status.deactivatedDetail",
  },
} as const;

const requestStatus = {
  pending: { color: "yellow", label: "seller.seller.request.pending" },
  approved: { color: "green", label: "seller.seller.request.approved" },
  rejected: { color: "red", label: "seller.seller.request.rejected" },
  withdrawn: { color: "gray", label: "seller.seller.request.withdrawn" },
} as const;

type Standing = Route.ComponentProps["loaderData"];

export default function Seller({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, pending, requests, canRequest, missing, paymentRequests } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const paymentFailed = failed && "intent" in failed && failed.intent === "payment-request";
  const status = statusText[listing.platformStatus];
  const t = useT();
  return (
    <>
      <PageHeader title={t("seller.seller.heading")} description={t("seller.seller.description")} />
      <Stack gap="lg" maw={960}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder p="lg">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t("seller.seller.platformStatus")}
            </Text>
            <Badge color={status.color} variant="light" size="lg" mt={6}>
              {t(status.label)}
            </Badge>
            <Text size="sm" mt="sm">
              {t(status.detail)}
            </Text>
            {listing.platformNote ? (
              <Alert color={listing.platformStatus === "deactivated" ? "red" : "yellow"} mt="sm" p="xs">
                {listing.platformStatus === "pending"
                  ? t("seller.seller.notListedYet", { note: listing.platformNote })
                  : listing.platformNote}
              </Alert>
            ) : null}
          </Paper>
          <Paper withBorder p="lg">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t("seller.seller.verification")}
            </Text>
            {listing.verified ? (
              <Badge color="blue" size="lg" mt={6} leftSection={<IconRosette size={14} aria-hidden />}>
                {t("seller.seller.verified")}
              </Badge>
            ) : (
              <Badge color="gray" size="lg" mt={6}>
                {pending ? t("seller.seller.underReview") : t("seller.seller.notVerified")}
              </Badge>
            )}
            <Text size="sm" mt="sm">
              {listing.verified ? t("seller.seller.verifiedText") : t("seller.seller.notVerifiedText")}
            </Text>
          </Paper>
        </SimpleGrid>

        <ListingCard listing={listing} />

        {listing.verified ? null : pending ? (
          <PendingRequest request={pending} />
        ) : (
          <VerificationForm
            canRequest={canRequest}
            missing={missing.map((m) => t(listingMissingKeys[m.key]))}
            deactivated={listing.platformStatus === "deactivated"}
            actionData={paymentFailed ? undefined : failed}
          />
        )}

        {requests.length ? <RequestHistory requests={requests} /> : null}

        <PaymentRequestsSection
          rows={paymentRequests.rows}
          canFile={paymentRequests.canFile}
          actionData={paymentFailed ? failed : undefined}
        />
      </Stack>
    </>
  );
}

function ListingCard({ listing }: { listing: Standing["listing"] }) {
  const checklist = listingChecklist(listing);
  const place = [listing.city, listing.region].filter(Boolean).join(", ");
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Title order={2} size="h4">
          {t("seller.listing.heading")}
        </Title>
        <Button
          component={Link}
          to="/company/settings"
          variant="light"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t("seller.listing.editInSettings")}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="xs" aria-label={t("seller.listing.preview")}>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={listing.logoUrl} alt="" size="lg" radius="md">
              {listing.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <div>
              <Group gap={6}>
                <Text fw={700}>{listing.name}</Text>
                {listing.verified ? (
                  <Badge size="xs" color="blue" leftSection={<IconRosette size={10} aria-hidden />}>
                    {t("seller.seller.verified")}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {place || t("seller.listing.noCity")}
              </Text>
            </div>
          </Group>
          <Text size="sm">{listing.phone ?? t("seller.listing.noPhone")}</Text>
          <Text size="sm">{listing.email ?? t("seller.listing.noEmail")}</Text>
          {listing.website ? (
            <Anchor href={listing.website} size="sm" target="_blank" rel="noreferrer">
              {listing.website}
            </Anchor>
          ) : null}
          <Text size="sm">
            <Rich
              k="seller.listing.serves"
              values={{
                b: (chunks) => (
                  <Text span fw={500}>
                    {chunks}
                  </Text>
                ),
                zipCodes: listing.serviceZipCodes.length
                  ? listing.serviceZipCodes.join(", ")
                  : t("seller.listing.noZipCodes"),
              }}
            />
          </Text>
        </Stack>
        <div>
          <Text fw={500} mb="xs">
            {t("seller.listing.shows")}
          </Text>
          <List spacing={6} size="sm" center>
            {checklist.map((c) => (
              <List.Item
                key={c.key}
                icon={
                  <ThemeIcon color={c.done ? "green" : "gray"} variant="light" size={22} radius="xl">
                    {c.done ? (
                      <IconCircleCheck size={14} aria-hidden />
                    ) : (
                      <IconCircleDashed size={14} aria-hidden />
                    )}
                  </ThemeIcon>
                }
              >
                {t(listingCheckKeys[c.key])}
                <Text span c="dimmed" size="xs">
                  {" "}
                  —{" "}
                  {c.done
                    ? t("seller.listing.done")
                    : c.required && !listing.verified
                      ? t("seller.listing.neededForVerification")
                      : t("seller.listing.optional")}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      </SimpleGrid>
    </Paper>
  );
}

function VerificationForm({
  canRequest,
  missing,
  deactivated,
  actionData,
}: {
  canRequest: boolean;
  missing: string[];
  deactivated: boolean;
  actionData: Rejected | undefined;
}) {
  const { errors, values, onSubmit } = useValidatedForm(verificationRequestSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const field = (
    name: "licenseNumber" | "licenseState" | "insuranceCarrier" | "insuranceExpiresOn" | "note",
  ) => ({
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="xs">
        {t("seller.verify.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("seller.verify.text")}
      </Text>
      {deactivated ? (
        <Alert color="red" mb="md">
          {t("seller.verify.deactivated")}
        </Alert>
      ) : missing.length ? (
        <Alert color="yellow" mb="md" title={t("seller.verify.completeFirst")}>
          {t("seller.verify.addInSettings", {
            missing: missing.join(", "),
          })}
        </Alert>
      ) : null}
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="request" />
        <Stack>
          <FormError message={errors.form} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t("seller.verify.licenseNumber")}
              required
              autoComplete="off"
              {...field("licenseNumber")}
            />
            <TextInput
              label={t("seller.verify.licenseState")}
              description={t("seller.common.optional")}
              autoComplete="off"
              {...field("licenseState")}
            />
            <TextInput
              label={t("seller.verify.insuranceCarrier")}
              description={t("seller.common.optional")}
              autoComplete="off"
              {...field("insuranceCarrier")}
            />
            <TextInput
              label={t("seller.verify.insuranceExpiresOn")}
              description={t("seller.common.optional")}
              type="date"
              {...field("insuranceExpiresOn")}
            />
          </SimpleGrid>
          <Textarea
            label={t("seller.verify.note")}
            description={t("seller.common.optional")}
            autosize
            minRows={2}
            {...field("note")}
          />
          <Group>
            <Button type="submit" loading={busy} disabled={!canRequest}>
              {t("seller.verify.send")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function PendingRequest({ request }: { request: NonNullable<Standing["pending"]> }) {
  const f = useFormat();
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {t("seller.pending.heading")}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t("seller.pending.sent", {
              when: f.dateTime(request.requestedAt),
              by: request.requestedBy || "none",
              license: request.licenseNumber,
              state: request.licenseState || "none",
            })}
          </Text>
        </div>
        <ConfirmActionButton
          label={t("seller.pending.withdraw")}
          title={t("seller.pending.withdrawTitle")}
          confirmLabel={t("seller.pending.withdrawConfirm")}
          intent="withdraw"
          fields={{ requestId: request.id }}
        >
          {t("seller.pending.withdrawText")}
        </ConfirmActionButton>
      </Group>
    </Paper>
  );
}

function RequestHistory({ requests }: { requests: Standing["requests"] }) {
  const f = useFormat();
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        {t("seller.history.heading")}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("seller.common.sent")}</Table.Th>
              <Table.Th>{t("seller.history.license")}</Table.Th>
              <Table.Th>{t("seller.history.insurance")}</Table.Th>
              <Table.Th>{t("seller.common.status")}</Table.Th>
              <Table.Th>{t("seller.common.answer")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {requests.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{f.dateTime(r.requestedAt)}</Table.Td>
                <Table.Td>
                  {r.licenseNumber}
                  {r.licenseState ? ` (${r.licenseState})` : ""}
                </Table.Td>
                <Table.Td>
                  {[
                    r.insuranceCarrier,
                    r.insuranceExpiresOn
                      ? t("seller.history.until", { date: f.calendarDate(r.insuranceExpiresOn) })
                      : "",
                  ]
                    .filter(Boolean)
                    .join(", ") || "—"}
                </Table.Td>
                <Table.Td>
                  <Badge color={requestStatus[r.status].color} variant="light">
                    {t(requestStatus[r.status].label)}
                  </Badge>
                </Table.Td>
                <Table.Td>{r.decisionNote || "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
