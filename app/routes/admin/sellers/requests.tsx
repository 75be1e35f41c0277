import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { listSellerRequests } from "~/domain/platform/seller-requests.server";
import { domain } from "../../shared/domain-errors.server";
import { adminOf } from "../admin.server";
import { calendarDate, dateTime } from "../format";
import { ReasonActionButton } from "../reason-action";
import type { Route } from "./+types/requests";
import { companyAction } from "./actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Seller Request — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  return domain(() => listSellerRequests(admin));
}

export async function action({ request, context }: Route.ActionArgs) {
  return companyAction(await adminOf(context), request, "/sellers-request");
}

export default function SellerRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { listings, verifications } = loaderData;
  return (
    <>
      <PageHeader
        title="Seller Request"
        description="New companies waiting to be listed in the directory, and companies asking to be verified."
      />
      <Stack gap="xl" maw={1000}>
        <FormError message={actionData?.errors.form} />
        <section aria-labelledby="listing-requests">
          <Title order={2} size="h4" mb="sm" id="listing-requests">
            Waiting to be listed ({listings.length})
          </Title>
          {listings.length === 0 ? (
            <EmptyState title="No company is waiting">
              New companies appear here after they sign up; approving lists them in the companies directory.
            </EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {listings.map((c) => (
                <Paper key={c.id} withBorder p="md" component="article" aria-label={c.name}>
                  <Anchor component={Link} to={`/seller/${c.id}`} fw={700}>
                    {c.name}
                  </Anchor>
                  <Text size="sm">
                    {c.ownerName ?? "—"} {c.ownerEmail ? `· ${c.ownerEmail}` : ""}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[c.city, c.region].filter(Boolean).join(", ") || "No city yet"} · {c.phone ?? "no phone"}{" "}
                    · signed up {dateTime.format(new Date(c.createdAt))}
                  </Text>
                  <Group mt="sm" gap="xs">
                    <ConfirmActionButton
                      label="Approve"
                      title={`List ${c.name} in the directory?`}
                      confirmLabel="Approve"
                      intent="approve"
                      fields={{ companyId: c.id }}
                      color="teal"
                    >
                      Pool owners will find it in the companies directory.
                    </ConfirmActionButton>
                    <ReasonActionButton
                      label="Reject"
                      title={`Reject ${c.name}'s listing?`}
                      confirmLabel="Reject"
                      intent="reject"
                      fields={{ companyId: c.id }}
                    >
                      It stays unlisted; its members keep using Drip Drop.
                    </ReasonActionButton>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </section>
        <section aria-labelledby="verification-requests">
          <Title order={2} size="h4" mb="sm" id="verification-requests">
            Asking to be verified ({verifications.length})
          </Title>
          {verifications.length === 0 ? (
            <EmptyState title="No verification request">
              Companies ask from their Seller page with their license and insurance details.
            </EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {verifications.map((v) => (
                <Paper
                  key={v.id}
                  withBorder
                  p="md"
                  component="article"
                  aria-label={`${v.companyName} verification`}
                >
                  <Anchor component={Link} to={`/seller/${v.companyId}`} fw={700}>
                    {v.companyName}
                  </Anchor>
                  <Text size="sm">
                    License {v.licenseNumber}
                    {v.licenseState ? ` (${v.licenseState})` : ""}
                    {v.insuranceCarrier ? ` · insured by ${v.insuranceCarrier}` : ""}
                    {v.insuranceExpiresOn ? ` until ${calendarDate(v.insuranceExpiresOn)}` : ""}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Sent {dateTime.format(new Date(v.requestedAt))}
                    {v.requestedBy ? ` by ${v.requestedBy}` : ""}
                  </Text>
                  {v.note ? (
                    <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                      “{v.note}”
                    </Text>
                  ) : null}
                  <Group mt="sm" gap="xs">
                    <ReasonActionButton
                      label="Approve"
                      title={`Verify ${v.companyName}?`}
                      confirmLabel="Approve"
                      intent="verification-approve"
                      fields={{ requestId: v.id }}
                      fieldLabel="Note to the company"
                      required={false}
                      color="teal"
                    >
                      The directory shows the verified badge on its listing.
                    </ReasonActionButton>
                    <ReasonActionButton
                      label="Reject"
                      title={`Reject ${v.companyName}'s verification?`}
                      confirmLabel="Reject"
                      intent="verification-reject"
                      fields={{ requestId: v.id }}
                    >
                      The company reads the reason on its Seller page and may ask again.
                    </ReasonActionButton>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </section>
      </Stack>
    </>
  );
}
