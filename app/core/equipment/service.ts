/**
 * Equipment service scheduling and checks. Pure: no I/O, no framework, and no Date objects — dates are calendar
 * dates as "YYYY-MM-DD" strings (years 0001–9999), so nothing here depends on the machine's time zone.
 */

export const equipmentCategories = [
  "pump",
  "filter",
  "heater",
  "salt cell",
  "chlorinator",
  "automation",
  "cleaner",
  "light",
  "valve",
  "other",
] as const;
export type EquipmentCategory = (typeof equipmentCategories)[number];

export const equipmentStatuses = [
  "operational",
  "needs maintenance",
  "needs repair",
  "not operational",
] as const;
export type EquipmentStatus = (typeof equipmentStatuses)[number];

export function isEquipmentCategory(value: unknown): value is EquipmentCategory {
  return typeof value === "string" && (equipmentCategories as readonly string[]).includes(value);
}

export function isEquipmentStatus(value: unknown): value is EquipmentStatus {
  return typeof value === "string" && (equipmentStatuses as readonly string[]).includes(value);
}

export const frequencyUnits = ["days", "weeks", "months"] as const;
export type FrequencyUnit = (typeof frequencyUnits)[number];

/** Service every N days, weeks or months; N a whole number ≥ 1. */
export interface ServiceFrequency {
  every: number;
  unit: FrequencyUnit;
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar dates
// ---------------------------------------------------------------------------------------------------------------

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function parseDate(value: unknown): CivilDate | null {
  if (typeof value !== "string") return null;
  const match = datePattern.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function formatDate({ year, month, day }: CivilDate): string | null {
  if (year < 1 || year > 9999) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
function toDayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The inverse of toDayNumber (H. Hinnant's civil_from_days). */
function fromDayNumber(dayNumber: number): CivilDate {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Whether a string is a real calendar date in YYYY-MM-DD form (2024-02-29 yes, 2025-02-30 no). */
export function isValidDate(value: unknown): value is string {
  return parseDate(value) !== null;
}

/** date + days (days may be negative). Null when date is not valid or the result leaves years 0001–9999. */
export function addDays(date: string, days: number): string | null {
  const parsed = parseDate(date);
  if (!parsed || !Number.isInteger(days)) return null;
  return formatDate(fromDayNumber(toDayNumber(parsed) + days));
}

/**
 * date + months (may be negative), clamping the day to the end of a shorter month: 2025-01-31 + 1 month is
 * 2025-02-28, 2024-01-31 + 1 month is 2024-02-29. Null when date is not valid or the result leaves years 0001–9999.
 */
export function addMonths(date: string, months: number): string | null {
  const parsed = parseDate(date);
  if (!parsed || !Number.isInteger(months)) return null;
  const monthIndex = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  if (year < 1 || year > 9999) return null;
  return formatDate({ year, month, day: Math.min(parsed.day, daysInMonth(year, month)) });
}

/** Whole days from one date to another (positive when to is later). Null when either is not a valid date. */
export function daysBetween(from: string, to: string): number | null {
  const a = parseDate(from);
  const b = parseDate(to);
  if (!a || !b) return null;
  return toDayNumber(b) - toDayNumber(a);
}

// ---------------------------------------------------------------------------------------------------------------
// Scheduling
// ---------------------------------------------------------------------------------------------------------------

function isPresent(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value !== "";
}

/**
 * When the equipment is next due for service: the base date plus the frequency. The base is the last service date
 * when there is one, otherwise the install date. Null when there is no base or no frequency, when the base is not a
 * valid date, when the frequency is not a whole number ≥ 1 of a known unit, or when the result would pass 9999.
 * Empty strings count as missing.
 */
export function nextServiceDate(
  lastServiceDate: string | null,
  installedOn: string | null,
  frequency: ServiceFrequency | null,
): string | null {
  const base = isPresent(lastServiceDate) ? lastServiceDate : isPresent(installedOn) ? installedOn : null;
  if (base === null || !frequency) return null;
  const { every, unit } = frequency;
  if (!Number.isInteger(every) || every < 1) return null;
  switch (unit) {
    case "days":
      return addDays(base, every);
    case "weeks":
      return addDays(base, every * 7);
    case "months":
      return addMonths(base, every);
    default:
      return null;
  }
}

/**
 * Whether service is due: the next date is today or earlier, or within `withinDays` days after today (so a
 * dashboard can show "due this week" with withinDays = 7). Overdue counts as due. False when there is no next date
 * or either date is not valid.
 */
export function isServiceDue(nextDate: string | null, today: string, withinDays = 0): boolean {
  if (!isPresent(nextDate)) return false;
  const days = daysBetween(today, nextDate);
  return days !== null && days <= withinDays;
}

/** A filter needs cleaning once its pressure is this many psi over its clean pressure (rule of thumb: 8–10 psi). */
export const FILTER_CLEAN_RISE_PSI = 8;

export type FilterPressureStatus = { status: "unknown" | "ok" | "clean filter"; rise: number | null };

/**
 * Compares a filter's current pressure with its clean (just-backwashed) pressure. Unknown when either is missing,
 * negative or not a finite number. The rise is rounded to 0.01 psi (it can be negative: below clean pressure is
 * "ok" here, though it may point to a suction-side problem).
 */
export function filterPressureStatus(
  cleanPsi: number | null,
  currentPsi: number | null,
): FilterPressureStatus {
  const usable = (psi: number | null): psi is number =>
    typeof psi === "number" && Number.isFinite(psi) && psi >= 0;
  if (!usable(cleanPsi) || !usable(currentPsi)) return { status: "unknown", rise: null };
  const rise = Math.round((currentPsi - cleanPsi) * 100) / 100;
  return { status: rise >= FILTER_CLEAN_RISE_PSI ? "clean filter" : "ok", rise: rise === 0 ? 0 : rise };
}

// ---------------------------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------------------------

export interface EquipmentDates {
  installedOn?: string | null;
  uninstalledOn?: string | null;
  warrantyUntil?: string | null;
  lastServiceDate?: string | null;
}

const dateLabels: Record<keyof EquipmentDates, string> = {
  installedOn: "install date",
  uninstalledOn: "uninstall date",
  warrantyUntil: "warranty end date",
  lastServiceDate: "last service date",
};

/**
 * Checks equipment dates: each one given must be a real calendar date, and they must be in order (uninstall, last
 * service and warranty end not before install; last service not after uninstall). With `today`, install and last
 * service dates must not be in the future. Returns errors keyed by field; empty when all is well. Missing or empty
 * dates are fine.
 */
export function validateEquipmentDates(dates: EquipmentDates, today?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const valid: Partial<Record<keyof EquipmentDates, string>> = {};
  for (const field of Object.keys(dateLabels) as (keyof EquipmentDates)[]) {
    const value = dates[field];
    if (!isPresent(value)) continue;
    if (isValidDate(value)) valid[field] = value;
    else errors[field] = `The ${dateLabels[field]} is not a valid date.`;
  }

  const { installedOn, uninstalledOn, warrantyUntil, lastServiceDate } = valid;
  if (installedOn) {
    if (uninstalledOn && uninstalledOn < installedOn) {
      errors.uninstalledOn = "The uninstall date is before the install date.";
    }
    if (lastServiceDate && lastServiceDate < installedOn) {
      errors.lastServiceDate = "The last service date is before the install date.";
    }
    if (warrantyUntil && warrantyUntil < installedOn) {
      errors.warrantyUntil = "The warranty end date is before the install date.";
    }
  }
  if (uninstalledOn && lastServiceDate && lastServiceDate > uninstalledOn && !errors.lastServiceDate) {
    errors.lastServiceDate = "The last service date is after the uninstall date.";
  }
  if (today !== undefined && isValidDate(today)) {
    if (installedOn && installedOn > today) errors.installedOn = "The install date is in the future.";
    if (lastServiceDate && lastServiceDate > today && !errors.lastServiceDate) {
      errors.lastServiceDate = "The last service date is in the future.";
    }
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Pressure units
// ---------------------------------------------------------------------------------------------------------------

/** kPa in one psi (NIST SP 811: 1 lbf/in² = 6.894 757 kPa). */
export const KPA_PER_PSI = 6.894757;

/** Filter gauges read psi in the US and kPa in metric countries; pressures are stored in psi. */
export const pressureUnit = (units: "us" | "metric") => (units === "us" ? "psi" : "kPa");

/** A stored psi value in the company's unit: psi to 0.1, kPa to whole numbers (gauges read in 10s of kPa). */
export function pressureFromPsi(psi: number, units: "us" | "metric"): number {
  return units === "us" ? Math.round(psi * 10) / 10 : Math.round(psi * KPA_PER_PSI);
}

/** A value typed in the company's unit, as psi to store (to 0.01 psi). */
export function pressureToPsi(value: number, units: "us" | "metric"): number {
  return Math.round((units === "us" ? value : value / KPA_PER_PSI) * 100) / 100;
}

/** The highest pressure a pool filter gauge shows, in the company's unit (150 psi ≈ 1,034 kPa). */
export const maxPressure = (units: "us" | "metric") => (units === "us" ? 150 : 1_034);
