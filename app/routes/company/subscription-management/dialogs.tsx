import { Button, Group, Menu, Modal, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { CustomerPicker } from "~/components/forms/customer-picker";
import type { Rejected } from "~/components/forms/validation";

export interface PriceOption {
  value: string;
  label: string;
}

export type Failed = (Rejected & { intent?: string }) | undefined;

/** A dialog holding one post form: closes on submit, opens again when the action answers with an error for it. */
function DialogForm({
  opened,
  onClose,
  title,
  intent,
  failed,
  hidden,
  submitLabel,
  submitColor,
  cancelLabel = "Cancel",
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intent: string;
  failed: Failed;
  hidden: Record<string, string>;
  submitLabel: string;
  submitColor?: string;
  cancelLabel?: string;
  children: React.ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ "aria-label": "Close" }}>
      <Form method="post" onSubmit={onClose}>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Stack>
          <FormError message={failed?.errors.form} />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" color={submitColor} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}

/** Which dialog the last failed action belongs to, so it opens again with its message. */
function useReopen(failed: Failed, matches: (failed: NonNullable<Failed>) => string | null) {
  const [dialog, setDialog] = useState<string | null>(null);
  // Only a new answer from the action reopens a dialog (`matches` is a new function on every render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (failed) setDialog(matches(failed));
  }, [failed]);
  return [dialog, setDialog] as const;
}

export function StartSubscriptionButton({
  prices,
  requestKey,
  failed,
}: {
  prices: PriceOption[];
  requestKey: string;
  failed: Failed;
}) {
  const [dialog, setDialog] = useReopen(failed, (f) => (f.intent === "start" ? "start" : null));
  const mine = failed?.intent === "start" ? failed : undefined;
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog("start")}>
        Start a subscription
      </Button>
      <DialogForm
        opened={dialog === "start"}
        onClose={() => setDialog(null)}
        title="Start a subscription"
        intent="start"
        failed={mine}
        hidden={{ requestKey }}
        submitLabel="Start subscription"
      >
        <Text size="sm" c="dimmed">
          Stripe bills the customer each period from today: it charges their saved card when autopay is on,
          and otherwise e-mails the invoice. The customer needs an e-mail address.
        </Text>
        <CustomerPicker
          name="customerId"
          label="Customer"
          placeholder="Type a name, e-mail or address"
          required
          error={mine?.errors.customerId}
        />
        {prices.length === 0 ? (
          <Text size="sm">Add a product first: there is nothing to subscribe to yet.</Text>
        ) : (
          <NativeSelect
            label="Product and price"
            name="priceId"
            required
            data={[{ value: "", label: "Choose…" }, ...prices]}
            defaultValue={mine?.values.priceId ?? ""}
            error={mine?.errors.priceId}
          />
        )}
      </DialogForm>
    </>
  );
}

export interface ManagedSubscription {
  id: string;
  customerName: string;
  priceId: string;
  status: string;
  pausedUntil: string | null;
}

/** The row's "Manage" menu: change price, pause until a date (or move the date), resume, cancel. */
export function SubscriptionActions({
  subscription,
  prices,
  tomorrow,
  failed,
}: {
  subscription: ManagedSubscription;
  prices: PriceOption[];
  tomorrow: string;
  failed: Failed;
}) {
  const ours = failed?.values.subscriptionId === subscription.id ? failed : undefined;
  const [dialog, setDialog] = useReopen(failed, (f) =>
    f.values.subscriptionId === subscription.id ? (f.intent ?? null) : null,
  );
  const close = () => setDialog(null);
  const hidden = { subscriptionId: subscription.id };
  const paused = subscription.status === "paused";
  if (subscription.status === "canceled") return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={`Manage the subscription of ${subscription.customerName}`}
          >
            Manage
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog("price")}>Change price</Menu.Item>
          <Menu.Item onClick={() => setDialog("pause")}>{paused ? "Change resume date" : "Pause"}</Menu.Item>
          {paused ? <Menu.Item onClick={() => setDialog("resume")}>Resume now</Menu.Item> : null}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => setDialog("cancel")}>
            Cancel subscription
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <DialogForm
        opened={dialog === "price"}
        onClose={close}
        title={`Change the price for ${subscription.customerName}`}
        intent="price"
        failed={ours}
        hidden={hidden}
        submitLabel="Change price"
      >
        <Text size="sm" c="dimmed">
          The next period is billed at the new price; nothing is prorated.
        </Text>
        <NativeSelect
          label="New price"
          name="priceId"
          required
          data={prices}
          defaultValue={
            ours?.values.priceId ??
            (prices.some((p) => p.value === subscription.priceId) ? subscription.priceId : prices[0]?.value)
          }
          error={ours?.errors.priceId}
        />
      </DialogForm>

      <DialogForm
        opened={dialog === "pause"}
        onClose={close}
        title={`Pause ${subscription.customerName}'s subscription`}
        intent="pause"
        failed={ours}
        hidden={hidden}
        submitLabel={paused ? "Change date" : "Pause billing"}
      >
        <Text size="sm" c="dimmed">
          For the off-season: no invoices until the date below, when billing starts again by itself.
        </Text>
        <TextInput
          label="Resume billing on"
          name="resumesOn"
          type="date"
          required
          min={tomorrow}
          defaultValue={ours?.values.resumesOn ?? subscription.pausedUntil ?? ""}
          error={ours?.errors.resumesOn}
        />
      </DialogForm>

      <DialogForm
        opened={dialog === "resume"}
        onClose={close}
        title={`Resume ${subscription.customerName}'s subscription?`}
        intent="resume"
        failed={ours}
        hidden={hidden}
        submitLabel="Resume now"
      >
        <Text size="sm">Billing starts again now, at the subscription's price.</Text>
      </DialogForm>

      <DialogForm
        opened={dialog === "cancel"}
        onClose={close}
        title={`Cancel ${subscription.customerName}'s subscription?`}
        intent="cancel"
        failed={ours}
        hidden={hidden}
        submitLabel="Cancel subscription"
        submitColor="red"
        cancelLabel="Keep subscription"
      >
        <Radio.Group
          label="When"
          name="when"
          defaultValue={ours?.values.when ?? "period end"}
          error={ours?.errors.when}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="period end" label="At the end of the period already paid for" />
            <Radio value="now" label="Now (no more invoices; this can't be undone)" />
          </Stack>
        </Radio.Group>
      </DialogForm>
    </>
  );
}
