/**
 * Every port a browser-test run uses, derived from E2E_PORT so that two runs (CI and a helper's worktree) never meet.
 * One table, because two specs once picked the same offset: the mailbox spec's second server found the QuickBooks
 * stand-in on its port and waited 150 s for a 200 it could never get.
 */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 3210);
/** The run's SMTP server (tests/e2e/global-setup.ts). */
export const smtpPort = () => Number(process.env.E2E_SMTP_PORT ?? e2ePort() + 1000);
/** The Stripe stand-in (tests/support/stripe-stand-in-cli.ts). */
export const stripePort = () => Number(process.env.E2E_STRIPE_PORT ?? e2ePort() + 2000);
/** The second app server that tests/e2e/mailbox.spec.ts starts without SMTP. */
export const mailboxServerPort = () => e2ePort() + 3000;
/** The QuickBooks Online stand-in (tests/support/quickbooks-stand-in-cli.ts). */
export const quickbooksPort = () => Number(process.env.E2E_QBO_PORT ?? e2ePort() + 4000);
