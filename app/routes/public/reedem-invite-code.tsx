import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
} from "@mantine/core";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, FormError, SignUpFields } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { formText, parseForm, rejected, safeParseChecked } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { roleNameIn } from "~/components/i18n/role-words";
import { clientInfoContext, signedInContext } from "~/context";
import { dashboardFor } from "~/core/access/guard";
import { signIn, signUpForInvite } from "~/domain/accounts/accounts.server";
import { clientSignUpSchema, inviteCodeSchema, signInSchema } from "~/domain/accounts/schemas";
import { RuleError } from "~/domain/errors";
import { lookUpInvite, redeemInvite } from "~/domain/team/invites.server";
import { userContext } from "~/domain/tenant.server";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";
import { signInRefused } from "../auth/auth-actions.server";
import type { Route } from "./+types/reedem-invite-code";

export const meta: Route.MetaFunction = () => [{ title: "Redeem an invite code — Drip Drop" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("code");
  const user = context.get(signedInContext);
  const signedIn = user ? { name: user.name, accountType: user.accountType } : null;
  if (raw === null) return { code: "", lookup: null, codeError: null, signedIn };
  const parsed = safeParseChecked(inviteCodeSchema, { code: raw });
  if (!parsed.success)
    return { code: raw, lookup: null, codeError: parsed.error.issues[0].message, signedIn };
  const lookup = await lookUpInvite(await systemContext(), parsed.data.code);
  return {
    code: parsed.data.code,
    lookup: lookup.ok ? lookup : null,
    codeError: lookup.ok ? null : lookup.message,
    signedIn,
  };
}

const welcome = (kind: "member" | "client") =>
  kind === "member" ? "auth.invite.welcomeMember" : "auth.invite.welcomeClient";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const code = formText(formData, "code");
  const intent = formData.get("intent");
  const system = await systemContext();
  const lookup = await lookUpInvite(system, code);
  if (!lookup.ok) return data(rejected(formData, { form: lookup.message }), { status: 400 });
  const user = context.get(signedInContext);

  try {
    if (intent === "redeem" && user) {
      const redeemed = await redeemInvite(userContext(system, user.id), code);
      const target = dashboardFor[redeemed.kind === "member" ? "company" : "client"];
      return redirectWithToast(target, welcome(redeemed.kind));
    }
    if (intent === "signup") {
      const parsed = parseForm(clientSignUpSchema, formData);
      if (!parsed.ok) return data(parsed, { status: 400 });
      const account = await signUpForInvite(system, parsed.data, lookup.kind, context.get(clientInfoContext));
      await redeemInvite(userContext(system, account.userId), code);
      return redirectWithToast(
        dashboardFor[lookup.kind === "member" ? "company" : "client"],
        welcome(lookup.kind),
        {
          headers: account.headers,
        },
      );
    }
    if (intent === "signin") {
      const parsed = parseForm(signInSchema, formData);
      if (!parsed.ok) return data(parsed, { status: 400 });
      const result = await signIn(
        await systemContext(),
        parsed.data.email,
        parsed.data.password,
        context.get(clientInfoContext),
      );
      if (!result.ok) return signInRefused(request, formData, result);
      // Signed in now; the redemption itself happens on the next step so that the new session is used.
      return redirect(`/reedemInviteCode?code=${encodeURIComponent(code)}`, { headers: result.headers });
    }
  } catch (error) {
    if (error instanceof RuleError) {
      return data(rejected(formData, { [error.field === "code" ? "form" : error.field]: error.message }), {
        status: 400,
      });
    }
    throw error;
  }
  return data(rejected(formData, { form: "auth.invite.missing" }), { status: 400 });
}

