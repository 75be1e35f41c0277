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
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { listingChecklist } from "~/core/companies/listing";
import { verificationRequestSchema } from "~/domain/companies/schemas";
import {
  getSellerStanding,
  requestVerification,
  withdrawVerificationRequest,
} from "~/domain/companies/verification.server";
import { paymentRequestSchema } from "~/domain/platform/admin-schemas";
import { filePaymentRequest, listOwnPaymentRequests } from "~/domain/platform/payment-requests.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/seller";
import { PaymentRequestsSection } from "./payment-requests";

export const meta: Route.MetaFunction = () => [{ title: "Seller — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => ({
    ...(await getSellerStanding(tenant)),
    paymentRequests: await listOwnPaymentRequests(tenant),
  }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  if (formData.get("intent") === "withdraw") {
    return domain(async () => {
      await withdrawVerificationRequest(tenant, formText(formData, "requestId"));
      return redirectWithToast("/company/seller", "Verification request withdrawn.");
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
        return redirectWithToast("/company/seller", "Request sent to Drip Drop.");
      },
      { intent },
    );
  }
  const parsed = parseForm(verificationRequestSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    await requestVerification(tenant, parsed.data);
    return redirectWithToast("/company/seller", "Verification requested. We'll review it and let you know.");
  });
}

const statusText = {
  pending: {
    color: "yellow",
    label: "Waiting for approval",
    detail:
      "New companies are reviewed by Drip Drop before they appear in the companies directory. You can use everything meanwhile.",
  },
  active: {
    color: "green",
    label: "Active",
    detail: "Your company is listed in the companies directory, where pool owners find and contact you.",
  },
  deactivated: {
    color: "red",
    label: "Deactivated",
    detail: "Your listing is hidden from pool owners. Contact Drip Drop to have it reactivated.",
  },
} as const;

const requestStatus = {
  pending: { color: "yellow", label: "Waiting for review" },
  approved: { color: "green", label: "Approved" },
  rejected: { color: "red", label: "Not approved" },
  withdrawn: { color: "gray", label: "Withdrawn" },
} as const;

type Standing = Route.ComponentProps["loaderData"];

