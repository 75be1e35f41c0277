import { SearchResults, searchTerm } from "~/components/layout/search-results";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { searchClient } from "~/domain/search/search.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = () => [{ title: "Search — Drip Drop" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = searchTerm(request);
  const user = context.get(signedInContext)!;
  return { q, hits: q ? await searchClient(await db(), user.id, q) : [] };
}

export default function ClientSearch({ loaderData }: Route.ComponentProps) {
  return <SearchResults {...loaderData} />;
}
