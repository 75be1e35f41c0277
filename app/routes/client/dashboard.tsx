import { Anchor, Button, Card, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { listLinkedCompanies } from "~/domain/team/invites.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard — Drip Drop" }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInContext)!;
  return { firstName: user.firstName, companies: await listLinkedCompanies(await db(), user.id) };
}

export default function ClientDashboard({ loaderData }: Route.ComponentProps) {
  const { companies } = loaderData;
  return (
    <>
      <PageHeader
        title={`Welcome, ${loaderData.firstName}`}
        description="Your pool, your service company and your visits in one place."
      />
      <Title order={2} size="h4" mb="sm">
        Your pool companies
      </Title>
      {companies.length === 0 ? (
        <Paper withBorder p="lg" maw={560}>
          <Stack>
            <Text>
              Your account isn't linked to a pool company yet. Ask your pool company for an invite code: once
              it's redeemed, your service reports, invoices and messages show up here.
            </Text>
            <Button component={Link} to="/reedemInviteCode" w="fit-content">
              Redeem an invite code
            </Button>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {companies.map((c) => (
            <Card key={c.companyId} withBorder>
              <Text fw={600}>{c.companyName}</Text>
              {c.phone ? (
                <Anchor href={`tel:${c.phone}`} size="sm">
                  {c.phone}
                </Anchor>
              ) : null}
              {c.email ? (
                <Anchor href={`mailto:${c.email}`} size="sm">
                  {c.email}
                </Anchor>
              ) : null}
              <Text size="xs" c="dimmed" mt="xs">
                Linked since {new Date(c.since).toLocaleDateString("en-US")}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
