import type { CompanyHit, CreditReport, PersonCandidate } from "./credit.schema";

/**
 * A credit bureau, as the credit check uses it (issue 21; docs/credit-check.md): search companies, a company's
 * report, a private person's report. Another bureau is another folder implementing this; the checks
 * (credit-check/checks.ts) know nothing of any bureau's wire format.
 *
 * Every method answers in our words or throws an AppError the user can read: "no results" is an empty list, null or
 * `{ outcome: "none" }`; a bureau that does not answer in time, answers garbage or refuses our credentials is the
 * "try again" error (503), never a 500. No personal data is logged.
 */
export interface PersonQuery {
  firstName: string;
  lastName: string;
  street: string;
  houseNo: string;
  postcode: string;
  city: string;
  /** YYYY-MM-DD, from the birth date given or the fødselsnummer (which is never sent: the bureau's search has no field for it). */
  birthDate: string | null;
}

export type PersonAnswer =
  | { outcome: "report"; report: CreditReport }
  | { outcome: "several"; candidates: PersonCandidate[] }
  | { outcome: "none" };

export interface CreditProvider {
  /** The bureau's name, as the history and the notice copy name it. */
  readonly name: string;
  /**
   * Whether the bureau sends the person checked the copy of the check (gjenpartsbrev) itself. When it does not,
   * the customer must, and the check sends it through the letters (docs/credit-check.md "The copy to the person").
   */
  readonly sendsNoticeCopy: boolean;
  searchCompanies(query: { name?: string; orgNumber?: string }): Promise<CompanyHit[]>;
  /** The report of a company found by a search (its `providerRef`); null when the bureau has none. */
  companyReport(providerRef: string): Promise<CreditReport | null>;
  personReport(query: PersonQuery): Promise<PersonAnswer>;
}
