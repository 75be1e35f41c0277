import type { ListingCheck } from "../companies/listing";
import type { MessageKey } from "./catalogs/en";
import type { KeyedValue } from "./keyed";

/** The listing checklist's items (core/companies/listing.ts keeps ids) as the seller page lists them ("A logo"). */
export const listingCheckKeys = {
  phone: "seller.listing.check.phone",
  email: "seller.listing.check.email",
  city: "seller.listing.check.city",
  serviceZipCodes: "seller.listing.check.serviceZipCodes",
  logoUrl: "seller.listing.check.logoUrl",
  website: "seller.listing.check.website",
} as const satisfies Record<ListingCheck["key"], MessageKey>;

/** The same items inside a sentence ("Add in Settings: a phone number, the city you work from."). */
export const listingMissingKeys = {
  phone: "profile.listing.missing.phone",
  email: "profile.listing.missing.email",
  city: "profile.listing.missing.city",
  serviceZipCodes: "profile.listing.missing.serviceZipCodes",
  logoUrl: "profile.listing.missing.logoUrl",
  website: "profile.listing.missing.website",
} as const satisfies Record<ListingCheck["key"], MessageKey>;

const places = ["first", "second", "third", "fourth"] as const;

/**
 * What a listing still lacks as a keyed message's values — `count` and up to four catalog words (`first`…`fourth`,
 * the required items there are) — for a message that lists them in the reader's language
 * (people.verification.rules.incomplete).
 */
export function missingListValues(missing: readonly Pick<ListingCheck, "key">[]): Record<string, KeyedValue> {
  const values: Record<string, KeyedValue> = { count: missing.length };
  missing.slice(0, places.length).forEach((m, i) => {
    values[places[i]] = { word: listingMissingKeys[m.key] };
  });
  return values;
}
