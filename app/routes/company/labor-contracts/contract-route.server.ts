import { data } from "react-router";
import { formText, rejected, safeParseChecked } from "~/components/forms/validation";
import { companyFormat, formatterFor } from "~/core/format/format";
import { parseListQuery } from "~/core/listing/list-query";
import { isLaborContractAction } from "~/core/team/labor-contract-status";
import { NotFoundError } from "~/domain/errors";
import { acceptSchema, endSchema, rejectSchema } from "~/domain/team/labor-contract-schemas";
import {
  actOnContract,
  contractFilters,
  contractSorts,
  getLaborContract,
  listLaborContracts,
} from "~/domain/team/labor-contracts.server";
import { can, type TenantContext } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import { domainAction, withErrorPages } from "../../shared/domain-errors.server";

type Kind = "recurring" | "one-time";

/** The list pages of both kinds: tab (offered by us / to us), search, status filter, pagination. */
export function contractListLoader(request: Request, tenant: TenantContext, kind: Kind) {
  const query = parseListQuery(new URL(request.url).searchParams, {
    sorts: contractSorts,
    defaultSort: "number",
    defaultDir: "desc",
    filters: contractFilters,
  });
  return withErrorPages(async () => {
    const { rows, total, side } = await listLaborContracts(tenant, kind, query);
    return { rows, total, side, query, currency: tenant.currency, canWrite: can(tenant, "team:write") };
  });
}

export function contractDetailLoader(tenant: TenantContext, kind: Kind, id: string) {
  return withErrorPages(async () => ({
    contract: await getLaborContract(tenant, id, kind),
    currency: tenant.currency,
  }));
}

/** Every decision on a contract's page: the intent is the action; a broken rule comes back next to its field. */
export async function contractAction(
  request: Request,
  tenant: TenantContext,
  kind: Kind,
  id: string,
  here: string,
) {
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  if (!isLaborContractAction(intent) || intent === "expire") throw new NotFoundError("Action");
  const raw = Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === "string"));
  const schema = intent === "accept" ? acceptSchema : intent === "end" ? endSchema : rejectSchema;
  const parsed = safeParseChecked(schema, raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
    return data({ ...rejected(formData, errors), intent }, { status: 400 });
  }
  return domainAction(
    formData,
    async () => {
      const updated = await actOnContract(
        tenant,
        id,
        kind,
        intent,
        parsed.data as Record<string, string | null>,
      );
      if (intent === "end" && updated.endsEffectiveOn)
        return redirectWithToast(here, {
          message: "contracts.labor.endedOn",
          values: {
            label: updated.label,
            date: formatterFor(companyFormat(tenant)).calendarDate(updated.endsEffectiveOn),
          },
        });
      return redirectWithToast(here, {
        message: "contracts.labor.done",
        values: { label: updated.label, action: intent },
      });
    },
    { intent },
  );
}
