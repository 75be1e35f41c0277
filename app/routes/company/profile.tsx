import { ProfileForm } from "~/components/forms/profile-form";
import { useT } from "~/components/i18n/i18n-provider";
import { PageHeader } from "~/components/layout/page-header";
import { signedInContext } from "~/context";
import { profileAction } from "../shared/profile-action.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Your profile — Drip Drop" }];

export function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return {
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      photoUrl: user.photoUrl,
      locale: user.locale ?? "",
    },
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  profileAction(request, context, "/company/profile");

export default function CompanyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("common.profile.title")} description={t("common.profile.companyDescription")} />
      <ProfileForm profile={loaderData.profile} actionData={actionData} />
    </>
  );
}
