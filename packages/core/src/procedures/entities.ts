import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { STEP_KINDS } from "../law/vocabulary";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../dynamo/keys";
import { INVOICE_TYPES, VOUCHER_TYPES } from "../ledger/voucher-rules";
import { PROCEDURE_TARGETS } from "./procedure.schema";

/**
 * The collection configuration (issue 10): small global lists, each pk a constant `listed` and sk its id, like the
 * reference data (reference/entities.ts); gsi1 orders a list by its name key (lower case), so a list is a Query
 * and a search a `begins`. Steps are also in gsi2 by procedure and order: `stepsOf` is one Query.
 */
const stamps = { ...timestamps, updatedBy: { type: "string", required: true } } as const;
const listed = (value: string) => ({ type: "string", required: true, default: value, readOnly: true }) as const;
const id = { type: "string", required: true, readOnly: true } as const;
const str = { type: "string", required: true } as const;
const optional = { type: "string" } as const;
const targets = { type: PROCEDURE_TARGETS, required: true } as const;

const stepAttributes = {
  order: { type: "number", required: true },
  /** `order` zero-padded, so the index sorts 2 before 10. */
  orderKey: str,
  kind: { type: STEP_KINDS, required: true },
  nameNo: str,
  nameEn: str,
  nameKey: str,
  deadlineDays: { type: "number", required: true },
  waitDays: { type: "number", required: true },
  /** SEND_CHANNELS, checked by the input schema (ElectroDB lists hold strings, not enums) */
  channels: { type: "list", items: { type: "string" }, required: true },
  letterTemplate: optional,
  emailTemplate: optional,
  autopilot: { type: "boolean", required: true },
} as const;

export const ProcedureEntity = new Entity({
  model: { entity: "procedure", version: "1", service: SERVICE },
  attributes: {
    listed: listed("procedures"),
    id,
    nameNo: str,
    nameEn: str,
    nameKey: str,
    appliesTo: targets,
    ...stamps,
  },
  indexes: {
    byId: primaryKey(["listed"], ["id"]),
    byName: gsiKey("gsi1", ["listed"], ["nameKey", "id"]),
  },
});

export const StepEntity = new Entity({
  model: { entity: "step", version: "1", service: SERVICE },
  attributes: { listed: listed("steps"), id, procedureId: str, ...stepAttributes, ...stamps },
  indexes: {
    byId: primaryKey(["listed"], ["id"]),
    byName: gsiKey("gsi1", ["listed"], ["nameKey", "id"]),
    /** A procedure's ladder: by procedure, then order */
    byProcedure: gsiKey("gsi2", ["listed"], ["procedureId", "orderKey", "id"]),
  },
});

export const GlobalStepEntity = new Entity({
  model: { entity: "global-step", version: "1", service: SERVICE },
  attributes: { listed: listed("global-steps"), id, ...stepAttributes, ...stamps },
  indexes: {
    byId: primaryKey(["listed"], ["id"]),
    byName: gsiKey("gsi1", ["listed"], ["nameKey", "id"]),
  },
});

export const ProcedureAfterGlobalStepEntity = new Entity({
  model: { entity: "procedure-after-global-step", version: "1", service: SERVICE },
  attributes: {
    listed: listed("procedures-after-global-step"),
    id,
    globalStepId: str,
    appliesTo: targets,
    procedureId: str,
    stepId: optional,
    ...stamps,
  },
  indexes: {
    byId: primaryKey(["listed"], ["id"]),
    byGlobalStep: gsiKey("gsi1", ["listed"], ["globalStepId", "appliesTo", "id"]),
  },
});

export const ClaimTypeEntity = new Entity({
  model: { entity: "claim-type", version: "1", service: SERVICE },
  attributes: {
    listed: listed("claim-types"),
    id,
    nameNo: str,
    nameEn: str,
    nameKey: str,
    voucherType: { type: Object.keys(VOUCHER_TYPES) as (keyof typeof VOUCHER_TYPES)[], required: true },
    invoiceType: { type: Object.keys(INVOICE_TYPES) as (keyof typeof INVOICE_TYPES)[] },
    ...stamps,
  },
  indexes: {
    byId: primaryKey(["listed"], ["id"]),
    byName: gsiKey("gsi1", ["listed"], ["nameKey", "id"]),
  },
});

/** Registered in `db()` under these names when this module loads (dynamo/db.ts `registerEntities`). */
export const procedureEntities = {
  procedure: ProcedureEntity,
  step: StepEntity,
  globalStep: GlobalStepEntity,
  procedureAfterGlobalStep: ProcedureAfterGlobalStepEntity,
  claimType: ClaimTypeEntity,
};

registerEntities(procedureEntities);
