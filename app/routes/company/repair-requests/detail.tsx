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
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { RepairStatusBadge } from "./status-badge";

export const meta: Route.MetaFunction = () => [{ title: "Repair request — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => ({
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
      return redirectWithToast(
        `/company/jobs/detail/${made.id}`,
        `Job J-${made.number} made from the repair request: add its lines and send the estimate.`,
      );
    });
  const parsed = parseForm(closeRepairRequestSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    await closeRepairRequest(tenant, params.repairRequestId, parsed.data);
    return redirectWithToast(
      `/company/repairRequests/${params.repairRequestId}`,
      `Repair request ${parsed.data.status}.`,
    );
  });
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Paper>
  );
}

function CloseRequest({ actionData }: { actionData?: Rejected }) {
  const [opened, { open, close }] = useDisclosure(Boolean(actionData && !actionData.ok));
  const { errors, values, onSubmit } = useValidatedForm(closeRepairRequestSchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Button variant="light" onClick={open}>
        Resolve or dismiss…
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Close this repair request"
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Form method="post" onSubmit={onSubmit} noValidate>
          <Stack>
            <Radio.Group
              name="status"
              label="Outcome"
              defaultValue={values.status ?? "resolved"}
              error={errors.status}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="resolved" label="Resolved: the problem is fixed" />
                <Radio value="dismissed" label="Dismissed: nothing to do" />
              </Stack>
            </Radio.Group>
            <Textarea
              name="note"
              label="Note for the person who raised it"
              autosize
              minRows={2}
              defaultValue={values.note ?? ""}
              error={errors.note}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Close request
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
  const { detail, canWrite } = loaderData;
  const r = detail.request;
  const open = r.status === "open" || r.status === "in progress";
  const rejected = actionData && !actionData.ok ? actionData : undefined;
  const jobError = rejected?.errors.job;
  return (
    <>
      <PageHeader
        title={`Repair request — ${detail.customerName}`}
        description={`Reported ${f.dateTime(r.createdAt)} by ${detail.requesterName ?? r.requestedByKind}`}
        actions={
          canWrite && open ? (
            <Group>
              {r.jobId ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="job" />
                  <Button type="submit">Turn into a job</Button>
                </Form>
              )}
              <CloseRequest actionData={jobError ? undefined : rejected} />
            </Group>
          ) : null
        }
      />
      <Stack maw={900}>
        {jobError ? <Alert color="red">{jobError}</Alert> : null}
        <Group>
          <RepairStatusBadge status={r.status} />
          {r.jobId ? (
            <Anchor component={Link} to={`/company/jobs/detail/${r.jobId}`}>
              The job made from it
            </Anchor>
          ) : null}
        </Group>
        <Paper withBorder p="md">
          <Text fw={600} mb={4}>
            What is wrong
          </Text>
          <Text style={{ whiteSpace: "pre-wrap" }}>{r.description}</Text>
        </Paper>
        {r.resolutionNote ? (
          <Alert color={r.status === "dismissed" ? "gray" : "green"} title={`Note when ${r.status}`}>
            {r.resolutionNote}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label="Customer">
            <Anchor component={Link} to={`/company/customers/details/${r.customerId}`}>
              {detail.customerName}
            </Anchor>
          </Fact>
          <Fact label="Location">
            {detail.location ? (
              <Anchor component={Link} to={`/company/serviceLocations/details/${detail.location.id}`}>
                {detail.location.addressLine}
              </Anchor>
            ) : (
              "Not said"
            )}
          </Fact>
          <Fact label="Pool or spa">
            {detail.body ? (
              <Anchor component={Link} to={`/company/bodiesOfWater/details/${detail.body.id}`}>
                {detail.body.name}
              </Anchor>
            ) : (
              "Not said"
            )}
          </Fact>
          <Fact label="Equipment">
            {detail.equipment ? (
              <Anchor component={Link} to={`/company/equipment/details/${detail.equipment.id}`}>
                {[detail.equipment.category, detail.equipment.make, detail.equipment.model]
                  .filter(Boolean)
                  .join(" ")}
              </Anchor>
            ) : (
              "Not said"
            )}
          </Fact>
          {r.serviceStopId ? (
            <Fact label="Seen at stop">
              <Anchor component={Link} to={`/company/serviceStops/detail/${r.serviceStopId}`}>
                Open the stop
              </Anchor>
            </Fact>
          ) : null}
        </SimpleGrid>
        {r.photos.length ? (
          <Stack gap="xs">
            <Text fw={600}>Photos</Text>
            <Group>
              {r.photos.map((p, i) => (
                <Anchor key={p.url} href={p.url} target="_blank" rel="noreferrer">
                  <Image src={p.thumbnailUrl} alt={`Photo ${i + 1} of the problem`} w={160} radius="sm" />
                </Anchor>
              ))}
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
