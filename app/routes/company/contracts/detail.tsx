import { Anchor, Button, Grid, Paper, Stack, Text, Timeline, Title } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { formText, rejected, safeParseChecked } from "~/components/forms/validation";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { companyFormat, formatterFor } from "~/core/format/format";
import { endAgreementSchema } from "~/domain/money/agreement-schemas";
import {
  type AgreementDetail,
  deleteAgreement,
  endAgreement,
  getAgreement,
  sendAgreement,
  withdrawAgreement,
} from "~/domain/money/agreements.server";
import { redirectWithToast } from "~/server/toast.server";
import { AgreementStatusBadge, AgreementTerms } from "../../public/agreement-view";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { ActionError, AgreementActions } from "./agreement-actions";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.agreement.label ?? "Agreement"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => ({ agreement: await getAgreement(tenant, params.contractId) }));
}

const intents = ["send", "resend", "withdraw", "end", "delete"] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const f = formatterFor(companyFormat(tenant));
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  const here = `/company/contracts/contract/${params.contractId}`;
  if (!(intents as readonly string[]).includes(intent))
    return data({ ...rejected(formData, { form: "Unknown action." }), intent }, { status: 400 });
  if (intent === "end") {
    const parsed = safeParseChecked(endAgreementSchema, Object.fromEntries(formData));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
      return data({ ...rejected(formData, errors), intent }, { status: 400 });
    }
    return domainAction(
      formData,
      async () => {
        const ended = await endAgreement(tenant, params.contractId, parsed.data);
        return redirectWithToast(
          here,
          `Agreement ${ended.label} ended; last day of service ${f.calendarDate(ended.endsOn)}.`,
        );
      },
      { intent },
    );
  }
  return domainAction(
    formData,
    async () => {
      if (intent === "delete") {
        const deleted = await deleteAgreement(tenant, params.contractId);
        return redirectWithToast(`/company/contracts`, `Draft ${deleted.label} deleted.`);
      }
      if (intent === "withdraw") {
        const w = await withdrawAgreement(tenant, params.contractId);
        return redirectWithToast(here, `Agreement ${w.label} withdrawn; it is a draft again.`);
      }
      const sent = await sendAgreement(tenant, params.contractId, intent === "resend" ? "resend" : "send");
      return redirectWithToast(
        here,
        `Agreement ${sent.label} ${intent === "resend" ? "sent again" : "sent"} to ${sent.sentTo}.`,
      );
    },
    { intent },
  );
}

export default function AgreementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { agreement } = loaderData;
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <PageHeader
        title={`${agreement.label} · ${agreement.title}`}
        description={
          <>
            <AgreementStatusBadge status={agreement.status} /> Service agreement with{" "}
            <Anchor
              component={Link}
              to={`/company/customers/details/${agreement.customer.id}`}
              underline="always"
            >
              {agreement.customer.name}
            </Anchor>
          </>
        }
        actions={<AgreementActions agreement={agreement} failed={failed} />}
      />
      <ActionError failed={failed} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <AgreementTerms doc={agreement} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            {agreement.acceptance ? <Acceptance agreement={agreement} /> : null}
            <History agreement={agreement} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Button component={Link} to="/company/contracts" variant="subtle" mt="xl">
        All agreements
      </Button>
    </>
  );
}

function Acceptance({ agreement }: { agreement: AgreementDetail }) {
  const f = useFormat();
  const a = agreement.acceptance!;
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="acceptance-heading">
      <Title order={2} size="h4" mb="sm" id="acceptance-heading">
        Acceptance
      </Title>
      <Stack gap="sm">
        <Fact label="Accepted by">{a.name}</Fact>
        <Fact label="When">{f.dateTime(a.at)}</Fact>
        <Fact label="From IP address">{a.ip ?? "unknown"}</Fact>
        <Fact label="Browser">
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {a.userAgent ?? "unknown"}
          </Text>
        </Fact>
        {agreement.hasSignedPdf ? (
          <Button
            component="a"
            href={`/company/contracts/contract/${agreement.id}/signed.pdf`}
            target="_blank"
            variant="light"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            w="fit-content"
          >
            Signed agreement (PDF)
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function History({ agreement }: { agreement: AgreementDetail }) {
  const f = useFormat();
  const events: { title: string; detail: string; color: string }[] = [
    { title: "Drafted", detail: f.dateTime(agreement.createdAt), color: "gray" },
  ];
  if (agreement.sentAt)
    events.push({
      title: "Sent",
      detail: `${f.dateTime(agreement.sentAt)}${agreement.customer.email ? ` to ${agreement.customer.email}` : ""} · answer by ${f.calendarDate(agreement.acceptBy, "detail")}`,
      color: "blue",
    });
  if (agreement.status === "expired")
    events.push({
      title: "Expired",
      detail: `Not answered by ${f.calendarDate(agreement.acceptBy, "detail")}`,
      color: "orange",
    });
  if (agreement.decidedAt && agreement.acceptance)
    events.push({
      title: "Accepted",
      detail: `${f.dateTime(agreement.decidedAt)} by ${agreement.acceptance.name}`,
      color: "green",
    });
  if (agreement.decidedAt && agreement.declineReason)
    events.push({
      title: "Declined",
      detail: `${f.dateTime(agreement.decidedAt)}: “${agreement.declineReason}”`,
      color: "red",
    });
  if (agreement.endedAt)
    events.push({
      title: "Ended",
      detail: `${f.dateTime(agreement.endedAt)} · last day ${f.calendarDate(agreement.endsOn, "detail")}${agreement.endReason ? ` · ${agreement.endReason}` : ""}`,
      color: "dark",
    });
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="history-heading">
      <Title order={2} size="h4" mb="sm" id="history-heading">
        History
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={events.length - 1}>
        {events.map((e) => (
          <Timeline.Item key={e.title} color={e.color} title={e.title}>
            <Text size="sm" c="dimmed">
              {e.detail}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
