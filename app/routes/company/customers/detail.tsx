import { Alert, Badge, Button, Stack, Tabs, Text } from "@mantine/core";
import { IconMapPinOff } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { formText, parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { DetailHeader } from "~/components/layout/detail-header";
import { useDetailTab } from "~/components/layout/detail-tabs";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { LANGUAGE_CHOICES } from "~/core/i18n/languages";
import { parseListQuery } from "~/core/listing/list-query";
import {
  addContact,
  getCustomer,
  removeContact,
  setCustomerArchived,
  updateCustomer,
} from "~/domain/customers/customers.server";
import { contactSchema, customerSchema } from "~/domain/customers/schemas";
import { listLocationsOfCustomer } from "~/domain/locations/locations.server";
import { listRecurringStops, recurringSorts } from "~/domain/routing/recurring-stops.server";
import { listCustomerStops } from "~/domain/service/stop-lists.server";
import { invitePoolOwner } from "~/domain/team/invites.server";
import { can } from "~/domain/tenant.server";
import { config } from "~/server/config.server";
import { redirectWithToast } from "~/server/toast.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { RecurringServiceButton, RecurringServiceList } from "../recurring-stops/customer-recurring";
import type { Route } from "./+types/detail";
import { CustomerForm } from "./customer-form";
import { ContactsPanel } from "./detail/contacts-panel";
import { LocationsPanel } from "./detail/locations-panel";
import { OwnerAccessPanel } from "./detail/owner-access-panel";
import { ServicePanel } from "./detail/service-panel";
import { customerStatusLabels } from "./labels";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? pageTitle(matches, "places.customer.title", { name: loaderData.customer.displayName })
      : pageTitle(matches, "places.customer.titleFallback"),
  },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return withErrorPages(async () => {
    const customer = await getCustomer(tenant, params.customerId);
    const locations = await listLocationsOfCustomer(tenant, customer.id);
    const service = can(tenant, "operations:read") ? await listCustomerStops(tenant, customer.id) : null;
    const recurring = can(tenant, "operations:read")
      ? await listRecurringStops(
          tenant,
          parseListQuery(new URLSearchParams({ customer: customer.id, status: "active" }), {
            sorts: recurringSorts,
            defaultSort: "start",
            filters: ["customer", "status"],
          }),
        )
      : null;
    return {
      customer,
      locations,
      service,
      recurring: recurring?.rows ?? null,
      canManageRoutes: can(tenant, "routing:manage"),
      canSchedule: can(tenant, "operations:write"),
      canDraftAgreement: can(tenant, "money:write"),
      canWrite: can(tenant, "customers:write"),
      tileUrl: config.mapTileUrl,
      canInvite: can(tenant, "customers:write"),
      canSeeMoney: can(tenant, "money:read"),
    };
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const here = `/company/customers/details/${params.customerId}`;
  return withErrorPages(async () => {
    switch (intent) {
      case "archive":
      case "restore":
        await setCustomerArchived(tenant, params.customerId, intent === "archive");
        return redirectWithToast(
          here,
          intent === "archive" ? "places.customer.archivedToast" : "places.customer.restoredToast",
        );
      case "addContact": {
        const parsed = parseForm(contactSchema, formData);
        if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
        await addContact(tenant, params.customerId, parsed.data);
        return redirectWithToast(`${here}?tab=contacts`, "places.customer.contactAdded");
      }
      case "removeContact":
        await removeContact(tenant, params.customerId, formText(formData, "contactId"));
        return redirectWithToast(`${here}?tab=contacts`, "places.customer.contactRemoved");
      case "invite": {
        const invite = await invitePoolOwner(tenant, params.customerId);
        return redirectWithToast(
          `${here}?tab=access&code=${invite.code}`,
          invite.mailOff
            ? { kind: "info", message: "places.customer.inviteNoMail", values: { code: invite.code } }
            : { message: "places.customer.invite", values: { code: invite.code } },
        );
      }
      default: {
        const parsed = parseForm(customerSchema, formData);
        if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
        await updateCustomer(tenant, params.customerId, parsed.data);
        return redirectWithToast(`${here}?tab=details`, "places.customer.saved");
      }
    }
  });
}

const statusColor = { lead: "yellow", active: "teal", inactive: "gray" } as const;

export default function CustomerDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { customer, locations, canWrite, canInvite } = loaderData;
  const activeLocations = locations.filter((l) => !l.archivedAt);
  const unrouted = activeLocations.filter((l) => l.latitude === null).length;
  const failedIntent = actionData && !actionData.ok ? actionData.intent : undefined;
  const tabs = useDetailTab(
    "locations",
    failedIntent === "save" ? "details" : failedIntent === "addContact" ? "contacts" : undefined,
  );
  return (
    <>
      <DetailHeader
        title={customer.displayName}
        badges={
          <>
            <Badge color={statusColor[customer.status]} variant="light" component="span">
              {t(customerStatusLabels[customer.status])}
            </Badge>
            {customer.archivedAt ? (
              <Badge color="gray" variant="outline" component="span">
                {t("places.customer.archivedBadge")}
              </Badge>
            ) : null}
            {customer.linkedUserId ? (
              <Badge color="cyan" variant="outline" component="span">
                {t("places.customer.linkedBadge")}
              </Badge>
            ) : null}
            {customer.tags.map((tag) => (
              <Badge key={tag} variant="outline" component="span">
                {tag}
              </Badge>
            ))}
          </>
        }
        actions={
          <>
            {loaderData.canSchedule && !customer.archivedAt ? (
              <Button component={Link} to={`/company/jobs/createNew?customer=${customer.id}`} variant="light">
                {t("places.customer.newJob")}
              </Button>
            ) : null}
            {loaderData.canSeeMoney ? (
              <>
                <Button component={Link} to={`/company/invoices?customer=${customer.id}`} variant="light">
                  {t("places.customer.invoices")}
                </Button>
                <Button component={Link} to={`/company/invoices/statement/${customer.id}`} variant="light">
                  {t("places.customer.statement")}
                </Button>
              </>
            ) : null}
            {loaderData.canManageRoutes && !customer.archivedAt ? (
              <RecurringServiceButton customerId={customer.id} />
            ) : null}
            {loaderData.canDraftAgreement && !customer.archivedAt ? (
              <Button component={Link} to={`/company/contracts/createNew/${customer.id}`} variant="light">
                {t("places.customer.newAgreement")}
              </Button>
            ) : null}
          </>
        }
        archive={
          canWrite
            ? {
                archived: Boolean(customer.archivedAt),
                name: customer.displayName,
                kind: "customer",
                consequence: "The customer leaves the customer list, and their locations leave the routes.",
              }
            : undefined
        }
      />
      {customer.archivedAt ? (
        <Alert color="gray" mb="md" title={t("places.customer.archivedTitle")}>
          {t("places.customer.archivedText")}
        </Alert>
      ) : null}
      {unrouted > 0 ? (
        <Alert
          color="orange"
          mb="md"
          icon={<IconMapPinOff aria-hidden />}
          title={t("places.customer.unroutedTitle")}
        >
          {t("places.customer.unroutedText", { count: unrouted })}
        </Alert>
      ) : null}
      <Stack gap={4} mb="md">
        {customer.phone ? (
          <Text size="sm">{t("places.customer.phoneLine", { phone: customer.phone })}</Text>
        ) : null}
        {customer.mobilePhone ? (
          <Text size="sm">{t("places.customer.mobileLine", { phone: customer.mobilePhone })}</Text>
        ) : null}
        {customer.email ? (
          <Text size="sm">{t("places.customer.emailLine", { email: customer.email })}</Text>
        ) : null}
        <Text size="sm">
          {t("places.customer.languageLine", {
            language:
              LANGUAGE_CHOICES.find((c) => c.value === customer.preferredLanguage)?.label ??
              t("places.customerForm.english"),
          })}
        </Text>
      </Stack>
      <Tabs key={tabs.key} defaultValue={tabs.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="locations">
            {t("places.customer.tabLocations", { count: activeLocations.length })}
          </Tabs.Tab>
          {loaderData.service ? (
            <Tabs.Tab value="service">
              {t("places.customer.tabService", { count: loaderData.service.total })}
            </Tabs.Tab>
          ) : null}
          <Tabs.Tab value="contacts">
            {t("places.customer.tabContacts", { count: customer.contacts.length })}
          </Tabs.Tab>
          <Tabs.Tab value="access">{t("places.customer.tabAccess")}</Tabs.Tab>
          <Tabs.Tab value="details">{t("places.customer.tabDetails")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="locations">
          <LocationsPanel
            customerId={customer.id}
            locations={locations}
            canWrite={canWrite}
            tileUrl={loaderData.tileUrl}
          />
        </Tabs.Panel>
        {loaderData.service ? (
          <Tabs.Panel value="service">
            <RecurringServiceList
              customerId={customer.id}
              stops={loaderData.recurring ?? []}
              canManage={loaderData.canManageRoutes}
            />
            <ServicePanel
              customerId={customer.id}
              stops={loaderData.service.rows.map((s) => ({ ...s, address: `${s.address}, ${s.city}` }))}
              total={loaderData.service.total}
              canSchedule={loaderData.canSchedule}
            />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="contacts">
          <ContactsPanel
            contacts={customer.contacts}
            canWrite={canWrite}
            actionData={
              failedIntent === "addContact" && actionData && !actionData.ok ? actionData : undefined
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="access">
          <OwnerAccessPanel
            linked={Boolean(customer.linkedUserId)}
            canInvite={canInvite}
            email={customer.email}
          />
        </Tabs.Panel>
        <Tabs.Panel value="details">
          {canWrite ? (
            <CustomerForm
              customer={customer}
              actionData={failedIntent === "save" && actionData && !actionData.ok ? actionData : undefined}
              submitLabel={t("places.customer.save")}
            />
          ) : (
            <Text>
              {customer.billingNotes
                ? t("places.customer.billingNotes", { notes: customer.billingNotes })
                : t("places.customer.billingNotesNone")}
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
      <Button component={Link} to="/company/customers" variant="subtle" mt="xl">
        {t("places.customer.back")}
      </Button>
    </>
  );
}
