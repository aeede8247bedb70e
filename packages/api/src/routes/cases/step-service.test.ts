import { Clock } from "@innfri/core/clock";
import { afterEach, describe, expect, it } from "vitest";
import { runKind } from "../../../test/case-steps";
import { caseOwner, newCase } from "../../../test/cases";
import { call } from "../../../test/support";

/** PATCH /cases/{id}/steps/{runId}/service (issue 18 #1; docs/collection-law.md "The konkursvarsel is served"). */
describe("recording the service of a konkursvarsel (API)", () => {
  afterEach(() => Clock.setOffset(0));

  // the ladder up to a konkursvarsel runs through the API (five steps): slower than one request on a loaded machine
  it(
    "refuses a bad, future or too early date and a step not awaiting service, in both languages; records it once",
    { timeout: 90_000 },
    async () => {
      Clock.setNow(new Date("2026-03-02T10:00:00Z"));
      const s = await caseOwner();
      const { case: c } = await newCase(s.token, { voucherDate: "2026-01-15", dueDate: "2026-02-02" });
      const notice = await runKind(s, c.id, "bankruptcy-notice");
      const path = `/cases/${c.id}/steps/${notice.id}/service`;
      const steps = await call("GET", `/cases/${c.id}/steps`, { token: s.token });
      const sent = steps.body.data.find((x: { id: string }) => x.id === notice.id);
      expect(sent).toMatchObject({ service: { status: "awaiting", servedDate: null, days: 14 }, deadlineDate: null });

      const refusals: [unknown, "no" | "en", string][] = [
        [{ servedDate: "02.03.2026" }, "no", "Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ)."],
        [{ servedDate: "2099-01-01" }, "en", "The date cannot be after today."],
        [{ servedDate: "2026-01-01" }, "no", `Forkynnelsen kan ikke være før varselet ble laget (`],
        [{ servedDate: "2026-01-01" }, "en", `The service cannot be before the notice was made (`],
      ];
      for (const [body, lang, text] of refusals) {
        const res = await call("PATCH", path, { token: s.token, body, lang });
        expect(res.status, JSON.stringify(res.body)).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(["servedDate"]);
        expect(res.body.errors.servedDate[0]).toContain(text);
      }

      const servedDate = sent.sendDate;
      const ok = await call("PATCH", path, { token: s.token, body: { servedDate }, lang: "en" });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.message).toBe("The service has been recorded.");
      expect(ok.body.data).toMatchObject({ service: { status: "served", servedDate }, feeOre: 53_800 });
      expect(ok.body.data.deadlineDate > servedDate).toBe(true);

      for (const [lang, text] of [
        ["no", "Dette steget venter ikke på forkynnelse."],
        ["en", "This step is not awaiting service."],
      ] as const) {
        const again = await call("PATCH", path, { token: s.token, body: { servedDate }, lang });
        expect(again).toMatchObject({ status: 422, body: { errors: { servedDate: [text] } } });
      }
    },
  );
});
