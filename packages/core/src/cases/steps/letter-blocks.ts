import type { Language } from "../../i18n/messages";
import { letterWord, paymentReference } from "../../i18n/letters";
import { letterAccountNumber } from "../../letters/pdf/format";
import { showDate } from "../../law/dates";
import type { DebtorLanguage } from "../../ledger/debtor-rules";
import "../../i18n/procedures"; // registers the texts of the keys named here
import { fillPlaceholders, PlaceholderError, type PlaceholderValues } from "../../letters/placeholders";
import { AppError } from "../../util/error";
import { formatNok } from "../../util/format-money";
import type { CaseClaimView } from "../case-views.schema";
import { caseKid, type KidAgreement } from "../kid-agreement";
import type { Case } from "../store";

/**
 * The blocks every letter of a case shares, built in one place (a step's letter, `letter.ts`, and the down-payment
 * plan's, `operations/plan-letter.ts`): the creditor from the customer account, the debtor and its address, the
 * claims, the KID and account of the payment box, and the placeholder values they fill in the texts (DD.MM.YYYY,
 * `1 234,50 kr`). Each letter adds its own amounts, dates and texts.
 */

export interface LetterCustomer {
  name: string;
  orgNumber: string;
  address?: string | null;
  postNumber?: string | null;
  city?: string | null;
  accountNumber?: string | null;
  email?: string | null;
  phone?: string | null;
  logoKey?: string | null;
  logoType?: string | null;
  caseworkerContact?: { name?: string; email?: string; phone?: string } | null;
  /** The KID agreement of the customer's case settings (issue 18 #13); none: no KID is made. */
  kidAgreement?: KidAgreement | null;
}

export interface LetterDebtor {
  name: string;
  customerNumber: string;
  address?: string | null;
  postcode?: string | null;
  city?: string | null;
  email?: string | null;
  /** The language of the debtor's letters and mails (ledger debtor-rules `DEBTOR_LANGUAGES`; none: Norwegian). */
  language?: DebtorLanguage | null;
}

/** The language a debtor's letters are written in (the creditor's choice on the debtor; Norwegian by default). */
export const letterLanguageOf = (debtor: Pick<LetterDebtor, "language">): Language => debtor.language ?? "no";

/**
 * The case's KID: its first claim's own (imported with it), else one made from the case number under the customer's
 * KID agreement (issue 18 #13: a KID the bank has not registered may be rejected by the payer's bank), else none:
 * the letter asks for the case number instead.
 */
export function kidOf(c: Pick<Case, "kid" | "caseNumber">, agreement: KidAgreement | null | undefined): string | null {
  if (c.kid) return c.kid;
  return agreement ? caseKid(c.caseNumber, agreement) : null;
}

/**
 * A template saved before issue 18 #13 names the KID directly («med KID {{kid}}», «KID: {{kid}}»): without a KID
 * those phrases become the case-number request, so such a letter still reads well and asks for what matches.
 */
export function withoutKidPhrases(text: string, lang: Language, caseNumber: number): string {
  const line = `${letterWord(lang, "letters.markPayment")} ${letterWord(lang, "letters.caseReference", { caseNumber: String(caseNumber) })}`;
  return text
    .replace(/\b(?:med|with) KID \{\{\s*kid\s*\}\}/g, "{{payment.reference}}")
    .replace(/^KID: \{\{\s*kid\s*\}\}/gm, line);
}

/** How a letter names a claim: its invoice number (the claims table's first column). */
export const claimLabelOf = (cl: Pick<CaseClaimView, "number" | "voucherId">) => cl.number ?? cl.voucherId.slice(-12);

/**
 * A date of each claim as the texts show it: one date when the claims share it ("13.10.2026"), else each with its
 * claim ("13.10.2026 (24053), 06.11.2026 (24071)"): a merged case's claims fell due on their own days (usability-
 * review-2 C7; inkassoloven § 10 d asks for the date interest runs from). Claims `dateOf` gives null for are left out.
 */
export function perClaimDates(claims: readonly CaseClaimView[], dateOf: (cl: CaseClaimView) => string | null): string {
  const dated = claims.flatMap((cl) => {
    const date = dateOf(cl);
    return date ? [{ cl, date }] : [];
  });
  const distinct = [...new Set(dated.map((d) => d.date))];
  if (distinct.length <= 1) return distinct[0] ? showDate(distinct[0]) : "";
  return dated.map((d) => `${showDate(d.date)} (${claimLabelOf(d.cl)})`).join(", ");
}

/**
 * What the claims are for, as the texts' {{claim.description}} says it (inkassoloven § 10 b; letters-legal-review
 * #12): «faktura 2026-118 av 01.10.2026: Rørleggerarbeid», the invoice's own text after the colon when it has one,
 * several joined by commas and «og». The due dates are in the claims table, so the texts no longer repeat them.
 */
export function claimsDescription(claims: readonly CaseClaimView[], lang: Language): string {
  const each = claims.map((cl) => {
    const invoice = cl.claimType === "invoice" || cl.claimType === "rent";
    const name = letterWord(lang, invoice ? "letters.claimOf.invoice" : "letters.claimOf.other", {
      number: claimLabelOf(cl),
      date: showDate(cl.voucherDate),
    });
    return cl.description ? `${name}: ${cl.description}` : name;
  });
  if (each.length <= 1) return each[0] ?? "";
  // a description may hold commas itself: the claims are then told apart by semicolons
  const separator = claims.some((cl) => cl.description) ? "; " : ", ";
  return `${each.slice(0, -1).join(separator)} ${letterWord(lang, "letters.claimOf.and")} ${each.at(-1)}`;
}

