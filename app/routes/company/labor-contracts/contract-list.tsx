import { Anchor, Table, Tabs } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { useFormat } from "~/components/format/format-provider";
import type { LaborContractStatus, rateUnitLabels } from "~/core/team/labor-contract-status";
import { ContractStatusBadge, contractHref, rateText } from "./contract-parts";

type Kind = "recurring" | "one-time";
const base = (kind: Kind) =>
  kind === "recurring" ? "/company/recurringLaborContracts" : "/company/laborContracts";

const statusOptions = (
  ["offered", "accepted", "rejected", "withdrawn", "expired", "ended", "finished", "invoiced"] as const
).map((s) => ({ value: s, label: s }));

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
          <Tabs.Tab value="ours">Offered by us</Tabs.Tab>
          <Tabs.Tab value="theirs">Offered to us</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ListToolbar
        searchLabel="Search contracts"
        filters={[{ name: "status", label: "Status", options: statusOptions }]}
      >
        <input type="hidden" name="side" value={params.get("side") ?? side} />
      </ListToolbar>
      {rows.length === 0 ? (
        filtered ? (
          <EmptyState title="No contracts match">Try fewer words, or clear the status filter.</EmptyState>
        ) : (
          <EmptyState title={side === "ours" ? "No contracts offered yet" : "No contracts offered to you"}>
            {side === "ours"
              ? kind === "recurring"
                ? "Offer a set of your recurring stops to a member or to another company with “Offer recurring stops”."
                : "Offer a job's work from the job's page with “Offer as labor contract”."
              : "When another company offers you work on Drip Drop, it shows up here to accept or reject."}
          </EmptyState>
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Contract</Table.Th>
                <Table.Th>{side === "ours" ? "Offered to" : "Offered by"}</Table.Th>
                <Table.Th>{kind === "recurring" ? "Stops" : "Job"}</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>{kind === "recurring" ? "Period" : "Accept by"}</Table.Th>
                <Table.Th>Status</Table.Th>
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
                      ? `${r.stopCount} ${r.stopCount === 1 ? "stop" : "stops"}`
                      : [r.jobNumber ? `J-${r.jobNumber}` : null, r.jobTitle].filter(Boolean).join(" · ")}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {rateText(f, r.rateCents, r.rateUnit, currency)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {kind === "recurring"
                      ? `${r.startsOn ?? "—"} → ${r.endsEffectiveOn ?? r.endsOn ?? "at will"}`
                      : (r.acceptBy ?? "—")}
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
      <ListPagination total={total} page={query.page} pageSize={query.pageSize} noun="contracts" />
    </>
  );
}
