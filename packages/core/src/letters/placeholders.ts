/**
 * The placeholders of letter and mail templates (`{{debtor.name}}`), and filling them. Pure: no I/O; the web imports
 * it (the template forms preview with it) and the PDF letters and mails fill their texts with it.
 *
 * A template may only name placeholders of this catalogue: an admin's typo (`{{debtor.nam}}`) is refused when the
 * template is saved (422 naming it), never discovered in a letter sent to a debtor. Values are inserted as they are,
 * nothing is escaped: the PDF renderer draws text, and mails are sent as plain text.
 *
 * The values the step runner gives are already formatted for the letter's language (dates DD.MM.YYYY, money
 * `1 234,50 kr`, a rate `12,25 %`): formatting is the caller's, so the catalogue's samples show the format.
 */

export interface Placeholder {
  description: { no: string; en: string };
  /** What the preview shows, in the format the letters use. */
  sample: string;
}

export const PLACEHOLDERS = {
  "debtor.name": { description: { no: "Skyldnerens navn", en: "The debtor's name" }, sample: "Kari Nordmann" },
  "debtor.address": {
    description: { no: "Skyldnerens adresse", en: "The debtor's address" },
    sample: "Storgata 1, 0155 Oslo",
  },
  "creditor.name": {
    description: { no: "Kreditors navn (kunden)", en: "The creditor's name (the customer)" },
    sample: "Eksempel Eiendom AS",
  },
  "creditor.orgNumber": {
    description: { no: "Kreditors organisasjonsnummer", en: "The creditor's organisation number" },
    sample: "988 077 917",
  },
  "creditor.email": {
    description: { no: "Kreditors e-post", en: "The creditor's e-mail" },
    sample: "post@eksempel.no",
  },
  "creditor.phone": { description: { no: "Kreditors telefon", en: "The creditor's phone" }, sample: "22 00 00 00" },
  "case.number": { description: { no: "Saksnummeret", en: "The case number" }, sample: "10042" },
  "claim.description": {
    description: { no: "Hva kravet gjelder (fakturaene)", en: "What the claim concerns (the invoices)" },
    sample: "faktura 2026-118 av 01.10.2026: Rørleggerarbeid",
  },
  "claim.dueDate": { description: { no: "Kravets forfallsdato", en: "The claim's due date" }, sample: "15.10.2026" },
  "letter.date": { description: { no: "Brevets dato", en: "The letter's date" }, sample: "26.11.2026" },
  deadline: {
    description: {
      no: "Betalingsfristen (i et konkursvarsel: «14 dager etter forkynnelse», ingen dato)",
      en: "The payment deadline (in a bankruptcy notice: «14 days after service», no date)",
    },
    sample: "10.12.2026",
  },
  "amounts.principal": {
    description: { no: "Hovedstol (ubetalt)", en: "The principal (unpaid)" },
    sample: "12 500,00 kr",
  },
  "amounts.interest": {
    description: { no: "Påløpte forsinkelsesrenter", en: "Late-payment interest accrued" },
    sample: "171,23 kr",
  },
  "amounts.fees": {
    description: { no: "Gebyrer og omkostninger i alt", en: "Fees and costs in all" },
    sample: "76,00 kr",
  },
  "amounts.fee": { description: { no: "Gebyret for dette brevet", en: "The fee of this letter" }, sample: "38,00 kr" },
  "amounts.paid": { description: { no: "Innbetalt hittil", en: "Paid so far" }, sample: "0,00 kr" },
  "amounts.total": { description: { no: "Å betale i alt", en: "The total to pay" }, sample: "12 747,23 kr" },
  kid: {
    description: {
      no: "KID-nummer (tomt uten KID-avtale)",
      en: "The KID number (empty without a KID agreement)",
    },
    sample: "100422",
  },
  // issue 18 #13: the KID under the customer's KID agreement, else the case number to mark the payment with
  "payment.reference": {
    description: {
      no: "Hvordan betalingen merkes: «med KID …», eller «merket med saksnummer …» uten KID-avtale",
      en: "How to mark the payment: \"with KID …\", or \"marked with case number …\" without a KID agreement",
    },
    sample: "med KID 0000100422",
  },
  accountNumber: {
    description: { no: "Kontonummer å betale til", en: "The account number to pay to" },
    sample: "1234 56 78903",
  },
  "interest.rate": {
    description: { no: "Forsinkelsesrentesatsen", en: "The late-payment interest rate" },
    sample: "12,25 %",
  },
  "interest.from": {
    description: { no: "Datoen renten beregnes fra", en: "The date interest is calculated from" },
    sample: "16.10.2026",
  },
  // built from the case's own steps and state (cases/steps/letter-history.ts; issue 18)
  "case.history": {
    description: {
      no: "Hvilke brev kravet ikke er betalt til tross for (sakens egne brev med utløpt frist)",
      en: "Which letters the claim has not been paid despite (the case's own letters whose deadline has passed)",
    },
    sample: "Kravet er ikke betalt til tross for purring, inkassovarsel og betalingsoppfordring.",
  },
  "enforcement.means": {
    description: {
      no: "Hvordan utlegg kan tas, etter skyldnertypen (ikke lønnstrekk for selskaper)",
      en: "How enforcement may be carried out, by the debtor's type (no wage deduction for companies)",
    },
    sample:
      "Utlegg kan blant annet tas som trekk i lønn eller andre ytelser, eller som pant i eiendeler som bankinnskudd, kjøretøy eller bolig.",
  },
  "petition.grounds": {
    description: {
      no: "Begjæringens grunnlag, slik det faktisk er (dom, eller § 7-2 f med varselet etter § 4-18; for konkurs: konkursvarselet, forkynt med dato bare når forkynnelsen er registrert)",
      en: "The petition's basis as it is (a judgment, or § 7-2 (f) with the § 4-18 notice; for bankruptcy: the notice, served with its date only once the service is recorded)",
    },
    sample:
      "Tvangsgrunnlag: tvangsfullbyrdelsesloven § 7-2 bokstav f. Kravet er skriftlig og ikke bestridt. Varsel etter § 4-18 ble sendt 10.12.2026, og fristen gikk ut 24.12.2026 uten betaling.",
  },
  // the lease recorded on a rent case (cases/operations/lease.ts; issue 18 #9): the letters name the premises from it
  "lease.premises": {
    description: {
      no: "Leieobjektets adresse, slik utleier har registrert leieforholdet",
      en: "The address of the leased premises, as the landlord recorded the lease",
    },
    sample: "Storgata 2, 0155 Oslo",
  },
  "lease.clause": {
    description: {
      no: "Setningen om den skriftlige leieavtalens vedtakelse av fravikelse (med avtalens dato når den er registrert)",
      en: "The sentence on the written lease's acceptance of eviction (with the lease's date when recorded)",
    },
    sample:
      "Den skriftlige leieavtalen av 01.02.2025, signert av leieren, har en bestemmelse om at leieren vil fravike leieobjektet uten søksmål dersom leien ikke betales.",
  },
  "court.name": {
    description: { no: "Namsmannen eller retten begjæringen sendes til", en: "The enforcement office or court" },
    sample: "Namsfogden i Oslo",
  },
  "plan.agreedAmount": {
    description: { no: "Nedbetalingsplanens avtalte beløp", en: "The down-payment plan's agreed amount" },
    sample: "12 747,23 kr",
  },
  "plan.monthlyAmount": {
    description: { no: "Månedlig avdrag", en: "The monthly instalment" },
    sample: "2 000,00 kr",
  },
  "plan.instalments": { description: { no: "Antall avdrag", en: "The number of instalments" }, sample: "7" },
  "plan.firstDate": {
    description: { no: "Første avdrags forfallsdato", en: "The first instalment's due date" },
    sample: "15.12.2026",
  },
  "plan.lastAmount": { description: { no: "Siste avdrag", en: "The last instalment" }, sample: "747,23 kr" },
  "plan.lastDate": {
    description: { no: "Siste avdrags forfallsdato", en: "The last instalment's due date" },
    sample: "15.06.2027",
  },
  "plan.missedDays": {
    description: {
      no: "Dager etter forfall før et ubetalt avdrag regnes som misligholdt",
      en: "Days after its due date before an unpaid instalment counts as missed",
    },
    sample: "7",
  },
  "plan.interestTerms": {
    description: {
      no: "Setningen om renter i nedbetalingsavtalen (med eller uten renteberegning)",
      en: "The plan's sentence on interest (with or without interest calculated)",
    },
    sample: "Det beregnes ikke forsinkelsesrente så lenge avtalen overholdes.",
  },
} as const satisfies Record<string, Placeholder>;

