import { describe, expect, it } from "vitest";
import { oreToInput, splitState } from "./split";

describe("splitState", () => {
  it("counts down what is left as parts are typed", () => {
    expect(splitState(150000, ["1 000,00", ""]).remainingOre).toBe(50000);
    expect(splitState(150000, ["1 000", "250,50"]).remainingOre).toBe(24950);
    expect(splitState(150000, ["1000", "500"])).toEqual({
      sumOre: 150000,
      remainingOre: 0,
      allValid: true,
      complete: true,
    });
  });

  it("is not complete with one part, an unreadable part, zero or parts above the payment", () => {
    expect(splitState(150000, ["1500"]).complete).toBe(false);
    expect(splitState(150000, ["1000", "abc"]).allValid).toBe(false);
    expect(splitState(150000, ["1500", "0"]).complete).toBe(false);
    const over = splitState(150000, ["1000", "600"]);
    expect(over.remainingOre).toBe(-10000);
    expect(over.complete).toBe(false);
  });
});

describe("oreToInput", () => {
  it("writes øre as a typed amount", () => {
    expect(oreToInput(123450)).toBe("1234,50");
    expect(oreToInput(5)).toBe("0,05");
  });
});
