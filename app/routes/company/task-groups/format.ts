import type { TaskKind } from "~/domain/service/task-group-schemas";

/** Cents in the company's currency, e.g. "$12.50". */
export function formatMoney(cents: number, currency: string) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/** "1 h 5 min", "45 min". */
export function formatMinutes(minutes: number) {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

/** Badge colours whose light variant reads at 4.5:1 (see components/layout/theme.ts). */
export const kindColors: Record<TaskKind, string> = {
  checkbox: "blue",
  number: "grape",
  photo: "cyan",
  note: "gray",
};
