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

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title="Please check">
      {message}
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
  const { errors, values, onSubmit } = useValidatedForm(schema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError message={errors.form} />
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
          withAsterisk
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          error={errors.password}
          withAsterisk
        />
        {forgotLink ? (
          <Anchor component={Link} to="/forgotPassword" size="sm">
            Forgot your password?
          </Anchor>
        ) : null}
        <Button type="submit" loading={busy}>
          Sign in
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
  return (
    <>
      <TextInput
        label="First name"
        name="firstName"
        autoComplete="given-name"
        defaultValue={values.firstName}
        error={errors.firstName}
        withAsterisk
      />
      <TextInput
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        defaultValue={values.lastName}
        error={errors.lastName}
        withAsterisk
      />
      <TextInput
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
        withAsterisk
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="new-password"
        description="At least 8 characters, not a common password, your name or your e-mail."
        error={errors.password}
        withAsterisk
      />
    </>
  );
}
