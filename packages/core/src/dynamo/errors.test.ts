import { describe, expect, it } from "vitest";
import { isConditionFailure, isContention } from "./errors";
import { TransactionCanceledError } from "./transaction";

describe("isConditionFailure", () => {
  it("is true for a cancelled transaction with a failed condition, false for a conflict", () => {
    expect(isConditionFailure(new TransactionCanceledError(["None", "ConditionalCheckFailed"]))).toBe(true);
    expect(isConditionFailure(new TransactionCanceledError(["TransactionConflict"]))).toBe(false);
  });
  it("finds the SDK's ConditionalCheckFailedException in ElectroDB's chain of causes", () => {
    const sdk = Object.assign(new Error("The conditional request failed"), { name: "ConditionalCheckFailedException" });
    expect(isConditionFailure(new Error("ElectroDB error", { cause: sdk }))).toBe(true);
    expect(isConditionFailure(new Error("ElectroDB error", { cause: new Error("throttled") }))).toBe(false);
    expect(isConditionFailure(undefined)).toBe(false);
  });
});

describe("isContention (G9)", () => {
  it("is true for what may pass when sent again: a beaten version, a conflict, throttling, in a transaction or a call", () => {
    for (const reason of ["ConditionalCheckFailed", "TransactionConflict", "ThrottlingError"])
      expect(isContention(new TransactionCanceledError([undefined, reason])), reason).toBe(true);
    const throttled = Object.assign(new Error("throttled"), { name: "ProvisionedThroughputExceededException" });
    expect(isContention(new Error("ElectroDB error", { cause: throttled }))).toBe(true);
  });
  it("is false for a bug: a malformed transaction, any other error", () => {
    expect(isContention(new TransactionCanceledError(["ValidationError"]))).toBe(false);
    expect(isContention(new Error("boom"))).toBe(false);
    expect(isContention(undefined)).toBe(false);
  });
});
