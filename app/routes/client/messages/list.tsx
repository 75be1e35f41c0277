import { Anchor, Button } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState } from "~/components/data-table/list-controls";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { usePolling } from "~/components/messages/thread";
import { ThreadList } from "~/components/messages/thread-list";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { ownerCompanies, ownerThreads } from "~/domain/messaging/owner-threads.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Messages — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  const database = await db();
  const [threads, companies] = await Promise.all([
    ownerThreads(database, user.id),
    ownerCompanies(database, user.id),
  ]);
  return { threads, canWrite: companies.length > 0 };
}

export default function OwnerMessages({ loaderData }: Route.ComponentProps) {
  const { threads, canWrite } = loaderData;
  usePolling(10_000);
  return (
    <>
      <PageHeader
        title="Messages"
        description="Your conversations with your pool companies."
        actions={
          canWrite ? (
            <Button component={Link} to="/messages/new">
              New message
            </Button>
          ) : null
        }
      />
      {threads.length ? (
        <ThreadList
          timeZone={threads[0].timeZone}
          hrefOf={(id) => `/messages/${id}`}
          threads={threads.map((t) => ({ ...t, withWhom: t.companyName }))}
        />
      ) : canWrite ? (
        <EmptyState
          title="No message yet"
          action={
            <Anchor component={Link} to="/messages/new">
              Write to your pool company
            </Anchor>
          }
        >
          Ask a question, send a photo of your pool or equipment: your pool company answers here.
        </EmptyState>
      ) : (
        <EmptyState
          title="No pool company yet"
          action={
            <Anchor component={Link} to="/reedemInviteCode">
              Redeem an invite code
            </Anchor>
          }
        >
          Once your pool company links your account (with an invite code), you can write to them here.
        </EmptyState>
      )}
    </>
  );
}
