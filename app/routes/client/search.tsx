import { pageTitle } from "~/components/i18n/page-title";
import { SearchResults, searchTerm } from "~/components/layout/search-results";
import { ownerContext } from "~/context";
import { searchClient } from "~/domain/search/search.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.search") },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchTerm(request);
  const owner = context.get(ownerContext);
  return { q, hits: q ? await searchClient(owner, q) : [] };
}

export default function ClientSearch({ loaderData }: Route.ComponentProps) {
  return <SearchResults {...loaderData} />;
}
