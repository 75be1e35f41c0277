import { Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { SearchHit } from "~/domain/search/search.server";
import { PageHeader } from "./page-header";

export function SearchResults({ q, hits }: { q: string; hits: SearchHit[] }) {
  return (
    <>
      <PageHeader
        title="Search"
        description={q ? `Results for “${q}”` : "Type in the search box at the top."}
      />
      {q && hits.length === 0 ? (
        <Text>Nothing matches “{q}”. Try part of a name or an e-mail address.</Text>
      ) : null}
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
