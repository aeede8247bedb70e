/**
 * Injected time. Everything that reads "now" or "today" goes through here, so deadlines and scheduled runs
 * can be fast-forwarded in a local run (`/_local/clock`) and pinned in tests. Deployed, the offset is always 0.
 */
let offsetMs = 0;

const osloDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export const Clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  nowMs(): number {
    return Date.now() + offsetMs;
  },
  /** Seconds since the epoch, for token expiry and DynamoDB TTL. */
  nowSeconds(): number {
    return Math.floor((Date.now() + offsetMs) / 1000);
  },
  /** The calendar date in Europe/Oslo, `YYYY-MM-DD`. */
  today(): string {
    return osloDate.format(Clock.now());
  },
  offset(): number {
    return offsetMs;
  },
  setOffset(ms: number): void {
    offsetMs = ms;
  },
  /** Moves the clock so that `now()` returns `at`. */
  setNow(at: Date): void {
    offsetMs = at.getTime() - Date.now();
  },
};
