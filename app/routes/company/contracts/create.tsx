import { Alert, Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { todayIn } from "~/core/calendar/dates";
import { agreementFormOptions, createAgreement } from "~/domain/money/agreements.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { AgreementForm, emptyAgreementValues } from "./agreement-form";
import { echoedValues, parseAgreementForm } from "./agreement-form.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "contracts.create.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(() => agreementFormOptions(tenant, params.customerId));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseAgreementForm(formData, todayIn(tenant.timeZone));
  if (!parsed.ok) return parsed.response;
  // A broken rule comes back next to its field, with the ticked boxes as they were.
  return domainAction(
    formData,
    async () => {
      const created = await createAgreement(tenant, params.customerId, parsed.data);
      return redirectWithToast(`/company/contracts/contract/${created.id}`, {
        message: "contracts.create.saved",
        values: { label: created.label },
      });
    },
    { values: echoedValues(formData) },
  );
}

export default function NewAgreement({ loaderData, actionData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const customerHref = `/company/customers/details/${customer.id}`;
  const t = useT();
  const link = (chunks: React.ReactNode) => (
    <Anchor component={Link} to={customerHref} underline="always">
      {chunks}
    </Anchor>
  );
  return (
    <>
      <PageHeader
        title={t("contracts.create.heading")}
        description={
          customer.email ? (
            <Rich
              k="contracts.create.forEmail"
              values={{ name: customer.name, email: customer.email, link }}
            />
          ) : (
            <Rich k="contracts.create.for" values={{ name: customer.name, link }} />
          )
        }
      />
      {customer.archived ? (
        <Alert color="gray" title={t("contracts.create.archived")} mb="md">
          {t("contracts.create.archivedText")}
        </Alert>
      ) : (
        <>
          {!customer.email ? (
            <Alert color="yellow" title={t("contracts.create.noEmail")} mb="md">
              <Text size="sm">
                <Rich k="contracts.create.noEmailText" values={{ link }} />
              </Text>
            </Alert>
          ) : null}
          <AgreementForm
            options={loaderData}
            defaults={emptyAgreementValues(loaderData.today)}
            actionData={actionData}
            submitLabel={t("contracts.create.saveDraft")}
            cancelHref={customerHref}
          />
        </>
      )}
    </>
  );
}
