import { Button, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { Rejected } from "~/components/forms/validation";
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
  return (
    <>
      <Button onClick={open}>New subscription</Button>
      <Modal
        opened={opened}
        onClose={close}
        title="New subscription"
        closeButtonProps={{ "aria-label": "Close" }}
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
              label="Company"
              name="companyId"
              required
              defaultValue={values.companyId ?? ""}
              error={errors.companyId}
              data={[
                { value: "", label: "Choose a company" },
                ...companies.map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NativeSelect
                label="Plan"
                name="plan"
                defaultValue={values.plan ?? "Pro"}
                error={errors.plan}
                data={[...subscriptionPlans]}
              />
              <NativeSelect
                label="Billed"
                name="interval"
                defaultValue={values.interval ?? "month"}
                error={errors.interval}
                data={[
                  { value: "month", label: "Monthly" },
                  { value: "year", label: "Yearly" },
                ]}
              />
              <TextInput
                label="Price ($)"
                name="amount"
                required
                defaultValue={values.amount ?? ""}
                error={errors.amount}
              />
              <TextInput
                label="Starts on"
                name="startedOn"
                type="date"
                required
                defaultValue={values.startedOn ?? today}
                error={errors.startedOn}
              />
            </SimpleGrid>
            <Button type="submit" loading={busy}>
              Start subscription
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
  return (
    <>
      <Button variant="light" onClick={open} aria-label={`Record a payment from ${subscription.companyName}`}>
        Record payment
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Payment from ${subscription.companyName}`}
        closeButtonProps={{ "aria-label": "Close" }}
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
                label="Amount ($)"
                name="amount"
                required
                defaultValue={values.amount ?? (subscription.amountCents / 100).toFixed(2)}
                error={errors.amount}
              />
              <TextInput
                label="Date"
                name="paidOn"
                type="date"
                required
                defaultValue={values.paidOn ?? today}
                error={errors.paidOn}
              />
              <NativeSelect
                label="Result"
                name="status"
                defaultValue={values.status ?? "paid"}
                error={errors.status}
                data={[
                  { value: "paid", label: "Paid" },
                  { value: "failed", label: "Failed" },
                ]}
              />
              <TextInput
                label="Reference"
                name="reference"
                description="Optional"
                defaultValue={values.reference ?? ""}
                error={errors.reference}
              />
            </SimpleGrid>
            <Button type="submit" loading={busy}>
              Record payment
            </Button>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
