import {
  Alert,
  Anchor,
  Badge,
  Button,
  type ComboboxItem,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue, useDisclosure } from "@mantine/hooks";
import { useEffect, useState } from "react";
import {
  Form,
  Link,
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from "react-router";
import { EmptyState, ListPagination, ListToolbar } from "~/components/data-table/list-controls";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { Fact } from "~/components/layout/fact";
import { formatCents } from "~/core/operations/job-money";
import { type LaborContractStatus, rateUnitLabels } from "~/core/team/labor-contract-status";
import type { LaborContractDetail } from "~/domain/team/labor-contracts.server";

type Kind = "recurring" | "one-time";
const base = (kind: Kind) =>
  kind === "recurring" ? "/company/recurringLaborContracts" : "/company/laborContracts";
export const contractHref = (kind: Kind, id: string) =>
  kind === "recurring" ? `/company/recurringLaborContracts/${id}` : `/company/laborContracts/details/${id}`;

const statusColors: Record<LaborContractStatus, string> = {
  offered: "blue",
  accepted: "teal",
  rejected: "red",
  withdrawn: "gray",
  expired: "orange",
  ended: "gray",
  finished: "grape",
  invoiced: "dark",
};

export function ContractStatusBadge({ status }: { status: LaborContractStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light" component="span">
      {status}
    </Badge>
  );
}

export const rateText = (cents: number, unit: keyof typeof rateUnitLabels, currency: string) =>
  `${formatCents(cents, currency)} ${rateUnitLabels[unit]}`;

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
                    {rateText(r.rateCents, r.rateUnit, currency)}
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

/** Who the work is offered to: one of our members, or another company found by name or e-mail. */
export function ReceiverFields({
  members,
  errors,
  values,
}: {
  members: { value: string; label: string }[];
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const [kind, setKind] = useState(values.receiverKind ?? "company");
  return (
    <Stack gap="sm">
      <Radio.Group
        name="receiverKind"
        label="Offer to"
        value={kind}
        onChange={setKind}
        error={errors.receiverKind}
      >
        <Group mt={4}>
          <Radio value="company" label="Another company" />
          <Radio value="member" label="A member of our company" />
        </Group>
      </Radio.Group>
      {kind === "member" ? (
        <Select
          name="receiverMemberId"
          label="Member"
          data={members}
          defaultValue={values.receiverMemberId || null}
          error={errors.receiverMemberId}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <CompanyPicker error={errors.receiverCompanyId} />
      )}
    </Stack>
  );
}

/**
 * Companies on the platform, searched on the server as one types (name, or the exact e-mail): the form's own page
 * answers `?companyQuery=` with `companyOptions`.
 */
function CompanyPicker({ error }: { error?: string }) {
  const fetcher = useFetcher<{ companyOptions: { value: string; label: string }[] }>();
  const { pathname } = useLocation();
  const [search, setSearch] = useState("");
  const [value, setValue] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  const [known, setKnown] = useState<{ value: string; label: string }[]>([]);
  const load = fetcher.load;
  useEffect(() => {
    if (debounced.trim().length >= 2) load(`${pathname}?companyQuery=${encodeURIComponent(debounced)}`);
  }, [debounced, load, pathname]);
  useEffect(() => {
    // Keep every company seen, so the chosen one stays shown when a later search no longer returns it.
    const found = fetcher.data?.companyOptions ?? [];
    setKnown((prev) => [...prev, ...found.filter((o) => !prev.some((p) => p.value === o.value))]);
  }, [fetcher.data]);
  const current = known.find((o) => o.value === value);
  const options = fetcher.data?.companyOptions ?? [];
  const data = current && !options.some((o) => o.value === current.value) ? [current, ...options] : options;
  return (
    <Select
      name="receiverCompanyId"
      label="Company"
      description="Type at least 2 letters of its name, or its exact e-mail"
      data={data}
      value={value}
      onChange={setValue}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o as ComboboxItem[]}
      nothingFoundMessage={
        search.trim().length < 2
          ? "Keep typing…"
          : fetcher.state === "loading"
            ? "Searching…"
            : "No company matches"
      }
      error={error}
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The contract's terms, parties and dates. */
export function ContractFacts({ contract, currency }: { contract: LaborContractDetail; currency: string }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }} mb="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Fact label="Offered by">{contract.offererName}</Fact>
        <Fact label="Offered to">{contract.receiverName}</Fact>
        <Fact label="Rate">{rateText(contract.rateCents, contract.rateUnit, currency)}</Fact>
        {contract.kind === "recurring" ? (
          <>
            <Fact label="Starts">{contract.startsOn ?? "—"}</Fact>
            <Fact label="Ends">{contract.endsOn ?? "At will"}</Fact>
            <Fact label="Notice">{`${contract.noticeDays} days`}</Fact>
          </>
        ) : null}
        <Fact label="Accept by">{contract.acceptBy ?? "—"}</Fact>
        <Fact label="Technician">{contract.technicianName ?? "—"}</Fact>
        {contract.endsEffectiveOn ? <Fact label="Last day of work">{contract.endsEffectiveOn}</Fact> : null}
        {contract.invoicedAt ? (
          <Fact label="Invoiced">{new Date(contract.invoicedAt).toISOString().slice(0, 10)}</Fact>
        ) : null}
      </SimpleGrid>
      {contract.terms ? (
        <Stack gap={4} mt="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Terms
          </Text>
          <Text style={{ whiteSpace: "pre-line" }}>{contract.terms}</Text>
        </Stack>
      ) : null}
      {contract.decisionNote ? (
        <Text mt="md">
          <Text span fw={700}>
            Note with the answer:{" "}
          </Text>
          {contract.decisionNote}
        </Text>
      ) : null}
      {contract.endNote ? (
        <Text mt="md">
          <Text span fw={700}>
            Why it ended:{" "}
          </Text>
          {contract.endNote}
        </Text>
      ) : null}
    </Paper>
  );
}

