import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlayerPlay, IconUserOff } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { formText, parseForm } from "~/components/forms/validation";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { addMemberRate, memberRates } from "~/domain/team/member-rates.server";
import {
  memberRateSchema,
  memberRoleSchema,
  memberRoutingSchema,
  workerTypeLabels,
} from "~/domain/team/member-schemas";
import {
  deactivateMember,
  getMember,
  memberRoleOptions,
  reactivateMember,
  updateMemberRole,
  updateMemberRouting,
} from "~/domain/team/members.server";
import { reassignCounts, reassignStopsSchema } from "~/domain/team/reassign-schemas";
import { previewReassign, reassignableWork, reassignStops } from "~/domain/team/reassign-stops.server";
import { can, requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { statusColors } from "./format";
import { RolePanel, RoutingPanel } from "./member-panels";
import { RatesPanel } from "./rates-panel";
import { ReassignPanel } from "./reassign-panel";
import { WorkAhead } from "./work-ahead";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.detail.name ?? "Team member"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    requirePermission(tenant, "team:read");
    const [detail, rates, roles] = await Promise.all([
      getMember(tenant, params.companyUserId),
      memberRates(tenant, params.companyUserId),
      memberRoleOptions(tenant),
    ]);
    // Handing the member's stops to someone else is a routing change (the office may, without managing the team).
    const work = can(tenant, "routing:write") ? await reassignableWork(tenant, params.companyUserId) : null;
    return {
      detail,
      reassign: work && (work.stopsByDate.length || work.recurringEnds.length) ? work : null,
      rates,
      roles,
      canManage: can(tenant, "team:manage"),
      currency: tenant.currency,
      companyName: tenant.companyName,
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  const id = params.companyUserId;
  const here = `/company/companyUsers/${id}`;
  if (intent === "reassign") {
    const parsed = parseForm(reassignStopsSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        // The page's dialog confirms with JavaScript; without it, the server's counts are confirmed first.
        if (formData.get("confirmed") !== "yes") {
          const review = await previewReassign(tenant, id, parsed.data);
          return { ok: true as const, intent, review: { ...review, ...parsed.data } };
        }
        const moved = await reassignStops(tenant, id, parsed.data);
        return redirectWithToast(here, `${reassignCounts(moved)} moved to ${moved.targetName}.`);
      },
      { intent },
    );
  }
  return domain(async () => {
    requirePermission(tenant, "team:manage");
    if (intent === "role") {
      const parsed = parseForm(memberRoleSchema, formData);
      if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
      return domainAction(
        formData,
        async () => {
          const saved = await updateMemberRole(tenant, id, parsed.data);
          return redirectWithToast(here, `${saved.name} is now ${saved.roleName}.`);
        },
        { intent },
      );
    }
    if (intent === "rate") {
      const parsed = parseForm(memberRateSchema, formData);
      if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
      const { kind, amount, effectiveOn } = parsed.data;
      return domainAction(
        formData,
        async () => {
          await addMemberRate(tenant, id, { kind, amountCents: amount, effectiveOn });
          return redirectWithToast(`${here}#rates`, "Rate added.");
        },
        { intent },
      );
    }
    if (intent === "routing") {
      const parsed = parseForm(memberRoutingSchema, formData);
      if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
      return domainAction(
        formData,
        async () => {
          await updateMemberRouting(tenant, id, parsed.data);
          return redirectWithToast(`${here}#routing`, "Route settings saved.");
        },
        { intent },
      );
    }
    if (intent === "deactivate" || intent === "reactivate") {
      return domainAction(
        formData,
        async () => {
          if (intent === "reactivate") {
            const back = await reactivateMember(tenant, id);
            return redirectWithToast(here, `${back.name} is active again.`);
          }
          const ended = await deactivateMember(tenant, id);
          const open = ended.upcomingTotal + ended.recurringStops.length;
          return redirectWithToast(
            here,
            open > 0
              ? `${ended.name} deactivated. Their stops need a new technician.`
              : `${ended.name} deactivated.`,
          );
        },
        { intent: "status" },
      );
    }
    throw data("Unknown action", { status: 400 });
  });
}

