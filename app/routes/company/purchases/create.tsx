import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { ForbiddenError } from "~/domain/errors";
import { createReceipt, receiptFormOptions } from "~/domain/operations/purchases.server";
import { can } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import type { Route } from "./+types/create";
import { ReceiptForm } from "./receipt-form";
import { saveReceiptForm } from "./save.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "purchasing.receiptNew.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    // The office records any receipt; a technician records their own purchases.
    if (!can(tenant, "operations:write") && !can(tenant, "operations:work"))
      throw new ForbiddenError("operations:write");
    const options = await receiptFormOptions(tenant);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: tenant.timeZone }).format(new Date());
    return { ...options, today, currency: tenant.currency };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  return saveReceiptForm(formData, async (input, file) => {
    const created = await createReceipt(tenant, input, file);
    return redirectWithToast(`/company/receipts/detail/${created.id}`, {
      message: "purchasing.receiptNew.recorded",
    });
  });
}

export default function NewReceipt({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { vendors, items, jobs, today, currency } = loaderData;
  return (
    <>
      <PageHeader
        title={t("purchasing.receiptNew.heading")}
        description={t("purchasing.receiptNew.description")}
      />
      <ReceiptForm
        initial={{
          vendorId: "",
          purchasedOn: today,
          receiptNumber: "",
          tax: "",
          total: "",
          notes: "",
          lines: [],
        }}
        vendors={vendors}
        items={items}
        jobs={jobs}
        actionData={actionData && !actionData.ok ? actionData : undefined}
        submitLabel={t("purchasing.receiptNew.submit")}
        cancelTo="/company/purchasedItems"
        currency={currency}
      />
    </>
  );
}
