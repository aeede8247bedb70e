import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { addDays, showDate } from "../../law/dates";
import { isServedStep } from "../../law/deadlines";
import { VOUCHER_TYPES } from "../../ledger/voucher-rules";
import { pdfText } from "../../letters/pdf/extract-text";
import { renderLetterPdf } from "../../letters/pdf/render";
import { RenderLetter } from "../../letters/letter-queue";
import { withLogo } from "../../letters/render-letter";
import { SEEDED_PROCEDURES, seedProcedures } from "../../procedures/seed";
import { seedReferenceData } from "../../reference/seed";
import { formatNok } from "../../util/format-money";
import { actor, at, flatPdf, newCase, newCustomer, newDebtor, runKind } from "../testing.db";
import { recordService } from "./service";
import { recordLease } from "../operations/lease";
import { RecordLeaseInput } from "../operations/lease.schema";
import { SEEDED_PROCEDURE_IDS, type StepKind } from "../vocabulary";
import { petitionBodyOf } from "../../reference/court-lookup";

/**
 * Issue 18's "done when": each seeded ladder (procedures/seed.ts) run end to end through the step runner a user's
 * run takes (`runKind`: the clock moved to the first day the law allows each step), for a Norwegian- and an
 * English-language debtor, and every letter rendered as the real PDF and read back: what letters-legal-review.md
 * § 2 asks of its kind. `LADDER_LETTERS_DIR=/tmp/ladder` also writes each PDF there and, with poppler's pdftoppm on
 * the PATH, its pages as PNGs, to be looked at (docs/letters.md "The seeded ladders, read").
 */

const OUT = process.env.LADDER_LETTERS_DIR;

/** The fee line each step adds (INKF §§ 1-2, 1-3: 1/20 R twice, then 3/20 R; 2026 figures), by its Norwegian name. */
const FEE_ADDED: Partial<Record<StepKind, [no: string, en: string, ore: number]>> = {
  reminder: ["Gebyr for purring", "Fee for reminder", 38_00],
  "debt-collection-notice": ["Gebyr for inkassovarsel", "Fee for debt collection notice", 38_00],
  "payment-demand": ["Gebyr for betalingsoppfordring", "Fee for payment demand", 113_00],
};

/**
 * A business debtor's first letter claims the § 3a compensation (40 euro, 430 kr in 2026) and it covers the later
 * small fees (38 + 38 + 113 kr): its letters show that one cost line (forsinkelsesrenteloven § 3a, INKF § 1-5).
 */
const COMPENSATION: [no: string, en: string, ore: number] = [
  "Kompensasjon, forsinkelsesrenteloven § 3a",
  "Compensation, Late Payment Interest Act § 3a",
  430_00,
];

/** Money as the flattened PDF text reads it (no-break spaces as spaces). */
const nok = (ore: number) => formatNok(ore).replace(/\u00a0/g, " ");

/** The title each letter kind must carry (the rent notice has its own template). */
const TITLES: Record<StepKind, [no: string, en: string]> = {
  "payment-reminder": ["Betalingspåminnelse", "Payment reminder"],
  reminder: ["Purring", "Reminder"],
  "debt-collection-notice": ["Inkassovarsel", "Debt collection notice"],
  "payment-demand": ["Betalingsoppfordring", "Payment demand"],
  "enforcement-notice": ["Varsel om tvangsfullbyrdelse", "Notice of enforcement"],
  "enforcement-petition": ["Begjæring om utlegg", "Begjæring om utlegg"],
  "bankruptcy-notice": ["konkurs", "bankruptcy"],
  "bankruptcy-petition": ["Konkursbegjæring", "Konkursbegjæring"],
  eviction: ["Begjæring om fravikelse", "Begjæring om fravikelse"],
  "conciliation-claim": ["Forliksklage", "Forliksklage"],
};