export default function CompanyUser({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { detail, rates, roles, canManage, currency, companyName, reassign } = loaderData;
  const { member } = detail;
  const failed = actionData && "ok" in actionData && !actionData.ok ? actionData : undefined;
  const failedFor = (intent: string) =>
    failed && "intent" in failed && failed.intent === intent ? failed : undefined;
  const past = member.status === "past";
  const work = {
    upcomingStops: detail.upcomingStops,
    upcomingTotal: detail.upcomingTotal,
    recurringStops: detail.recurringStops,
  };
  const openWork = detail.upcomingTotal + detail.recurringStops.length;
  const reassignPanel = reassign ? (
    <ReassignPanel
      memberName={detail.name}
      options={reassign}
      actionData={failedFor("reassign")}
      review={actionData && "review" in actionData ? actionData.review : undefined}
    />
  ) : null;
  const statusAction =
    canManage && !detail.isSelf ? (
      past ? (
        <ConfirmActionButton
          label="Reactivate"
          title={`Reactivate ${detail.name}?`}
          confirmLabel="Reactivate"
          intent="reactivate"
          color="teal"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
        >
          {`${detail.name} can open ${companyName} again, as ${detail.role.name}.`}
        </ConfirmActionButton>
      ) : (
        <ConfirmActionButton
          label="Deactivate"
          title={`Deactivate ${detail.name}?`}
          confirmLabel="Deactivate"
          intent="deactivate"
          leftSection={<IconUserOff size={16} aria-hidden />}
        >
          <Stack gap="xs" mb="md">
            <Text>
              {detail.name} will no longer be able to open {companyName}. Their stops, work logs and rates
              stay as history, and you can reactivate them later.
            </Text>
            {openWork > 0 ? (
              <Text fw={500}>
                {detail.upcomingTotal} upcoming {detail.upcomingTotal === 1 ? "stop" : "stops"} and{" "}
                {detail.recurringStops.length} recurring{" "}
                {detail.recurringStops.length === 1 ? "stop" : "stops"} will need a new technician.
              </Text>
            ) : null}
          </Stack>
        </ConfirmActionButton>
      )
    ) : null;

  return (
    <>
      <PageHeader
        title={detail.name}
        description={
          <Group gap={6} component="span">
            <Badge variant="light" color={statusColors[member.status]} component="span">
              {past ? "Past" : member.status === "active" ? "Active" : "Pending"}
            </Badge>
            <Badge variant="light" color={detail.role.color} component="span">
              {detail.role.name}
            </Badge>
            <Badge variant="outline" color="gray" component="span">
              {workerTypeLabels[member.workerType]}
            </Badge>
          </Group>
        }
        actions={statusAction}
      />
      <FormError message={failedFor("status")?.errors.form} />
      {past ? (
        <Alert color="gray" title="Past member" mb="lg">
          Deactivated on {member.endedAt ? f.date(member.endedAt) : "—"}. They can't open {companyName}. Their
          history stays.
        </Alert>
      ) : null}
      {past ? <WorkAhead work={work} past canReassign={reassign !== null} /> : null}
      <Stack gap="lg">
        {past && reassign ? reassignPanel : null}
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            <Fact label="E-mail">
              <Anchor href={`mailto:${detail.email}`}>{detail.email}</Anchor>
            </Fact>
            <Fact label="Phone">{detail.phone ?? "—"}</Fact>
            <Fact label="Member since">{f.date(member.createdAt)}</Fact>
            <Fact label="Ended">{member.endedAt ? f.date(member.endedAt) : "—"}</Fact>
          </SimpleGrid>
        </Paper>
        <RolePanel
          member={member}
          roleName={detail.role.name}
          roles={roles}
          canManage={canManage}
          actionData={failedFor("role")}
        />
        <RatesPanel rates={rates} currency={currency} canManage={canManage} actionData={failedFor("rate")} />
        <RoutingPanel member={member} canManage={canManage} actionData={failedFor("routing")} />
        {past ? null : <WorkAhead work={work} past={false} canReassign={reassign !== null} />}
        {!past && reassign ? reassignPanel : null}
      </Stack>
      <Anchor component={Link} to="/company/companyUsers" mt="xl" display="inline-block">
        Back to Company Users
      </Anchor>
    </>
  );
}
