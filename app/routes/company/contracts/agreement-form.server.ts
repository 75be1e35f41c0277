import { data } from "react-router";
import { fieldErrors, formValues, safeParseChecked } from "~/components/forms/validation";
import {
  type AgreementInput,
  agreementFormObject,
  agreementFormSchema,
} from "~/domain/money/agreement-schemas";
import type { AgreementDetail } from "~/domain/money/agreements.server";
import type { AgreementFormValues } from "./agreement-form";

/** What the form posted, echoed back with the ticked boxes and chosen chemicals kept (lists comma-joined). */
export function echoedValues(formData: FormData) {
  return {
    ...formValues(formData),
    serviceLocationIds: formData.getAll("serviceLocationIds").map(String).join(","),
    includedItemIds: formData.getAll("includedItemIds").map(String).join(","),
  };
}

/** Parses the agreement form; a refusal is the 400 answer to return, with every value kept. */
export function parseAgreementForm(
  formData: FormData,
  today: string,
): { ok: true; data: AgreementInput } | { ok: false; response: ReturnType<typeof data> } {
  const parsed = safeParseChecked(agreementFormSchema(today), agreementFormObject(formData));
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    response: data(
      { ok: false as const, errors: fieldErrors(parsed.error), values: echoedValues(formData) },
      { status: 400 },
    ),
  };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** A saved agreement as the form's values (for editing a draft). */
export function valuesOf(a: AgreementDetail): AgreementFormValues {
  return {
    title: a.title,
    serviceLocationIds: a.allLocations ? "" : a.locations.map((l) => l.id).join(","),
    frequency: a.frequency,
    rateCents: money(a.rateCents),
    rateInterval: a.rateInterval,
    chemicals: a.chemicals,
    includedItemIds: a.includedItemIds.join(","),
    repairsIncludedCents: a.repairsIncludedCents ? money(a.repairsIncludedCents) : "",
    filterService: a.filterService ? "on" : "",
    termsTemplateId: a.termsTemplateId ?? "",
    terms: a.terms,
    startsOn: a.startsOn,
    acceptBy: a.acceptBy ?? "",
    endsOn: a.endsOn ?? "",
  };
}
