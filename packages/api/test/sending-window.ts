import { afterEach, beforeEach } from "vitest";
import { Clock } from "@innfri/core/clock";
import { inSendingWindow } from "@innfri/core/cases/testing.db";

/**
 * For a file whose tests send letters or mails to debtors without pinning the day: letters wait for the sending
 * window (weekdays 08-21, Saturdays 09-15), so each test that leaves the clock alone runs as if in the window,
 * whatever the hour the suite runs at; the clock goes back after each test. Per file, not for the whole suite:
 * tests that move the clock by absolute offsets (a deletion 7 days after its request) or hold a session from
 * `beforeAll` (an access token lives minutes) must keep the real hour.
 */
export function sendingWindowEachTest(): void {
  beforeEach(async () => {
    if (Clock.offset() === 0) await inSendingWindow();
  });
  afterEach(() => Clock.setOffset(0));
}
