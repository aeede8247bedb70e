import { z } from "zod";
import { LETTER_KINDS } from "../law/vocabulary";
import { LOGO_TYPES } from "../storage/logo-rules";
import { isValidAccountNumber, isValidKid, normaliseIdentifier } from "../util/identifiers";
import { MAX_AMOUNT_ORE, MAX_TOTAL_ORE } from "../util/money";

/**
 * Everything a collection letter shows, already decided and filled in (docs/letters.md). Pure: no I/O, no
 * DynamoDB; the step runner builds it from the case, the law and the filled template texts, and the renderer
 * (`pdf/render.ts`) only lays it out. The amounts follow inkassoloven § 10 c (principal and each additional
 * claim shown separately) and § 10 d (the interest rate and the date interest runs from); the schema refuses a
 * model whose figures do not add up, so a letter can never show a total that its lines contradict.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.date" });
const line = (max = 200) => z.string().trim().max(max);
const ore = z.number().int().min(-MAX_AMOUNT_ORE).max(MAX_AMOUNT_ORE);
const positiveOre = z.number().int().min(0).max(MAX_TOTAL_ORE);
/** An address block as printed in the envelope window: at most 6 lines (name not included). */
const addressLines = z.array(line(100)).min(1).max(6);
const accountNumber = z
  .string()
  .transform(normaliseIdentifier)
  .refine(isValidAccountNumber, { error: "validation.accountNumber" });

/** The logo is the customer's stored logo (`storage/documents.ts` `logoKey`), or its bytes once loaded. */
export const LetterLogoRef = z.object({
  key: z.string().min(1).max(300),
  type: z.enum(LOGO_TYPES as [string, ...string[]]),
});
export const LetterLogo = z.union([
  LetterLogoRef,
  z.object({ bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array), type: z.enum(LOGO_TYPES as [string, ...string[]]) }),
]);
export type LetterLogo = z.infer<typeof LetterLogo>;

const person = z.object({ name: line(120), phone: line(40).optional(), email: line(320).optional() });

export const LetterCreditor = z.object({
  name: line(200).min(1),
  orgNumber: line(20).min(1),
  addressLines,
  /** The creditor's own account (shown in the footer). */
  accountNumber,
  logo: LetterLogo.optional(),
  contact: z.object({ phone: line(40).optional(), email: line(320).optional(), web: line(200).optional() }),
  caseworker: person.optional(),
});

export const LetterDebtor = z.object({
  name: line(200).min(1),
  addressLines,
  customerNumber: line(40).min(1),
});

