import { describe, expect, it } from "vitest";
import { SEEDED_PROCEDURE_IDS, STEP_KINDS } from "../law/vocabulary";
import { GLOBAL_SCOPE, readCounters } from "../dynamo/counters";
import { fillPlaceholders, SAMPLE_VALUES } from "../letters/placeholders";
import { documentTemplates } from "../letters/templates";
import { procedureAfterGlobalStep, procedureFor, stepsOf, templateFor } from ".";
import { UpdateStepInput } from "./procedure.schema";
import { SEEDED_PROCEDURES, seedProcedures } from "./seed";
import { steps } from "./stores";

const LISTS = [
  "procedures",
  "steps",
  "global-steps",
  "procedures-after-global-step",
  "claim-types",
  "documents",
  "general-documents",
  "email-templates",
];

describe("the seeded Norwegian setup", () => {
  it("seeds each procedure with its ladder in order, once, and keeps an admin's edit", async () => {
    await seedProcedures();
    const first = await readCounters(GLOBAL_SCOPE, LISTS);
    const edited = UpdateStepInput.parse({ ...(await steps.get("person-2")), deadlineDays: 21 });
    await steps.update("person-2", edited, { userId: "admin" });
    await seedProcedures();
    const again = await readCounters(GLOBAL_SCOPE, LISTS);
    expect(again).toEqual(first);
    expect(first.procedures!.count).toBe(SEEDED_PROCEDURE_IDS.length);
    expect((await steps.get("person-2")).deadlineDays).toBe(21);

    const kinds = async (id: string) => (await stepsOf(id)).map((s) => s.kind);
    const ladder = ["payment-reminder", "reminder", "debt-collection-notice", "payment-demand"];
    expect(await kinds("person")).toEqual([...ladder, "enforcement-notice", "enforcement-petition"]);
    expect(await kinds("sole-proprietorship")).toEqual([...ladder, "enforcement-notice", "enforcement-petition"]);
    expect(await kinds("company")).toEqual([
      ...ladder,
      "enforcement-notice",
      "enforcement-petition",
      "bankruptcy-notice",
      "bankruptcy-petition",
    ]);
    expect(await kinds("rent")).toEqual([...ladder, "enforcement-notice", "eviction", "enforcement-petition"]);
    const person = await stepsOf("person");
    expect(person.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(person[0]).toMatchObject({ deadlineDays: 7, channels: ["email"], autopilot: true });
    expect(person[2]!.deadlineDays).toBeGreaterThanOrEqual(14);
    expect(person[5]).toMatchObject({ autopilot: false, channels: ["post"] });

    expect((await procedureFor("company")).id).toBe("company");
    expect((await procedureFor("person", { rent: true })).id).toBe("rent");
    expect(await procedureAfterGlobalStep("conciliation-claim", "company")).toMatchObject({
      procedureId: "company",
      stepId: "company-6",
    });
  });

  it("gives every step its letter and mail in both languages, filled without a hole", async () => {
    await seedProcedures();
    for (const id of SEEDED_PROCEDURE_IDS)
      for (const s of SEEDED_PROCEDURES[id].steps.keys())
        for (const lang of ["no", "en"] as const) {
          const t = await templateFor(`${id}-${s + 1}`, lang);
          expect(t.letter?.language, `${id}-${s + 1} ${lang}`).toBe(lang);
          expect(t.email?.language).toBe(lang);
          expect(STEP_KINDS).toContain(t.letter!.stepKind);
          for (const text of [
            t.letter!.title,
            t.letter!.upperText,
            t.letter!.lowerText,
            t.generalText ?? "",
            t.email!.subject,
            t.email!.body,
          ])
            expect(fillPlaceholders(text, SAMPLE_VALUES)).not.toMatch(/\{\{|\}\}/);
        }
  });

  it("writes what the law asks of the inkassovarsel (§ 9) and the betalingsoppfordring (§ 10 a-e)", async () => {
    await seedProcedures();
    const notice = await templateFor("person-3", "no");
    // the letter with its general text (printed under it): the § 9 sentences are said once, there
    const noticeText = `${notice.letter!.upperText}\n${notice.letter!.lowerText}\n${notice.generalText}`;
    expect(noticeText).toContain("vil inkasso bli iverksatt");
    expect(noticeText).toContain("betalingsoppdraget er kommet frem til banken innen fristen");
    const demand = await documentTemplates.get("payment-demand-no");
    const text = `${demand.upperText}\n${demand.lowerText}\n${(await templateFor("person-4", "no")).generalText}`;
    for (const needed of [
      "{{creditor.name}}", // a
      "{{claim.description}}", // b
      // c and d: the amounts table (principal, each fee, interest per rate period) and the § 10 d sentence under
      // it, which the renderer prints in every letter (docs/letters.md); the text no longer repeats them (C12)
      "inkassoforskriften § 1-2", // the fee's basis (letters-legal-review 2.4)
      "rettslig inndriving", // e
      "ytterligere kostnader",
      "betalingsoppdraget er kommet frem til banken innen fristen", // § 10 with § 9 (2)
      "{{creditor.email}}", // where to object
    ])
      expect(text).toContain(needed);
    expect((await templateFor("person-4", "en")).generalText).toContain("legal collection");
  });
});
