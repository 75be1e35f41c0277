import { data } from "react-router";
import { formText, rejected, safeParseChecked } from "~/components/forms/validation";
import { RuleError } from "~/domain/errors";
import { clockSchema, startBreakSchema } from "~/domain/team/work-log-schemas";
import {
  clockIn,
  clockOut,
  clockTime,
  currentShift,
  endBreak,
  startBreak,
} from "~/domain/team/work-logs.server";
import type { TenantContext } from "~/domain/tenant.server";
import { redirectWithToast } from "~/server/toast.server";
import type { ClockShift } from "./clock-card";

/** The signed-in member's shift for the clock card, times in the company's time zone. */
export async function clockState(ctx: TenantContext, now = new Date()): Promise<ClockShift | null> {
  const shift = await currentShift(ctx, now);
  if (!shift) return null;
  return {
    since: clockTime(ctx, shift.log.clockInAt),
    workedMinutes: shift.minutes.workedMinutes,
    openBreak: shift.openBreak
      ? { kind: shift.openBreak.kind, since: clockTime(ctx, shift.openBreak.startAt) }
      : null,
  };
}

const returnTargets = new Set(["/company/workLogs", "/company/dashboard"]);

/** Handles the clock's intents; a refused step comes back as the clock's error (status 400), nothing saved. */
export async function clockAction(ctx: TenantContext, formData: FormData, intent: string) {
  const back = formText(formData, "returnTo");
  const to = returnTargets.has(back) ? back : "/company/workLogs";
  const fail = (message: string) =>
    data({ ...rejected(formData, { clock: message }), intent }, { status: 400 });
  try {
    if (intent === "clockIn" || intent === "clockOut") {
      const location = safeParseChecked(clockSchema, Object.fromEntries(formData));
      if (!location.success) return fail(location.error.issues[0].message);
      if (intent === "clockIn") {
        const log = await clockIn(ctx, location.data);
        return redirectWithToast(to, {
          message: "office.clock.clockedIn",
          values: { time: clockTime(ctx, log.clockInAt) },
        });
      }
      const log = await clockOut(ctx, location.data);
      return redirectWithToast(to, {
        message: "office.clock.clockedOut",
        values: { time: clockTime(ctx, log.clockOutAt!) },
      });
    }
    if (intent === "startBreak") {
      const parsed = safeParseChecked(startBreakSchema, Object.fromEntries(formData));
      if (!parsed.success) return fail(parsed.error.issues[0].message);
      await startBreak(ctx, parsed.data.kind);
      return redirectWithToast(
        to,
        parsed.data.kind === "lunch" ? "office.clock.lunchStarted" : "office.clock.breakStarted",
      );
    }
    const ended = await endBreak(ctx);
    return redirectWithToast(
      to,
      ended.kind === "lunch" ? "office.clock.lunchEnded" : "office.clock.breakEnded",
    );
  } catch (error) {
    if (error instanceof RuleError) return fail(error.message);
    throw error;
  }
}
