/**
 * The rounding of an invoice's amounts (docs/billing-invoices.md "VAT and rounding"), pure: used by the input's
 * validation (a discount never above its line) and by the invoice's figures (invoice-rules.ts), so both round alike.
 */

/** a / b rounded half away from zero, exact for any integers (BigInt: a VAT product can pass 2^53). */
export function divRound(a: number, b: number): number {
  const [x, y] = [BigInt(a), BigInt(b)];
  const sign = x < 0n !== y < 0n ? -1n : 1n;
  const [ax, ay] = [x < 0n ? -x : x, y < 0n ? -y : y];
  return Number(sign * ((ax * 2n + ay) / (2n * ay)));
}

/** Quantity × unit price in øre, rounded to øre (a quantity has at most three decimals). */
export const grossOre = (quantity: number, unitPriceOre: number) => divRound(Math.round(quantity * 1000) * unitPriceOre, 1000);

/** A line's net amount in øre (BT-131): its gross less its discount. */
export const lineNetOre = (quantity: number, unitPriceOre: number, discountOre = 0) =>
  grossOre(quantity, unitPriceOre) - discountOre;

/** VAT of a category's taxable amount at a rate in basis points, rounded to øre (BT-117). */
export const vatOf = (taxableOre: number, basisPoints: number) => divRound(taxableOre * basisPoints, 10_000);
