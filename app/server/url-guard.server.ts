import { data, type MiddlewareFunction } from "react-router";
import { urlProblem } from "~/core/text/url-check";

/**
 * Root, first: a URL whose path carries a control character or a malformed escape is not found, and one whose search
 * parameters carry one is a bad request — before any loader hands a route param or `?q=` to a query
 * (see core/text/url-check).
 */
export const refuseBadUrls: MiddlewareFunction<Response> = ({ request }) => {
  const problem = urlProblem(new URL(request.url));
  if (problem === "path") throw data("Not found", { status: 404 });
  if (problem === "query")
    throw data("The address contains an invisible control character. Remove it and try again.", {
      status: 400,
    });
};
