import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlayerPlay, IconUserOff } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { formText, parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { roleNameIn } from "~/components/i18n/role-words";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { addMemberRate, memberRates } from "~/domain/team/member-rates.server";
import {
  memberRateSchema,
  memberRoleSchema,
  memberRoutingSchema,
  workerTypeKeys,
} from "~/domain/team/member-schemas";
import {
  deactivateMember,
  getMember,
  memberRoleOptions,
  reactivateMember,
  updateMemberRole,
  updateMemberRouting,
} from "~/domain/team/members.server";
import { reassignStopsSchema } from "~/domain/team/reassign-schemas";
import { previewReassign, reassignableWork, reassignStops } from "~/domain/team/reassign-stops.server";
import { can, requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/detail";
import { statusColors } from "./format";
import { RolePanel, RoutingPanel } from "./member-panels";
import { RatesPanel } from "./rates-panel";
import { ReassignPanel } from "./reassign-panel";
import { WorkAhead } from "./work-ahead";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "people.member.title", { name: loaderData.detail.name })
      : pageTitle(matches, "people.member.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
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
        return redirectWithToast(here, {
          message: "people.member.reassigned",
          values: { stops: moved.stops, recurringStops: moved.recurringStops, name: moved.targetName },
        });
      },
      { intent },
    );
  }
  return withErrorPages(async () => {
    requirePermission(tenant, "team:manage");
    if (intent === "role") {
      const parsed = parseForm(memberRoleSchema, formData);
      if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
      return domainAction(
        formData,
        async () => {
          const saved = await updateMemberRole(tenant, id, parsed.data);
          return redirectWithToast(here, {
            message: "people.member.roleSaved",
            values: { name: saved.name, role: saved.roleName },
          });
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
          return redirectWithToast(`${here}#rates`, "people.member.rateAdded");
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
          return redirectWithToast(`${here}#routing`, "people.member.routingSaved");
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
            return redirectWithToast(here, {
              message: "people.member.reactivated",
              values: { name: back.name },
            });
          }
          const ended = await deactivateMember(tenant, id);
          const open = ended.upcomingTotal + ended.recurringStops.length;
          return redirectWithToast(here, {
            message: open > 0 ? "people.member.deactivatedWithStops" : "people.member.deactivated",
            values: { name: ended.name },
          });
        },
        { intent: "status" },
      );
    }
    throw data("Unknown action", { status: 400 });
  });
}

export default function CompanyUser({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
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
          label={t("people.member.reactivate")}
          title={t("people.member.reactivateTitle", { name: detail.name })}
          confirmLabel={t("people.member.reactivate")}
          intent="reactivate"
          color="teal"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
        >
          {t("people.member.reactivateText", {
            name: detail.name,
            company: companyName,
            role: roleNameIn(t, detail.role.name),
          })}
        </ConfirmActionButton>
      ) : (
        <ConfirmActionButton
          label={t("people.member.deactivate")}
          title={t("people.member.deactivateTitle", { name: detail.name })}
          confirmLabel={t("people.member.deactivate")}
          intent="deactivate"
          leftSection={<IconUserOff size={16} aria-hidden />}
        >
          <Stack gap="xs" mb="md">
            <Text>{t("people.member.deactivateText", { name: detail.name, company: companyName })}</Text>
            {openWork > 0 ? (
              <Text fw={500}>
                {t("people.member.deactivateWork", {
                  upcoming: detail.upcomingTotal,
                  recurring: detail.recurringStops.length,
                })}
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
              {past
                ? t("people.status.past")
                : member.status === "active"
                  ? t("people.status.active")
                  : t("people.member.statusPending")}
            </Badge>
            <Badge variant="light" color={detail.role.color} component="span">
              {roleNameIn(t, detail.role.name)}
            </Badge>
            <Badge variant="outline" color="gray" component="span">
              {t(workerTypeKeys[member.workerType])}
            </Badge>
          </Group>
        }
        actions={statusAction}
      />
      <FormError message={failedFor("status")?.errors.form} />
      {past ? (
        <Alert color="gray" title={t("people.member.pastTitle")} mb="lg">
          {t("people.member.pastText", {
            date: member.endedAt ? f.date(member.endedAt) : "—",
            company: companyName,
          })}
        </Alert>
      ) : null}
      {past ? <WorkAhead work={work} past canReassign={reassign !== null} /> : null}
      <Stack gap="lg">
        {past && reassign ? reassignPanel : null}
        <Paper withBorder p={{ base: "sm", sm: "lg" }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            <Fact label={t("people.member.email")}>
              <Anchor href={`mailto:${detail.email}`}>{detail.email}</Anchor>
            </Fact>
            <Fact label={t("people.member.phone")}>{detail.phone ?? "—"}</Fact>
            <Fact label={t("people.member.since")}>{f.date(member.createdAt)}</Fact>
            <Fact label={t("people.member.ended")}>{member.endedAt ? f.date(member.endedAt) : "—"}</Fact>
          </SimpleGrid>
        </Paper>
        <RolePanel
          member={member}
          roleName={roleNameIn(t, detail.role.name)}
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
        {t("people.member.back")}
      </Anchor>
    </>
  );
}