export default function Seller({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, pending, requests, canRequest, missing, paymentRequests } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const paymentFailed = failed && "intent" in failed && failed.intent === "payment-request";
  const status = statusText[listing.platformStatus];
  return (
    <>
      <PageHeader
        title="Seller"
        description="Your company's standing on Drip Drop: your listing in the companies directory and whether it is verified."
      />
      <Stack gap="lg" maw={960}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder p="lg">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Platform status
            </Text>
            <Badge color={status.color} variant="light" size="lg" mt={6}>
              {status.label}
            </Badge>
            <Text size="sm" mt="sm">
              {status.detail}
            </Text>
            {listing.platformNote ? (
              <Alert color={listing.platformStatus === "deactivated" ? "red" : "yellow"} mt="sm" p="xs">
                {listing.platformStatus === "pending" ? "Not listed yet: " : ""}
                {listing.platformNote}
              </Alert>
            ) : null}
          </Paper>
          <Paper withBorder p="lg">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Verification
            </Text>
            {listing.verified ? (
              <Badge color="blue" size="lg" mt={6} leftSection={<IconRosette size={14} aria-hidden />}>
                Verified
              </Badge>
            ) : (
              <Badge color="gray" size="lg" mt={6}>
                {pending ? "Under review" : "Not verified"}
              </Badge>
            )}
            <Text size="sm" mt="sm">
              {listing.verified
                ? "Pool owners see the verified badge on your listing: Drip Drop checked your license and insurance."
                : "Verified companies show a badge in the directory. Send your license and insurance details to be checked."}
            </Text>
          </Paper>
        </SimpleGrid>

        <ListingCard listing={listing} />

        {listing.verified ? null : pending ? (
          <PendingRequest request={pending} />
        ) : (
          <VerificationForm
            canRequest={canRequest}
            missing={missing.map((m) => m.label)}
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
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <Title order={2} size="h4">
          Your public listing
        </Title>
        <Button
          component={Link}
          to="/company/settings"
          variant="light"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Edit in Settings
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="xs" aria-label="How pool owners see your listing">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={listing.logoUrl} alt="" size="lg" radius="md">
              {listing.name.slice(0, 2).toUpperCase()}
            </Avatar>
            <div>
              <Group gap={6}>
                <Text fw={700}>{listing.name}</Text>
                {listing.verified ? (
                  <Badge size="xs" color="blue" leftSection={<IconRosette size={10} aria-hidden />}>
                    Verified
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {place || "No city yet"}
              </Text>
            </div>
          </Group>
          <Text size="sm">{listing.phone ?? "No phone yet"}</Text>
          <Text size="sm">{listing.email ?? "No e-mail yet"}</Text>
          {listing.website ? (
            <Anchor href={listing.website} size="sm" target="_blank" rel="noreferrer">
              {listing.website}
            </Anchor>
          ) : null}
          <Text size="sm">
            <Text span fw={500}>
              Serves:{" "}
            </Text>
            {listing.serviceZipCodes.length ? listing.serviceZipCodes.join(", ") : "no ZIP codes yet"}
          </Text>
        </Stack>
        <div>
          <Text fw={500} mb="xs">
            What the listing shows
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
                {c.label}
                <Text span c="dimmed" size="xs">
                  {" "}
                  —{" "}
                  {c.done ? "done" : c.required && !listing.verified ? "needed for verification" : "optional"}
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
        Ask to be verified
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Drip Drop checks your license and insurance against the state's records, usually within two business
        days.
      </Text>
      {deactivated ? (
        <Alert color="red" mb="md">
          Your company is deactivated; contact Drip Drop before asking to be verified.
        </Alert>
      ) : missing.length ? (
        <Alert color="yellow" mb="md" title="Complete your listing first">
          Add in Settings: {missing.map((m) => m.toLowerCase()).join(", ")}.
        </Alert>
      ) : null}
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="intent" value="request" />
        <Stack>
          <FormError message={errors.form} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="License number" required autoComplete="off" {...field("licenseNumber")} />
            <TextInput
              label="Licensed in (state)"
              description="Optional"
              autoComplete="off"
              {...field("licenseState")}
            />
            <TextInput
              label="Insurance carrier"
              description="Optional"
              autoComplete="off"
              {...field("insuranceCarrier")}
            />
            <TextInput
              label="Insurance valid until"
              description="Optional"
              type="date"
              {...field("insuranceExpiresOn")}
            />
          </SimpleGrid>
          <Textarea
            label="Anything we should know"
            description="Optional"
            autosize
            minRows={2}
            {...field("note")}
          />
          <Group>
            <Button type="submit" loading={busy} disabled={!canRequest}>
              Send for verification
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function PendingRequest({ request }: { request: NonNullable<Standing["pending"]> }) {
  const f = useFormat();
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            Your request is being reviewed
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Sent {f.dateTime(request.requestedAt)}
            {request.requestedBy ? ` by ${request.requestedBy}` : ""}. License {request.licenseNumber}
            {request.licenseState ? ` (${request.licenseState})` : ""}.
          </Text>
        </div>
        <ConfirmActionButton
          label="Withdraw request"
          title="Withdraw your verification request?"
          confirmLabel="Withdraw"
          intent="withdraw"
          fields={{ requestId: request.id }}
        >
          Drip Drop stops reviewing it. You can send a new request at any time.
        </ConfirmActionButton>
      </Group>
    </Paper>
  );
}

function RequestHistory({ requests }: { requests: Standing["requests"] }) {
  const f = useFormat();
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        Verification requests
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sent</Table.Th>
              <Table.Th>License</Table.Th>
              <Table.Th>Insurance</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Answer</Table.Th>
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
                    r.insuranceExpiresOn ? `until ${f.calendarDate(r.insuranceExpiresOn)}` : "",
                  ]
                    .filter(Boolean)
                    .join(", ") || "—"}
                </Table.Td>
                <Table.Td>
                  <Badge color={requestStatus[r.status].color} variant="light">
                    {requestStatus[r.status].label}
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
