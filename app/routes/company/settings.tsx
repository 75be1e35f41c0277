import { Button, Group, Stack } from "@mantine/core";
import { data, Link } from "react-router";
import { formText, parseForm, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { getCompany, updateCompanySettings } from "~/domain/companies/companies.server";
import { companySettingsSchema, inviteSchema } from "~/domain/companies/schemas";
import { RuleError } from "~/domain/errors";
import { getBillingSettings, updateBillingSettings } from "~/domain/money/billing-settings.server";
import { billingSettingsSchema } from "~/domain/money/billing-settings-schema";
import { getReadingSet, updateReadingSet } from "~/domain/service/reading-set.server";
import { createInvite, listOpenInvites, revokeInvite } from "~/domain/team/invites.server";
import { can } from "~/domain/tenant.server";
import { companyTargetsSchema } from "~/domain/water/schemas";
import { getCompanyTargetDefaults, updateCompanyTargetDefaults } from "~/domain/water/target-defaults.server";
import { prepareImageField } from "~/server/storage.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction } from "../shared/domain-errors.server";
import type { Route } from "./+types/settings";
import { BillingPanel } from "./settings/billing-panel";
import { CompanySettingsForm } from "./settings/company-form";
import { InvitesPanel } from "./settings/invites-panel";
import { ReadingsPanel } from "./settings/readings-panel";
import { TargetsPanel } from "./settings/targets-panel";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "people.settings.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  if (!can(tenant, "settings:write")) throw data("Forbidden", { status: 403 });
  const canInvite = can(tenant, "team:manage");
  const [company, invites, targetDefaults] = await Promise.all([
    getCompany(tenant),
    canInvite ? listOpenInvites(tenant, "client") : [],
    getCompanyTargetDefaults(tenant),
  ]);
  const readingSet = await getReadingSet(tenant);
  const billing = can(tenant, "money:manage") ? await getBillingSettings(tenant) : null;
  return {
    company,
    invites,
    canInvite,
    targetDefaults,
    readingSet,
    billing,
    timeZones: Intl.supportedValuesOf("timeZone"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "invite") {
    if (!can(tenant, "team:manage")) throw data("Forbidden", { status: 403 });
    // Team members are invited by e-mail from Company Users; Settings makes pool-owner codes only.
    formData.set("kind", "client");
    const parsed = parseForm(inviteSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
    try {
      const created = await createInvite(tenant, parsed.data);
      return redirectWithToast("/company/settings#invites", {
        message: "people.settings.codeCreated",
        values: { code: created.code },
      });
    } catch (error) {
      if (error instanceof RuleError)
        return data({ ...rejected(formData, { [error.field]: error.message }), intent }, { status: 400 });
      throw error;
    }
  }

  if (intent === "revoke") {
    if (!can(tenant, "team:manage")) throw data("Forbidden", { status: 403 });
    const revoked = await revokeInvite(tenant, formText(formData, "inviteId"));
    if (!revoked) throw data("Not found", { status: 404 });
    return redirectWithToast("/company/settings#invites", "people.settings.codeRevoked");
  }

  if (!can(tenant, "settings:write")) throw data("Forbidden", { status: 403 });

  if (intent === "readings") {
    try {
      await updateReadingSet(tenant, formData.getAll("readings").map(String));
    } catch (error) {
      if (error instanceof RuleError)
        return data({ ...rejected(formData, { readings: error.message }), intent }, { status: 400 });
      throw error;
    }
    return redirectWithToast("/company/settings#readings", "people.settings.readingsSaved");
  }

  if (intent === "billing") {
    const parsed = parseForm(billingSettingsSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
    return domainAction(
      formData,
      async () => {
        await updateBillingSettings(tenant, parsed.data);
        return redirectWithToast("/company/settings#billing", "people.settings.billingSaved");
      },
      { intent },
    );
  }

  if (intent === "targets") {
    const parsed = parseForm(companyTargetsSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
    try {
      await updateCompanyTargetDefaults(tenant, parsed.data.sanitizer, parsed.data.overrides);
    } catch (error) {
      if (error instanceof RuleError)
        return data({ ...rejected(formData, { [error.field]: error.message }), intent }, { status: 400 });
      throw error;
    }
    return redirectWithToast("/company/settings#targets", "people.settings.targetsSaved");
  }

  const parsed = parseForm(companySettingsSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
  const upload = await prepareImageField(formData, "logo");
  if (!upload.ok)
    return data({ ...rejected(formData, { logo: upload.error }), intent: "save" }, { status: 400 });
  const removeLogo = !upload.value && formData.get("removeLogo") === "on";
  try {
    await updateCompanySettings(
      tenant,
      { ...parsed.data, ...(removeLogo ? { logoUrl: null } : {}) },
      upload.value,
    );
  } catch (error) {
    if (error instanceof RuleError)
      return data(
        { ...rejected(formData, { [error.field]: error.message }), intent: "save" },
        { status: 400 },
      );
    throw error;
  }
  return redirectWithToast("/company/settings", "people.settings.saved");
}

export default function CompanySettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("people.settings.heading")}
        description={t("people.settings.description")}
        actions={
          <Group gap="sm">
            {loaderData.billing ? (
              <Button component={Link} to="/company/settings/accounting" variant="light">
                {t("people.settings.accounting")}
              </Button>
            ) : null}
            <Button component={Link} to="/company/seller" variant="light">
              {t("people.settings.listing")}
            </Button>
          </Group>
        }
      />
      <Stack gap="xl">
        <CompanySettingsForm
          company={loaderData.company}
          timeZones={loaderData.timeZones}
          actionData={actionData?.intent === "save" ? actionData : undefined}
        />
        {loaderData.billing ? (
          <BillingPanel
            settings={loaderData.billing}
            actionData={actionData?.intent === "billing" ? actionData : undefined}
          />
        ) : null}
        <TargetsPanel
          targetDefaults={loaderData.targetDefaults}
          actionData={actionData?.intent === "targets" ? actionData : undefined}
        />
        <ReadingsPanel
          readingSet={loaderData.readingSet}
          error={actionData?.intent === "readings" && !actionData.ok ? actionData.errors.readings : undefined}
        />
        {loaderData.canInvite ? (
          <InvitesPanel
            invites={loaderData.invites}
            actionData={actionData?.intent === "invite" ? actionData : undefined}
          />
        ) : null}
      </Stack>
    </>
  );
}
