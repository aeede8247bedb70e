/**
 * Money is integer øre (DESIGN.md section 4). Amounts typed by people or read from files (SPEC section 5): spaces
 * are stripped, a comma is the decimal point, and anything that is not a number gives no value (null).
 */
export function parseAmount(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "number") return Number.isFinite(input) ? toOre(input.toFixed(2)) : null;
  const text = input.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^-?[0-9]+(\.[0-9]{1,2})?$/.test(text)) return null;
  return toOre(text);
}

/** "1234.5" → 123450, exactly, without going through a binary fraction. */
function toOre(decimal: string): number {
  const negative = decimal.startsWith("-");
  const [kroner, ore = ""] = decimal.replace("-", "").split(".");
  const value = Number(kroner) * 100 + Number(ore.padEnd(2, "0"));
  return negative ? -value : value;
}
