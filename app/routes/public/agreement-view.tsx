/**
 * How a service agreement reads, wherever it is read: the office's detail page, the pool owner's link and their
 * portal. Also the owner's answer (accept with a typed full name, or decline with a reason).
 */

import {
  Alert,
  Badge,
  Button,
  Divider,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { Fact } from "~/components/layout/fact";
import { type AgreementStatus, agreementStatusLabels } from "~/core/money/agreement-status";
import { acceptAgreementSchema, declineAgreementSchema } from "~/domain/money/agreement-schemas";

const statusColors: Record<AgreementStatus, string> = {
  draft: "gray",
  sent: "blue",
  accepted: "green",
  declined: "red",
  expired: "orange",
  ended: "dark",
};

/** The status in words (never by colour alone). */
export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  return (
    <Badge
      component="span"
      color={statusColors[status]}
      variant="light"
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {agreementStatusLabels[status]}
    </Badge>
  );
}

export interface AgreementTermsData {
  allLocations: boolean;
  locations: { id: string; label: string }[];
  frequency: string;
  rateText: string;
  chemicalsText: string;
  includedItems: string[];
  repairsText: string;
  filterService: boolean;
  terms: string;
  startsOn: string;
  acceptBy: string | null;
  endsOn: string | null;
}

/** Every term of the agreement. */
export function AgreementTerms({ doc }: { doc: AgreementTermsData }) {
  const f = useFormat();
  return (
    <Stack>
      <Paper withBorder p={{ base: "sm", sm: "lg" }}>
        <Title order={2} size="h4" mb="sm">
          Service
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label="Rate">{doc.rateText}</Fact>
          <Fact label="Frequency">{doc.frequency}</Fact>
          <Fact label="Filter service">{doc.filterService ? "Included" : "Not included"}</Fact>
          <Fact label="Chemicals">
            {doc.chemicalsText}
            {doc.includedItems.length ? `: ${doc.includedItems.join(", ")}` : ""}
          </Fact>
          <Fact label="Repairs">{doc.repairsText}</Fact>
          <Fact label="Starts">{f.calendarDate(doc.startsOn, "detail")}</Fact>
          <Fact label="Ends">{doc.endsOn ? f.calendarDate(doc.endsOn, "detail") : "Open-ended"}</Fact>
          <Fact label="Answer by">{f.calendarDate(doc.acceptBy, "detail")}</Fact>
        </SimpleGrid>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt="md">
          Service locations
        </Text>
        {doc.allLocations ? <Text fw={500}>All of the customer's service locations</Text> : null}
        {doc.locations.length ? (
          <List size="sm" mt={4}>
            {doc.locations.map((l) => (
              <List.Item key={l.id}>{l.label}</List.Item>
            ))}
          </List>
        ) : null}
      </Paper>
      <Paper withBorder p={{ base: "sm", sm: "lg" }}>
        <Title order={2} size="h4" mb="sm">
          Terms and conditions
        </Title>
        {doc.terms ? (
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{doc.terms}</Text>
        ) : (
          <Text c="dimmed">No further terms.</Text>
        )}
      </Paper>
    </Stack>
  );
}

export type AnswerActionData = (Rejected & { intent?: string }) | undefined | null;

/** What the owner sees about an agreement that is no longer open (or the answer form while it is). */
export function AgreementAnswer({
  agreement,
  actionData,
  pdfHref,
}: {
  agreement: {
    status: AgreementStatus;
    canAnswer: boolean;
    acceptance: { name: string; at: string } | null;
    decidedAt: string | Date | null;
    declineReason: string | null;
    acceptBy: string | null;
    endsOn: string | null;
    endReason: string | null;
    hasSignedPdf: boolean;
    company: { name: string; timeZone: string };
  };
  actionData: AnswerActionData;
  pdfHref: string;
}) {
  const f = useFormat();
  if (agreement.canAnswer)
    return <AnswerForms actionData={actionData} companyName={agreement.company.name} />;
  if (agreement.status === "accepted" || (agreement.status === "ended" && agreement.acceptance))
    return (
      <Alert color="green" title={agreement.status === "ended" ? "Accepted, since ended" : "Accepted"}>
        <Stack gap={4}>
          <Text>
            Accepted by {agreement.acceptance?.name} on{" "}
            {f.dateTime(agreement.acceptance?.at ?? null, "detail", { zone: true })}.
          </Text>
          {agreement.status === "ended" ? (
            <Text>
              The agreement ended: last day of service {f.calendarDate(agreement.endsOn, "detail")}
              {agreement.endReason ? ` (${agreement.endReason})` : ""}.
            </Text>
          ) : null}
          {agreement.hasSignedPdf ? (
            <Text>
              <a href={pdfHref} target="_blank" rel="noreferrer">
                Download the signed agreement (PDF)
              </a>
            </Text>
          ) : null}
        </Stack>
      </Alert>
    );
  if (agreement.status === "declined")
    return (
      <Alert color="gray" title="Declined">
        Declined on {f.dateTime(agreement.decidedAt, "detail", { zone: true })}
        {agreement.declineReason ? `: “${agreement.declineReason}”` : "."}
      </Alert>
    );
  if (agreement.status === "expired")
    return (
      <Alert color="orange" title="Expired">
        This agreement had to be answered by {f.calendarDate(agreement.acceptBy, "detail")}. Ask{" "}
        {agreement.company.name} to send it again if you still want it.
      </Alert>
    );
  return (
    <Alert color="gray" title="No longer open">
      This agreement is no longer waiting for an answer.
    </Alert>
  );
}

function AnswerForms({ actionData, companyName }: { actionData: AnswerActionData; companyName: string }) {
  const acceptData = actionData && actionData.intent !== "decline" ? actionData : null;
  const declineData = actionData?.intent === "decline" ? actionData : null;
  const accept = useValidatedForm(acceptAgreementSchema, acceptData);
  const decline = useValidatedForm(declineAgreementSchema, declineData);
  const busy = useNavigation().state === "submitting";
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="answer-heading">
      <Title order={2} size="h4" id="answer-heading" mb="sm">
        Your answer
      </Title>
      <Stack>
        <FormError message={accept.errors.form ?? decline.errors.form} />
        <Form method="post" onSubmit={accept.onSubmit} noValidate>
          <input type="hidden" name="intent" value="accept" />
          <Stack gap="sm">
            <TextInput
              name="name"
              label="Your full name"
              description={`Typing your name signs the agreement with ${companyName}. We keep the time and your device's address with it.`}
              autoComplete="name"
              required
              defaultValue={accept.values.name ?? ""}
              error={accept.errors.name}
            />
            <Button type="submit" loading={busy} w="fit-content">
              Accept agreement
            </Button>
          </Stack>
        </Form>
        <Divider label="or" labelPosition="center" />
        <Form method="post" onSubmit={decline.onSubmit} noValidate>
          <input type="hidden" name="intent" value="decline" />
          <Stack gap="sm">
            <Textarea
              name="reason"
              label="Why you decline"
              description={`${companyName} reads this.`}
              autosize
              minRows={2}
              required
              defaultValue={decline.values.reason ?? ""}
              error={decline.errors.reason}
            />
            <Button type="submit" variant="default" disabled={busy} w="fit-content">
              Decline agreement
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}
