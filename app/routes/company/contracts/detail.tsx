import { Anchor, Button, Grid, Paper, Stack, Text, Timeline, Title } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { formText, rejected, safeParseChecked } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { keyed } from "~/core/i18n/keyed";
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
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { ActionError, AgreementActions } from "./agreement-actions";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "contracts.agreement.title", { label: loaderData.agreement.label })
      : pageTitle(matches, "contracts.agreement.titleMissing"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => ({ agreement: await getAgreement(tenant, params.contractId) }));
}

const intents = ["send", "resend", "withdraw", "end", "delete"] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  const here = `/company/contracts/contract/${params.contractId}`;
  if (!(intents as readonly string[]).includes(intent))
    return data(
      { ...rejected(formData, { form: "contracts.common.unknownAction" }), intent },
      { status: 400 },
    );
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
        // The date as a date, so each reader's language writes it its own way.
        return redirectWithToast(
          here,
          keyed("contracts.agreement.ended", { label: ended.label, date: { date: parsed.data.endsOn } }),
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
        return redirectWithToast(`/company/contracts`, {
          message: "contracts.agreement.deleted",
          values: { label: deleted.label },
        });
      }
      if (intent === "withdraw") {
        const w = await withdrawAgreement(tenant, params.contractId);
        return redirectWithToast(here, {
          message: "contracts.agreement.withdrawn",
          values: { label: w.label },
        });
      }
      const sent = await sendAgreement(tenant, params.contractId, intent === "resend" ? "resend" : "send");
      return redirectWithToast(here, {
        message: intent === "resend" ? "contracts.agreement.sentAgain" : "contracts.agreement.sent",
        values: { label: sent.label, email: sent.sentTo },
      });
    },
    { intent },
  );
}

export default function AgreementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { agreement } = loaderData;
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  const t = useT();
  return (
    <>
      <PageHeader
        title={`${agreement.label} · ${agreement.title}`}
        description={
          <>
            <AgreementStatusBadge status={agreement.status} />{" "}
            <Rich
              k="contracts.agreement.with"
              values={{
                name: agreement.customer.name,
                link: (chunks) => (
                  <Anchor
                    component={Link}
                    to={`/company/customers/details/${agreement.customer.id}`}
                    underline="always"
                  >
                    {chunks}
                  </Anchor>
                ),
              }}
            />
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
        {t("contracts.agreement.all")}
      </Button>
    </>
  );
}

function Acceptance({ agreement }: { agreement: AgreementDetail }) {
  const f = useFormat();
  const t = useT();
  const a = agreement.acceptance!;
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="acceptance-heading">
      <Title order={2} size="h4" mb="sm" id="acceptance-heading">
        {t("contracts.agreement.acceptance")}
      </Title>
      <Stack gap="sm">
        <Fact label={t("contracts.agreement.acceptedBy")}>{a.name}</Fact>
        <Fact label={t("contracts.agreement.when")}>{f.dateTime(a.at)}</Fact>
        <Fact label={t("contracts.agreement.ip")}>{a.ip ?? t("contracts.agreement.unknown")}</Fact>
        <Fact label={t("contracts.agreement.browser")}>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {a.userAgent ?? t("contracts.agreement.unknown")}
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
            {t("contracts.agreement.signedPdf")}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function History({ agreement }: { agreement: AgreementDetail }) {
  const f = useFormat();
  const t = useT();
  const events: { title: string; detail: string; color: string }[] = [
    { title: t("contracts.agreement.drafted"), detail: f.dateTime(agreement.createdAt), color: "gray" },
  ];
  const answerBy = f.calendarDate(agreement.acceptBy, "detail");
  if (agreement.sentAt)
    events.push({
      title: t("contracts.agreement.sentEvent"),
      detail: agreement.customer.email
        ? t("contracts.agreement.sentToDetail", {
            when: f.dateTime(agreement.sentAt),
            email: agreement.customer.email,
            date: answerBy,
          })
        : t("contracts.agreement.sentDetail", { when: f.dateTime(agreement.sentAt), date: answerBy }),
      color: "blue",
    });
  if (agreement.status === "expired")
    events.push({
      title: t("contracts.agreement.expiredEvent"),
      detail: t("contracts.agreement.expiredDetail", { date: answerBy }),
      color: "orange",
    });
  if (agreement.decidedAt && agreement.acceptance)
    events.push({
      title: t("contracts.agreement.acceptedEvent"),
      detail: t("contracts.agreement.acceptedDetail", {
        when: f.dateTime(agreement.decidedAt),
        name: agreement.acceptance.name,
      }),
      color: "green",
    });
  if (agreement.decidedAt && agreement.declineReason)
    events.push({
      title: t("contracts.agreement.declinedEvent"),
      detail: t("contracts.agreement.declinedDetail", {
        when: f.dateTime(agreement.decidedAt),
        reason: agreement.declineReason,
      }),
      color: "red",
    });
  if (agreement.endedAt) {
    const ended = { when: f.dateTime(agreement.endedAt), date: f.calendarDate(agreement.endsOn, "detail") };
    events.push({
      title: t("contracts.agreement.endedEvent"),
      detail: agreement.endReason
        ? t("contracts.agreement.endedReasonDetail", { ...ended, reason: agreement.endReason })
        : t("contracts.agreement.endedDetail", ended),
      color: "dark",
    });
  }
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="history-heading">
      <Title order={2} size="h4" mb="sm" id="history-heading">
        {t("contracts.agreement.history")}
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
