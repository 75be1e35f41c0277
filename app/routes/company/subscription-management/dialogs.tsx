import { Button, Group, Menu, Modal, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { CustomerPicker } from "~/components/forms/customer-picker";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";

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
  cancelLabel,
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
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ "aria-label": t("seller.common.close") }}
    >
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
              {cancelLabel ?? t("seller.common.cancel")}
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
  const t = useT();
  const error = (message: string | undefined) => (message ? t.text(message) : undefined);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog("start")}>
        {t("seller.subscriptions.start")}
      </Button>
      <DialogForm
        opened={dialog === "start"}
        onClose={() => setDialog(null)}
        title={t("seller.subscriptions.start")}
        intent="start"
        failed={mine}
        hidden={{ requestKey }}
        submitLabel={t("seller.subscriptions.startSubmit")}
      >
        <Text size="sm" c="dimmed">
          {t("seller.subscriptions.startText")}
        </Text>
        <CustomerPicker
          name="customerId"
          label={t("seller.common.customer")}
          placeholder={t("seller.subscriptions.customerPlaceholder")}
          required
          error={error(mine?.errors.customerId)}
        />
        {prices.length === 0 ? (
          <Text size="sm">{t("seller.subscriptions.noPrices")}</Text>
        ) : (
          <NativeSelect
            label={t("seller.common.productAndPrice")}
            name="priceId"
            required
            data={[{ value: "", label: t("seller.subscriptions.choose") }, ...prices]}
            defaultValue={mine?.values.priceId ?? ""}
            error={error(mine?.errors.priceId)}
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
  const t = useT();
  const error = (message: string | undefined) => (message ? t.text(message) : undefined);
  const name = subscription.customerName;
  if (subscription.status === "canceled") return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={t("seller.subscriptions.manageLabel", { name })}
          >
            {t("seller.subscriptions.manage")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog("price")}>{t("seller.common.changePrice")}</Menu.Item>
          <Menu.Item onClick={() => setDialog("pause")}>
            {paused ? t("seller.subscriptions.changeResumeDate") : t("seller.subscriptions.pause")}
          </Menu.Item>
          {paused ? (
            <Menu.Item onClick={() => setDialog("resume")}>{t("seller.common.resumeNow")}</Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => setDialog("cancel")}>
            {t("seller.common.cancelSubscription")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <DialogForm
        opened={dialog === "price"}
        onClose={close}
        title={t("seller.subscriptions.changePriceTitle", { name })}
        intent="price"
        failed={ours}
        hidden={hidden}
        submitLabel={t("seller.common.changePrice")}
      >
        <Text size="sm" c="dimmed">
          {t("seller.subscriptions.changePriceText")}
        </Text>
        <NativeSelect
          label={t("seller.subscriptions.newPrice")}
          name="priceId"
          required
          data={prices}
          defaultValue={
            ours?.values.priceId ??
            (prices.some((p) => p.value === subscription.priceId) ? subscription.priceId : prices[0]?.value)
          }
          error={error(ours?.errors.priceId)}
        />
      </DialogForm>

      <DialogForm
        opened={dialog === "pause"}
        onClose={close}
        title={t("seller.subscriptions.pauseTitle", { name })}
        intent="pause"
        failed={ours}
        hidden={hidden}
        submitLabel={paused ? t("seller.subscriptions.changeDate") : t("seller.subscriptions.pauseBilling")}
      >
        <Text size="sm" c="dimmed">
          {t("seller.subscriptions.pauseText")}
        </Text>
        <TextInput
          label={t("seller.subscriptions.resumeOn")}
          name="resumesOn"
          type="date"
          required
          min={tomorrow}
          defaultValue={ours?.values.resumesOn ?? subscription.pausedUntil ?? ""}
          error={error(ours?.errors.resumesOn)}
        />
      </DialogForm>

      <DialogForm
        opened={dialog === "resume"}
        onClose={close}
        title={t("seller.subscriptions.resumeTitle", { name })}
        intent="resume"
        failed={ours}
        hidden={hidden}
        submitLabel={t("seller.common.resumeNow")}
      >
        <Text size="sm">{t("seller.subscriptions.resumeText")}</Text>
      </DialogForm>

      <DialogForm
        opened={dialog === "cancel"}
        onClose={close}
        title={t("seller.subscriptions.cancelTitle", { name })}
        intent="cancel"
        failed={ours}
        hidden={hidden}
        submitLabel={t("seller.common.cancelSubscription")}
        submitColor="red"
        cancelLabel={t("seller.subscriptions.keep")}
      >
        <Radio.Group
          label={t("seller.subscriptions.when")}
          name="when"
          defaultValue={ours?.values.when ?? "period end"}
          error={error(ours?.errors.when)}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="period end" label={t("seller.subscriptions.atPeriodEnd")} />
            <Radio value="now" label={t("seller.subscriptions.now")} />
          </Stack>
        </Radio.Group>
      </DialogForm>
    </>
  );
}