export type PlaceholderName = keyof typeof PLACEHOLDERS;
export const PLACEHOLDER_NAMES = Object.keys(PLACEHOLDERS) as PlaceholderName[];
export type PlaceholderValues = Partial<Record<PlaceholderName, string>>;

/** `{{ name }}`: letters, digits, dots; spaces inside the braces allowed. */
const PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is PlaceholderName => Object.hasOwn(PLACEHOLDERS, name);

/** The placeholders a text names, each once, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PATTERN)].map((m) => m[1]!))];
}

/** The names a text uses that are not in the catalogue (a template is refused with them). */
export const unknownPlaceholders = (text: string): string[] => placeholdersIn(text).filter((n) => !isPlaceholder(n));

export class PlaceholderError extends Error {
  constructor(
    readonly unknown: string[],
    readonly missing: string[],
  ) {
    super(
      [
        unknown.length ? `unknown placeholders: ${unknown.join(", ")}` : "",
        missing.length ? `no value for: ${missing.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join("; "),
    );
    this.name = "PlaceholderError";
  }
}

/**
 * The text with each `{{name}}` replaced by its value, as it is (no escaping). Throws PlaceholderError for a name
 * not in the catalogue or a name without a value: a letter never goes out with a hole or a raw `{{…}}` in it.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  const names = placeholdersIn(text);
  const unknown = names.filter((n) => !isPlaceholder(n));
  const missing = names.filter((n) => isPlaceholder(n) && values[n] === undefined);
  if (unknown.length || missing.length) throw new PlaceholderError(unknown, missing);
  return text.replace(PATTERN, (_, name: string) => values[name as PlaceholderName]!);
}

/** Filled only in a case's step letters and their mails (cases/steps/letter.ts `buildLetter`). */
const STEP_ONLY: readonly PlaceholderName[] = [
  "amounts.interest",
  "amounts.fee",
  "interest.rate",
  "interest.from",
  "court.name",
  // what happened on the case, filled for step letters only (letter-history.ts)
  "case.history",
  "enforcement.means",
  "petition.grounds",
  "lease.premises",
  "lease.clause",
];
const isPlanPlaceholder = (n: PlaceholderName) => n.startsWith("plan.");

/** What a template fills: a step's letter or mail, or the down-payment plan's letter. */
export type TemplateUse = "step" | "plan";

/**
 * The placeholders a letter of each use fills (security-review-2 G5): a step's letter and mail fill all but the
 * plan's (`buildLetter`), the plan's letter all but the step's interest, fee and court (`buildPlanLetter`). A
 * template naming another is refused when it is saved. (A general document may follow either kind of letter, so
 * it is checked against the catalogue only; a run that meets one its letter cannot fill is refused, not a 500.)
 */
export function placeholdersFilled(use: TemplateUse): PlaceholderName[] {
  return PLACEHOLDER_NAMES.filter((n) => (use === "step" ? !isPlanPlaceholder(n) : !STEP_ONLY.includes(n)));
}

/** The names a text uses that are in the catalogue but not filled by a letter of `use`. */
export const unfilledPlaceholders = (text: string, use: TemplateUse): string[] => {
  const filled = new Set<string>(placeholdersFilled(use));
  return placeholdersIn(text).filter((n) => isPlaceholder(n) && !filled.has(n));
};

/** The catalogue's sample values: what a template preview fills in. */
export const SAMPLE_VALUES: Record<PlaceholderName, string> = Object.fromEntries(
  PLACEHOLDER_NAMES.map((n) => [n, PLACEHOLDERS[n].sample]),
) as Record<PlaceholderName, string>;
