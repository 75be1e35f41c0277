import { Button, Stack } from "@mantine/core";
import { data, Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { clientInfoContext, ownerContext, signedInContext } from "~/context";
import { agreementForOwner } from "~/domain/money/agreement-answers.server";
import { answerFromForm } from "../../public/agreement-answer.server";
import { AgreementAnswer, AgreementStatusBadge, AgreementTerms } from "../../public/agreement-view";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData?.agreement.label
      ? `${loaderData.agreement.label} — Drip Drop`
      : pageTitle(matches, "portal.title.contract"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

/** One agreement sent to a customer linked to this account; anyone else's (or a draft) is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const owner = context.get(ownerContext);
  const agreement = await agreementForOwner(owner, { userId: owner.userId, agreementId: params.contractId });
  if (!agreement) throw data("Not found", { status: 404 });
  return { agreement };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  return answerFromForm(
    request,
    { userId: user.id, agreementId: params.contractId },
    context.get(clientInfoContext),
    `/contracts/contract/${params.contractId}`,
  );
}

export default function ClientContract({ loaderData, actionData }: Route.ComponentProps) {
  const { agreement } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader
        title={`${agreement.label} · ${agreement.title}`}
        description={
          <>
            <AgreementStatusBadge status={agreement.status} />{" "}
            {t("portal.public.fromFor", {
              company: agreement.company.name,
              customer: agreement.customerName,
            })}
          </>
        }
      />
      <Stack maw={960}>
        <AgreementTerms doc={agreement} />
        <AgreementAnswer
          agreement={agreement}
          actionData={actionData}
          pdfHref={`/contracts/contract/${agreement.id}/signed.pdf`}
        />
        <Button component={Link} to="/contracts" variant="subtle" w="fit-content">
          {t("portal.contracts.all")}
        </Button>
      </Stack>
    </>
  );
}