/** Words of the other language that a letter in one must not show (the letter's own fixed words and texts). */
const FOREIGN: Record<"no" | "en", RegExp> = {
  no: /\b(the|and|of|you|your|claim|payment|principal|interest|fee|deadline|page|reminder|notice|debt|invoice|amount|paid|to pay)\b/i,
  en: /\b(og|av|til|du|deg|kravet|betaling|betal|hovedstol|forsinkelsesrente|gebyr|frist|betalingsfrist|side|purring|inkassovarsel|faktura|beløp|innbetalt|å betale|ikke|fra)\b/i,
};
/** What may stay Norwegian in an English letter: names, addresses, the invoice's own text, the law's words in brackets. */
const NAMES =
  /Kreditor AS|Husleie september|Rørleggerarbeid|Kunde AS|Kari Nordmann( Rør)?|Storgata 1|Gata 2|\(\s*(namsmannen|utlegg|utkastelse|fravikelse)\s*\)/g;

/** The kinds a history sentence names, in both languages (i18n/steps.ts `steps.history.*`). */
const NAMED: [StepKind, RegExp][] = [
  ["payment-reminder", /betalingspåminnelse|a payment reminder/],
  ["reminder", /purring|a reminder/],
  ["debt-collection-notice", /inkassovarsel|a debt collection notice/],
  ["payment-demand", /betalingsoppfordring|a payment demand/],
  ["enforcement-notice", /varsel etter tvangsfullbyrdelsesloven § 4-18|a notice under the Enforcement Act/],
];

/**
 * The konkursvarsel (becoming a served document, issue 18 #1) is being rewritten elsewhere: read loosely (it renders,
 * its title, a Norwegian one in Norwegian).
 */
const LOOSE = (_procedure: string, kind: StepKind) => kind === "bankruptcy-notice";

/**
 * The konkurs petition still prints the «Kravet utgjør … Å betale i alt» block above its «Kravets enkelte deler»
 * table: its text is being rewritten with the service work (issue 18 #1), which should drop it as the
 * utleggsbegjæring and the begjæring om fravikelse did.
 */
const REPEATS_AMOUNTS: StepKind[] = ["bankruptcy-petition"];

/** The lease the rent ladder records before its § 4-18 notice (issue 18 #9: the notice and the eviction need it). */
const LEASE = { clauseConfirmed: true, address: "Leieveien 3", postcode: "0155", city: "Oslo", leaseDate: "2025-02-01" };
const PREMISES = "Leieveien 3, 0155 Oslo";

interface Sent {
  kind: StepKind;
  sendDate: string;
  deadlineDate: string | null;
}

/** A debtor of the procedure's type, one 1 000 kr claim due 01.09.2026 (rent: an occupied-rent claim). */
async function world(procedure: (typeof SEEDED_PROCEDURE_IDS)[number], language: "no" | "en") {
  const customerId = await newCustomer({ fields: { email: "post@kreditor.no", phone: "22 33 44 55" } });
  const appliesTo = SEEDED_PROCEDURES[procedure].appliesTo;
  const debtorId = await newDebtor(customerId, { type: appliesTo === "rent" ? "person" : appliesTo, language });
  const { caseId } = await newCase(customerId, debtorId, {
    number: "F-1",
    voucherDate: "2026-08-18",
    dueDate: "2026-09-01",
    description: procedure === "rent" ? "Husleie september" : "Rørleggerarbeid",
    type: procedure === "rent" ? VOUCHER_TYPES.rentOccupied : undefined,
  });
  return { customerId, caseId };
}

