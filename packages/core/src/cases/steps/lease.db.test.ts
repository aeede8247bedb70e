import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { loadPublicHolidays } from "../../law/sending-window";
import type { QueuedLetterModel } from "../../letters/letter-model";
import { VOUCHER_TYPES } from "../../ledger/voucher-rules";
import { seedProcedures } from "../../procedures/seed";
import { recordLease } from "../operations/lease";
import { RecordLeaseInput } from "../operations/lease.schema";
import { actor, at, newCase, newCustomer, newDebtor, readyStep, refusalOf, runKind } from "../testing.db";
import { availableSteps } from "./available";

const LEASE = { clauseConfirmed: true, address: "Leieveien 3", postcode: "0155", city: "Oslo", leaseDate: "2025-02-01" };

/**
 * Issue 18 #9 (letters-legal-review #9, § 2.6, § 2.10): the rent ladder's «Varsel om utlegg og fravikelse» and the
 * eviction stand on a written lease with the fravikelse clause (tvfbl. § 13-2 (3) a), which the creditor records on
 * the case with the premises. Without it both are refused with their rule and the forliksklage is the way on; with
 * it the notice is offered, and says the premises, the lease and how fravikelse is avoided.
 */
describe("the lease before fravikelse", () => {
  beforeAll(() => Promise.all([seedProcedures(), loadPublicHolidays()]));
  afterEach(() => Clock.setOffset(0));

  it("refuses the rent notice and the eviction until the lease is recorded, then offers the notice naming the premises", async () => {
    at("2026-09-02T10:00:00Z");
    const customerId = await newCustomer({ cases: 5, sends: 20 });
    const debtorId = await newDebtor(customerId, { type: "person" });
    const { caseId } = await newCase(customerId, debtorId, {
      voucherDate: "2026-08-18",
      dueDate: "2026-09-01",
      type: VOUCHER_TYPES.rentOccupied,
    });
    // past the betalingsoppfordring's deadline: the forliksklage is allowed, the rent notice and eviction are not
    await readyStep(customerId, caseId, "conciliation-claim");
    const offered = async () => (await availableSteps(customerId, caseId, Clock.now())).data;
    let steps = await offered();
    const notice = steps.find((s) => s.kind === "enforcement-notice")!;
    expect(notice).toMatchObject({ allowed: false, earliestDate: null });
    expect(notice.reasons[0]!.rule).toBe("law.rule.evictionNoticeNeedsLease");
    expect(notice.reasons[0]!.textNo).toContain("§ 13-2 tredje ledd bokstav a");
    expect(notice.reasons[0]!.textEn).toContain("§ 13-2 (3) (a)");
    expect(steps.find((s) => s.kind === "eviction")!.reasons[0]!.rule).toBe("law.rule.evictionNeedsLease");
    expect(steps.find((s) => s.kind === "conciliation-claim")).toMatchObject({ allowed: true });

    // refused: a document that is not the case's, and a case whose claims are not rent
    const noDocument = await refusalOf(
      recordLease(customerId, caseId, RecordLeaseInput.parse({ ...LEASE, documentId: "01NOTADOCUMENT" }), actor),
    );
    expect(noDocument.fields?.documentId).toEqual(["caseLease.noDocument"]);
    const plain = await newCase(customerId, debtorId, { voucherDate: "2026-08-18", dueDate: "2026-09-01" });
    const notRent = await refusalOf(recordLease(customerId, plain.caseId, RecordLeaseInput.parse(LEASE), actor));
    expect(notRent.fields?.status).toEqual(["caseLease.notRent"]);

    const recorded = await recordLease(customerId, caseId, RecordLeaseInput.parse(LEASE), actor);
    expect(recorded.lease).toMatchObject({ clauseConfirmed: true, address: "Leieveien 3", leaseDate: "2025-02-01" });
    const { data: events } = await db().entities.caseEvent.query.byCase({ customerId, caseId }).go();
    expect(events.find((e) => e.kind === "lease-recorded")?.data).toMatchObject({ premises: "Leieveien 3, 0155 Oslo" });
    steps = await offered();
    expect(steps.find((s) => s.kind === "enforcement-notice")).toMatchObject({ allowed: true });

    const run = await runKind(customerId, caseId, "enforcement-notice");
    const letter = (run.letter as { model: QueuedLetterModel }).model.letter;
    expect(letter.upperText).toContain("Kravet gjelder ubetalt husleie for Leieveien 3, 0155 Oslo (");
    expect(letter.lowerText).toContain("Den skriftlige leieavtalen av 01.02.2025, signert av leieren,");
    expect(letter.lowerText).toContain("fravikelse (utkastelse) av leieobjektet Leieveien 3, 0155 Oslo hos namsmannen");
    expect(letter.lowerText).toContain("og forfalt leie frem til betalingstidspunktet blir betalt før fullbyrdelsen");
    expect(letter.lowerText).not.toContain("Leieavtalen gir grunnlag");
  }, 120_000);
});
