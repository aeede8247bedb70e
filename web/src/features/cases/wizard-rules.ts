// The wizard's rules before it asks the API (SPEC 5): core's own StartCaseInput (at least one claim, each typed claim
// valid, no item twice) plus a total above 0. The API checks the same and more (the minimum owed amount, the
// customer's information, a foreign debtor, the allowance); its answers land on the same fields.
import { StartCaseInput, type StartCaseInput as StartCaseBody } from "@innfri/core/cases/case.schema";
import { parseAmount } from "@innfri/core/util/money";

/** A claim as typed in the wizard: the texts as the user wrote them ("1 234,50", "2026-05-15"). */
export interface TypedClaimDraft {
  /** A local key for the list (not sent). */
  key: string;
  number: string;
  voucherDate: string;
  dueDate: string;
  amount: string;
}

export interface WizardDraft {
  debtorId: string;
  /** The picked open items and what is open of each (øre). */
  items: { voucherId: string; openOre: number }[];
  typed: TypedClaimDraft[];
  heldDate: string;
  notificationDate: string;
  /** The reminder process the case follows (empty: the customer's default). */
  reminderProcessId?: string;
}

/** Field errors by path as the API spells them ("claims.0.amount", "claims", "heldDate"): the first message each. */
export type WizardErrors = Record<string, string>;

/** The request body: typed claims as typed (the API reads "1 234,50"), empty dates left out. */
export function startBody(draft: WizardDraft): StartCaseBody {
  return {
    debtorId: draft.debtorId,
    voucherIds: draft.items.map((i) => i.voucherId),
    claims: draft.typed.map((c) => ({
      number: c.number.trim(),
      voucherDate: c.voucherDate,
      dueDate: c.dueDate,
      amount: c.amount.trim(),
    })),
    ...(draft.heldDate ? { heldDate: draft.heldDate } : {}),
    ...(draft.notificationDate ? { notificationDate: draft.notificationDate } : {}),
    ...(draft.reminderProcessId ? { reminderProcessId: draft.reminderProcessId } : {}),
  };
}

/** The case's total in øre: what is open of the picked items plus the typed amounts that read as amounts. */
export function wizardTotal(draft: Pick<WizardDraft, "items" | "typed">): number {
  const picked = draft.items.reduce((sum, i) => sum + i.openOre, 0);
  return draft.typed.reduce((sum, c) => sum + (parseAmount(c.amount) ?? 0), picked);
}

/**
 * The errors the wizard shows before it sends (empty: it may send). `claims` holds the case-wide claim messages (no
 * claim, the total not above 0), the typed claims' own under `claims.<i>.<field>`.
 */
export function checkWizard(draft: WizardDraft): WizardErrors {
  const errors: WizardErrors = {};
  const parsed = StartCaseInput.safeParse(startBody(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".");
      if (!(path in errors)) errors[path] = issue.message;
    }
  }
  const claims = draft.items.length + draft.typed.length;
  // SPEC 5: the case total must be greater than 0 (credit balances or zero amounts can make it so).
  if (claims > 0 && !errors.claims && wizardTotal(draft) <= 0) errors.claims = "cases.totalNotPositive";
  return errors;
}

/** The errors of one typed claim (the wizard's "Add" checks a claim before it joins the list). */
export function checkTypedClaim(claim: TypedClaimDraft): Record<keyof Omit<TypedClaimDraft, "key">, string | undefined> {
  const errors = checkWizard({ debtorId: "x", items: [], typed: [claim], heldDate: "", notificationDate: "" });
  return {
    number: errors["claims.0.number"],
    voucherDate: errors["claims.0.voucherDate"],
    dueDate: errors["claims.0.dueDate"],
    amount: errors["claims.0.amount"],
  };
}
