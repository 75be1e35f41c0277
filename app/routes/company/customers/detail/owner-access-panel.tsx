import { Alert, Button, Code, Paper, Stack, Text } from "@mantine/core";
import { Form, useSearchParams } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { Rich } from "~/components/i18n/rich";

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
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get("code");
  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack>
        {linked ? (
          <Alert color="teal" title={t("places.ownerAccess.linked")}>
            {t("places.ownerAccess.linkedText")}
          </Alert>
        ) : (
          <Text>{t("places.ownerAccess.howTo")}</Text>
        )}
        {code ? (
          <Alert color="cyan" title={t("places.ownerAccess.newCode")} role="status">
            <Rich
              k="places.ownerAccess.giveCode"
              values={{ b: (chunks) => <Code fz="lg">{chunks}</Code>, code }}
            />
            {email ? <Text size="sm">{t("places.ownerAccess.emailed", { email })}</Text> : null}
          </Alert>
        ) : null}
        {canInvite ? (
          <Form method="post">
            <Button type="submit" name="intent" value="invite" variant="light">
              {t("places.ownerAccess.create")}
            </Button>
          </Form>
        ) : null}
      </Stack>
    </Paper>
  );
}
