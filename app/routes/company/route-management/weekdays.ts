/** Weekday names in the page's language, indexed like `Date#getDay()` (0 = Sunday): `t(weekdayKeys[d])`. */
export const weekdayKeys = [
  "routing.weekday.sunday",
  "routing.weekday.monday",
  "routing.weekday.tuesday",
  "routing.weekday.wednesday",
  "routing.weekday.thursday",
  "routing.weekday.friday",
  "routing.weekday.saturday",
] as const;

/** Short weekday names for table headers, same index. */
export const weekdayShortKeys = [
  "routing.weekdayShort.sunday",
  "routing.weekdayShort.monday",
  "routing.weekdayShort.tuesday",
  "routing.weekdayShort.wednesday",
  "routing.weekdayShort.thursday",
  "routing.weekdayShort.friday",
  "routing.weekdayShort.saturday",
] as const;
