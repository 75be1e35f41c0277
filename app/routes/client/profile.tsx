import { ProfileForm } from "~/components/forms/profile-form";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { signedInContext } from "~/context";
import { getAccountSettings } from "~/domain/accounts/accounts.server";
import { profileAction } from "../shared/profile-action.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.profile") },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const { phone } = await getAccountSettings(user.id);
  return {
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      photoUrl: user.photoUrl,
      locale: user.locale ?? "",
      phone,
    },
  };
}

export const action = ({ request, context }: Route.ActionArgs) => profileAction(request, context, "/profile");

export default function ClientProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("portal.profile.title")} description={t("portal.profile.description")} />
      <ProfileForm profile={loaderData.profile} actionData={actionData} />
    </>
  );
}