export default function RedeemInviteCode({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { code, lookup, codeError, signedIn } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <AuthCard title={t("auth.invite.title")} subtitle={t("auth.invite.subtitle")}>
      <Form method="get" noValidate>
        <Stack>
          <TextInput
            label={t("auth.invite.code")}
            name="code"
            defaultValue={code}
            error={codeError ? t.text(codeError) : undefined}
            autoCapitalize="characters"
            withAsterisk
          />
          <Button type="submit" variant={lookup ? "default" : "filled"} loading={busy}>
            {t("auth.invite.check")}
          </Button>
        </Stack>
      </Form>
      {lookup ? (
        <Stack mt="lg">
          <Divider />
          <Alert color="cyan" title={lookup.companyName} role="status">
            <Group gap="xs">
              <Text size="sm">
                {lookup.kind === "member" ? t("auth.invite.joinsAs") : t("auth.invite.linksAccount")}
              </Text>
              {lookup.roleName ? <Badge>{roleNameIn(t, lookup.roleName)}</Badge> : null}
              {lookup.kind === "member" ? (
                <Text size="sm">
                  {lookup.workerType === "independent contractor"
                    ? t("auth.invite.asContractor")
                    : t("auth.invite.asEmployee")}
                </Text>
              ) : null}
            </Group>
          </Alert>
          {signedIn ? (
            <Form method="post">
              <input type="hidden" name="code" value={code} />
              <Stack>
                <FormError message={actionData && !actionData.ok ? actionData.errors.form : undefined} />
                <Button type="submit" name="intent" value="redeem" loading={busy}>
                  {t("auth.invite.redeemAs", { name: signedIn.name })}
                </Button>
              </Stack>
            </Form>
          ) : (
            <NewOrExistingAccount code={code} invitedEmail={lookup.email ?? ""} actionData={actionData} />
          )}
        </Stack>
      ) : null}
      <Text size="sm" mt="md" ta="center" c="dimmed">
        {t("auth.invite.noCode")}{" "}
        <Anchor component={Link} to="/homeOwnerSignUp" underline="always">
          {t("auth.invite.signUpLink")}
        </Anchor>
        .
      </Text>
    </AuthCard>
  );
}

function NewOrExistingAccount({
  code,
  invitedEmail,
  actionData,
}: {
  code: string;
  /** The address the invite was sent to: both forms start with it (what was typed wins after a refusal). */
  invitedEmail: string;
  actionData: Route.ComponentProps["actionData"];
}) {
  const t = useT();
  const signUp = useValidatedForm(clientSignUpSchema, actionData);
  const signInForm = useValidatedForm(signInSchema, actionData);
  const busy = useNavigation().state !== "idle";
  const lastIntent = actionData && !actionData.ok ? actionData.values.intent : undefined;
  return (
    <Tabs defaultValue={lastIntent === "signin" ? "signin" : "signup"}>
      <Tabs.List grow>
        <Tabs.Tab value="signup">{t("auth.invite.newTab")}</Tabs.Tab>
        <Tabs.Tab value="signin">{t("auth.invite.existingTab")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="signup" pt="md">
        <Form method="post" onSubmit={signUp.onSubmit} noValidate>
          <input type="hidden" name="code" value={code} />
          <input type="hidden" name="intent" value="signup" />
          <Stack>
            <FormError message={signUp.errors.form} />
            <SignUpFields errors={signUp.errors} values={{ email: invitedEmail, ...signUp.values }} />
            <Button type="submit" loading={busy}>
              {t("auth.invite.createAndRedeem")}
            </Button>
          </Stack>
        </Form>
      </Tabs.Panel>
      <Tabs.Panel value="signin" pt="md">
        <Form method="post" onSubmit={signInForm.onSubmit} noValidate>
          <input type="hidden" name="code" value={code} />
          <input type="hidden" name="intent" value="signin" />
          <Stack>
            <FormError message={signInForm.errors.form} />
            <TextInput
              label={t("auth.field.email")}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={signInForm.values.email ?? invitedEmail}
              error={signInForm.errors.email}
              withAsterisk
            />
            <PasswordInput
              label={t("auth.field.password")}
              name="password"
              autoComplete="current-password"
              error={signInForm.errors.password}
              withAsterisk
            />
            <Button type="submit" loading={busy}>
              {t("auth.invite.signInAndRedeem")}
            </Button>
          </Stack>
        </Form>
      </Tabs.Panel>
    </Tabs>
  );
}
