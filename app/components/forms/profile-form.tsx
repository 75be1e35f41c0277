import { Avatar, Button, Checkbox, FileInput, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { profileSchema } from "~/domain/accounts/schemas";
import { LanguageSelect } from "../i18n/language-select";
import { useValidatedForm } from "./use-validated-form";
import type { Rejected } from "./validation";

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  photoUrl: string | null;
  /** Shown (and saved) only when given: the pool owner's profile has it, a company member's does not. */
  phone?: string;
  /** The profile's language and region; "" follows the browser. */
  locale: string;
}

export function ProfileForm({
  profile,
  actionData,
}: {
  profile: ProfileValues;
  actionData: Rejected | undefined;
}) {
  const { errors, values, onSubmit } = useValidatedForm(profileSchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <Paper withBorder p="lg" maw={560}>
      <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
        <Stack>
          <Group>
            <Avatar src={profile.photoUrl} alt="Your photo" size={72} radius="xl" color="cyan">
              {profile.firstName[0]}
              {profile.lastName[0]}
            </Avatar>
            <div>
              <Text fw={600}>
                {profile.firstName} {profile.lastName}
              </Text>
              <Text size="sm" c="dimmed">
                {profile.email}
              </Text>
            </div>
          </Group>
          <TextInput
            label="First name"
            name="firstName"
            defaultValue={values.firstName ?? profile.firstName}
            error={errors.firstName}
            withAsterisk
          />
          <TextInput
            label="Last name"
            name="lastName"
            defaultValue={values.lastName ?? profile.lastName}
            error={errors.lastName}
            withAsterisk
          />
          {profile.phone !== undefined ? (
            <TextInput
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={values.phone ?? profile.phone}
              error={errors.phone}
            />
          ) : null}
          <LanguageSelect defaultValue={values.locale ?? profile.locale} error={errors.locale} />
          <FileInput
            label="Photo"
            name="photo"
            accept="image/png,image/jpeg,image/webp,image/gif"
            description="PNG, JPEG, WebP or GIF, up to 5 MB."
            error={errors.photo}
            clearable
          />
          {profile.photoUrl ? <Checkbox label="Remove my photo" name="removePhoto" /> : null}
          <Group>
            <Button type="submit" loading={busy}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
