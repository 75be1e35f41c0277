import { todayIn } from "~/core/calendar/dates";
import {
  formatPeriod,
  nextPayPeriod,
  type PayPeriod,
  type PayPeriodKind,
  payPeriodFromParams,
  previousPayPeriod,
} from "~/core/team/pay-period";
import type { PeriodView } from "./period-picker";

/**
 * The pay period a page shows, from its URL; without one, the company's pay period (`companyKind`) containing today.
 */
export function periodFromUrl(
  url: URL,
  timeZone: string,
  companyKind: PayPeriodKind,
  now = new Date(),
): PayPeriod & { view: PeriodView } {
  const period = payPeriodFromParams(url.searchParams, todayIn(timeZone, now), companyKind);
  return {
    ...period,
    view: {
      ...period,
      companyKind,
      label: formatPeriod(period),
      previous: previousPayPeriod(period).start,
      next: nextPayPeriod(period).start,
    },
  };
}
