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
import { useT } from "~/components/i18n/i18n-provider";
import { Fact } from "~/components/layout/fact";
import { chemicalKeys, frequencyKeys } from "~/core/i18n/agreement-words";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { wordFor } from "~/core/i18n/word-for";
import type { AgreementStatus } from "~/core/money/agreement-status";
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
const statusWords = {
  draft: "portal.agreementStatus.draft",
  sent: "portal.agreementStatus.sent",
  accepted: "portal.agreementStatus.accepted",
  declined: "portal.agreementStatus.declined",
  expired: "portal.agreementStatus.expired",
  ended: "portal.agreementStatus.ended",
} as const satisfies Record<AgreementStatus, MessageKey>;

export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  const t = useT();
  return (
    <Badge
      component="span"
      color={statusColors[status]}
      variant="light"
      style={{ flexShrink: 0, overflow: "visible" }}
    >
      {wordFor(t, statusWords, status)}
    </Badge>
  );
}

export interface AgreementTermsData {
  allLocations: boolean;
  locations: { id: string; label: string }[];
  frequency: string;
  rateCents: number;
  rateInterval: string;
  chemicals: string;
  repairsIncludedCents: number;
  company: { currency: string };
  includedItems: string[];
  filterService: boolean;
  terms: string;
  startsOn: string;
  acceptBy: string | null;
  endsOn: string | null;
}

