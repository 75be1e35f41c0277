import { Anchor, Table, Tabs } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import {
  type LaborContractStatus,
  laborContractStatuses,
  type rateUnitLabels,
} from "~/core/team/labor-contract-status";
import { ContractStatusBadge, contractHref, laborStatusKeys, rateText } from "./contract-parts";

type Kind = "recurring" | "one-time";
const base = (kind: Kind) =>
  kind === "recurring" ? "/company/recurringLaborContracts" : "/company/laborContracts";

interface ListRow {
  id: string;
  label: string;
  status: LaborContractStatus;
  rateCents: number;
  rateUnit: keyof typeof rateUnitLabels;
  acceptBy: string | null;
  startsOn: string | null;
  endsOn: string | null;
  endsEffectiveOn: string | null;
  jobNumber: number | null;
  jobTitle: string | null;
  stopCount: number;
  offererName: string;
  receiverName: string;
}

/** The list of either kind, with its two tabs: offered by us, offered to us. */
export function ContractList({
  kind,
  rows,
  total,
  side,
  query,
  currency,
}: {
  kind: Kind;
  rows: ListRow[];
  total: number;
  side: "ours" | "theirs";
  query: { q: string; page: number; pageSize: number; filters: Record<string, string> };
  currency: string;
}) {
  const f = useFormat();
  const t = useT();
  const statusOptions = laborContractStatuses.map((s) => ({ value: s, label: t(laborStatusKeys[s]) }));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filtered = Boolean(query.q || query.filters.status);
  const tabHref = (s: string) => {
    const next = new URLSearchParams();
    next.set("side", s);
    return `${base(kind)}?${next}`;
  };
  return (
    <>
      <Tabs value={side} mb="md" keepMounted={false} onChange={(v) => navigate(tabHref(v ?? "ours"))}>
        <Tabs.List>
          <Tabs.Tab value="ours">{t("contracts.labor.oursTab")}</Tabs.Tab>
          <Tabs.Tab value="theirs">{t("contracts.labor.theirsTab")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ListToolbar
        searchLabel={t("contracts.labor.search")}
        filters={[{ name: "status", label: t("contracts.labor.status"), options: statusOptions }]}
      >
        <input type="hidden" name="side" value={params.get("side") ?? side} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title={t("contracts.labor.noMatch")}>{t("contracts.labor.noMatchText")}</EmptyState>
        ) : (
          <EmptyState
            title={side === "ours" ? t("contracts.labor.emptyOurs") : t("contracts.labor.emptyTheirs")}
          >
            {side === "ours"
              ? kind === "recurring"
                ? t("contracts.labor.emptyOursRecurring")
                : t("contracts.labor.emptyOursOneTime")
              : t("contracts.labor.emptyTheirsText")}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("contracts.labor.contract")}</Table.Th>
                <Table.Th>
                  {side === "ours" ? t("contracts.labor.offeredTo") : t("contracts.labor.offeredBy")}
                </Table.Th>
                <Table.Th>
                  {kind === "recurring" ? t("contracts.labor.stops") : t("contracts.labor.job")}
                </Table.Th>
                <Table.Th>{t("contracts.labor.rateHeader")}</Table.Th>
                <Table.Th>
                  {kind === "recurring" ? t("contracts.labor.period") : t("contracts.labor.acceptBy")}
                </Table.Th>
                <Table.Th>{t("contracts.labor.status")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={contractHref(kind, r.id)} fw={600}>
                      {r.label}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{side === "ours" ? r.receiverName : r.offererName}</Table.Td>
                  <Table.Td>
                    {kind === "recurring"
                      ? t("contracts.labor.stopCount", { count: r.stopCount })
                      : [r.jobNumber ? `J-${r.jobNumber}` : null, r.jobTitle].filter(Boolean).join(" · ")}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {rateText(t, f, r.rateCents, r.rateUnit, currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {kind === "recurring"
                      ? t("contracts.labor.periodRange", {
                          start: r.startsOn ? f.calendarDate(r.startsOn) : "—",
                          end:
                            (r.endsEffectiveOn ?? r.endsOn)
                              ? f.calendarDate(r.endsEffectiveOn ?? r.endsOn)
                              : t("contracts.labor.atWillLower"),
                        })
                      : r.acceptBy
                        ? f.calendarDate(r.acceptBy)
                        : "—"}
                  </Table.Td>
                  <Table.Td>
                    <ContractStatusBadge status={r.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        total={total}
        page={query.page}
        pageSize={query.pageSize}
        noun={t("contracts.labor.noun")}
      />
    </>
  );
}
