import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { useT } from "../i18n/i18n-provider";
import { useValidatedForm } from "./use-validated-form";
import type { Rejected } from "./validation";

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Container size={460} py={48}>
      <Title order={1} ta="center" size="h2">
        {title}
      </Title>
      {subtitle ? (
        <Text c="dimmed" size="sm" ta="center" mt={6}>
          {subtitle}
        </Text>
      ) : null}
      <Paper withBorder shadow="sm" p="xl" mt="lg" radius="md">
        {children}
      </Paper>
    </Container>
  );
}

/** The form's own error, above its fields: a message that is a catalog key is said in the page's language. */
export function FormError({ message }: { message?: string }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title={t("auth.form.problem")}>
      {t.text(message)}
    </Alert>
  );
}

export function SignInForm({
  schema,
  actionData,
  forgotLink = true,
}: {
  schema: z.ZodType;
  actionData: Rejected | undefined;
  forgotLink?: boolean;
}) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(schema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError message={errors.form} />
        <TextInput
          label={t("auth.field.email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
          withAsterisk
        />
        <PasswordInput
          label={t("auth.field.password")}
          name="password"
          autoComplete="current-password"
          error={errors.password}
          withAsterisk
        />
        {forgotLink ? (
          <Anchor component={Link} to="/forgotPassword" size="sm">
            {t("auth.signIn.forgot")}
          </Anchor>
        ) : null}
        <Button type="submit" loading={busy}>
          {t("auth.signIn.submit")}
        </Button>
      </Stack>
    </Form>
  );
}

export function SignUpFields({
  errors,
  values,
}: {
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const t = useT();
  return (
    <>
      <TextInput
        label={t("auth.field.firstName")}
        name="firstName"
        autoComplete="given-name"
        defaultValue={values.firstName}
        error={errors.firstName}
        withAsterisk
      />
      <TextInput
        label={t("auth.field.lastName")}
        name="lastName"
        autoComplete="family-name"
        defaultValue={values.lastName}
        error={errors.lastName}
        withAsterisk
      />
      <TextInput
        label={t("auth.field.email")}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
        withAsterisk
      />
      <PasswordInput
        label={t("auth.field.password")}
        name="password"
        autoComplete="new-password"
        description={t("auth.field.passwordRule")}
        error={errors.password}
        withAsterisk
      />
    </>
  );
}
