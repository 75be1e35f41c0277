import { pageTitle } from "~/components/i18n/page-title";
import { SearchResults, searchTerm } from "~/components/layout/search-results";
import { tenantContext } from "~/context";
import { searchCompany } from "~/domain/search/search.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "people.search.title") },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchTerm(request);
  return { q, hits: q ? await searchCompany(context.get(tenantContext), q) : [] };
}

export default function CompanySearch({ loaderData }: Route.ComponentProps) {
  return <SearchResults {...loaderData} />;
}
