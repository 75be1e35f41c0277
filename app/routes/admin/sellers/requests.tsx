import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { listSellerRequests } from "~/domain/platform/seller-requests.server";
import { domain } from "../../shared/domain-errors.server";
import { adminOf } from "../admin.server";
import { ReasonActionButton } from "../reason-action";
import type { Route } from "./+types/requests";
import { companyAction } from "./actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Seller Request — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  return domain(async () => ({ ...(await listSellerRequests(admin, q)), q }));
}

export async function action({ request, context }: Route.ActionArgs) {
  return companyAction(await adminOf(context), request, "/sellers-request");
}

export default function SellerRequests({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const { listings, verifications, listingTotal, verificationTotal, q } = loaderData;
  return (
    <>
      <PageHeader
        title="Seller Request"
        description="New companies waiting to be listed in the directory, and companies asking to be verified."
      />
      <Stack gap="xl" maw={1000}>
        <FormError message={actionData?.errors.form} />
        <ListToolbar searchLabel="Search seller requests by company or e-mail" />
        <section aria-labelledby="listing-requests">
          <Title order={2} size="h4" mb="sm" id="listing-requests">
            Waiting to be listed ({listingTotal})
          </Title>
          <MoreThanShown shown={listings.length} total={listingTotal} />
          {listings.length === 0 ? (
            <EmptyState title={q ? "No waiting company matches" : "No company is waiting"}>
              {q
                ? "Try part of the company's name or its owner's e-mail."
                : "New companies appear here after they sign up; approving lists them in the companies directory."}
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
                    · signed up {f.dateTime(c.createdAt)}
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
            Asking to be verified ({verificationTotal})
          </Title>
          <MoreThanShown shown={verifications.length} total={verificationTotal} />
          {verifications.length === 0 ? (
            <EmptyState title={q ? "No verification request matches" : "No verification request"}>
              {q
                ? "Try part of the company's name or the requester's e-mail."
                : "Companies ask from their Seller page with their license and insurance details."}
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
                    {v.insuranceExpiresOn ? ` until ${f.calendarDate(v.insuranceExpiresOn)}` : ""}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Sent {f.dateTime(v.requestedAt)}
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

/** Says when the list stops short of every waiting request (the oldest are shown). */
function MoreThanShown({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <Text size="sm" c="dimmed" mb="sm">
      Showing the oldest {shown} of {total}. Search by name or e-mail to find one.
    </Text>
  );
}