export const LetterClaim = z.object({
  // a voucher's number may be 50 characters (ledger.schema `number`): the table wraps it (security-review-2 G7)
  invoiceNumber: line(50).min(1),
  /** What the claim concerns (inkassoloven § 10 b), e.g. "Husleie november". */
  description: line(200).optional(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  principalOre: ore,
  /** Its own KID, when the case holds several claims (a merged case): the claims table shows it. */
  kid: line(30).optional(),
  /** The day its interest runs from (§ 10 d), when the letter claims interest on it. */
  interestFromDate: isoDate.optional(),
});

export const LetterFee = z.object({
  /** The fee's name as the debtor reads it ("Purregebyr", "Inkassovarselgebyr", "Kompensasjon § 3a"). */
  name: line(120).min(1),
  amountOre: positiveOre,
});

/** One rate period of the interest note (domain-norway.md 1.5: one line per rate period). */
export const LetterInterestPeriod = z.object({
  from: isoDate,
  to: isoDate,
  rateBasisPoints: z.number().int().min(0).max(10_000),
  /** The balance the interest ran on (absent in letters made before it was shown). */
  baseOre: positiveOre.optional(),
  amountOre: positiveOre,
});

const letterFields = {
    creditor: LetterCreditor,
    debtor: LetterDebtor,
    letter: z.object({
      kind: z.enum(LETTER_KINDS),
      language: z.enum(["no", "en"]),
      /** The sending date printed on the letter. */
      date: isoDate,
      title: line(200).min(1),
      upperText: z.string().max(8_000),
      lowerText: z.string().max(8_000),
      /** What happens if the debtor does not pay (inkassoloven § 9 for a varsel, § 10 e for a betalingsoppfordring). */
      consequences: z.string().max(4_000),
    }),
    caseNumber: line(40).min(1),
    claims: z.array(LetterClaim).min(1).max(200),
    amounts: z.object({
      principalOre: ore,
      fees: z.array(LetterFee).max(20),
      // a line per rate period and balance: claims falling due on other days and each payment split it
      interest: z.array(LetterInterestPeriod).max(200),
      /** Paid so far, as a positive amount. */
      paidOre: positiveOre,
      totalOre: ore,
    }),
    /** § 10 d: the current rate and the date interest runs from. Absent when no interest is claimed. */
    interest: z.object({ rateBasisPoints: z.number().int().min(0).max(10_000), fromDate: isoDate }).optional(),
    /**
     * A down-payment plan's letter (kind "down-payment-plan"): the agreed amount and its instalments; the payment
     * box then asks for the first instalment by its due date.
     */
    plan: z
      .object({
        agreedOre: positiveOre,
        instalments: z
          .array(z.object({ number: z.number().int().min(1), dueDate: isoDate, amountOre: positiveOre }))
          .min(1)
          .max(120),
      })
      .optional(),
    /**
     * A petition to a court or enforcement office (issue 18, letters-legal-review #5): the envelope window holds the
     * addressee, not the debtor; no payment box and no «Betalingsfrist»; the respondent's birth date or organisation
     * number and the attachments are listed (domstol.no "Tvangsfullbyrdelse"). Always Norwegian (the step decides).
     */
    petition: z
      .object({
        addressee: z.object({ name: line(200).min(1), addressLines }),
        /** «Fødselsdato 01.02.1980» or «Org.nr. 912 345 678»: absent when the debtor record has neither. */
        respondentId: line(80).optional(),
        attachments: z.array(line(200).min(1)).max(20),
      })
      .optional(),
    /**
     * A notice served on the debtor (issue 18 #1, the konkursvarsel; docs/letters.md "Served notices"): the envelope
     * window holds the body that serves it (the stevnevitne), a line asks for service on the debtor in `copies`
     * copies, and its deadline is `days` after the service: no date in the references or the payment box (the
     * `payment.deadline` is then the letter's date, a placeholder for the schema).
     */
    service: z
      .object({
        addressee: z.object({ name: line(200).min(1), addressLines }),
        copies: z.number().int().min(1).max(5),
        days: z.number().int().min(1).max(365),
      })
      .optional(),
    payment: z.object({
      deadline: isoDate,
      /** Absent: no KID agreement (issue 18 #13); the payment box asks for the case number instead. */
      kid: z.string().trim().refine(isValidKid, { error: "validation.kid" }).optional(),
      /** Where to pay; the creditor's account when absent. */
      accountNumber: accountNumber.optional(),
    }),
  };

/** The figures must agree with each other (the sum of the claims, the total, the deadline after the letter date). */
function consistent(m: z.infer<z.ZodObject<typeof letterFields>>, ctx: z.RefinementCtx) {
  const claims = m.claims.reduce((s, c) => s + c.principalOre, 0);
  if (claims !== m.amounts.principalOre)
    ctx.addIssue({ code: "custom", path: ["amounts", "principalOre"], message: "letters.model.principal" });
  if (totalOf(m.amounts) !== m.amounts.totalOre)
    ctx.addIssue({ code: "custom", path: ["amounts", "totalOre"], message: "letters.model.total" });
  if (m.plan && m.plan.instalments.reduce((s, i) => s + i.amountOre, 0) !== m.plan.agreedOre)
    ctx.addIssue({ code: "custom", path: ["plan", "agreedOre"], message: "letters.model.total" });
  if (m.payment.deadline < m.letter.date)
    ctx.addIssue({ code: "custom", path: ["payment", "deadline"], message: "letters.model.deadline" });
}

export const LetterModel = z.object(letterFields).superRefine(consistent);
export type LetterModel = z.infer<typeof LetterModel>;
export type LetterModelInput = z.input<typeof LetterModel>;

/** Principal + fees + interest − paid: what the debtor must pay. */
export function totalOf(a: Pick<LetterModel["amounts"], "principalOre" | "fees" | "interest" | "paidOre">): number {
  const fees = a.fees.reduce((s, f) => s + f.amountOre, 0);
  const interest = a.interest.reduce((s, p) => s + p.amountOre, 0);
  return a.principalOre + fees + interest - a.paidOre;
}

/**
 * The model as it travels on the jobs queue: the logo by its S3 key only (an SQS message holds 256 KB; the job
 * loads the bytes).
 */
export const QueuedLetterModel = z
  .object({ ...letterFields, creditor: LetterCreditor.extend({ logo: LetterLogoRef.optional() }) })
  .superRefine(consistent);
export type QueuedLetterModel = z.infer<typeof QueuedLetterModel>;
export type QueuedLetterModelInput = z.input<typeof QueuedLetterModel>;
