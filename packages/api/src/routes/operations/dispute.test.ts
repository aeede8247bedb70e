import { Clock } from "@innfri/core/clock";
import { afterEach, describe, expect, it } from "vitest";
import { runKind } from "../../../test/case-steps";
import { caseOwner, newCase } from "../../../test/cases";
import { call, signIn } from "../../../test/support";

/** PATCH /cases/{id}/dispute and /lift-dispute (issue 18 "Disputed claims stop"; docs/collection-law.md). */

type Offered = { kind: string; allowed: boolean; reasons: { rule: string; textNo: string; textEn: string }[] };

describe("a disputed claim (API)", () => {
  afterEach(() => Clock.setOffset(0));

  it("stops fee letters and forced steps while recorded, offers the forliksklage, and lifts with a reason", async () => {
    Clock.setNow(new Date("2026-06-10T10:00:00Z"));
    const s = await caseOwner();
    const { case: c } = await newCase(s.token, { dueDate: "2026-05-15" });
    await runKind(s, c.id, "debt-collection-notice");
    await runKind(s, c.id, "payment-demand");
    const path = `/cases/${c.id}/dispute`;

    const future = await call("PATCH", path, { token: s.token, body: { date: "2099-01-01", reason: "x" }, lang: "en" });
    expect(future.status).toBe(422);
    expect(Object.keys(future.body.errors)).toEqual(["date"]);
    const empty = await call("PATCH", path, { token: s.token, body: { date: "2026-06-01", reason: " " }, lang: "no" });
    expect(empty).toMatchObject({ status: 422, body: { errors: { reason: ["Dette feltet er obligatorisk."] } } });

    const recorded = await call("PATCH", path, {
      token: s.token,
      body: { date: "2026-06-01", reason: "Varen ble aldri levert" },
      lang: "no",
    });
    expect(recorded).toMatchObject({
      status: 200,
      body: { data: { dispute: { date: "2026-06-01", reason: "Varen ble aldri levert" } } },
    });
    expect(recorded.body.message).toContain("bestridt");

    // past the betalingsoppfordring's deadline: no § 4-18 notice, but the forliksklage is offered and allowed
    // (the betalingsoppfordring's deadline ran into the July holiday weeks, so it was extended to 27.07: issue 18 #15)
    Clock.setNow(new Date("2026-08-03T10:00:00Z"));
    s.token = (await signIn(s.email)).user.accessToken;
    const offered = async () =>
      (await call("GET", `/cases/${c.id}/available-steps`, { token: s.token })).body.data as Offered[];
    let steps = await offered();
    const notice = steps.find((x) => x.kind === "enforcement-notice")!;
    expect(notice.allowed).toBe(false);
    expect(notice.reasons[0]!.rule).toBe("law.rule.disputedForced");
    expect(notice.reasons[0]!.textNo).toContain("forliksklage");
    expect(notice.reasons[0]!.textEn).toContain("conciliation claim");
    expect(steps.find((x) => x.kind === "conciliation-claim")).toMatchObject({ allowed: true });

    const noReason = await call("PATCH", `/cases/${c.id}/lift-dispute`, { token: s.token, body: {}, lang: "en" });
    expect(noReason).toMatchObject({ status: 422, body: { errors: { reason: ["Please type something"] } } });
    const lifted = await call("PATCH", `/cases/${c.id}/lift-dispute`, {
      token: s.token,
      body: { reason: "Levering dokumentert" },
      lang: "en",
    });
    expect(lifted).toMatchObject({ status: 200, body: { data: { dispute: null } } });
    expect(lifted.body.message).toBe(`The objection on case ${c.caseNumber} has been lifted.`);
    steps = await offered();
    expect(steps.find((x) => x.kind === "enforcement-notice")).toMatchObject({ allowed: true });
    const again = await call("PATCH", `/cases/${c.id}/lift-dispute`, {
      token: s.token,
      body: { reason: "igjen" },
      lang: "no",
    });
    expect(again).toMatchObject({ status: 422, body: { errors: { status: ["Saken er ikke registrert som bestridt."] } } });

    const events = (await call("GET", `/cases/${c.id}/events`, { token: s.token })).body.data as {
      kind: string;
      data: Record<string, string>;
    }[];
    expect(events.filter((e) => e.kind.startsWith("dispute")).map((e) => [e.kind, e.data.reason])).toEqual([
      ["disputed", "Varen ble aldri levert"],
      ["dispute-lifted", "Levering dokumentert"],
    ]);
  }, 120_000);
});
