import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconMailForward, IconUserPlus } from "@tabler/icons-react";
import { data, Form, Link, useNavigation } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { formText } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { roleNameIn } from "~/components/i18n/role-words";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { RuleError } from "~/domain/errors";
import { resendInvite, revokeMemberInvite } from "~/domain/team/invites.server";
import { type WorkerType, workerTypeKeys, workerTypes } from "~/domain/team/member-schemas";
import {
  listPeople,
  memberFilters,
  memberRoleOptions,
  memberSorts,
  type PersonRow,
} from "~/domain/team/members.server";
import { can, requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { shortWorkerTypeKeys, statusColors, statusKey, statusKeys } from "./format";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "people.users.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: memberSorts,
    defaultSort: "name",
    filters: memberFilters,
  });
  return withErrorPages(async () => {
    requirePermission(tenant, "team:read");
    const [{ rows, total }, roles] = await Promise.all([
      listPeople(tenant, query),
      memberRoleOptions(tenant),
    ]);
    return { rows, total, query, roles, canManage: can(tenant, "team:manage"), now: Date.now() };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const inviteId = formText(formData, "inviteId");
  const back = `/company/companyUsers${new URL(request.url).search}`;
  return withErrorPages(async () => {
    requirePermission(tenant, "team:manage");
    if (intent === "resend") {
      try {
        const sent = await resendInvite(tenant, inviteId);
        return redirectWithToast(back, {
          message: "people.users.resent",
          values: { email: sent.email ?? "" },
        });
      } catch (error) {
        // E-mail not configured on this server: said plainly, nothing changed.
        if (error instanceof RuleError)
          return redirectWithToast(back, { kind: "error", message: error.message });
        throw error;
      }
    }
    if (intent === "revoke") {
      const revoked = await revokeMemberInvite(tenant, inviteId);
      return redirectWithToast(
        back,
        revoked.email
          ? { message: "people.users.revokedTo", values: { email: revoked.email } }
          : "people.users.revoked",
      );
    }
    throw data("Unknown action", { status: 400 });
  });
}

function InviteButton({ children }: { children?: string }) {
  const t = useT();
  return (
    <Button
      component={Link}
      to="/company/companyUsers/createNew"
      leftSection={<IconUserPlus size={16} aria-hidden />}
    >
      {children ?? t("people.users.invite")}
    </Button>
  );
}

function PendingActions({ person }: { person: PersonRow }) {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      {person.email ? (
        <Form method="post">
          <input type="hidden" name="inviteId" value={person.id} />
          <Button
            type="submit"
            name="intent"
            value="resend"
            size="xs"
            variant="light"
            disabled={busy}
            leftSection={<IconMailForward size={14} aria-hidden />}
          >
            {t("people.users.resend")}
          </Button>
        </Form>
      ) : null}
      <ConfirmActionButton
        label={t("people.users.revoke")}
        title={
          person.email
            ? t("people.users.revokeTitleEmail", { email: person.email })
            : t("people.users.revokeTitleCode", { code: person.code })
        }
        confirmLabel={t("people.users.revokeConfirm")}
        intent="revoke"
        fields={{ inviteId: person.id }}
        variant="subtle"
      >
        {person.email
          ? t("people.users.revokeTextEmail", { email: person.email })
          : t("people.users.revokeTextCode", { code: person.code })}
      </ConfirmActionButton>
    </Group>
  );
}

export default function CompanyUsers({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { rows, total, query, roles, canManage, now } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  const statusWord = (status: string) => {
    const key = statusKey(status);
    return key ? t(key) : status;
  };
  return (
    <>
      <PageHeader
        title={t("people.users.heading")}
        description={t("people.users.description")}
        actions={canManage ? <InviteButton /> : null}
      />
      <ListToolbar
        searchLabel={t("people.users.search")}
        filters={[
          {
            name: "status",
            label: t("people.users.status"),
            options: (["active", "pending", "past"] as const).map((s) => ({
              value: s,
              label: t(statusKeys[s]),
            })),
          },
          {
            name: "role",
            label: t("people.users.role"),
            options: roles.map((r) => ({ value: r.id, label: roleNameIn(t, r.name) })),
          },
          {
            name: "workerType",
            label: t("people.users.workerType"),
            options: workerTypes.map((w) => ({ value: w, label: t(workerTypeKeys[w]) })),
          },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("people.users.noMatch")}>{t("people.users.noMatchText")}</EmptyState>
        ) : (
          <EmptyState
            title={t("people.users.empty")}
            action={canManage ? <InviteButton>{t("people.users.inviteSomeone")}</InviteButton> : null}
          >
            {t("people.users.emptyText")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">{t("people.users.name")}</SortHeader>
                <Table.Th style={{ minWidth: 130 }}>{t("people.users.role")}</Table.Th>
                <Table.Th style={{ minWidth: 110 }}>{t("people.users.workerType")}</Table.Th>
                <SortHeader sort="status">{t("people.users.status")}</SortHeader>
                <SortHeader sort="since">{t("people.users.since")}</SortHeader>
                {canManage ? (
                  <Table.Th>
                    <VisuallyHidden>{t("people.users.actions")}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => {
                const expired = p.expiresAt !== null && p.expiresAt.getTime() <= now;
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      {p.kind === "member" ? (
                        <Anchor component={Link} to={`/company/companyUsers/${p.id}`} fw={600}>
                          {p.name}
                        </Anchor>
                      ) : (
                        <Text fw={600}>{p.email ?? t("people.users.code", { code: p.code })}</Text>
                      )}
                      {p.kind === "member" ? (
                        <Text size="xs" c="dimmed">
                          {p.email}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={p.roleColor}>
                        {roleNameIn(t, p.roleName)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {p.workerType in shortWorkerTypeKeys
                        ? t(shortWorkerTypeKeys[p.workerType as WorkerType])
                        : p.workerType}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={expired ? "red" : statusColors[p.status]}>
                        {expired ? t("people.users.inviteExpired") : statusWord(p.status)}
                      </Badge>
                      {p.expiresAt ? (
                        <Text size="xs" c="dimmed">
                          {expired
                            ? t("people.users.expired", { date: f.date(p.expiresAt) })
                            : t("people.users.expires", { date: f.date(p.expiresAt) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {p.kind === "invite" && p.sentAt
                        ? t("people.users.sent", { date: f.date(p.sentAt) })
                        : f.date(p.since)}
                    </Table.Td>
                    {canManage ? (
                      <Table.Td>{p.kind === "invite" ? <PendingActions person={p} /> : null}</Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("people.users.noun")}
      />
    </>
  );
}
