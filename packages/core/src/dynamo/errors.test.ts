import { describe, expect, it } from "vitest";
import { isConditionFailure } from "./errors";
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
