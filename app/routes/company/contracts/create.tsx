import { Alert, Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { agreementFormOptions, createAgreement } from "~/domain/money/agreements.server";
import { todayIn } from "~/domain/water/schemas";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainAction } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { AgreementForm, emptyAgreementValues } from "./agreement-form";
import { echoedValues, parseAgreementForm } from "./agreement-form.server";

export const meta: Route.MetaFunction = () => [{ title: "New service agreement — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(() => agreementFormOptions(tenant, params.customerId));
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
      return redirectWithToast(
        `/company/contracts/contract/${created.id}`,
        `Agreement ${created.label} saved as a draft.`,
      );
    },
    { values: echoedValues(formData) },
  );
}

export default function NewAgreement({ loaderData, actionData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const customerHref = `/company/customers/details/${customer.id}`;
  return (
    <>
      <PageHeader
        title="New service agreement"
        description={
          <>
            For{" "}
            <Anchor component={Link} to={customerHref} underline="always">
              {customer.name}
            </Anchor>
            {customer.email ? ` · sent to ${customer.email}` : ""}
          </>
        }
      />
      {customer.archived ? (
        <Alert color="gray" title="Archived customer" mb="md">
          This customer is archived. Restore them on their page before drafting an agreement.
        </Alert>
      ) : (
        <>
          {!customer.email ? (
            <Alert color="yellow" title="No e-mail address" mb="md">
              <Text size="sm">
                You can save the draft, but sending it needs the customer's e-mail address.{" "}
                <Anchor component={Link} to={customerHref} underline="always">
                  Add one on their page
                </Anchor>
                .
              </Text>
            </Alert>
          ) : null}
          <AgreementForm
            options={loaderData}
            defaults={emptyAgreementValues(loaderData.today)}
            actionData={actionData}
            submitLabel="Save draft"
            cancelHref={customerHref}
          />
        </>
      )}
    </>
  );
}
