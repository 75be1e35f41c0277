import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconRosette, IconSearch } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { db } from "~/db/client.server";
import { searchCompanies } from "~/domain/directory/directory.server";
import { directorySearchSchema } from "~/domain/directory/schemas";
import { placeOf } from "../../public/company-page-view";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Companies — Drip Drop" }];

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = directorySearchSchema.parse({ zip: params.get("zip") ?? "", q: params.get("q") ?? "" });
  return { ...search, companies: await searchCompanies(await db(), search) };
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { zip, q, companies } = loaderData;
  return (
    <>
      <PageHeader
        title="Companies"
        description="Pool-service companies on Drip Drop. Find the ones that serve your ZIP code and request service."
      />
      <Form method="get" role="search" aria-label="Find companies">
        <Group align="flex-end" mb="lg">
          <TextInput label="ZIP code" name="zip" defaultValue={zip} autoComplete="postal-code" w={160} />
          <TextInput label="Company name" name="q" defaultValue={q} w={260} />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
        </Group>
      </Form>
      {companies.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={500}>No companies found</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {zip
              ? `No company on Drip Drop lists ZIP code ${zip} yet. Try a nearby ZIP code or search by name.`
              : "Try another name, or search by your ZIP code."}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {companies.map((c) => (
            <Paper key={c.id} withBorder p="md" component="li">
              <Group wrap="nowrap" align="flex-start">
                <Avatar src={c.logoUrl} alt="" radius="md">
                  {c.name.slice(0, 2).toUpperCase()}
                </Avatar>
                <div>
                  <Group gap={6}>
                    <Anchor component={Link} to={`/companies/profile/${c.id}`} fw={700}>
                      {c.name}
                    </Anchor>
                    {c.verified ? (
                      <Badge size="xs" color="blue" leftSection={<IconRosette size={10} aria-hidden />}>
                        Verified
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {[placeOf(c), c.phone].filter(Boolean).join(" · ") || "Pool service"}
                  </Text>
                  {c.serviceZipCodes.length ? (
                    <Text size="xs" c="dimmed">
                      Serves {c.serviceZipCodes.slice(0, 10).join(", ")}
                      {c.serviceZipCodes.length > 10 ? ` and ${c.serviceZipCodes.length - 10} more` : ""}
                    </Text>
                  ) : null}
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
