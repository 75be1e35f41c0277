import { Button, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import {
  platformPaymentSchema,
  subscriptionPlans,
  subscriptionSchema,
} from "~/domain/platform/admin-schemas";

/** A dialog that reopens with its errors when the server refused what it sent. */
function useFormDialog(actionData: Rejected | undefined) {
  const [opened, handlers] = useDisclosure(false);
  useEffect(() => {
    if (actionData) handlers.open();
  }, [actionData, handlers.open]);
  return [opened, handlers] as const;
}

export function NewSubscriptionForm({
  companies,
  today,
  actionData,
}: {
  companies: { id: string; name: string }[];
  today: string;
  actionData: Rejected | undefined;
}) {
  const [opened, { open, close }] = useFormDialog(actionData);
  const { errors, values, onSubmit } = useValidatedForm(subscriptionSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <Button onClick={open}>{t("admin.orders.newSubscription")}</Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("admin.orders.newSubscription")}
        closeButtonProps={{ "aria-label": t("admin.orders.close") }}
      >
        <Form
          method="post"
          noValidate
          onSubmit={(e) => {
            onSubmit(e);
            if (!e.defaultPrevented) close();
          }}
        >
          <input type="hidden" name="intent" value="subscribe" />
          <Stack>
            <FormError message={errors.form} />
            <NativeSelect
              label={t("admin.orders.company")}
              name="companyId"
              required
              defaultValue={values.companyId ?? ""}
              error={errors.companyId}
              data={[
                { value: "", label: t("admin.orders.chooseCompany") },
                ...companies.map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NativeSelect
                label={t("admin.orders.plan")}
                name="plan"
                defaultValue={values.plan ?? "Pro"}
                error={errors.plan}
                data={[...subscriptionPlans]}
              />
              <NativeSelect
                label={t("admin.orders.billed")}
                name="interval"
                defaultValue={values.interval ?? "month"}
                error={errors.interval}
                data={[
                  { value: "month", label: t("admin.orders.monthly") },
                  { value: "year", label: t("admin.orders.yearly") },
                ]}
              />
              <TextInput
                label={t("admin.orders.priceLabel")}
                name="amount"
                required
                defaultValue={values.amount ?? ""}
                error={errors.amount}
              />
              <TextInput
                label={t("admin.orders.startsOn")}
                name="startedOn"
                type="date"
                required
                defaultValue={values.startedOn ?? today}
                error={errors.startedOn}
              />
            </SimpleGrid>
            <Button type="submit" loading={busy}>
              {t("admin.orders.start")}
            </Button>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}

export function RecordPaymentButton({
  subscription,
  today,
  actionData,
}: {
  subscription: { id: string; companyName: string; amountCents: number };
  today: string;
  actionData: Rejected | undefined;
}) {
  const [opened, { open, close }] = useFormDialog(actionData);
  const { errors, values, onSubmit } = useValidatedForm(platformPaymentSchema, actionData);
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <Button
        variant="light"
        onClick={open}
        aria-label={t("admin.orders.recordPaymentFrom", { company: subscription.companyName })}
      >
        {t("admin.orders.recordPayment")}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t("admin.orders.paymentFrom", { company: subscription.companyName })}
        closeButtonProps={{ "aria-label": t("admin.orders.close") }}
      >
        <Form
          method="post"
          noValidate
          onSubmit={(e) => {
            onSubmit(e);
            if (!e.defaultPrevented) close();
          }}
        >
          <input type="hidden" name="intent" value="record" />
          <input type="hidden" name="subscriptionId" value={subscription.id} />
          <Stack>
            <FormError message={errors.form ?? errors.subscriptionId} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t("admin.orders.amountLabel")}
                name="amount"
                required
                defaultValue={values.amount ?? (subscription.amountCents / 100).toFixed(2)}
                error={errors.amount}
              />
              <TextInput
                label={t("admin.orders.date")}
                name="paidOn"
                type="date"
                required
                defaultValue={values.paidOn ?? today}
                error={errors.paidOn}
              />
              <NativeSelect
                label={t("admin.orders.result")}
                name="status"
                defaultValue={values.status ?? "paid"}
                error={errors.status}
                data={[
                  { value: "paid", label: t("admin.orders.paid") },
                  { value: "failed", label: t("admin.orders.failed") },
                ]}
              />
              <TextInput
                label={t("admin.orders.reference")}
                name="reference"
                description={t("admin.orders.optional")}
                defaultValue={values.reference ?? ""}
                error={errors.reference}
              />
            </SimpleGrid>
            <Button type="submit" loading={busy}>
              {t("admin.orders.recordPayment")}
            </Button>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
