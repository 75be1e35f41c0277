import { Alert, Button, Code, Paper, Stack, Text } from "@mantine/core";
import { Form, useSearchParams } from "react-router";

/** The office gives the pool owner a code that links their Client account to this customer. */
export function OwnerAccessPanel({
  linked,
  canInvite,
  email,
}: {
  linked: boolean;
  canInvite: boolean;
  email: string | null;
}) {
  const [params] = useSearchParams();
  const code = params.get("code");
  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack>
        {linked ? (
          <Alert color="teal" title="Linked">
            The pool owner has a Drip Drop account linked to this customer: they see their service reports,
            invoices and messages.
          </Alert>
        ) : (
          <Text>
            Give the pool owner a code. They sign up (or sign in) at /reedemInviteCode, and their account is
            linked to this customer. The code works once, for 30 days.
          </Text>
        )}
        {code ? (
          <Alert color="cyan" title="New invite code" role="status">
            Give this code to the pool owner: <Code fz="lg">{code}</Code>
            {email ? (
              <Text size="sm">
                It was e-mailed to {email}. It is also listed under Settings → Invite codes.
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {canInvite ? (
          <Form method="post">
            <Button type="submit" name="intent" value="invite" variant="light">
              Create pool owner invite code
            </Button>
          </Form>
        ) : null}
      </Stack>
    </Paper>
  );
}
