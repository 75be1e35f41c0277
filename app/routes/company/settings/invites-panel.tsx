import {
  Badge,
  Button,
  Code,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { roleNameIn } from "~/components/i18n/role-words";
import { inviteSchema } from "~/domain/companies/schemas";

export interface OpenInvite {
  id: string;
  code: string;
  kind: "member" | "client";
  roleName: string | null;
  customerRef: string | null;
  email: string | null;
  expiresAt: Date | string;
}

/**
 * Pool-owner invite codes: a pool owner links their account to the company with a code. Team members are invited by
 * e-mail from Company Users (linked here).
 */
export function InvitesPanel({
  invites,
  actionData,
}: {
  invites: OpenInvite[];
  actionData: Rejected | undefined;
}) {
  const { errors, values, onSubmit } = useValidatedForm(inviteSchema, actionData);
  const f = useFormat();
  const [revoking, setRevoking] = useState<OpenInvite | null>(null);
  const busy = useNavigation().state === "submitting";
  const submit = useSubmit();
  const t = useT();

  return (
    <Paper withBorder p="lg" maw={820} id="invites">
      <Stack>
        <Title order={2} size="h4">
          {t("people.invites.heading")}
        </Title>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t("people.invites.teamText")}</Text>
          <Button component={Link} to="/company/companyUsers/createNew" variant="light" size="xs">
            {t("people.invites.teamLink")}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t("people.invites.text", { path: "/reedemInviteCode" })}
        </Text>
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="invite" />
          <input type="hidden" name="kind" value="client" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("people.invites.name")}
              name="customerName"
              defaultValue={values.customerName}
              error={errors.customerName}
            />
            <TextInput
              label={t("people.invites.email")}
              name="email"
              type="email"
              defaultValue={values.email}
              error={errors.email}
            />
            <NumberInput
              label={t("people.invites.validDays")}
              name="validDays"
              defaultValue={values.validDays ?? 14}
              min={1}
              max={90}
              error={errors.validDays}
            />
          </SimpleGrid>
          <Button type="submit" mt="md" loading={busy}>
            {t("people.invites.create")}
          </Button>
        </Form>
        {invites.length === 0 ? (
          <Text size="sm">{t("people.invites.none")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("people.invites.code")}</Table.Th>
                  <Table.Th>{t("people.invites.for")}</Table.Th>
                  <Table.Th>{t("people.invites.expires")}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t("people.invites.actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invites.map((invite) => (
                  <Table.Tr key={invite.id}>
                    <Table.Td>
                      <Code>{invite.code}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        <Badge variant="light">
                          {invite.kind === "member"
                            ? roleNameIn(t, invite.roleName ?? "")
                            : t("people.invites.poolOwner")}
                        </Badge>
                        <Text size="sm">{invite.customerRef ?? invite.email ?? ""}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{f.date(invite.expiresAt)}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRevoking(invite)}>
                        {t("people.invites.revokeCode", { code: invite.code })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t("people.invites.revokeTitle")}
      >
        <Text mb="md">{t("people.invites.revokeText", { code: revoking?.code ?? "" })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRevoking(null)}>
            {t("people.invites.keep")}
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (revoking) submit({ intent: "revoke", inviteId: revoking.id }, { method: "post" });
              setRevoking(null);
            }}
          >
            {t("people.invites.revoke")}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
