import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import { IconMailForward, IconUserPlus } from "@tabler/icons-react";
import { data, Form, Link, useNavigation } from "react-router";
import { EmptyState, ListPagination, ListToolbar, SortHeader } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { formText } from "~/components/forms/validation";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { parseListQuery } from "~/core/listing/list-query";
import { RuleError } from "~/domain/errors";
import { resendInvite, revokeMemberInvite } from "~/domain/team/invites.server";
import { type WorkerType, workerTypeLabels, workerTypes } from "~/domain/team/member-schemas";
import {
  listPeople,
  memberFilters,
  memberRoleOptions,
  memberSorts,
  type PersonRow,
} from "~/domain/team/members.server";
import { can, requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain } from "../../shared/domain-errors.server";
import type { Route } from "./+types/list";
import { shortWorkerType, statusColors, statusLabels } from "./format";

export const meta: Route.MetaFunction = () => [{ title: "Company Users — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: memberSorts,
    defaultSort: "name",
    filters: memberFilters,
  });
  return domain(async () => {
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
  return domain(async () => {
    requirePermission(tenant, "team:manage");
    if (intent === "resend") {
      try {
        const sent = await resendInvite(tenant, inviteId);
        return redirectWithToast(back, `Invitation sent again to ${sent.email}.`);
      } catch (error) {
        // E-mail not configured on this server: said plainly, nothing changed.
        if (error instanceof RuleError)
          return redirectWithToast(back, { kind: "error", message: error.message });
        throw error;
      }
    }
    if (intent === "revoke") {
      const revoked = await revokeMemberInvite(tenant, inviteId);
      return redirectWithToast(back, `Invitation ${revoked.email ? `to ${revoked.email} ` : ""}revoked.`);
    }
    throw data("Unknown action", { status: 400 });
  });
}

function InviteButton({ children = "Invite people" }: { children?: string }) {
  return (
    <Button
      component={Link}
      to="/company/companyUsers/createNew"
      leftSection={<IconUserPlus size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}

function PendingActions({ person }: { person: PersonRow }) {
  const busy = useNavigation().state === "submitting";
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
            Resend
          </Button>
        </Form>
      ) : null}
      <ConfirmActionButton
        label="Revoke"
        title={`Revoke the invitation to ${person.email ?? `code ${person.code}`}?`}
        confirmLabel="Revoke invitation"
        intent="revoke"
        fields={{ inviteId: person.id }}
        variant="subtle"
      >
        {person.email
          ? `The code in the e-mail will stop working. You can invite ${person.email} again later.`
          : `Code ${person.code} will stop working.`}
      </ConfirmActionButton>
    </Group>
  );
}

export default function CompanyUsers({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { rows, total, query, roles, canManage, now } = loaderData;
  const filtered = Boolean(query.q || Object.keys(query.filters).length);
  return (
    <>
      <PageHeader
        title="Company Users"
        description="Your team: who works for the company, their role and how they work, and the invitations still open."
        actions={canManage ? <InviteButton /> : null}
      />
      <ListToolbar
        searchLabel="Search people"
        filters={[
          {
            name: "status",
            label: "Status",
            options: ["active", "pending", "past"].map((s) => ({ value: s, label: statusLabels[s] })),
          },
          { name: "role", label: "Role", options: roles.map((r) => ({ value: r.id, label: r.name })) },
          {
            name: "workerType",
            label: "Worker type",
            options: workerTypes.map((w) => ({ value: w, label: workerTypeLabels[w] })),
          },
        ]}
      />
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="Nobody matches">Try fewer words, or clear the filters.</EmptyState>
        ) : (
          <EmptyState
            title="No team yet"
            action={canManage ? <InviteButton>Invite someone</InviteButton> : null}
          >
            Invite your technicians and office staff by e-mail: they get a link to join with the role you
            choose.
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader sort="name">Name</SortHeader>
                <Table.Th style={{ minWidth: 130 }}>Role</Table.Th>
                <Table.Th style={{ minWidth: 110 }}>Worker type</Table.Th>
                <SortHeader sort="status">Status</SortHeader>
                <SortHeader sort="since">Since</SortHeader>
                {canManage ? (
                  <Table.Th>
                    <span className="mantine-visually-hidden">Actions</span>
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
                        <Text fw={600}>{p.email ?? `Code ${p.code}`}</Text>
                      )}
                      {p.kind === "member" ? (
                        <Text size="xs" c="dimmed">
                          {p.email}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={p.roleColor}>
                        {p.roleName}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{shortWorkerType[p.workerType as WorkerType] ?? p.workerType}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={expired ? "red" : statusColors[p.status]}>
                        {expired ? "Invitation expired" : statusLabels[p.status]}
                      </Badge>
                      {p.expiresAt ? (
                        <Text size="xs" c="dimmed">
                          {expired ? "Expired" : "Expires"} {f.date(p.expiresAt)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {p.kind === "invite" && p.sentAt ? `Sent ${f.date(p.sentAt)}` : f.date(p.since)}
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
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="people" />
    </>
  );
}
