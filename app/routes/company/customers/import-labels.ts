import type { FieldKey } from "~/core/import/fields";

/** The import's fields (core/import/fields.ts) as catalog keys: the same English, and a word in every language. */
export const importFieldLabels = {
  externalId: "places.importField.externalId",
  fullName: "places.importField.fullName",
  firstName: "places.importField.firstName",
  lastName: "places.importField.lastName",
  companyName: "places.importField.companyName",
  displayAsCompany: "places.importField.displayAsCompany",
  email: "places.importField.email",
  phone: "places.importField.phone",
  mobilePhone: "places.importField.mobilePhone",
  billingAddressLine: "places.importField.billingAddressLine",
  billingCity: "places.importField.billingCity",
  billingRegion: "places.importField.billingRegion",
  billingPostalCode: "places.importField.billingPostalCode",
  status: "places.importField.status",
  tags: "places.importField.tags",
  notes: "places.importField.notes",
  billingTerms: "places.importField.billingTerms",
  rateType: "places.importField.rateType",
  preferredLanguage: "places.importField.preferredLanguage",
  nickname: "places.importField.nickname",
  addressLine: "places.importField.addressLine",
  city: "places.importField.city",
  region: "places.importField.region",
  postalCode: "places.importField.postalCode",
  country: "places.importField.country",
  latitude: "places.importField.latitude",
  longitude: "places.importField.longitude",
  gateCode: "places.importField.gateCode",
  accessNotes: "places.importField.accessNotes",
  dogName: "places.importField.dogName",
  bodyName: "places.importField.bodyName",
  kind: "places.importField.kind",
  volume: "places.importField.volume",
  sanitizer: "places.importField.sanitizer",
} as const satisfies Record<FieldKey, string>;

/** The field groups' titles (core/import/fields.ts fieldGroups), by their English title. */
export const importGroupTitles = {
  Customer: "places.importGroup.customer",
  "Service location": "places.importGroup.location",
  "Body of water": "places.importGroup.body",
} as const;
