import { Avatar, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { FileField } from "~/components/forms/file-field";
import { profileSchema } from "~/domain/accounts/schemas";
import { useT } from "../i18n/i18n-provider";
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
  const t = useT();
  return (
    <Paper withBorder p="lg" maw={560}>
      <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate>
        <Stack>
          <Group>
            <Avatar
              src={profile.photoUrl}
              alt={t("common.profile.photoAlt")}
              size={72}
              radius="xl"
              color="cyan"
            >
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
            label={t("common.profile.firstName")}
            name="firstName"
            defaultValue={values.firstName ?? profile.firstName}
            error={errors.firstName}
            withAsterisk
          />
          <TextInput
            label={t("common.profile.lastName")}
            name="lastName"
            defaultValue={values.lastName ?? profile.lastName}
            error={errors.lastName}
            withAsterisk
          />
          {profile.phone !== undefined ? (
            <TextInput
              label={t("common.profile.phone")}
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={values.phone ?? profile.phone}
              error={errors.phone}
            />
          ) : null}
          <LanguageSelect defaultValue={values.locale ?? profile.locale} error={errors.locale} />
          <FileField
            label={t("common.profile.photo")}
            name="photo"
            accept="image/png,image/jpeg,image/webp,image/gif"
            description={t("common.profile.photoHelp")}
            error={errors.photo}
            clearable
          />
          {profile.photoUrl ? <Checkbox label={t("common.profile.removePhoto")} name="removePhoto" /> : null}
          <Group>
            <Button type="submit" loading={busy}>
              {t("common.profile.save")}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
