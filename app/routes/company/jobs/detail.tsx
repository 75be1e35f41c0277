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
import { equipmentNameIn } from "~/components/i18n/equipment-words";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { ScrollRegion } from "~/components/layout/scroll-region";
import { tenantContext } from "~/context";
import { wordFor } from "~/core/i18n/word-for";
import { invoiceLabel } from "~/core/money";
import { lineAmountCents } from "~/core/operations/job-money";
import type { JobAction } from "~/core/operations/job-status";
import { stopLabel } from "~/core/service/stop-label";
import { createInvoiceFromJob, invoicesOfJob } from "~/domain/money/invoice-from-job.server";
import { takeJobAction } from "~/domain/operations/job-actions.server";
import { getJob } from "~/domain/operations/job-detail.server";
import { catalogOptions, jobPlaceOptions, updateJob } from "~/domain/operations/job-editing.server";
import { sendEstimate } from "~/domain/operations/job-estimates.server";
import { centsToMoneyText, jobActionSchema, jobFormSchema } from "~/domain/operations/job-schemas";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import { StopStatusBadge } from "../service-stops/status-badge";
import type { Route } from "./+types/detail";
import { actionButtonLabels, BillingBadge, jobTypeKeys, OperationBadge } from "./job-badges";
import { JobForm, type JobFormDefaults, TotalsTable } from "./job-form";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "work.job.title", { job: loaderData.job.label, name: loaderData.job.title })
      : pageTitle(matches, "work.job.titleFallback"),
  },
];

