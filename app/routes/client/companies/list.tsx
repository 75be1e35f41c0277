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
import { categoryTextIn } from "~/components/i18n/category-words";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { PageHeader } from "~/components/layout/page-header";
import { ownerContext } from "~/context";
import { listServiceCategories, searchCompanies } from "~/domain/directory/directory.server";
import { directorySearchSchema } from "~/domain/directory/schemas";
import { ownPoolZip } from "~/domain/portal/owner-pools.server";
import { systemContext } from "~/server/ports.server";
import { placeOf } from "../../public/company-page-view";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.companies") },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const system = await systemContext();
  // First visit (no search yet): the ZIP of a pool the owner described prefills the search.
  const zip = params.has("zip")
    ? (params.get("zip") ?? "")
    : ((await ownPoolZip(context.get(ownerContext))) ?? "");
  const search = directorySearchSchema.parse({
    zip,
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
  });
  const [companies, categories] = await Promise.all([
    searchCompanies(system, search),
    listServiceCategories(system),
  ]);
  return { ...search, companies, categories };
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { zip, q, category, companies, categories } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader title={t("portal.companies.title")} description={t("portal.companies.description")} />
      <Form method="get" role="search" aria-label={t("portal.companies.find")}>
        <Group align="flex-end" mb="lg">
          <TextInput
            label={t("portal.ownPool.zip")}
            name="zip"
            defaultValue={zip}
            autoComplete="postal-code"
            w={160}
          />
          <TextInput label={t("portal.companies.name")} name="q" defaultValue={q} w={260} />
          <NativeSelect
            label={t("portal.companies.category")}
            name="category"
            defaultValue={category}
            data={[
              { value: "", label: t("portal.companies.anyCategory") },
              ...categories.map((c) => ({ value: c.slug, label: categoryTextIn(t, c.name) })),
            ]}
            w={220}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t("portal.companies.search")}
          </Button>
        </Group>
      </Form>
      {companies.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={500}>{t("portal.companies.none")}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            {zip
              ? category
                ? t("portal.companies.noneInZipCategory", { zip })
                : t("portal.companies.noneInZip", { zip })
              : t("portal.companies.tryAnother")}
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
                        {t("portal.companies.verified")}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {[placeOf(c), c.phone].filter(Boolean).join(" · ") || t("portal.companies.poolService")}
                  </Text>
                  {c.categoryNames.length ? (
                    <Group gap={4} mt={4}>
                      {c.categoryNames.map((name) => (
                        <Badge key={name} size="xs" variant="light" color="cyan">
                          {categoryTextIn(t, name)}
                        </Badge>
                      ))}
                    </Group>
                  ) : null}
                  {c.serviceZipCodes.length ? (
                    <Text size="xs" c="dimmed">
                      {c.serviceZipCodes.length > 10
                        ? t("portal.companies.servesMore", {
                            zips: c.serviceZipCodes.slice(0, 10).join(", "),
                            more: c.serviceZipCodes.length - 10,
                          })
                        : t("portal.companies.serves", { zips: c.serviceZipCodes.join(", ") })}
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
