import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCalendarPlus, IconCheck, IconFileInvoice, IconHistory, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { parseForm } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { tenantContext } from "~/context";
import { invoiceLabel } from "~/core/money";
import { lineAmountCents } from "~/core/operations/job-money";
import type { JobAction } from "~/core/operations/job-status";
import { createInvoiceFromJob, invoicesOfJob } from "~/domain/money/invoice-from-job.server";
import {
  centsToMoneyText,
  jobActionSchema,
  jobFormSchema,
  jobTypeLabels,
} from "~/domain/operations/job-schemas";
import {
  act,
  catalogOptions,
  getJob,
  jobPlaceOptions,
  sendEstimate,
  updateJob,
} from "~/domain/operations/jobs.server";
import { stopLabel } from "~/domain/service/stop-schemas";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import { StopStatusBadge } from "../service-stops/status-badge";
import type { Route } from "./+types/detail";
import { actionButtonLabels, actionLabels, BillingBadge, OperationBadge } from "./job-badges";
import { JobForm, type JobFormDefaults, TotalsTable } from "./job-form";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.job.label} ${loaderData.job.title}` : "Job"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    const job = await getJob(tenant, params.jobId);
    const canWrite = can(tenant, "operations:write");
    const [places, catalog] =
      canWrite && job.open
        ? await Promise.all([jobPlaceOptions(tenant, job.customerId), catalogOptions(tenant)])
        : [null, []];
    const canInvoice = can(tenant, "money:write");
    const invoices = can(tenant, "money:read") ? await invoicesOfJob(tenant, job.id) : [];
    return {
      job,
      canWrite,
      canInvoice,
      invoices,
      places,
      catalog,
      currency: tenant.currency,
      canOfferLabor: can(tenant, "team:write"),
    };
  });
}

const done = (jobId: string, message: string) => redirectWithToast(`/company/jobs/detail/${jobId}`, message);

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "update") {
    const parsed = parseForm(jobFormSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        await updateJob(tenant, params.jobId, parsed.data);
        return done(params.jobId, "Job saved.");
      },
      { intent },
    );
  }
  if (intent === "invoiceJob") {
    const part = formData.get("part");
    const percentText = String(formData.get("depositPercent") ?? "").trim();
    const percent = Number(percentText.replace(/\s*%$/, ""));
    if (part === "deposit" && (percentText === "" || !Number.isFinite(percent)))
      return data(
        {
          ok: false as const,
          intent,
          values: {},
          errors: { deposit: "Enter the deposit as a percentage, e.g. 30." },
        },
        { status: 400 },
      );
    return domainAction(
      formData,
      async () => {
        const created = await createInvoiceFromJob(
          tenant,
          params.jobId,
          part === "deposit" ? { deposit: { percent } } : {},
        );
        return redirectWithToast(
          `/company/invoices/${created.id}`,
          `${invoiceLabel(created.number)} drafted from the job${part === "deposit" ? " (deposit)" : ""}; check it and send it.`,
        );
      },
      { intent },
    );
  }
  if (intent === "sendEstimate")
    return domainAction(
      formData,
      async () => {
        await sendEstimate(tenant, params.jobId);
        return done(params.jobId, "Estimate sent to the customer.");
      },
      { intent },
    );
  const parsed = parseForm(jobActionSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "act" }, { status: 400 });
  return domainAction(
    formData,
    async () => {
      await act(tenant, params.jobId, parsed.data.action, parsed.data.note);
      return done(params.jobId, `${actionLabels[parsed.data.action as JobAction] ?? "Done"}.`);
    },
    { intent: "act" },
  );
}

type Job = Route.ComponentProps["loaderData"]["job"];

function defaultsOf(job: Job): JobFormDefaults {
  return {
    serviceLocationId: job.serviceLocationId ?? "",
    bodyOfWaterId: job.bodyOfWaterId ?? "",
    equipmentId: job.equipmentId ?? "",
    type: job.type,
    title: job.title,
    description: job.description,
    taxRate: job.taxRateBasisPoints ? String(job.taxRateBasisPoints / 100) : "",
    tasks: job.tasks.map((t) => ({ id: t.id, name: t.name })),
    lines: job.lines.map((l) => ({
      kind: l.kind,
      itemId: l.itemId ?? "",
      description: l.description,
      quantity: String(l.quantity),
      unitPrice: centsToMoneyText(l.unitPriceCents),
      unitCost: centsToMoneyText(l.unitCostCents),
      taxable: l.taxable,
    })),
  };
}

export default function JobDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { job, canWrite, canInvoice, invoices, places, catalog, currency, canOfferLabor } = loaderData;
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  const failedIntent = failed && "intent" in failed ? failed.intent : null;
  const editing = failedIntent === "update";
  const invoicing = failedIntent === "invoiceJob";
  const invoiceable = canInvoice && job.billingStatus === "accepted" && job.operationStatus !== "cancelled";
  return (
    <>
      <PageHeader
        title={`${job.label} · ${job.title}`}
        description={
          <Group gap="xs" component="span">
            <OperationBadge status={job.operationStatus} />
            <BillingBadge status={job.billingStatus} />
            <Text span size="sm">
              {jobTypeLabels[job.type]} for{" "}
              <Anchor component={Link} to={`/company/customers/details/${job.customerId}`} underline="always">
                {job.customer.name}
              </Anchor>
            </Text>
            {job.repairRequestId ? (
              <Anchor
                component={Link}
                to={`/company/repairRequests/${job.repairRequestId}`}
                size="sm"
                underline="always"
              >
                The repair request it came from
              </Anchor>
            ) : null}
          </Group>
        }
        actions={
          <Group gap="xs">
            {invoiceable ? (
              <InvoiceJob
                job={job}
                error={invoicing && failed ? (Object.values(failed.errors)[0] as string) : null}
              />
            ) : null}
            {canOfferLabor && job.open ? (
              <Button component={Link} to={`/company/laborContracts/createNew/${job.id}`} variant="default">
                Offer as labor contract
              </Button>
            ) : null}
            <Button
              component={Link}
              to={`/company/jobs/history/${job.id}`}
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
            >
              History
            </Button>
          </Group>
        }
      />
      {failed && !editing && !invoicing ? (
        <Alert color="red" mb="md" role="alert" title="Not done">
          {Object.values(failed.errors)[0]}
        </Alert>
      ) : null}
      {/* Keyed by the saved version: after a save the page shows the overview and the form starts from the new job. */}
      <Tabs key={String(job.updatedAt)} defaultValue={editing ? "edit" : "overview"} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          {canWrite && job.open && places ? <Tabs.Tab value="edit">Edit</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Overview job={job} canWrite={canWrite} currency={currency} invoices={invoices} />
        </Tabs.Panel>
        {canWrite && job.open && places ? (
          <Tabs.Panel value="edit">
            <JobForm
              customerId={job.customerId}
              places={places}
              catalog={catalog}
              defaults={defaultsOf(job)}
              actionData={editing ? failed : null}
              submitLabel="Save job"
              intent="update"
              currency={currency}
            />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}

type JobInvoice = Route.ComponentProps["loaderData"]["invoices"][number];

/** "Invoice this job": the whole job (once finished) or a deposit, as a draft invoice to check and send. */
function InvoiceJob({ job, error }: { job: Job; error: string | null }) {
  const busy = useNavigation().state === "submitting";
  const [opened, dialog] = useDisclosure(error !== null);
  const finished = job.operationStatus === "finished";
  const [part, setPart] = useState(finished ? "whole" : "deposit");
  return (
    <>
      <Button onClick={dialog.open} leftSection={<IconFileInvoice size={16} aria-hidden />}>
        Invoice this job
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={`Invoice ${job.label}`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Form method="post">
          <Stack>
            <Text size="sm">
              A draft invoice for {job.customer.name} with the job's lines and tax rate; you check it and send
              it.
            </Text>
            <Radio.Group name="part" label="What to invoice" value={part} onChange={setPart}>
              <Stack gap={6} mt={6}>
                <Radio
                  value="whole"
                  label="The whole job (less any deposit)"
                  disabled={!finished}
                  description={finished ? undefined : "Once the job is finished."}
                />
                <Radio value="deposit" label="A deposit" />
              </Stack>
            </Radio.Group>
            {part === "deposit" ? (
              <TextInput
                name="depositPercent"
                label="Deposit (% of the job's total)"
                defaultValue="30"
                inputMode="decimal"
                error={error}
              />
            ) : error ? (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={dialog.close}>
                Not now
              </Button>
              <Button type="submit" name="intent" value="invoiceJob" loading={busy}>
                Create invoice
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

function JobInvoices({ invoices, money }: { invoices: JobInvoice[]; money: (c: number) => string }) {
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        Invoices
      </Title>
      {invoices.length === 0 ? (
        <Text c="dimmed" size="sm">
          Not invoiced yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {invoices.map((i) => (
            <Group key={i.id} justify="space-between" gap="xs">
              <Anchor component={Link} to={`/company/invoices/${i.id}`}>
                {i.label}
              </Anchor>
              <Text size="sm">
                {money(i.totalCents)} · {i.status}
                {i.paidCents > 0 && i.status !== "paid" ? ` · ${money(i.paidCents)} paid` : ""}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Overview({
  job,
  canWrite,
  currency,
  invoices,
}: {
  job: Job;
  canWrite: boolean;
  currency: string;
  invoices: JobInvoice[];
}) {
  const f = useFormat();
  const money = (c: number) => f.money(c, { currency });
  return (
    <Stack>
      {canWrite ? <Actions job={job} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            Where
          </Title>
          <Stack gap={4}>
            <Text>{job.location ? job.location.address : "No service location"}</Text>
            {job.body ? <Text size="sm">Body of water: {job.body.name}</Text> : null}
            {job.equipment ? <Text size="sm">Equipment: {job.equipment.name}</Text> : null}
            {job.description ? (
              <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap" }}>
                {job.description}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            Estimate
          </Title>
          {job.estimateSentAt ? (
            <Text size="sm">
              Sent to {job.customer.email} on {f.dateTime(job.estimateSentAt)}.
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Not sent.
            </Text>
          )}
          {job.estimateDecision ? (
            <Text size="sm" mt={4}>
              {job.estimateDecision === "accepted" ? "Accepted" : "Declined"} by {job.estimateDecidedBy}
              {job.estimateDecidedAt ? ` on ${f.dateTime(job.estimateDecidedAt)}` : ""}
              {job.estimateNote ? `: “${job.estimateNote}”` : "."}
            </Text>
          ) : null}
        </Paper>
      </SimpleGrid>

      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          Priced lines
        </Title>
        {job.lines.length === 0 ? (
          <Text c="dimmed">No lines yet.</Text>
        ) : (
          <ScrollRegion label="Priced lines (scrolls sideways)" minWidth={600}>
            <Table aria-label="Priced lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th ta="right">Unit price</Table.Th>
                  <Table.Th ta="right">Unit cost</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      {l.description}
                      {l.taxable ? "" : " (no tax)"}
                    </Table.Td>
                    <Table.Td>{l.kind}</Table.Td>
                    <Table.Td ta="right">{l.quantity}</Table.Td>
                    <Table.Td ta="right">{money(l.unitPriceCents)}</Table.Td>
                    <Table.Td ta="right">{money(l.unitCostCents)}</Table.Td>
                    <Table.Td ta="right">{money(lineAmountCents(l.quantity, l.unitPriceCents))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
        <Group justify="flex-end" mt="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            Tax rate {job.taxRateBasisPoints / 100} %
          </Text>
          <TotalsTable totals={job.totals} money={money} />
        </Group>
      </Paper>

      <JobInvoices invoices={invoices} money={money} />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            Tasks
          </Title>
          {job.tasks.length === 0 ? (
            <Text c="dimmed">No tasks.</Text>
          ) : (
            <List spacing={4}>
              {job.tasks.map((t) => (
                <List.Item key={t.id} icon={t.done ? <IconCheck size={16} aria-hidden /> : undefined}>
                  {t.name} — {t.done ? "done" : "to do"}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
        <Paper withBorder p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              Visits
            </Title>
            {canWrite && job.canSchedule ? (
              <Button
                component={Link}
                to={`/company/serviceStops/createNew/${job.id}`}
                size="xs"
                leftSection={<IconCalendarPlus size={14} aria-hidden />}
              >
                Schedule a visit
              </Button>
            ) : null}
          </Group>
          {job.stops.length === 0 ? (
            <Text c="dimmed" size="sm">
              {job.canSchedule
                ? "No visit scheduled yet."
                : job.open
                  ? "Visits can be scheduled once the estimate is accepted (or the job approved without one)."
                  : "No visits."}
            </Text>
          ) : (
            <Stack gap={6}>
              {job.stops.map((s) => (
                <Group key={s.id} justify="space-between" gap="xs">
                  <Anchor component={Link} to={`/company/serviceStops/detail/${s.id}`}>
                    {stopLabel(s.number)} · {f.calendarDate(s.serviceDate)}
                    {s.technicianName ? ` · ${s.technicianName}` : ""}
                  </Anchor>
                  <StopStatusBadge status={s.status} />
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** Only the steps the state machine allows from here; cancelling asks first. */
function Actions({ job }: { job: Job }) {
  const busy = useNavigation().state === "submitting";
  const [cancelOpen, cancel] = useDisclosure(false);
  const plain = job.actions.filter((a) => a !== "cancel");
  if (!job.canSendEstimate && !job.canSchedule && job.actions.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Group gap="sm">
        {job.canSendEstimate ? (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="sendEstimate"
              loading={busy}
              leftSection={<IconMail size={16} aria-hidden />}
            >
              {job.billingStatus === "estimate" ? "Send estimate again" : "Send estimate"}
            </Button>
          </Form>
        ) : null}
        {plain.map((a) => (
          <Form method="post" key={a}>
            <input type="hidden" name="action" value={a} />
            <Button type="submit" name="intent" value="act" variant="light" disabled={busy}>
              {actionButtonLabels[a] ?? a}
            </Button>
          </Form>
        ))}
        {job.canSchedule ? (
          <Button
            component={Link}
            to={`/company/serviceStops/createNew/${job.id}`}
            variant="light"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
          >
            Schedule a visit
          </Button>
        ) : null}
        {job.actions.includes("cancel") ? (
          <>
            <Button variant="light" color="red" onClick={cancel.open}>
              Cancel job
            </Button>
            <Modal
              opened={cancelOpen}
              onClose={cancel.close}
              title={`Cancel ${job.label}?`}
              closeButtonProps={{ "aria-label": "Close" }}
            >
              <Form method="post" onSubmit={cancel.close}>
                <input type="hidden" name="action" value="cancel" />
                <Stack>
                  <Text>The job closes: no more edits or visits. Its history is kept.</Text>
                  <Textarea name="note" label="Why (optional)" autosize minRows={2} />
                  <Group justify="flex-end">
                    <Button variant="default" onClick={cancel.close}>
                      Keep the job
                    </Button>
                    <Button type="submit" name="intent" value="act" color="red">
                      Cancel job
                    </Button>
                  </Group>
                </Stack>
              </Form>
            </Modal>
          </>
        ) : null}
      </Group>
    </Paper>
  );
}