type Failed = { ok: false; errors: Record<string, string>; intent?: string } | null;

/** The buttons for what this company may do now, each asking before it acts. */
export function ContractDecisions({ contract, failed }: { contract: LaborContractDetail; failed: Failed }) {
  const a = new Set(contract.actions);
  if (!a.size) return null;
  return (
    <Group gap="xs">
      {a.has("accept") ? <AcceptButton contract={contract} failed={failed} /> : null}
      {a.has("reject") ? (
        <NoteButton
          intent="reject"
          label="Reject"
          title={`Reject ${contract.label}?`}
          description={`${contract.offererName} sees that you rejected the offer, with your note.`}
          confirmLabel="Reject offer"
        />
      ) : null}
      {a.has("withdraw") ? (
        <ConfirmActionButton
          label="Withdraw offer"
          title={`Withdraw ${contract.label}?`}
          confirmLabel="Withdraw offer"
          intent="withdraw"
        >
          {`${contract.receiverName} can no longer accept it. The contract stays in the list as withdrawn.`}
        </ConfirmActionButton>
      ) : null}
      {a.has("end") ? <EndButton contract={contract} failed={failed} /> : null}
      {a.has("finish") ? (
        <ConfirmActionButton
          label="Mark finished"
          title={`Mark ${contract.label} finished?`}
          confirmLabel="Mark finished"
          intent="finish"
          color="teal"
        >
          The work of this contract is done; it can then be marked invoiced.
        </ConfirmActionButton>
      ) : null}
      {a.has("invoice") ? (
        <ConfirmActionButton
          label="Mark invoiced"
          title={`Mark ${contract.label} invoiced?`}
          confirmLabel="Mark invoiced"
          intent="invoice"
          color="teal"
        >
          The finished work has been invoiced; the contract is closed.
        </ConfirmActionButton>
      ) : null}
    </Group>
  );
}

function AcceptButton({ contract, failed }: { contract: LaborContractDetail; failed: Failed }) {
  const [opened, { open, close }] = useDisclosure(
    failed?.intent === "accept" && Boolean(failed.errors.technicianId),
  );
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Button color="teal" onClick={open}>
        Accept
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Accept ${contract.label}?`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Form method="post">
          <Stack>
            {contract.toMember ? (
              <Text>{`The stops go to ${contract.receiverName}, at ${contract.receiverName}'s rate in this contract.`}</Text>
            ) : (
              <Select
                name="technicianId"
                label="Technician who does the work"
                data={contract.technicianOptions}
                error={failed?.intent === "accept" ? failed.errors.technicianId : undefined}
                required
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Textarea name="note" label="Note" description="Optional" autosize minRows={2} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="accept" color="teal" loading={busy}>
                Accept offer
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

function NoteButton(props: {
  intent: string;
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        {props.label}
      </Button>
      <Modal opened={opened} onClose={close} title={props.title} closeButtonProps={{ "aria-label": "Close" }}>
        <Form method="post" onSubmit={close}>
          <Stack>
            <Text>{props.description}</Text>
            <Textarea
              name="note"
              label="Note"
              description="Why — optional, shown to the other side"
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value={props.intent} color="red" loading={busy}>
                {props.confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

function EndButton({ contract, failed }: { contract: LaborContractDetail; failed: Failed }) {
  const error = failed?.intent === "end" ? failed.errors.lastDay : undefined;
  const [opened, { open, close }] = useDisclosure(Boolean(error));
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Button variant="light" color="red" onClick={open}>
        End contract
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`End ${contract.label}?`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Form method="post">
          <Stack>
            <Text>
              {`With ${contract.noticeDays} days' notice the last day of work is ${contract.earliestLastDay}. Pick a later day if you agreed one. Visits after the last day go back to ${contract.offererName}.`}
            </Text>
            <TextInput
              type="date"
              name="lastDay"
              label="Last day of work"
              description="Optional: a day after the notice period"
              min={contract.earliestLastDay}
              error={error}
            />
            <Textarea
              name="note"
              label="Note"
              description="Optional, shown to the other side"
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value="end" color="red" loading={busy}>
                End contract
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

/** A broken rule of a decision (expired, changed meanwhile) as an alert above the page. */
export function DecisionError({ failed }: { failed: Failed }) {
  if (!failed) return null;
  const message =
    failed.errors.status ??
    failed.errors.form ??
    (failed.intent === "accept" || failed.intent === "end" ? null : Object.values(failed.errors)[0]);
  return message ? (
    <Alert color="red" mb="md" role="alert" title="Not done">
      {message}
    </Alert>
  ) : null;
}