/** Every term of the agreement. */
export function AgreementTerms({ doc }: { doc: AgreementTermsData }) {
  const f = useFormat();
  const t = useT();
  return (
    <Stack>
      <Paper withBorder p={{ base: "sm", sm: "lg" }}>
        <Title order={2} size="h4" mb="sm">
          {t("portal.agreement.service")}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t("portal.agreement.rate")}>
            {t("mail.agreement.rateEvery", {
              amount: f.money(doc.rateCents, { currency: doc.company.currency }),
              interval: doc.rateInterval,
            })}
          </Fact>
          <Fact label={t("portal.agreement.frequency")}>{wordFor(t, frequencyKeys, doc.frequency)}</Fact>
          <Fact label={t("portal.agreement.filterService")}>
            {doc.filterService ? t("portal.agreement.included") : t("portal.agreement.notIncluded")}
          </Fact>
          <Fact label={t("portal.agreement.chemicals")}>
            {wordFor(t, chemicalKeys, doc.chemicals)}
            {doc.includedItems.length ? `: ${doc.includedItems.join(", ")}` : ""}
          </Fact>
          <Fact label={t("portal.agreement.repairs")}>
            {doc.repairsIncludedCents > 0
              ? t("mail.agreementPdf.repairsIncluded", {
                  amount: f.money(doc.repairsIncludedCents, { currency: doc.company.currency }),
                })
              : t("mail.agreementPdf.repairsNotIncluded")}
          </Fact>
          <Fact label={t("portal.agreement.starts")}>{f.calendarDate(doc.startsOn, "detail")}</Fact>
          <Fact label={t("portal.agreement.ends")}>
            {doc.endsOn ? f.calendarDate(doc.endsOn, "detail") : t("portal.agreement.openEnded")}
          </Fact>
          <Fact label={t("portal.agreement.answerBy")}>{f.calendarDate(doc.acceptBy, "detail")}</Fact>
        </SimpleGrid>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt="md">
          {t("portal.agreement.locations")}
        </Text>
        {doc.allLocations ? <Text fw={500}>{t("portal.agreement.allLocations")}</Text> : null}
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
          {t("portal.agreement.terms")}
        </Title>
        {doc.terms ? (
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{doc.terms}</Text>
        ) : (
          <Text c="dimmed">{t("portal.agreement.noTerms")}</Text>
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
  const t = useT();
  if (agreement.canAnswer)
    return <AnswerForms actionData={actionData} companyName={agreement.company.name} />;
  if (agreement.status === "accepted" || (agreement.status === "ended" && agreement.acceptance))
    return (
      <Alert
        color="green"
        title={
          agreement.status === "ended" ? t("portal.agreement.acceptedEnded") : t("portal.agreement.accepted")
        }
      >
        <Stack gap={4}>
          <Text>
            {t("portal.agreement.acceptedBy", {
              name: agreement.acceptance?.name,
              date: f.dateTime(agreement.acceptance?.at ?? null, "detail", { zone: true }),
            })}
          </Text>
          {agreement.status === "ended" ? (
            <Text>
              {agreement.endReason
                ? t("portal.agreement.endedBecause", {
                    date: f.calendarDate(agreement.endsOn, "detail"),
                    reason: agreement.endReason,
                  })
                : t("portal.agreement.ended", { date: f.calendarDate(agreement.endsOn, "detail") })}
            </Text>
          ) : null}
          {agreement.hasSignedPdf ? (
            <Text>
              <a href={pdfHref} target="_blank" rel="noreferrer">
                {t("portal.agreement.signedPdf")}
              </a>
            </Text>
          ) : null}
        </Stack>
      </Alert>
    );
  if (agreement.status === "declined")
    return (
      <Alert color="gray" title={t("portal.agreement.declined")}>
        {agreement.declineReason
          ? t("portal.agreement.declinedBecause", {
              date: f.dateTime(agreement.decidedAt, "detail", { zone: true }),
              reason: agreement.declineReason,
            })
          : t("portal.agreement.declinedOn", {
              date: f.dateTime(agreement.decidedAt, "detail", { zone: true }),
            })}
      </Alert>
    );
  if (agreement.status === "expired")
    return (
      <Alert color="orange" title={t("portal.agreement.expired")}>
        {t("portal.agreement.expiredText", {
          date: f.calendarDate(agreement.acceptBy, "detail"),
          company: agreement.company.name,
        })}
      </Alert>
    );
  return (
    <Alert color="gray" title={t("portal.estimate.closed")}>
      {t("portal.agreement.closedText")}
    </Alert>
  );
}

function AnswerForms({ actionData, companyName }: { actionData: AnswerActionData; companyName: string }) {
  const acceptData = actionData && actionData.intent !== "decline" ? actionData : null;
  const declineData = actionData?.intent === "decline" ? actionData : null;
  const accept = useValidatedForm(acceptAgreementSchema, acceptData);
  const decline = useValidatedForm(declineAgreementSchema, declineData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="answer-heading">
      <Title order={2} size="h4" id="answer-heading" mb="sm">
        {t("portal.estimate.answer")}
      </Title>
      <Stack>
        <FormError
          message={
            (accept.errors.form ?? decline.errors.form) &&
            t.text(accept.errors.form ?? decline.errors.form ?? "")
          }
        />
        <Form method="post" onSubmit={accept.onSubmit} noValidate>
          <input type="hidden" name="intent" value="accept" />
          <Stack gap="sm">
            <TextInput
              name="name"
              label={t("portal.agreement.fullName")}
              description={t("portal.agreement.fullNameDescription", { company: companyName })}
              autoComplete="name"
              required
              defaultValue={accept.values.name ?? ""}
              error={accept.errors.name}
            />
            <Button type="submit" loading={busy} w="fit-content">
              {t("portal.agreement.accept")}
            </Button>
          </Stack>
        </Form>
        <Divider label={t("portal.agreement.or")} labelPosition="center" />
        <Form method="post" onSubmit={decline.onSubmit} noValidate>
          <input type="hidden" name="intent" value="decline" />
          <Stack gap="sm">
            <Textarea
              name="reason"
              label={t("portal.agreement.why")}
              description={t("portal.agreement.whyDescription", { company: companyName })}
              autosize
              minRows={2}
              required
              defaultValue={decline.values.reason ?? ""}
              error={decline.errors.reason}
            />
            <Button type="submit" variant="default" disabled={busy} w="fit-content">
              {t("portal.agreement.decline")}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}
