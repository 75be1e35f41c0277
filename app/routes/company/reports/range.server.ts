import { todayIn } from "~/core/calendar/dates";
import { reportRangeFrom } from "~/core/reports/range";

/**
 * The report range the URL asks for, against today in the company's time zone (bad dates → this month + why, as a
 * catalog key or `keyed` message the page words with `t.text`).
 */
export function rangeFromUrl(request: Request, timeZone: string) {
  const p = new URL(request.url).searchParams;
  return reportRangeFrom({ range: p.get("range"), from: p.get("from"), to: p.get("to") }, todayIn(timeZone));
}
