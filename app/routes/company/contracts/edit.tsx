import { Alert, Button } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { todayIn } from "~/core/calendar/dates";
import { agreementFormOptions, getAgreement, updateAgreement } from "~/domain/money/agreements.server";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/edit";
import { AgreementForm } from "./agreement-form";
import { echoedValues, parseAgreementForm, valuesOf } from "./agreement-form.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "contracts.edit.title", { label: loaderData.agreement.label })
      : pageTitle(matches, "contracts.edit.titleMissing"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
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
      return redirectWithToast(`/company/contracts/contract/${updated.id}`, {
        message: "contracts.edit.saved",
        values: { label: updated.label },
      });
    },
    { values: echoedValues(formData) },
  );
}

export default function EditAgreement({ loaderData, actionData }: Route.ComponentProps) {
  const { agreement, options, defaults } = loaderData;
  const detailHref = `/company/contracts/contract/${agreement.id}`;
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("contracts.edit.heading", { label: agreement.label })}
        description={t("contracts.edit.description", { name: agreement.customer.name })}
      />
      {agreement.actions.includes("edit") ? (
        <AgreementForm
          options={options}
          defaults={defaults}
          actionData={actionData}
          submitLabel={t("contracts.create.saveDraft")}
          cancelHref={detailHref}
        />
      ) : (
        <Alert color="gray" title={t("contracts.edit.notDraft")}>
          {t("contracts.edit.notDraftText", { status: agreement.status })}
          <Button component={Link} to={detailHref} variant="light" display="block" mt="sm" w="fit-content">
            {t("contracts.edit.back")}
          </Button>
        </Alert>
      )}
    </>
  );
}
