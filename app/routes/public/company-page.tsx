import { Container } from "@mantine/core";
import { data, redirect } from "react-router";
import { parseForm } from "~/components/forms/validation";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { clientInfoContext, signedInContext } from "~/context";
import { getPublicCompany, requestService } from "~/domain/directory/directory.server";
import { serviceRequestSchema } from "~/domain/directory/schemas";
import { limitPublicForm } from "~/domain/limits/limits.server";
import { serviceRequestPrefill } from "~/domain/portal/service-requests.server";
import { ownerContextFor, systemContext } from "~/server/ports.server";
import { domainAction, withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/company-page";
import { CompanyPageView, companyMeta } from "./company-page-view";

/** A company's public page, open to everyone (the mirror of the pool owner's /companies/profile/:companyId). */
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
  const user = context.get(signedInContext);
  // A signed-in pool owner's request is theirs: the lead and its conversation are linked to their account.
  const owner = user?.accountType === "client" ? user.id : null;
  const formData = await request.formData();
  const parsed = parseForm(serviceRequestSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const system = await systemContext();
    await limitPublicForm(system, "service-request", context.get(clientInfoContext).ip);
    await requestService(await systemContext(), params.companyId, parsed.data, owner);
    return redirect(`/pool-companies/${encodeURIComponent(params.companyId)}?sent=1`);
  });
}

export default function CompanyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container size="lg" py={48}>
      <CompanyPageView
        listing={loaderData.listing}
        sent={loaderData.sent}
        actionData={actionData}
        prefill={loaderData.prefill}
      />
    </Container>
  );
}
