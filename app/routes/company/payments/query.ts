import { parseListQuery } from "~/core/listing/list-query";
import { paymentFilters, paymentSorts } from "~/domain/money/payments-list.server";

/** The payments list's URL → its query (the page and the CSV export read it the same way). */
export const paymentsQueryOf = (params: URLSearchParams) =>
  parseListQuery(params, {
    sorts: paymentSorts,
    defaultSort: "received",
    defaultDir: "desc",
    filters: paymentFilters,
  });
