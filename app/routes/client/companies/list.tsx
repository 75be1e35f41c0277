import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconRosette, IconSearch } from "@tabler/icons-react";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { listServiceCategories, searchCompanies } from "~/domain/directory/directory.server";
import { directorySearchSchema } from "~/domain/directory/schemas";
import { ownPoolZip } from "~/domain/portal/owner-pools.server";
import { placeOf } from "../../public/company-page-view";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Companies — Drip Drop" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const database = await db();
  // First visit (no search yet): the ZIP of a pool the owner described prefills the search.
  const zip = params.has("zip")
    ? (params.get("zip") ?? "")
    : ((await ownPoolZip(database, context.get(signedInContext)!.id)) ?? "");
  const search = directorySearchSchema.parse({
    zip,
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
  });
  const [companies, categories] = await Promise.all([
    searchCompanies(database, search),
    listServiceCategories(database),
  ]);
  return { ...search, companies, categories };
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { zip, q, category, companies, categories } = loaderData;
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
          <NativeSelect
            label="Category"
            name="category"
            defaultValue={category}
            data={[
              { value: "", label: "Any category" },
              ...categories.map((c) => ({ value: c.slug, label: c.name })),
            ]}
            w={220}
          />
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
              ? `No company on Drip Drop lists ZIP code ${zip}${category ? " in that category" : ""} yet. Try a nearby ZIP code, another category or search by name.`
              : "Try another name or category, or search by your ZIP code."}
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
                  {c.categoryNames.length ? (
                    <Group gap={4} mt={4}>
                      {c.categoryNames.map((name) => (
                        <Badge key={name} size="xs" variant="light" color="cyan">
                          {name}
                        </Badge>
                      ))}
                    </Group>
                  ) : null}
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
