import { showDate } from "../../law/dates";
import type { PetitionAddressee } from "../../reference/court-lookup";
import type { StepKind } from "../vocabulary";

/**
 * What a petition carries besides its text (issue 18, letters-legal-review #5 and § 2.9; docs/collection-law.md
 * "Petitions go to the court"): the respondent's birth date or organisation number and the attachments
 * (domstol.no "Tvangsfullbyrdelse": «saksøktes foretaksnummer eller fødselsdato», «legge ved kopi av
 * tvangsgrunnlaget og eventuelt varsel»). Pure: prepare.ts gives it the debtor and the case's letters.
 */

/** How each petition names the other party (the templates' own words). */
const PARTY: Partial<Record<StepKind, string>> = {
  "conciliation-claim": "Innklagedes",
  "enforcement-petition": "Saksøktes",
  eviction: "Saksøktes",
  "bankruptcy-petition": "Skyldnerens",
};

export interface PetitionDebtor {
  type?: string | null;
  orgNumber?: string | null;
  birthDate?: string | null;
  nationalId?: string | null;
}

/**
 * The birth date in a fødselsnummer or D-number (the individual number's range gives the century; Skatteetaten's
 * rules for fødselsnummer), or null when it holds no valid date.
 */
export function birthDateOfNationalId(id: string): string | null {
  const digits = id.replace(/\D/g, "");
  if (digits.length !== 11) return null;
  let day = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  if (day > 40) day -= 40; // D-number
  if (month > 40) month -= 40; // H-number
  const yy = Number(digits.slice(4, 6));
  const individual = Number(digits.slice(6, 9));
  const century =
    individual <= 499
      ? 1900
      : individual <= 749 && yy >= 54
        ? 1800
        : yy <= 39
          ? 2000
          : individual >= 900
            ? 1900
            : null;
  if (century === null) return null;
  const iso = `${century + yy}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const back = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(back.getTime()) || back.toISOString().slice(0, 10) !== iso ? null : iso;
}

const groupedOrgNumber = (n: string) => n.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");

/**
 * «Saksøktes fødselsdato: 01.02.1980» or «Saksøktes org.nr.: 923 609 016» (a company or sole proprietorship by its
 * number, a person by the birth date, from the fødselsnummer when no date is entered); a line saying what is
 * missing when the debtor record has neither, so the reader sees it before filing.
 */
export function respondentIdOf(kind: StepKind, d: PetitionDebtor): string {
  const party = PARTY[kind] ?? "Saksøktes";
  const org = d.orgNumber?.trim();
  if (org && d.type !== "person") return `${party} org.nr.: ${groupedOrgNumber(org)}`;
  const born = d.birthDate?.trim() || (d.nationalId ? birthDateOfNationalId(d.nationalId) : null);
  if (born) return `${party} fødselsdato: ${showDate(born)}`;
  if (org) return `${party} org.nr.: ${groupedOrgNumber(org)}`;
  return d.type === "person"
    ? `${party} fødselsdato: ikke registrert hos kreditor`
    : `${party} organisasjonsnummer: ikke registrert hos kreditor`;
}

/** The earlier letters of the case a petition may attach (run, not failed or reverted). */
export interface EarlierLetter {
  kind: string;
  nameNo: string;
  sendDate: string;
  /** A served notice (the konkursvarsel, issue 18 #1): the day it was served, when recorded. */
  servedDate?: string | null;
}

/** The notice each petition rests on, newest first by kind (the law's precondition: law/forced-steps.ts). */
const NOTICE_KINDS: Partial<Record<StepKind, readonly string[]>> = {
  "conciliation-claim": ["enforcement-notice", "payment-demand", "debt-collection-notice"],
  "enforcement-petition": ["enforcement-notice", "payment-demand"],
  eviction: ["enforcement-notice"],
  "bankruptcy-petition": ["bankruptcy-notice"],
};

/**
 * The attachments: the claim's invoices (the written claim is the tvangsgrunnlag of tvfbl. § 7-2 f and the basis
 * of a forliksklage), the notice the petition rests on with its date, and for a fravikelse the lease (tvfbl.
 * § 13-2 (3) a asks for a written lease with the clause).
 */
export function petitionAttachments(
  kind: StepKind,
  invoiceNumbers: readonly string[],
  earlier: readonly EarlierLetter[],
): string[] {
  const out = [`Kopi av faktura ${invoiceNumbers.join(", ")}`];
  const kinds = NOTICE_KINDS[kind] ?? [];
  const notice = [...earlier].reverse().find((l) => kinds.includes(l.kind));
  // a served notice goes with its proof of service (konkursloven § 63: the insolvency presumption rests on it)
  if (notice)
    out.push(
      `Kopi av ${notice.nameNo.toLowerCase()} sendt ${showDate(notice.sendDate)}` +
        (notice.servedDate ? `, forkynt ${showDate(notice.servedDate)}, med forkynnelsesbevis` : ""),
    );
  if (kind === "eviction") out.push("Kopi av leieavtalen med klausul om fravikelse ved manglende betaling");
  return out;
}

export interface PetitionInput {
  addressee: PetitionAddressee;
  respondentId: string;
  attachments: string[];
}

/** The model's petition block (letter-model.ts `petition`). */
export const petitionModel = (p: PetitionInput) => ({
  addressee: { name: p.addressee.name, addressLines: p.addressee.addressLines },
  respondentId: p.respondentId,
  attachments: p.attachments,
});
