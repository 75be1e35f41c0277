import { Alert, Button } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { agreementFormOptions, getAgreement, updateAgreement } from "~/domain/money/agreements.server";
import { requirePermission } from "~/domain/tenant.server";
import { todayIn } from "~/domain/water/schemas";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/edit";
import { AgreementForm } from "./agreement-form";
import { echoedValues, parseAgreementForm, valuesOf } from "./agreement-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.agreement.label ?? "agreement"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
    requirePermission(tenant, "money:write");
    const agreement = await getAgreement(tenant, params.contractId);
    const options = await agreementFormOptions(tenant, agreement.customer.id);
    return { agreement, options, defaults: valuesOf(agreement) };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseAgreementForm(formData, todayIn(tenant.timeZone));
  if (!parsed.ok) return parsed.response;
  return domainAction(
    formData,
    async () => {
      const updated = await updateAgreement(tenant, params.contractId, parsed.data);
      return redirectWithToast(
        `/company/contracts/contract/${updated.id}`,
        `Agreement ${updated.label} saved.`,
      );
    },
    { values: echoedValues(formData) },
  );
}

export default function EditAgreement({ loaderData, actionData }: Route.ComponentProps) {
  const { agreement, options, defaults } = loaderData;
  const detailHref = `/company/contracts/contract/${agreement.id}`;
  return (
    <>
      <PageHeader
        title={`Edit ${agreement.label}`}
        description={`Service agreement for ${agreement.customer.name}`}
      />
      {agreement.actions.includes("edit") ? (
        <AgreementForm
          options={options}
          defaults={defaults}
          actionData={actionData}
          submitLabel="Save draft"
          cancelHref={detailHref}
        />
      ) : (
        <Alert color="gray" title="Not a draft">
          Only a draft can be changed. This agreement is {agreement.status}
          {agreement.status === "sent" ? "; withdraw it to a draft first" : ""}.
          <Button component={Link} to={detailHref} variant="light" display="block" mt="sm" w="fit-content">
            Back to the agreement
          </Button>
        </Alert>
      )}
    </>
  );
}