/** What letters-legal-review § 2 asks of every letter, and of its kind. */
function checkLetter(
  kind: StepKind,
  lang: "no" | "en",
  pdf: Uint8Array,
  letter: ReturnType<typeof RenderLetter.parse>,
  sent: Sent[],
  step: Sent,
  loose: boolean,
) {
  const m = letter.model;
  const text = flatPdf(pdf);
  const runs = pdfText(pdf).replace(/\u00a0/g, " ");
  const what = `${kind} (${lang})`;
  const petition = !!petitionBodyOf(kind);
  const written = petition ? "no" : lang;
  const [titleNo, titleEn] = TITLES[kind];
  expect(m.letter.language, what).toBe(written);
  expect(text, what).toContain(written === "no" ? titleNo : titleEn);
  if (loose) {
    if (written === "no") expect(text.replace(NAMES, "").match(FOREIGN.no)?.[0], what).toBeUndefined();
    return;
  }
  // no placeholder left unfilled or filled empty
  expect(runs, what).not.toMatch(/\{\{|\}\}/);
  expect(runs, what).not.toMatch(/(?<!·) {2,}(?!·)\S|\S +[.,:;)]|\(\s*\)|\bTil\s*$|\b(på|at|on|to) (eller|or)\b/m);
  // the figures: the principal, each cost on its own line with its name, the total (§ 10 c)
  const principal = written === "no" ? "Hovedstol" : "Principal";
  expect(text, what).toContain(`${principal} 1 000,00 kr`);
  for (const fee of m.amounts.fees) expect(text, what).toContain(`${fee.name} ${nok(fee.amountOre)}`);
  const total = petition ? "Sum krav" : written === "no" ? "Å betale" : "To pay";
  expect(text, what).toContain(`${total} ${nok(m.amounts.totalOre)}`);
  // figures once: the total in the amounts table and the payment box only (usability-review-2 C12), a petition's in
  // its table only, with no «Å betale» of a debtor's letter
  if (!REPEATS_AMOUNTS.includes(kind))
    expect(text.split(nok(m.amounts.totalOre)).length - 1, what).toBe(petition ? 1 : 2);
  // the account as the payment box writes it
  expect(text, what).toContain("1234 56 78903");
  // no letter named that was not sent with its deadline run out (issue 18 #8)
  const history = text.match(/til tross for ([^.]*)\.|despite ([^.]*)\./g) ?? [];
  for (const sentence of history)
    for (const [named, word] of NAMED)
      if (word.test(sentence))
        expect(
          sent.some((s) => s.kind === named && s.deadlineDate !== null && s.deadlineDate < step.sendDate),
          `${what} says «${sentence}»`,
        ).toBe(true);
  if (petition) {
    // to the court, in Norwegian, no payment box (issue 18 #5)
    expect(m.petition, what).toBeDefined();
    expect(text, what).toContain(`Til ${m.petition!.addressee.name}`);
    for (const word of ["Betalingsfrist", "Betalingsinformasjon", "Hva skjer hvis du ikke betaler?", "Payment"])
      expect(text, what).not.toContain(word);
    expect(text, what).toContain("Vedlegg 1. Kopi av faktura F-1");
    if (!REPEATS_AMOUNTS.includes(kind)) expect(text, what).not.toContain("Å betale");
  } else {
    // the deadline the law gave, printed DD.MM.YYYY (§§ 9-10: at least the step's days from sending)
    expect(m.payment.deadline, what).toBe(step.deadlineDate);
    expect(text, what).toContain(
      `${written === "no" ? "Betalingsfrist" : "Payment deadline"} ${showDate(step.deadlineDate!)}`,
    );
    // no word of the other language in the debtor's letter
    const bare = text.replace(NAMES, "");
    expect(bare.match(FOREIGN[written])?.[0], `${what}: ${bare}`).toBeUndefined();
  }
  return text;
}

