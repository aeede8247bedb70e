import type { QueuedLetterModelInput } from "../letter-model";

/**
 * A worked letter for tests, the benchmark and template previews: the interest of domain-norway.md 1.5's worked
 * example (NOK 10 000 due 15.05.2026: 46 days at 12,00 % = 151,23 and 45 days at 12,25 % = 151,03), a purring fee
 * and the creditor's own betalingsoppfordring fee of 2026 (38 and 113 kr), NOK 500 paid, names with æøå.
 */
export function sampleLetter(overrides: Partial<QueuedLetterModelInput> = {}): QueuedLetterModelInput {
  return {
    creditor: {
      name: "Fjordkraft Utleie AS",
      orgNumber: "923 609 016",
      addressLines: ["Strandgata 12", "5013 Bergen"],
      accountNumber: "1234.56.78903",
      contact: { phone: "55 12 34 56", email: "inkasso@fjordutleie.no", web: "fjordutleie.no" },
      caseworker: { name: "Siri Ødegård" },
    },
    debtor: { name: "Kåre Østby-Ærø", addressLines: ["Bjørnåsveien 5 B", "0598 Oslo"], customerNumber: "10042" },
    letter: {
      kind: "payment-demand",
      language: "no",
      date: "2026-08-14",
      title: "Betalingsoppfordring",
      upperText:
        "Vi har ikke mottatt betaling for kravet nedenfor, selv om vi har sendt deg inkassovarsel. Vi ber deg derfor betale det samlede beløpet innen fristen.",
      lowerText: "Har du spørsmål, eller mener du at kravet er feil, ta kontakt med oss før fristen går ut.",
      consequences:
        "Betaler du ikke innen fristen, og heller ikke kommer med innsigelser, kan kravet bli sendt til namsmannen for tvangsinnfordring (utlegg) uten ytterligere varsel. Det vil føre til økte kostnader for deg.",
    },
    caseNumber: "2026-0017",
    claims: [
      { invoiceNumber: "F-1001", description: "Husleie mai", invoiceDate: "2026-05-01", dueDate: "2026-05-15", principalOre: 750_000 },
      { invoiceNumber: "F-1002", description: "Strøm og fellesutgifter", invoiceDate: "2026-05-01", dueDate: "2026-05-15", principalOre: 250_000 },
    ],
    amounts: {
      principalOre: 1_000_000,
      fees: [
        { name: "Purregebyr", amountOre: 3_800 },
        { name: "Gebyr for betalingsoppfordring", amountOre: 11_300 },
      ],
      interest: [
        { from: "2026-05-16", to: "2026-06-30", rateBasisPoints: 1200, amountOre: 15_123 },
        { from: "2026-07-01", to: "2026-08-14", rateBasisPoints: 1225, amountOre: 15_103 },
      ],
      paidOre: 50_000,
      totalOre: 995_326,
    },
    interest: { rateBasisPoints: 1225, fromDate: "2026-05-16" },
    payment: { deadline: "2026-08-28", kid: "100420260174" },
    ...overrides,
  };
}
