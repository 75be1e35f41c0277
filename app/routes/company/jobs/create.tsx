import { Button, Paper, Stack, Text } from "@mantine/core";
import { data, Form } from "react-router";
import { CustomerPicker } from "~/components/forms/customer-picker";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { jobLabel } from "~/core/operations/job-status";
import { customerOption } from "~/domain/customers/customer-options.server";
import { catalogOptions, createJob, jobPlaceOptions } from "~/domain/operations/job-editing.server";
import { jobFormSchema } from "~/domain/operations/job-schemas";
import { requirePermission } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { emptyJobDefaults, JobForm } from "./job-form";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "work.jobNew.title") }];
export const ErrorBoundary = RouteErrorBoundary;

/** Two steps on one page: choose the customer (a GET form, so `?customer=` links work), then the job. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    requirePermission(tenant, "operations:write");
    const customerId = new URL(request.url).searchParams.get("customer");
    const customer = customerId ? await customerOption(tenant, customerId) : null;
    const [places, catalog] = await Promise.all([
      customer ? jobPlaceOptions(tenant, customer.value) : null,
      catalogOptions(tenant),
    ]);
    return { customer, places, catalog, currency: tenant.currency };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const parsed = parseForm(jobFormSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  return domainAction(formData, async () => {
    const created = await createJob(tenant, parsed.data);
    return redirectWithToast(`/company/jobs/detail/${created.id}`, {
      message: "work.jobNew.createdToast",
      values: { job: jobLabel(created.number) },
    });
  });
}

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { customer, places, catalog, currency } = loaderData;
  return (
    <>
      <PageHeader title={t("work.jobNew.heading")} description={t("work.jobNew.description")} />
      <Stack maw={1100}>
        <Paper withBorder p="lg">
          <Form method="get">
            <CustomerPicker
              selected={customer}
              submitOnChange
              label={t("work.jobNew.customer")}
              placeholder={t("work.jobNew.customerPlaceholder")}
              required
            />
            <noscript>
              <Button type="submit" variant="default" mt="sm">
                {t("work.jobNew.continue")}
              </Button>
            </noscript>
          </Form>
        </Paper>
        {customer && places ? (
          <>
            <Text fw={600}>{t("work.jobNew.jobFor", { name: customer.label })}</Text>
            <JobForm
              customerId={customer.value}
              places={places}
              catalog={catalog}
              defaults={emptyJobDefaults(
                places.locations.length === 1 ? places.locations[0].value : "",
                t("work.jobForm.labor"),
              )}
              actionData={actionData}
              submitLabel={t("work.jobNew.submit")}
              currency={currency}
            />
          </>
        ) : (
          <Text c="dimmed">{t("work.jobNew.chooseFirst")}</Text>
        )}
      </Stack>
    </>
  );
}