describe("the seeded ladders, run end to end and read as PDFs (issue 18)", () => {
  beforeAll(async () => {
    await seedProcedures();
    await seedReferenceData();
  });
  afterEach(() => Clock.setOffset(0));

  // the two debtors of a procedure walk the same dates, so they run side by side (the clock moves for both alike)
  it.each(SEEDED_PROCEDURE_IDS)(
    "%s: every step runs, and every letter says what the law asks, in both languages",
    async (procedure) => {
      // early enough that the ladder ends in 2026, whose figures (rates, inkassosats) are known
      at("2026-09-02T10:00:00Z");
      const business = procedure === "company" || procedure === "sole-proprietorship";
      const walks = await Promise.all(
        (["no", "en"] as const).map(async (lang) => ({
          lang,
          ...(await world(procedure, lang)),
          sent: [] as Sent[],
          fees: [] as [string, string, number][],
        })),
      );
      for (const [n, { kind, deadlineDays }] of SEEDED_PROCEDURES[procedure].steps.entries()) {
        // the rent notice announces fravikelse: the creditor records the lease and its premises first (#9)
        if (procedure === "rent" && kind === "enforcement-notice")
          await Promise.all(
            walks.map((w) => recordLease(w.customerId, w.caseId, RecordLeaseInput.parse(LEASE), actor)),
          );
        let runs = await Promise.all(walks.map((w) => runKind(w.customerId, w.caseId, kind)));
        // a served notice (the konkursvarsel, issue 18 #1) is served on its sending day; its deadline runs from then
        if (isServedStep(kind)) {
          at(`${runs[0]!.sendDate!}T10:00:00Z`);
          runs = await Promise.all(
            runs.map((r, i) =>
              recordService(walks[i]!.customerId, walks[i]!.caseId, r.runId, { servedDate: r.sendDate! }, actor).then(
                (served) => ({ ...r, deadlineDate: served.deadlineDate }),
              ),
            ),
          );
        }
        for (const [i, run] of runs.entries()) {
          const { lang, sent, fees } = walks[i]!;
          const step: Sent = { kind, sendDate: run.sendDate!, deadlineDate: run.deadlineDate ?? null };
          // at least the step's days from the letter's date, moved past a weekend or holiday (inkassoloven § 9 (2))
          if (deadlineDays > 0) expect(step.deadlineDate! >= addDays(step.sendDate, deadlineDays), kind).toBe(true);
          const letter = RenderLetter.parse(run.letter);
          const pdf = await renderLetterPdf(await withLogo(letter.model));
          if (OUT) {
            const dir = join(OUT, `${procedure}-${lang}`);
            mkdirSync(dir, { recursive: true });
            const file = join(dir, `${n + 1}-${kind}`);
            writeFileSync(`${file}.pdf`, pdf);
            execFileSync("pdftoppm", ["-r", "70", "-png", `${file}.pdf`, file]);
          }
          const added = business ? (n === 0 ? COMPENSATION : undefined) : FEE_ADDED[kind];
          if (added) fees.push(added);
          const loose = LOOSE(procedure, kind);
          if (!petitionBodyOf(kind) && !loose)
            expect(
              letter.model.amounts.fees.map((f) => [f.name, f.amountOre]),
              `${kind} (${lang})`,
            ).toEqual(fees.map(([no, en, ore]) => [lang === "no" ? no : en, ore]));
          const text = checkLetter(kind, lang, pdf, letter, sent, step, loose);
          // the rent notice and the eviction name the recorded premises and lease, and how fravikelse is avoided (#9)
          if (procedure === "rent" && (kind === "enforcement-notice" || kind === "eviction")) {
            const written = kind === "eviction" ? "no" : lang;
            expect(text, kind).toContain(PREMISES);
            expect(text, kind).toContain(written === "no" ? "leieavtalen av 01.02.2025" : "lease of 01.02.2025");
            if (kind === "enforcement-notice")
              expect(text, kind).toContain(
                lang === "no" ? "forfalt leie frem til betalingstidspunktet" : "rent falling due up to the day of payment",
              );
          }
          sent.push(step);
        }
      }
      for (const w of walks)
        expect(w.sent.map((s) => s.kind)).toEqual(SEEDED_PROCEDURES[procedure].steps.map((s) => s.kind));
    },
    180_000,
  );
});
