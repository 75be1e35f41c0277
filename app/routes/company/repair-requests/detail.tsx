import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { data, Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm, type Rejected } from "~/components/forms/validation";
import { equipmentNameIn } from "~/components/i18n/equipment-words";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { FactCard } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { closeRepairRequestSchema } from "~/domain/operations/repair-request-schemas";
import {
  canManageRepairRequests,
  closeRepairRequest,
  getRepairRequest,
  jobFromRepairRequest,
} from "~/domain/operations/repair-requests.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { RepairStatusBadge, requesterKindKeys } from "./status-badge";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "work.repair.title") }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => ({
    detail: await getRepairRequest(tenant, params.repairRequestId),
    canWrite: canManageRepairRequests(tenant),
  }));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  if (formData.get("intent") === "job")
    return domainAction(formData, async () => {
      const made = await jobFromRepairRequest(tenant, params.repairRequestId);
      return redirectWithToast(`/company/jobs/detail/${made.id}`, {
        message: "work.repair.jobToast",
        values: { number: made.number },
      });
    });
  const parsed = parseForm(closeRepairRequestSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    await closeRepairRequest(tenant, params.repairRequestId, parsed.data);
    return redirectWithToast(
      `/company/repairRequests/${params.repairRequestId}`,
      parsed.data.status === "resolved" ? "work.repair.resolvedToast" : "work.repair.dismissedToast",
    );
  });
}

function CloseRequest({ actionData }: { actionData?: Rejected }) {
  const [opened, { open, close }] = useDisclosure(Boolean(actionData && !actionData.ok));
  const { errors, values, onSubmit } = useValidatedForm(closeRepairRequestSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <Button variant="light" onClick={open}>
        {t("work.repair.closeOpen")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("work.repair.closeTitle")}
        closeButtonProps={{ "aria-label": t("work.repair.closeX") }}
      >
        <Form method="post" onSubmit={onSubmit} noValidate>
          <Stack>
            <Radio.Group
              name="status"
              label={t("work.repair.outcome")}
              defaultValue={values.status ?? "resolved"}
              error={errors.status}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="resolved" label={t("work.repair.outcomeResolved")} />
                <Radio value="dismissed" label={t("work.repair.outcomeDismissed")} />
              </Stack>
            </Radio.Group>
            <Textarea
              name="note"
              label={t("work.repair.note")}
              autosize
              minRows={2}
              defaultValue={values.note ?? ""}
              error={errors.note}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("work.repair.cancel")}
              </Button>
              <Button type="submit" loading={busy}>
                {t("work.repair.closeSubmit")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

export default function RepairRequestDetail({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { detail, canWrite } = loaderData;
  const r = detail.request;
  const open = r.status === "open" || r.status === "in progress";
  const rejected = actionData && !actionData.ok ? actionData : undefined;
  const jobError = rejected?.errors.job;
  return (
    <>
      <PageHeader
        title={t("work.repair.heading", { customer: detail.customerName })}
        description={t("work.repair.reportedBy", {
          date: f.dateTime(r.createdAt),
          who: detail.requesterName ?? t(requesterKindKeys[r.requestedByKind]),
        })}
        actions={
          canWrite && open ? (
            <Group>
              {r.jobId ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="job" />
                  <Button type="submit">{t("work.repair.toJob")}</Button>
                </Form>
              )}
              <CloseRequest actionData={jobError ? undefined : rejected} />
            </Group>
          ) : null
        }
      />
      <Stack maw={900}>
        {jobError ? <Alert color="red">{t.text(jobError)}</Alert> : null}
        <Group>
          <RepairStatusBadge status={r.status} />
          {r.jobId ? (
            <Anchor component={Link} to={`/company/jobs/detail/${r.jobId}`}>
              {t("work.repair.jobLink")}
            </Anchor>
          ) : null}
        </Group>
        <Paper withBorder p="md">
          <Text fw={600} mb={4}>
            {t("work.repair.what")}
          </Text>
          <Text style={{ whiteSpace: "pre-wrap" }}>{r.description}</Text>
        </Paper>
        {r.resolutionNote ? (
          <Alert
            color={r.status === "dismissed" ? "gray" : "green"}
            title={r.status === "dismissed" ? t("work.repair.noteDismissed") : t("work.repair.noteResolved")}
          >
            {r.resolutionNote}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FactCard label={t("work.repair.customer")}>
            <Anchor component={Link} to={`/company/customers/details/${r.customerId}`}>
              {detail.customerName}
            </Anchor>
          </FactCard>
          <FactCard label={t("work.repair.location")}>
            {detail.location ? (
              <Anchor component={Link} to={`/company/serviceLocations/details/${detail.location.id}`}>
                {detail.location.addressLine}
              </Anchor>
            ) : (
              t("work.repair.notSaid")
            )}
          </FactCard>
          <FactCard label={t("work.repair.body")}>
            {detail.body ? (
              <Anchor component={Link} to={`/company/bodiesOfWater/details/${detail.body.id}`}>
                {detail.body.name}
              </Anchor>
            ) : (
              t("work.repair.notSaid")
            )}
          </FactCard>
          <FactCard label={t("work.repair.equipment")}>
            {detail.equipment ? (
              <Anchor component={Link} to={`/company/equipment/details/${detail.equipment.id}`}>
                {equipmentNameIn(t, {
                  category: detail.equipment.category,
                  makeModel: [detail.equipment.make, detail.equipment.model].filter(Boolean).join(" "),
                })}
              </Anchor>
            ) : (
              t("work.repair.notSaid")
            )}
          </FactCard>
          {r.serviceStopId ? (
            <FactCard label={t("work.repair.seenAt")}>
              <Anchor component={Link} to={`/company/serviceStops/detail/${r.serviceStopId}`}>
                {t("work.repair.openStop")}
              </Anchor>
            </FactCard>
          ) : null}
        </SimpleGrid>
        {r.photos.length ? (
          <Stack gap="xs">
            <Text fw={600}>{t("work.repair.photos")}</Text>
            <Group>
              {r.photos.map((p, i) => (
                <Anchor key={p.url} href={p.url} target="_blank" rel="noreferrer">
                  <Image
                    src={p.thumbnailUrl}
                    alt={t("work.repair.photoAlt", { n: i + 1 })}
                    w={160}
                    radius="sm"
                  />
                </Anchor>
              ))}
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
