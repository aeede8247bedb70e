import { Entity } from "electrodb";
import { registerEntities } from "../../dynamo/db";
import { Clock } from "../../clock";
import { primaryKey, SERVICE } from "../../dynamo/keys";

/** The partition of every interest-rate item: one small, global list (two items a year). */
export const INTEREST_RATES_PARTITION = "interest-rates";

/**
 * The forsinkelsesrente of one half-year and the § 3a B2B compensation for it (admin resource `interests`).
 * Not a customer's item: the figures are law, the same for everyone. One partition, sorted by `from`, so the whole
 * table of rates is one Query (oldest or newest first).
 */
export const InterestRateEntity = new Entity({
  model: { entity: "interest-rate", version: "1", service: SERVICE },
  attributes: {
    /** Always "interest-rates": the constant partition key. */
    listed: { type: "string", required: true, default: INTEREST_RATES_PARTITION, readOnly: true },
    /** The first day of the half-year, `YYYY-01-01` or `YYYY-07-01`. */
    from: { type: "string", required: true, readOnly: true },
    /** The rate per year in basis points (12.25 % = 1225): integers keep the arithmetic exact. */
    rateBasisPoints: { type: "number", required: true },
    /** The § 3a compensation for the half-year in øre, when known. */
    compensationOre: { type: "number" },
    /** Where the figure was published (regulation, URL). */
    source: { type: "string" },
    /** The user id of the last change, or "seed" for the published figures written on first use. */
    updatedBy: { type: "string", required: true },
    createdAt: { type: "number", readOnly: true, required: true, default: () => Clock.nowMs() },
    updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
  },
  indexes: {
    byFrom: primaryKey(["listed"], ["from"]),
  },
});

/** Registered in `db()` when this module loads. */
export const interestRateEntities = {
  interestRate: InterestRateEntity,
};

registerEntities(interestRateEntities);
