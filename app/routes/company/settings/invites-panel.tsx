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
} from "@mantine/core";
import { useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
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

  return (
    <Paper withBorder p="lg" maw={820} id="invites">
      <Stack>
        <Title order={2} size="h4">
          Invite codes
        </Title>
        <Group justify="space-between" gap="xs">
          <Text size="sm">Team members are invited by e-mail, with their role, from Company Users.</Text>
          <Button component={Link} to="/company/companyUsers/createNew" variant="light" size="xs">
            Invite people → Company Users
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Give a code to a pool owner so they can link their account to your company. They enter it at
          /reedemInviteCode. Each code works once. You can also invite a pool owner from their customer page.
        </Text>
        <Form method="post" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="invite" />
          <input type="hidden" name="kind" value="client" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Pool owner's name"
              name="customerName"
              defaultValue={values.customerName}
              error={errors.customerName}
            />
            <TextInput
              label="Their e-mail (optional)"
              name="email"
              type="email"
              defaultValue={values.email}
              error={errors.email}
            />
            <NumberInput
              label="Valid for (days)"
              name="validDays"
              defaultValue={values.validDays ?? 14}
              min={1}
              max={90}
              error={errors.validDays}
            />
          </SimpleGrid>
          <Button type="submit" mt="md" loading={busy}>
            Create invite code
          </Button>
        </Form>
        {invites.length === 0 ? (
          <Text size="sm">
            No open invite codes. Codes you create appear here until they are used or expire.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>For</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>
                    <span className="mantine-visually-hidden">Actions</span>
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
                          {invite.kind === "member" ? invite.roleName : "Pool owner"}
                        </Badge>
                        <Text size="sm">{invite.customerRef ?? invite.email ?? ""}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{f.date(invite.expiresAt)}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRevoking(invite)}>
                        Revoke {invite.code}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title="Revoke this invite code?">
        <Text mb="md">Code {revoking?.code} will stop working. Nobody has used it yet.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRevoking(null)}>
            Keep it
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (revoking) submit({ intent: "revoke", inviteId: revoking.id }, { method: "post" });
              setRevoking(null);
            }}
          >
            Revoke code
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
