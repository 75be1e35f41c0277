import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { PublicCompanyFormat, useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { lineAmountCents } from "~/core/operations/job-money";
import { NotFoundError, RuleError } from "~/domain/errors";
import { decideEstimate, getEstimateByToken } from "~/domain/operations/job-estimates.server";
import { estimateDecisionSchema } from "~/domain/operations/job-schemas";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/estimate";
import { LinkLanguage } from "./link-language";
import { linkPageLocale } from "./link-language.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.estimate") },
  { name: "robots", content: "noindex" },
];

/** The pool owner's estimate link: no sign-in, the token is the key. An unknown or replaced link says so. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const estimate = await getEstimateByToken(await systemContext(), params.token);
  if (!estimate) return data({ estimate: null, page: null }, { status: 404 });
  return { estimate, page: await linkPageLocale(request, context, { estimate: params.token }) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(estimateDecisionSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    await decideEstimate(
      await systemContext(),
      params.token,
      parsed.data.decision,
      parsed.data.name,
      parsed.data.note,
    );
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof RuleError)
      return data(
        {
          ok: false as const,
          errors: { form: error instanceof RuleError ? error.message : "portal.estimate.invalid" },
          values: {},
        },
        { status: error instanceof NotFoundError ? 404 : 409 },
      );
    throw error;
  }
  return redirectWithToast(
    `/estimate/${params.token}`,
    parsed.data.decision === "accepted" ? "portal.estimate.acceptedToast" : "portal.estimate.declinedToast",
  );
}

function EstimateBody({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { estimate } = loaderData;
  // The browser checks the name and note; the decision is the button pressed, which FormData of the form lacks.
  const { errors, values, onSubmit } = useValidatedForm(
    estimateDecisionSchema.omit({ decision: true }),
    actionData,
  );
  const busy = useNavigation().state === "submitting";
  if (!estimate)
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {t("portal.estimate.notFound")}
        </Title>
        <Text>{t("portal.estimate.notFoundText")}</Text>
      </Container>
    );
  const money = (c: number) => f.money(c, { currency: estimate.company?.currency ?? "USD" });
  const when = (d: string | Date | null) => f.dateTime(d, "detail", { zone: true });
  return (
    <Container size="md" py="xl">
      <Stack>
        <div>
          <Title order={1}>
            {t("portal.estimate.title", { label: estimate.label, title: estimate.title })}
          </Title>
          <Text c="dimmed">
            {estimate.sentAt
              ? t("portal.estimate.fromForSent", {
                  company: estimate.company?.name,
                  customer: estimate.customerName,
                  sent: when(estimate.sentAt),
                })
              : t("portal.public.fromFor", {
                  company: estimate.company?.name,
                  customer: estimate.customerName,
                })}
          </Text>
        </div>
        {estimate.description ? <Text style={{ whiteSpace: "pre-wrap" }}>{estimate.description}</Text> : null}
        <Paper withBorder p="md">
          <Box
            role="region"
            aria-label={t("portal.estimate.linesScroll")}
            tabIndex={0}
            style={{ overflowX: "auto" }}
          >
            <Table aria-label={t("portal.estimate.lines")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("portal.estimate.what")}</Table.Th>
                  <Table.Th ta="right">{t("portal.estimate.qty")}</Table.Th>
                  <Table.Th ta="right">{t("portal.estimate.unitPrice")}</Table.Th>
                  <Table.Th ta="right">{t("portal.invoice.amount")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {estimate.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.description}</Table.Td>
                    <Table.Td ta="right">{l.quantity}</Table.Td>
                    <Table.Td ta="right">{money(l.unitPriceCents)}</Table.Td>
                    <Table.Td ta="right">{money(lineAmountCents(l.quantity, l.unitPriceCents))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={3}>{t("portal.lines.subtotal")}</Table.Th>
                  <Table.Td ta="right">{money(estimate.totals.subtotalCents)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th colSpan={3}>
                    {t("portal.estimate.tax", { rate: estimate.taxRateBasisPoints / 100 })}
                  </Table.Th>
                  <Table.Td ta="right">{money(estimate.totals.taxCents)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th colSpan={3}>{t("portal.invoices.total")}</Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {money(estimate.totals.totalCents)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Box>
        </Paper>
        {estimate.decision ? (
          <Alert
            color={estimate.decision === "accepted" ? "green" : "gray"}
            title={
              estimate.decision === "accepted" ? t("portal.estimate.accepted") : t("portal.estimate.declined")
            }
          >
            {t(
              estimate.decision === "accepted" ? "portal.estimate.acceptedBy" : "portal.estimate.declinedBy",
              {
                name: estimate.decidedBy,
                date: when(estimate.decidedAt),
              },
            )}
          </Alert>
        ) : estimate.cancelled ? (
          <Alert color="gray" title={t("portal.estimate.withdrawn")}>
            {t("portal.estimate.withdrawnText")}
          </Alert>
        ) : estimate.open ? (
          <Paper withBorder p="md">
            <Form method="post" onSubmit={onSubmit} noValidate>
              <Stack>
                <Title order={2} size="h4">
                  {t("portal.estimate.answer")}
                </Title>
                {errors.form ? (
                  <Alert color="red" role="alert">
                    {t.text(errors.form)}
                  </Alert>
                ) : null}
                <TextInput
                  name="name"
                  label={t("portal.estimate.name")}
                  required
                  autoComplete="name"
                  defaultValue={values.name ?? ""}
                  error={errors.name}
                />
                <Textarea
                  name="note"
                  label={t("portal.estimate.note")}
                  autosize
                  minRows={2}
                  defaultValue={values.note ?? ""}
                  error={errors.note}
                />
                {errors.decision ? <Text c="red">{errors.decision}</Text> : null}
                <Group>
                  <Button type="submit" name="decision" value="accepted" color="green" loading={busy}>
                    {t("portal.estimate.accept")}
                  </Button>
                  <Button type="submit" name="decision" value="declined" variant="default" disabled={busy}>
                    {t("portal.estimate.decline")}
                  </Button>
                </Group>
              </Stack>
            </Form>
          </Paper>
        ) : (
          <Alert color="gray" title={t("portal.estimate.closed")}>
            {t("portal.estimate.closedText")}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

/** The page writes its times and money the way the company does, on the server and in the browser alike. */
export default function Estimate(props: Route.ComponentProps) {
  const company = props.loaderData.estimate?.company;
  return (
    <LinkLanguage page={props.loaderData.page}>
      <PublicCompanyFormat company={company}>
        <EstimateBody {...props} />
      </PublicCompanyFormat>
    </LinkLanguage>
  );
}
