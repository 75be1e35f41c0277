import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import type { SearchHit } from "~/domain/search/search.server";
import { PageHeader } from "./page-header";

export function SearchResults({ q, hits }: { q: string; hits: SearchHit[] }) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t("common.search.title")}
        description={q ? t("common.search.resultsFor", { q }) : t("common.search.typeAbove")}
      />
      {q && hits.length === 0 ? <Text>{t("common.search.nothing", { q })}</Text> : null}
      <Stack gap="xs" component="ul" p={0} style={{ listStyle: "none" }}>
        {hits.map((hit, i) => (
          <Card key={i} withBorder padding="sm" component="li">
            <Group gap="sm" wrap="nowrap">
              <Badge variant="light">{hit.kind}</Badge>
              <div>
                {hit.to ? (
                  <Anchor component={Link} to={hit.to} fw={600}>
                    {hit.title}
                  </Anchor>
                ) : (
                  <Text fw={600}>{hit.title}</Text>
                )}
                {hit.detail ? (
                  <Text size="sm" c="dimmed">
                    {hit.detail}
                  </Text>
                ) : null}
              </div>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}

/** The search term from the URL, trimmed and bounded. */
export function searchTerm(request: Request) {
  return (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
}
