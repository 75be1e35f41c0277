import { pageTitle } from "~/components/i18n/page-title";
import { SearchResults, searchTerm } from "~/components/layout/search-results";
import { searchPlatform } from "~/domain/search/search.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "admin.search.title") },
];

export async function loader({ request }: Route.LoaderArgs) {
  const q = searchTerm(request);
  return { q, hits: q ? await searchPlatform(await systemContext(), q) : [] };
}

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  return <SearchResults {...loaderData} />;
}
