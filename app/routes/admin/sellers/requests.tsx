import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { listSellerRequests } from "~/domain/platform/seller-requests.server";
import { withErrorPages } from "../../shared/domain-errors.server";
import { adminOf } from "../admin.server";
import { ReasonActionButton } from "../reason-action";
import type { Route } from "./+types/requests";
import { companyAction } from "./actions.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.sellerRequests.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await adminOf(context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  return withErrorPages(async () => ({ ...(await listSellerRequests(admin, q)), q }));
}

export async function action({ request, context }: Route.ActionArgs) {
  return companyAction(await adminOf(context), request, "/sellers-request");
}

export default function SellerRequests({ loaderData, actionData }: Route.ComponentProps) {
  const f = useFormat();
  const t = useT();
  const { listings, verifications, listingTotal, verificationTotal, q } = loaderData;
  return (
    <>
      <PageHeader
        title={t("admin.sellerRequests.heading")}
        description={t("admin.sellerRequests.description")}
      />
      <Stack gap="xl" maw={1000}>
        <FormError message={actionData?.errors.form} />
        <ListToolbar searchLabel={t("admin.sellerRequests.search")} />
        <section aria-labelledby="listing-requests">
          <Title order={2} size="h4" mb="sm" id="listing-requests">
            {t("admin.sellerRequests.waiting", { count: listingTotal })}
          </Title>
          <MoreThanShown shown={listings.length} total={listingTotal} />
          {listings.length === 0 ? (
            <EmptyState
              title={t(q ? "admin.sellerRequests.noWaitingMatch" : "admin.sellerRequests.noneWaiting")}
            >
              {t(q ? "admin.sellerRequests.noWaitingMatchText" : "admin.sellerRequests.noneWaitingText")}
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
                    {t("admin.sellerRequests.signedUp", {
                      place: [c.city, c.region].filter(Boolean).join(", ") || "none",
                      phone: c.phone ?? "none",
                      date: f.dateTime(c.createdAt),
                    })}
                  </Text>
                  <Group mt="sm" gap="xs">
                    <ConfirmActionButton
                      label={t("admin.sellerRequests.approve")}
                      title={t("admin.sellerRequests.listTitle", { name: c.name })}
                      confirmLabel={t("admin.sellerRequests.approve")}
                      intent="approve"
                      fields={{ companyId: c.id }}
                      color="teal"
                    >
                      {t("admin.sellerRequests.listText")}
                    </ConfirmActionButton>
                    <ReasonActionButton
                      label={t("admin.sellerRequests.reject")}
                      title={t("admin.sellerRequests.rejectTitle", { name: c.name })}
                      confirmLabel={t("admin.sellerRequests.reject")}
                      intent="reject"
                      fields={{ companyId: c.id }}
                    >
                      {t("admin.sellerRequests.rejectText")}
                    </ReasonActionButton>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </section>
        <section aria-labelledby="verification-requests">
          <Title order={2} size="h4" mb="sm" id="verification-requests">
            {t("admin.sellerRequests.asking", { count: verificationTotal })}
          </Title>
          <MoreThanShown shown={verifications.length} total={verificationTotal} />
          {verifications.length === 0 ? (
            <EmptyState
              title={t(
                q ? "admin.sellerRequests.noVerificationMatch" : "admin.sellerRequests.noVerification",
              )}
            >
              {t(
                q
                  ? "admin.sellerRequests.noVerificationMatchText"
                  : "admin.sellerRequests.noVerificationText",
              )}
            </EmptyState>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {verifications.map((v) => (
                <Paper
                  key={v.id}
                  withBorder
                  p="md"
                  component="article"
                  aria-label={t("admin.sellerRequests.verificationOf", { company: v.companyName })}
                >
                  <Anchor component={Link} to={`/seller/${v.companyId}`} fw={700}>
                    {v.companyName}
                  </Anchor>
                  <Text size="sm">
                    {t("admin.sellerRequests.license", {
                      number: v.licenseNumber,
                      state: v.licenseState || "none",
                      carrier: v.insuranceCarrier || "none",
                      until: v.insuranceExpiresOn ? f.calendarDate(v.insuranceExpiresOn) : "none",
                    })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t("admin.sellerRequests.sent", {
                      date: f.dateTime(v.requestedAt),
                      by: v.requestedBy || "none",
                    })}
                  </Text>
                  {v.note ? (
                    <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                      “{v.note}”
                    </Text>
                  ) : null}
                  <Group mt="sm" gap="xs">
                    <ReasonActionButton
                      label={t("admin.sellerRequests.approve")}
                      title={t("admin.sellerRequests.verifyTitle", { name: v.companyName })}
                      confirmLabel={t("admin.sellerRequests.approve")}
                      intent="verification-approve"
                      fields={{ requestId: v.id }}
                      fieldLabel={t("admin.sellerRequests.note")}
                      required={false}
                      color="teal"
                    >
                      {t("admin.sellerRequests.verifyText")}
                    </ReasonActionButton>
                    <ReasonActionButton
                      label={t("admin.sellerRequests.reject")}
                      title={t("admin.sellerRequests.rejectVerificationTitle", { name: v.companyName })}
                      confirmLabel={t("admin.sellerRequests.reject")}
                      intent="verification-reject"
                      fields={{ requestId: v.id }}
                    >
                      {t("admin.sellerRequests.rejectVerificationText")}
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
  const t = useT();
  if (total <= shown) return null;
  return (
    <Text size="sm" c="dimmed" mb="sm">
      {t("admin.sellerRequests.moreThanShown", { shown, total })}
    </Text>
  );
}
