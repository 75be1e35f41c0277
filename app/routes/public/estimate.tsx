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
import { lineAmountCents } from "~/core/operations/job-money";
import { db } from "~/db/client.server";
import { NotFoundError, RuleError } from "~/domain/errors";
import { estimateDecisionSchema } from "~/domain/operations/job-schemas";
import { decideEstimate, getEstimateByToken } from "~/domain/operations/jobs.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/estimate";

export const meta: Route.MetaFunction = () => [
  { title: "Your estimate — Drip Drop" },
  { name: "robots", content: "noindex" },
];

/** The pool owner's estimate link: no sign-in, the token is the key. An unknown or replaced link says so. */
export async function loader({ params }: Route.LoaderArgs) {
  const estimate = await getEstimateByToken(await db(), params.token);
  if (!estimate) return data({ estimate: null }, { status: 404 });
  return { estimate };
}

export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(estimateDecisionSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    await decideEstimate(await db(), params.token, parsed.data.decision, parsed.data.name, parsed.data.note);
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof RuleError)
      return data(
        {
          ok: false as const,
          errors: { form: error instanceof RuleError ? error.message : "This estimate link is not valid." },
          values: {},
        },
        { status: error instanceof NotFoundError ? 404 : 409 },
      );
    throw error;
  }
  return redirectWithToast(
    `/estimate/${params.token}`,
    parsed.data.decision === "accepted"
      ? "Thank you — the estimate is accepted."
      : "The estimate is declined.",
  );
}

function EstimateBody({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
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
          Estimate not found
        </Title>
        <Text>
          This estimate link is not valid. It may have been replaced by a newer estimate; use the link in the
          latest e-mail, or contact the company that sent it.
        </Text>
      </Container>
    );
  const money = (c: number) => f.money(c, { currency: estimate.company?.currency ?? "USD" });
  const when = (d: string | Date | null) => f.dateTime(d, "detail", { zone: true });
  return (
    <Container size="md" py="xl">
      <Stack>
        <div>
          <Title order={1}>
            Estimate {estimate.label}: {estimate.title}
          </Title>
          <Text c="dimmed">
            From {estimate.company?.name} for {estimate.customerName}
            {estimate.sentAt ? `, sent ${when(estimate.sentAt)}` : ""}
          </Text>
        </div>
        {estimate.description ? <Text style={{ whiteSpace: "pre-wrap" }}>{estimate.description}</Text> : null}
        <Paper withBorder p="md">
          <Box
            role="region"
            aria-label="Estimate lines (scrolls sideways)"
            tabIndex={0}
            style={{ overflowX: "auto" }}
          >
            <Table aria-label="Estimate lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>What</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th ta="right">Unit price</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
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
                  <Table.Th colSpan={3}>Subtotal</Table.Th>
                  <Table.Td ta="right">{money(estimate.totals.subtotalCents)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th colSpan={3}>Tax ({estimate.taxRateBasisPoints / 100} %)</Table.Th>
                  <Table.Td ta="right">{money(estimate.totals.taxCents)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th colSpan={3}>Total</Table.Th>
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
            title={`Estimate ${estimate.decision}`}
          >
            {estimate.decision === "accepted" ? "Accepted" : "Declined"} by {estimate.decidedBy} on{" "}
            {when(estimate.decidedAt)}. This link can't be used again.
          </Alert>
        ) : estimate.cancelled ? (
          <Alert color="gray" title="Withdrawn">
            The company cancelled this job; the estimate can no longer be accepted.
          </Alert>
        ) : estimate.open ? (
          <Paper withBorder p="md">
            <Form method="post" onSubmit={onSubmit} noValidate>
              <Stack>
                <Title order={2} size="h4">
                  Your answer
                </Title>
                {errors.form ? (
                  <Alert color="red" role="alert">
                    {errors.form}
                  </Alert>
                ) : null}
                <TextInput
                  name="name"
                  label="Your name"
                  required
                  autoComplete="name"
                  defaultValue={values.name ?? ""}
                  error={errors.name}
                />
                <Textarea
                  name="note"
                  label="Note (optional)"
                  autosize
                  minRows={2}
                  defaultValue={values.note ?? ""}
                  error={errors.note}
                />
                {errors.decision ? <Text c="red">{errors.decision}</Text> : null}
                <Group>
                  <Button type="submit" name="decision" value="accepted" color="green" loading={busy}>
                    Accept estimate
                  </Button>
                  <Button type="submit" name="decision" value="declined" variant="default" disabled={busy}>
                    Decline
                  </Button>
                </Group>
              </Stack>
            </Form>
          </Paper>
        ) : (
          <Alert color="gray" title="No longer open">
            This estimate is no longer waiting for an answer.
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
    <PublicCompanyFormat company={company}>
      <EstimateBody {...props} />
    </PublicCompanyFormat>
  );
}