/**
 * The creditor's e-mail and phone named together («på {{creditor.email}} eller {{creditor.phone}}», «…, … eller
 * adressen») read well when one of them is missing: the pair becomes the one the customer has (a customer from before
 * both were required, or one whose phone was removed), never «på post@kreditor.no eller  før fristen».
 */
export function withoutMissingContact(text: string, values: PlaceholderValues): string {
  const hasEmail = !!values["creditor.email"]?.trim();
  const hasPhone = !!values["creditor.phone"]?.trim();
  if (hasEmail === hasPhone) return text;
  const kept = hasEmail ? "{{creditor.email}}" : "{{creditor.phone}}";
  return text.replace(/\{\{\s*creditor\.email\s*\}\}(?:,| eller| or) \{\{\s*creditor\.phone\s*\}\}/g, kept);
}

/**
 * A filler of a letter's texts: a template naming a placeholder this letter cannot fill (one saved before the check
 * at save, or a general document written for another kind of letter) is a 422 naming the template and the
 * placeholders, per case in a batch, never a 500 (security-review-2 G5).
 */
export function templateFiller(values: PlaceholderValues, template: string, noKid?: { lang: Language; caseNumber: number }) {
  return (text: string | null | undefined): string => {
    if (!text) return "";
    try {
      const own = withoutMissingContact(text, values);
      return fillPlaceholders(noKid ? withoutKidPhrases(own, noKid.lang, noKid.caseNumber) : own, values);
    } catch (err) {
      if (!(err instanceof PlaceholderError)) throw err;
      const placeholders = [...err.unknown, ...err.missing].map((n) => `{{${n}}}`).join(", ");
      throw new AppError("VALIDATION", "procedures.templateUnfilled", { template, placeholders });
    }
  };
}

/** The creditor, debtor, claims and payment blocks of a case's letter, and the placeholder values they fill. */
export function letterBlocks(
  c: Case,
  customer: LetterCustomer,
  debtor: LetterDebtor,
  lang: Language = letterLanguageOf(debtor),
) {
  const claims = c.claims as CaseClaimView[];
  const principalOre = claims.reduce((s, cl) => s + cl.openOre, 0);
  const kid = kidOf(c, customer.kidAgreement);
  const debtorAddress = [debtor.address, [debtor.postcode, debtor.city].filter(Boolean).join(" ")].filter(
    (l): l is string => !!l && !!l.trim(),
  );
  const values: PlaceholderValues = {
    "debtor.name": debtor.name,
    "debtor.address": debtorAddress.join(", "),
    "creditor.name": customer.name,
    "creditor.orgNumber": customer.orgNumber,
    "creditor.email": customer.email ?? "",
    "creditor.phone": customer.phone ?? "",
    "case.number": String(c.caseNumber),
    "claim.description": claimsDescription(claims, lang),
    "claim.dueDate": perClaimDates(claims, (cl) => cl.dueDate) || showDate(c.dueDate),
    "amounts.principal": formatNok(principalOre),
    "amounts.paid": formatNok(c.paidOre),
    kid: kid ?? "",
    "payment.reference": paymentReference(lang, kid, String(c.caseNumber)),
    // written as the payment box writes it (1234 56 78903: letters-legal-review §4)
    accountNumber: customer.accountNumber ? letterAccountNumber(customer.accountNumber) : "",
  };
  // the stored logo by its key (the render job loads it; a GIF, WebP or SVG one is left out of the PDF there)
  const logo = customer.logoKey && customer.logoType ? { key: customer.logoKey, type: customer.logoType } : undefined;
  const model = {
    creditor: {
      name: customer.name,
      orgNumber: customer.orgNumber,
      addressLines: [customer.address ?? "", `${customer.postNumber ?? ""} ${customer.city ?? ""}`.trim()].filter(
        Boolean,
      ),
      accountNumber: customer.accountNumber ? letterAccountNumber(customer.accountNumber) : "",
      logo,
      contact: { phone: customer.phone ?? undefined, email: customer.email ?? undefined },
      caseworker: customer.caseworkerContact?.name ? { name: customer.caseworkerContact.name } : undefined,
    },
    debtor: {
      name: debtor.name,
      addressLines: debtorAddress.length ? debtorAddress : ["-"],
      customerNumber: debtor.customerNumber,
    },
    caseNumber: String(c.caseNumber),
    claims: claims.map((cl) => ({
      invoiceNumber: claimLabelOf(cl),
      ...(cl.description ? { description: cl.description } : {}),
      invoiceDate: cl.voucherDate,
      dueDate: cl.dueDate,
      principalOre: cl.openOre,
      // each claim's own KID when the case holds several (the payment box has the first: it pays the whole case)
      ...(cl.kid && claims.length > 1 ? { kid: cl.kid } : {}),
    })),
  };
  /** The payment box: pay `deadline` with the case's KID (none: the box asks for the case number). */
  const payment = (deadline: string) => ({ deadline, ...(kid ? { kid } : {}) });
  /** The templates' filler of this letter (the phrases naming a KID become the case-number request without one). */
  const filler = (all: PlaceholderValues, template: string) =>
    templateFiller(all, template, kid ? undefined : { lang, caseNumber: c.caseNumber });
  return { claims, principalOre, kid, values, model, payment, filler };
}
