import {
  formatPeriod,
  nextPayPeriod,
  type PayPeriod,
  payPeriodFromParams,
  previousPayPeriod,
} from "~/core/team/pay-period";
import { todayIn } from "~/domain/water/schemas";
import type { PeriodView } from "./period-picker";

/** The pay period a page shows, from its URL (weekly, this week, by default). */
export function periodFromUrl(
  url: URL,
  timeZone: string,
  now = new Date(),
): PayPeriod & { view: PeriodView } {
  const period = payPeriodFromParams(url.searchParams, todayIn(timeZone, now));
  return {
    ...period,
    view: {
      ...period,
      label: formatPeriod(period),
      previous: previousPayPeriod(period).start,
      next: nextPayPeriod(period).start,
    },
  };
}
