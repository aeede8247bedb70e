import { Clock } from "../clock";

/** Index shapes shared by every entity: the table's pk/sk and the overloaded gsiN keys (see table.ts). */
export const primaryKey = <const P extends readonly string[], const S extends readonly string[] = []>(
  pk: P,
  sk?: S,
) => ({
  pk: { field: "pk", composite: pk, casing: "none" as const },
  sk: { field: "sk", composite: (sk ?? []) as unknown as S, casing: "none" as const },
});

export const gsiKey = <
  const I extends "gsi1" | "gsi2" | "gsi3",
  const P extends readonly string[],
  const S extends readonly string[] = [],
>(
  index: I,
  pk: P,
  sk?: S,
) => ({
  index,
  pk: { field: `${index}pk` as const, composite: pk, casing: "none" as const },
  sk: { field: `${index}sk` as const, composite: (sk ?? []) as unknown as S, casing: "none" as const },
});

/**
 * The primary index of a customer's own items: the customer item and each of its settings (integration, ledger
 * settings, and those to come: case, auto-pilot, notifications, plan), one item per entity, all in the customer's
 * partition and in the ElectroDB collection "customerAccount", so one query reads them together
 * (accounts/customer.ts `readCustomerAccount`; docs/architecture.md "Customer settings: one collection").
 */
export const customerAccountKey = () => ({ collection: "customerAccount" as const, ...primaryKey(["customerId"]) });

/** createdAt (set once) and updatedAt (moved by every write), epoch milliseconds. */
export const timestamps = {
  createdAt: { type: "number", readOnly: true, required: true, default: () => Clock.nowMs() },
  updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
} as const;

export const SERVICE = "innfri";
