/** The payments errors are the domain's (the Payments port's contract, app/domain/payments-errors.ts). */
export {
  InvalidWebhookSignatureError,
  PaymentsNotConfiguredError,
  PaymentsProviderError,
  type PaymentsSetting,
} from "~/domain/payments-errors";
