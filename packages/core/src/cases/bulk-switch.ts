import "../i18n/cases"; // registers the texts of the keys named here
import { Entity } from "electrodb";
import { db, registerEntities } from "../dynamo/db";
import { primaryKey, SERVICE, timestamps } from "../dynamo/keys";
import { AppError } from "../util/error";

/**
 * The off switch of the bulk actions (issue 20; SPEC 5 "Function temporarily disabled: continue cases one by one"):
 * staff turn off, for one customer or for everyone, every action that runs many cases at once (a step on selected
 * cases, approving the auto-pilot's proposals, the full auto-pilot's evening run). The cases themselves go on one by
 * one. One item per scope: `global`, or a customer's id; absent: on.
 */
export const BulkSwitchEntity = new Entity({
  model: { entity: "bulk-switch", version: "1", service: SERVICE },
  attributes: {
    scope: { type: "string", required: true },
    disabled: { type: "boolean", required: true },
    /** The staff user who set it last. */
    updatedBy: { type: "string", required: true },
    updatedAt: timestamps.updatedAt,
  },
  indexes: { byScope: primaryKey(["scope"]) },
});

export const bulkSwitchEntities = { bulkSwitch: BulkSwitchEntity };
registerEntities(bulkSwitchEntities);

export const GLOBAL_SCOPE = "global";

export interface BulkSwitchView {
  /** May the customer (or, for `global`, anyone) run bulk actions? */
  enabled: boolean;
  /** Off for everyone (staff's global switch), whatever the customer's own. */
  globalDisabled: boolean;
  /** Off for this customer. */
  customerDisabled: boolean;
}

/** Whether bulk actions are on for the customer (`global`: for everyone): both switches read in one request. */
export async function bulkSwitch(customerId: string): Promise<BulkSwitchView> {
  const scopes = [...new Set([GLOBAL_SCOPE, customerId])].map((scope) => ({ scope }));
  // every key answered (the client asks again for keys left unprocessed, dynamo/client.ts): never read as on
  const { data } = await db().entities.bulkSwitch.get(scopes).go({ consistent: true });
  const globalDisabled = !!data.find((s) => s.scope === GLOBAL_SCOPE)?.disabled;
  const customerDisabled = !!data.find((s) => s.scope === customerId)?.disabled;
  return { enabled: !globalDisabled && !customerDisabled, globalDisabled, customerDisabled };
}

/** Refuses a bulk action while it is off (409 with the spec's message); the caller changes nothing. */
export async function requireBulkActions(customerId: string): Promise<void> {
  if (!(await bulkSwitch(customerId)).enabled) throw new AppError("CONFLICT", "bulk.disabled");
}

/** Staff: turn bulk actions off or on, for a customer or (`global`) for everyone. */
export async function setBulkSwitch(scope: string, disabled: boolean, userId: string): Promise<void> {
  await db().entities.bulkSwitch.put({ scope, disabled, updatedBy: userId }).go();
}

/** The global switch alone (the evening run asks once before it queues anything). */
export async function bulkActionsOffForEveryone(): Promise<boolean> {
  const { data } = await db().entities.bulkSwitch.get({ scope: GLOBAL_SCOPE }).go({ consistent: true });
  return !!data?.disabled;
}
