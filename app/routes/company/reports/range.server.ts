import { keyed } from "~/core/i18n/keyed";
import { reportRangeFrom } from "~/core/reports/range";
import { todayIn } from "~/domain/water/schemas";

/** The report range the URL asks for, against today in the company's time zone (bad dates → this month + why). */
export function rangeFromUrl(request: Request, timeZone: string) {
  const p = new URL(request.url).searchParams;
  const { range, error } = reportRangeFrom(
    { range: p.get("range"), from: p.get("from"), to: p.get("to") },
    todayIn(timeZone),
  );
  return { range, error: error === null ? null : rangeErrorKey(error) };
}

/**
 * core/reports/range.ts says what was wrong in English; the page shows it through `t.text`, so each of its sentences
 * becomes a catalog key here (one with data as `keyed()`). A sentence this list does not know stays as written.
 */
function rangeErrorKey(error: string): string {
  if (error === "Choose both a start and an end date. Showing this month.") return "reports.range.bothDates";
  if (error === "The start date is after the end date. Showing this month.")
    return "reports.range.startAfterEnd";
  if (error === "Choose a range of ten years or less. Showing this month.") return "reports.range.tooLong";
  const unknown = /^“(.*)” is not a report range\. Showing this month\.$/s.exec(error);
  if (unknown) return keyed("reports.range.unknown", { asked: unknown[1] });
  const notDate =
    /^The (start|end) date “(.*)” is not a date \(use YYYY-MM-DD\)\. Showing this month\.$/s.exec(error);
  if (notDate)
    return keyed(notDate[1] === "start" ? "reports.range.startNotDate" : "reports.range.endNotDate", {
      value: notDate[2],
    });
  return error;
}
