import type { SendChannel, StepKind } from "../law/vocabulary";

/**
 * The rules of metering (issue 19; docs/billing.md), pure (no I/O: the web imports them too): what each countable use
 * costs in the customer's units (cases, sends kept in half-sends, credit checks) or in money, and where more are
 * bought. Consuming and crediting are billing/entitlements.ts's.
 */

/** The page that sells more units (web `/customer/top-up`), named by every refusal for want of them. */
export const TOP_UP_PATH = "/customer/top-up";

/** Half-sends a letter costs on a channel (SPEC 9): e-mail one send, post half a send, a collection partner none. */
export const HALF_SENDS: Record<SendChannel, number> = { email: 2, post: 1, partner: 0 };

/** SPEC 9 "Letter invoice copy attachment: NOK 2 per page; email attachment free": money, not a unit. */
export const INVOICE_COPY_PAGE_ORE = 2_00;

/** The counters of the allowance item, in their stored units. */
export interface Units {
  cases: number;
  halfSends: number;
  creditChecks: number;
}
export const COUNTERS = ["cases", "halfSends", "creditChecks"] as const;

/**
 * A countable use: what it is, and what it pays for (the case; `ref`: the step run, the mail, the letter, the
 * check), and who (`by`, a user id), for its usage record.
 */
export type Use = { caseId?: string; ref?: string; by?: string } & (
  | { kind: "case-start" | "case-open" | "case-reopen" }
  | { kind: "step"; channels: readonly SendChannel[]; stepKind?: StepKind }
  | { kind: "resend" | "post" }
  | { kind: "credit-check" }
  | { kind: "invoice-copy"; pages: number; channel: SendChannel }
);

export interface Cost extends Units {
  pages: number;
  amountOre: number;
}

export const NONE: Cost = { cases: 0, halfSends: 0, creditChecks: 0, pages: 0, amountOre: 0 };

/**
 * What a use costs. A case is counted once, when it starts (saved not started: when opened); a reopen costs none
 * (docs/decisions.md: the case was counted when it started). A letter costs its channels' half-sends; a resend goes
 * by e-mail, a re-post by post, so each costs that channel's send. Invoice-copy pages cost money only by post.
 */
export function costOf(use: Use): Cost {
  switch (use.kind) {
    case "case-start":
    case "case-open":
      return { ...NONE, cases: 1 };
    case "case-reopen":
      return NONE;
    case "step":
      return { ...NONE, halfSends: use.channels.reduce((s, ch) => s + HALF_SENDS[ch], 0) };
    case "resend":
      return { ...NONE, halfSends: HALF_SENDS.email };
    case "post":
      return { ...NONE, halfSends: HALF_SENDS.post };
    case "credit-check":
      return { ...NONE, creditChecks: 1 };
    case "invoice-copy":
      return use.channel === "post"
        ? { ...NONE, pages: use.pages, amountOre: use.pages * INVOICE_COPY_PAGE_ORE }
        : NONE;
  }
}
