import { Alert, Badge, Button, Group, Stack, Tabs, Text } from "@mantine/core";
import { IconMapPinOff } from "@tabler/icons-react";
import { data, Link } from "react-router";
import { ArchiveButton } from "~/components/forms/archive-button";
import { formText, parseForm } from "~/components/forms/validation";
import { useDetailTab } from "~/components/layout/detail-tabs";
import { PageHeader } from "~/components/layout/page-header";
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
import { listCustomerStops } from "~/domain/service/stops.server";
import { invitePoolOwner } from "~/domain/team/invites.server";
import { can } from "~/domain/tenant.server";
import { config } from "~/server/config.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain } from "../../shared/domain-errors.server";
import { RecurringServiceButton, RecurringServiceList } from "../recurring-stops/customer-recurring";
import type { Route } from "./+types/detail";
import { CustomerForm } from "./customer-form";
import { ContactsPanel } from "./detail/contacts-panel";
import { LocationsPanel } from "./detail/locations-panel";
import { OwnerAccessPanel } from "./detail/owner-access-panel";
import { ServicePanel } from "./detail/service-panel";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.customer.displayName ?? "Customer"} — Drip Drop` },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  return domain(async () => {
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
  return domain(async () => {
    switch (intent) {
      case "archive":
      case "restore":
        await setCustomerArchived(tenant, params.customerId, intent === "archive");
        return redirectWithToast(here, intent === "archive" ? "Customer archived." : "Customer restored.");
      case "addContact": {
        const parsed = parseForm(contactSchema, formData);
        if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
        await addContact(tenant, params.customerId, parsed.data);
        return redirectWithToast(`${here}?tab=contacts`, "Contact added.");
      }
      case "removeContact":
        await removeContact(tenant, params.customerId, formText(formData, "contactId"));
        return redirectWithToast(`${here}?tab=contacts`, "Contact removed.");
      case "invite": {
        const invite = await invitePoolOwner(tenant, params.customerId);
        return redirectWithToast(
          `${here}?tab=access&code=${invite.code}`,
          invite.mailOff
            ? {
                kind: "info",
                message: `Invite code ${invite.code} created. E-mail is not configured on this server, so it was not e-mailed: give the code to the pool owner yourself.`,
              }
            : `Invite code ${invite.code} created.`,
        );
      }
      default: {
        const parsed = parseForm(customerSchema, formData);
        if (!parsed.ok) return data({ ...parsed, intent: "save" }, { status: 400 });
        await updateCustomer(tenant, params.customerId, parsed.data);
        return redirectWithToast(`${here}?tab=details`, "Customer saved.");
      }
    }
  });
}

const statusColor = { lead: "yellow", active: "teal", inactive: "gray" } as const;

export default function CustomerDetail({ loaderData, actionData }: Route.ComponentProps) {
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
      <PageHeader
        title={customer.displayName}
        description={
          <Group gap="xs" component="span">
            <Badge color={statusColor[customer.status]} variant="light" component="span">
              {customer.status}
            </Badge>
            {customer.archivedAt ? (
              <Badge color="gray" variant="outline" component="span">
                archived
              </Badge>
            ) : null}
            {customer.linkedUserId ? (
              <Badge color="cyan" variant="outline" component="span">
                pool owner account linked
              </Badge>
            ) : null}
            {customer.tags.map((t) => (
              <Badge key={t} variant="outline" component="span">
                {t}
              </Badge>
            ))}
          </Group>
        }
        actions={
          <Group gap="xs">
            {loaderData.canSchedule && !customer.archivedAt ? (
              <Button component={Link} to={`/company/jobs/createNew?customer=${customer.id}`} variant="light">
                New job
              </Button>
            ) : null}
            {loaderData.canSeeMoney ? (
              <>
                <Button component={Link} to={`/company/invoices?customer=${customer.id}`} variant="light">
                  Invoices
                </Button>
                <Button component={Link} to={`/company/invoices/statement/${customer.id}`} variant="light">
                  Statement
                </Button>
              </>
            ) : null}
            {loaderData.canManageRoutes && !customer.archivedAt ? (
              <RecurringServiceButton customerId={customer.id} />
            ) : null}
            {loaderData.canDraftAgreement && !customer.archivedAt ? (
              <Button component={Link} to={`/company/contracts/createNew/${customer.id}`} variant="light">
                New agreement
              </Button>
            ) : null}
            {canWrite ? (
              <ArchiveButton
                archived={Boolean(customer.archivedAt)}
                name={customer.displayName}
                kind="customer"
                consequence="The customer leaves the customer list, and their locations leave the routes."
              />
            ) : null}
          </Group>
        }
      />
      {customer.archivedAt ? (
        <Alert color="gray" mb="md" title="Archived">
          This customer is archived: hidden from lists and routes, with all history kept. Restore to serve
          them again.
        </Alert>
      ) : null}
      {unrouted > 0 ? (
        <Alert color="orange" mb="md" icon={<IconMapPinOff aria-hidden />} title="Not routable yet">
          {unrouted === 1 ? "One location has" : `${unrouted} locations have`} no coordinates, so it can't be
          put on a route. Open the location and place the pin or type the coordinates.
        </Alert>
      ) : null}
      <Stack gap={4} mb="md">
        {customer.phone ? <Text size="sm">Phone: {customer.phone}</Text> : null}
        {customer.mobilePhone ? <Text size="sm">Mobile: {customer.mobilePhone}</Text> : null}
        {customer.email ? <Text size="sm">E-mail: {customer.email}</Text> : null}
        <Text size="sm">
          Preferred language:{" "}
          {LANGUAGE_CHOICES.find((c) => c.value === customer.preferredLanguage)?.label ?? "English"}
        </Text>
      </Stack>
      <Tabs key={tabs.key} defaultValue={tabs.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="locations">Locations ({activeLocations.length})</Tabs.Tab>
          {loaderData.service ? (
            <Tabs.Tab value="service">Service ({loaderData.service.total})</Tabs.Tab>
          ) : null}
          <Tabs.Tab value="contacts">Contacts ({customer.contacts.length})</Tabs.Tab>
          <Tabs.Tab value="access">Pool owner access</Tabs.Tab>
          <Tabs.Tab value="details">Details & billing</Tabs.Tab>
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
              submitLabel="Save customer"
            />
          ) : (
            <Text>Billing notes: {customer.billingNotes ?? "none"}</Text>
          )}
        </Tabs.Panel>
      </Tabs>
      <Button component={Link} to="/company/customers" variant="subtle" mt="xl">
        Back to customers
      </Button>
    </>
  );
}