/** The toast after each action. */
const actionToasts = {
  sendEstimate: "work.jobToast.sendEstimate",
  acceptEstimate: "work.jobToast.acceptEstimate",
  declineEstimate: "work.jobToast.declineEstimate",
  skipEstimate: "work.jobToast.skipEstimate",
  schedule: "work.jobToast.schedule",
  start: "work.jobToast.start",
  finish: "work.jobToast.finish",
  cancel: "work.jobToast.cancel",
  invoice: "work.jobToast.invoice",
  invoiceVoided: "work.jobToast.invoiceVoided",
  markPaid: "work.jobToast.markPaid",
} as const satisfies Record<JobAction, string>;
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
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
        return done(params.jobId, "work.job.savedToast");
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
          errors: { deposit: "work.job.depositInvalid" },
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
        return redirectWithToast(`/company/invoices/${created.id}`, {
          message: part === "deposit" ? "work.job.depositToast" : "work.job.invoiceToast",
          values: { invoice: invoiceLabel(created.number) },
        });
      },
      { intent },
    );
  }
  if (intent === "sendEstimate")
    return domainAction(
      formData,
      async () => {
        await sendEstimate(tenant, params.jobId);
        return done(params.jobId, "work.job.estimateToast");
      },
      { intent },
    );
  const parsed = parseForm(jobActionSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "act" }, { status: 400 });
  return domainAction(
    formData,
    async () => {
      await takeJobAction(tenant, params.jobId, parsed.data.action, parsed.data.note);
      return done(
        params.jobId,
        parsed.data.action in actionToasts
          ? actionToasts[parsed.data.action as JobAction]
          : "work.jobToast.done",
      );
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
  const t = useT();
  const { job, canWrite, canInvoice, invoices, places, catalog, currency, canOfferLabor } = loaderData;
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  const failedIntent = failed && "intent" in failed ? failed.intent : null;
  const editing = failedIntent === "update";
  const invoicing = failedIntent === "invoiceJob";
  const invoiceable = canInvoice && job.billingStatus === "accepted" && job.operationStatus !== "cancelled";
  return (
    <>
      <PageHeader
        title={t("work.job.heading", { job: job.label, name: job.title })}
        description={
          <Group gap="xs" component="span">
            <OperationBadge status={job.operationStatus} />
            <BillingBadge status={job.billingStatus} />
            <Text span size="sm">
              <Rich
                k="work.job.typeFor"
                values={{
                  type: wordFor(t, jobTypeKeys, job.type),
                  customer: job.customer.name,
                  link: (chunks) => (
                    <Anchor
                      component={Link}
                      to={`/company/customers/details/${job.customerId}`}
                      underline="always"
                    >
                      {chunks}
                    </Anchor>
                  ),
                }}
              />
            </Text>
            {job.repairRequestId ? (
              <Anchor
                component={Link}
                to={`/company/repairRequests/${job.repairRequestId}`}
                size="sm"
                underline="always"
              >
                {t("work.job.fromRepair")}
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
                {t("work.job.offerLabor")}
              </Button>
            ) : null}
            <Button
              component={Link}
              to={`/company/jobs/history/${job.id}`}
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
            >
              {t("work.job.history")}
            </Button>
          </Group>
        }
      />
      {failed && !editing && !invoicing ? (
        <Alert color="red" mb="md" role="alert" title={t("work.job.notDone")}>
          {t.text(String(Object.values(failed.errors)[0] ?? ""))}
        </Alert>
      ) : null}
      {/* Keyed by the saved version: after a save the page shows the overview and the form starts from the new job. */}
      <Tabs key={String(job.updatedAt)} defaultValue={editing ? "edit" : "overview"} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">{t("work.job.overview")}</Tabs.Tab>
          {canWrite && job.open && places ? <Tabs.Tab value="edit">{t("work.job.edit")}</Tabs.Tab> : null}
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
              submitLabel={t("work.job.save")}
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
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const [opened, dialog] = useDisclosure(error !== null);
  const finished = job.operationStatus === "finished";
  const [part, setPart] = useState(finished ? "whole" : "deposit");
  return (
    <>
      <Button onClick={dialog.open} leftSection={<IconFileInvoice size={16} aria-hidden />}>
        {t("work.job.invoiceOpen")}
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={t("work.job.invoiceTitle", { job: job.label })}
        closeButtonProps={{ "aria-label": t("work.job.close") }}
      >
        <Form method="post">
          <Stack>
            <Text size="sm">{t("work.job.invoiceIntro", { customer: job.customer.name })}</Text>
            <Radio.Group name="part" label={t("work.job.invoicePart")} value={part} onChange={setPart}>
              <Stack gap={6} mt={6}>
                <Radio
                  value="whole"
                  label={t("work.job.invoiceWhole")}
                  disabled={!finished}
                  description={finished ? undefined : t("work.job.invoiceWholeLater")}
                />
                <Radio value="deposit" label={t("work.job.invoiceDeposit")} />
              </Stack>
            </Radio.Group>
            {part === "deposit" ? (
              <TextInput
                name="depositPercent"
                label={t("work.job.depositPercent")}
                defaultValue="30"
                inputMode="decimal"
                error={error && t.text(error)}
              />
            ) : error ? (
              <Text c="red" size="sm" role="alert">
                {t.text(error)}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={dialog.close}>
                {t("work.job.notNow")}
              </Button>
              <Button type="submit" name="intent" value="invoiceJob" loading={busy}>
                {t("work.job.createInvoice")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

function JobInvoices({ invoices, money }: { invoices: JobInvoice[]; money: (c: number) => string }) {
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        {t("work.job.invoices")}
      </Title>
      {invoices.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("work.job.notInvoiced")}
        </Text>
      ) : (
        <Stack gap={6}>
          {invoices.map((i) => (
            <Group key={i.id} justify="space-between" gap="xs">
              <Anchor component={Link} to={`/company/invoices/${i.id}`}>
                {i.label}
              </Anchor>
              <Text size="sm">
                {i.paidCents > 0 && i.status !== "paid"
                  ? t("work.job.invoiceLinePaid", {
                      amount: money(i.totalCents),
                      status: i.status,
                      paid: money(i.paidCents),
                    })
                  : t("work.job.invoiceLine", { amount: money(i.totalCents), status: i.status })}
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
  const t = useT();
  const money = (c: number) => f.money(c, { currency });
  return (
    <Stack>
      {canWrite ? <Actions job={job} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("work.job.where")}
          </Title>
          <Stack gap={4}>
            <Text>{job.location ? job.location.address : t("work.job.noLocation")}</Text>
            {job.body ? <Text size="sm">{t("work.job.body", { name: job.body.name })}</Text> : null}
            {job.equipment ? (
              <Text size="sm">{t("work.job.equipment", { name: equipmentNameIn(t, job.equipment) })}</Text>
            ) : null}
            {job.description ? (
              <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap" }}>
                {job.description}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("work.job.estimate")}
          </Title>
          {job.estimateSentAt ? (
            <Text size="sm">
              {t("work.job.estimateSent", {
                email: job.customer.email ?? "",
                date: f.dateTime(job.estimateSentAt),
              })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t("work.job.estimateNotSent")}
            </Text>
          )}
          {job.estimateDecision ? (
            <Text size="sm" mt={4}>
              {job.estimateDecision === "accepted"
                ? t("work.job.acceptedBy", { name: job.estimateDecidedBy ?? "" })
                : t("work.job.declinedBy", { name: job.estimateDecidedBy ?? "" })}
              {job.estimateDecidedAt
                ? t("work.job.decidedOn", { date: f.dateTime(job.estimateDecidedAt) })
                : ""}
              {job.estimateNote ? `: “${job.estimateNote}”` : "."}
            </Text>
          ) : null}
        </Paper>
      </SimpleGrid>

      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          {t("work.job.lines")}
        </Title>
        {job.lines.length === 0 ? (
          <Text c="dimmed">{t("work.job.noLines")}</Text>
        ) : (
          <ScrollRegion label={t("work.job.linesScroll")} minWidth={600}>
            <Table aria-label={t("work.job.lines")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("work.job.description")}</Table.Th>
                  <Table.Th>{t("work.job.kind")}</Table.Th>
                  <Table.Th ta="right">{t("work.job.qty")}</Table.Th>
                  <Table.Th ta="right">{t("work.job.unitPrice")}</Table.Th>
                  <Table.Th ta="right">{t("work.job.unitCost")}</Table.Th>
                  <Table.Th ta="right">{t("work.job.amount")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {job.lines.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      {l.taxable ? l.description : t("work.job.noTax", { description: l.description })}
                    </Table.Td>
                    <Table.Td>
                      {l.kind === "labor" ? t("work.job.kindLabor") : t("work.job.kindItem")}
                    </Table.Td>
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
            {t("work.job.taxRate", { rate: f.number(job.taxRateBasisPoints / 100) })}
          </Text>
          <TotalsTable totals={job.totals} money={money} />
        </Group>
      </Paper>

      <JobInvoices invoices={invoices} money={money} />

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="sm">
            {t("work.job.tasks")}
          </Title>
          {job.tasks.length === 0 ? (
            <Text c="dimmed">{t("work.job.noTasks")}</Text>
          ) : (
            <List spacing={4}>
              {job.tasks.map((task) => (
                <List.Item key={task.id} icon={task.done ? <IconCheck size={16} aria-hidden /> : undefined}>
                  {task.done
                    ? t("work.job.taskDone", { name: task.name })
                    : t("work.job.taskToDo", { name: task.name })}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
        <Paper withBorder p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t("work.job.visits")}
            </Title>
            {canWrite && job.canSchedule ? (
              <Button
                component={Link}
                to={`/company/serviceStops/createNew/${job.id}`}
                size="xs"
                leftSection={<IconCalendarPlus size={14} aria-hidden />}
              >
                {t("work.job.scheduleVisit")}
              </Button>
            ) : null}
          </Group>
          {job.stops.length === 0 ? (
            <Text c="dimmed" size="sm">
              {job.canSchedule
                ? t("work.job.noVisitYet")
                : job.open
                  ? t("work.job.visitsLater")
                  : t("work.job.noVisits")}
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
  const t = useT();
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
              {job.billingStatus === "estimate"
                ? t("work.job.sendEstimateAgain")
                : t("work.job.sendEstimate")}
            </Button>
          </Form>
        ) : null}
        {plain.map((a) => (
          <Form method="post" key={a}>
            <input type="hidden" name="action" value={a} />
            <Button type="submit" name="intent" value="act" variant="light" disabled={busy}>
              {a in actionButtonLabels ? t(actionButtonLabels[a as keyof typeof actionButtonLabels]) : a}
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
            {t("work.job.scheduleVisit")}
          </Button>
        ) : null}
        {job.actions.includes("cancel") ? (
          <>
            <Button variant="light" color="red" onClick={cancel.open}>
              {t("work.jobButton.cancel")}
            </Button>
            <Modal
              opened={cancelOpen}
              onClose={cancel.close}
              title={t("work.job.cancelTitle", { job: job.label })}
              closeButtonProps={{ "aria-label": t("work.job.close") }}
            >
              <Form method="post" onSubmit={cancel.close}>
                <input type="hidden" name="action" value="cancel" />
                <Stack>
                  <Text>{t("work.job.cancelText")}</Text>
                  <Textarea name="note" label={t("work.job.cancelWhy")} autosize minRows={2} />
                  <Group justify="flex-end">
                    <Button variant="default" onClick={cancel.close}>
                      {t("work.job.keep")}
                    </Button>
                    <Button type="submit" name="intent" value="act" color="red">
                      {t("work.jobButton.cancel")}
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
