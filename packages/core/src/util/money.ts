/**
 * Money is integer øre (DESIGN.md section 4). Amounts typed by people or read from files (SPEC section 5): spaces
 * are stripped, a comma is the decimal point, and anything that is not a number gives no value (null).
 */

/**
 * The largest amount of one voucher: NOK 10 000 000 000 (10¹² øre). Far above any real claim, and small enough
 * that a customer's counters (sums of up to `MAX_TOTAL_ORE`) stay exact integers in JavaScript and DynamoDB.
 */
export const MAX_AMOUNT_ORE = 1_000_000_000_000;
/** The largest sum one ledger counter may hold (a list's or the open items' total): NOK 10¹³, below 2⁵³ øre. */
export const MAX_TOTAL_ORE = 1_000_000_000_000_000;

/** Why an amount was refused: not a number, or beyond `MAX_AMOUNT_ORE` (either sign). */
export type AmountProblem = "validation.number" | "validation.amountTooLarge";

/** Kroner with at most two decimals, as text: the one form an amount is read from. */
const DECIMAL = /^-?[0-9]+(\.[0-9]{1,2})?$/;

/**
 * An amount as øre, or why it is not one: the rule of `parseAmount`, with the reason.
 *
 * A number is read decimal-exactly by default (G10): its shortest decimal form (`String(12.345)` is "12.345") must
 * have at most two decimals, like the text, so a client computing in floating point (`0.1 + 0.2`) gets the same 422
 * as "12,345" instead of a silently rounded sum. `numbers: "rounded"` is for spreadsheet cells only, whose stored
 * binary values (a formula's 302.26000000000005) stand for the øre the sheet shows.
 */
export function readAmount(
  input: string | number | null | undefined,
  numbers: "exact" | "rounded" = "exact",
): { ore: number } | { problem: AmountProblem } {
  if (input === null || input === undefined) return { problem: "validation.number" };
  let ore: number;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return { problem: "validation.number" };
    if (Math.abs(input) * 100 > MAX_AMOUNT_ORE) return { problem: "validation.amountTooLarge" };
    const text = numbers === "rounded" ? input.toFixed(2) : String(input);
    if (!DECIMAL.test(text)) return { problem: "validation.number" };
    ore = toOre(text);
  } else {
    const text = input.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
    if (!DECIMAL.test(text)) return { problem: "validation.number" };
    ore = toOre(text);
  }
  if (!Number.isSafeInteger(ore) || Math.abs(ore) > MAX_AMOUNT_ORE) return { problem: "validation.amountTooLarge" };
  return { ore };
}

/** An amount typed or read from a file → øre; null when it is not a number or beyond `MAX_AMOUNT_ORE`. */
export function parseAmount(input: string | number | null | undefined): number | null {
  const read = readAmount(input);
  return "ore" in read ? read.ore : null;
}

/** "1234.5" → 123450, exactly, without going through a binary fraction. */
function toOre(decimal: string): number {
  const negative = decimal.startsWith("-");
  const [kroner, ore = ""] = decimal.replace("-", "").split(".");
  const value = Number(kroner) * 100 + Number(ore.padEnd(2, "0"));
  return negative ? -value : value;
}
