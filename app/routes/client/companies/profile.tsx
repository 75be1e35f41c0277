import { Anchor } from "@mantine/core";
import { data, Link, redirect } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { clientInfoContext, signedInContext } from "~/context";
import { getPublicCompany, requestService } from "~/domain/directory/directory.server";
import { serviceRequestSchema } from "~/domain/directory/schemas";
import { limitPublicForm } from "~/domain/limits/limits.server";
import { serviceRequestPrefill } from "~/domain/portal/service-requests.server";
import { ownerContextFor, systemContext } from "~/server/ports.server";
import { CompanyPageView, companyMeta } from "../../public/company-page-view";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/profile";

/** A company's page inside the pool owner's shell (the same page as the public /pool-companies/:companyId). */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  companyMeta(loaderData?.listing, matches);
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const system = await systemContext();
  const listing = await withErrorPages(async () => getPublicCompany(system, params.companyId));
  const user = context.get(signedInContext);
  // A signed-in pool owner starts from their own details (and their pool's address).
  const prefill =
    user?.accountType === "client" ? await serviceRequestPrefill(await ownerContextFor(user.id)) : null;
  return { listing, sent: new URL(request.url).searchParams.get("sent") === "1", prefill };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const owner = context.get(signedInContext)?.id ?? null;
  const formData = await request.formData();
  const parsed = parseForm(serviceRequestSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const system = await systemContext();
    await limitPublicForm(system, "service-request", context.get(clientInfoContext).ip);
    await requestService(await systemContext(), params.companyId, parsed.data, owner);
    return redirect(`/companies/profile/${encodeURIComponent(params.companyId)}?sent=1`);
  });
}

export default function ClientCompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <Anchor component={Link} to="/companies" size="sm" mb="md" display="inline-block">
        {t("portal.companies.all")}
      </Anchor>
      <CompanyPageView
        listing={loaderData.listing}
        sent={loaderData.sent}
        actionData={actionData}
        prefill={loaderData.prefill}
      />
    </>
  );
}
