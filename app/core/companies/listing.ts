/**
 * What a company's public listing in the companies directory still lacks. Pool owners choose a company by what the
 * listing shows, and the platform admin looks at it before verifying: a listing without a way to reach the company or
 * without the area it serves is not verified. Pure: items are ids, worded where shown through
 * core/i18n/listing-words.ts.
 */

export interface ListingFields {
  logoUrl: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  website: string | null;
  serviceZipCodes: readonly string[];
}

export interface ListingCheck {
  key: keyof ListingFields;
  done: boolean;
  /** Needed before a verification request can be sent; the others make the listing better. */
  required: boolean;
}

export function listingChecklist(fields: ListingFields): ListingCheck[] {
  const filled = (v: string | null) => Boolean(v?.trim());
  return [
    { key: "phone", done: filled(fields.phone), required: true },
    { key: "email", done: filled(fields.email), required: true },
    { key: "city", done: filled(fields.city), required: true },
    {
      key: "serviceZipCodes",
      done: fields.serviceZipCodes.length > 0,
      required: true,
    },
    { key: "logoUrl", done: filled(fields.logoUrl), required: false },
    { key: "website", done: filled(fields.website), required: false },
  ];
}

/** The required items still missing, in order; empty = the listing can be sent for verification. */
export const missingForVerification = (fields: ListingFields) =>
  listingChecklist(fields).filter((c) => c.required && !c.done);
