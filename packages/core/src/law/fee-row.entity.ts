import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { Clock } from "../clock";
import { primaryKey, SERVICE } from "../dynamo/keys";

/** The partition of every fee row: one small, global list (a row or two a year). */
export const FEE_ROWS_PARTITION = "fees";

/**
 * One dated row of collection-law figures (admin resource `fees`; law/figures.ts `FeeRow`). Law, the same for every
 * customer: one partition sorted by `validFrom`, so the whole table is one Query. An absent figure is "not set".
 */
export const FeeRowEntity = new Entity({
  model: { entity: "fee-row", version: "1", service: SERVICE },
  attributes: {
    listed: { type: "string", required: true, default: FEE_ROWS_PARTITION, readOnly: true },
    /** The first sending day the row is in force, `YYYY-MM-DD`. */
    validFrom: { type: "string", required: true, readOnly: true },
    regime: { type: ["inkassolov-1988", "inkassolov-2026"] as const, required: true },
    inkassosatsOre: { type: "number" },
    smallFeeFraction: { type: "string" },
    paymentDemandFraction: { type: "string" },
    rounding: { type: ["whole-kroner", "none"] as const, required: true },
    rettsgebyrOre: { type: "number" },
    claimsDueFrom: { type: "string" },
    source: { type: "string" },
    /** The user id of the last change, or "seed" for the published figures written on first use. */
    updatedBy: { type: "string", required: true },
    createdAt: { type: "number", readOnly: true, required: true, default: () => Clock.nowMs() },
    updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
  },
  indexes: {
    byValidFrom: primaryKey(["listed"], ["validFrom"]),
  },
});

/** Registered in `db()` when this module loads. */
export const feeRowEntities = {
  feeRow: FeeRowEntity,
};

registerEntities(feeRowEntities);
