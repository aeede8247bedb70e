// The split dialog's arithmetic: the parts typed in ("1 234,50") against what is left of the payment.
import { parseAmount } from "@innfri/core/util/money";

export interface SplitState {
  /** Sum of the parts that could be read, in øre. */
  sumOre: number;
  /** What is still to be given to a part (negative: the parts are more than the payment). */
  remainingOre: number;
  /** Every part is a positive amount. */
  allValid: boolean;
  /** Two or more valid parts that add up exactly. */
  complete: boolean;
}

export function splitState(totalOre: number, amounts: readonly string[]): SplitState {
  let sumOre = 0;
  let allValid = amounts.length > 0;
  for (const text of amounts) {
    const ore = text.trim() ? parseAmount(text) : null;
    if (ore === null || ore <= 0) allValid = false;
    else sumOre += ore;
  }
  const remainingOre = totalOre - sumOre;
  return { sumOre, remainingOre, allValid, complete: allValid && amounts.length >= 2 && remainingOre === 0 };
}

/** "1 234,50" for 123450 øre: an amount as a person types it (no currency), for prefilled fields. */
export function oreToInput(ore: number): string {
  const kroner = Math.trunc(Math.abs(ore) / 100);
  const rest = String(Math.abs(ore) % 100).padStart(2, "0");
  return `${ore < 0 ? "-" : ""}${kroner},${rest}`;
}
