/**
 * Fixed-window counting, the arithmetic half of the database-backed limiter (app/domain/limits): one counter per key
 * counts events from the start of its window; once `windowSeconds` have passed a new window starts at 1.
 */
export interface LimitRule {
  /** What is counted: the first part of the counter's key. */
  name: string;
  /** Events allowed in one window. */
  max: number;
  windowSeconds: number;
}

export interface LimitState {
  /** Events counted in the current window (including the one just counted, if any). */
  count: number;
  /** Whether the event just counted (`hit`), or the next one (`peek`), is within the limit. */
  allowed: boolean;
  /** Seconds until the window ends, rounded up; 0 when it already has. */
  retryAfterSeconds: number;
}

/** The instant before which a window has ended: a counter whose window started at or before it starts anew. */
export function windowCutoff(rule: LimitRule, now: Date): Date {
  return new Date(now.getTime() - rule.windowSeconds * 1000);
}

/** The state of a counter after a hit (`counted` = true: its count includes this event) or on a peek. */
export function limitState(
  rule: LimitRule,
  counter: { count: number; windowStartedAt: Date } | undefined,
  now: Date,
  counted: boolean,
): LimitState {
  const live = counter && counter.windowStartedAt.getTime() > windowCutoff(rule, now).getTime();
  if (!counter || !live) return { count: 0, allowed: rule.max > 0, retryAfterSeconds: 0 };
  const ends = counter.windowStartedAt.getTime() + rule.windowSeconds * 1000;
  const retryAfterSeconds = Math.max(0, Math.ceil((ends - now.getTime()) / 1000));
  const allowed = counted ? counter.count <= rule.max : counter.count < rule.max;
  return { count: counter.count, allowed, retryAfterSeconds };
}

/** "1 minute", "15 minutes": how long to wait, for messages. */
export function waitMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
