import { Entity } from "electrodb";
import { registerEntities } from "../../dynamo/db";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../../dynamo/keys";
import { PAUSE_ENDINGS } from "./pause.schema";

/**
 * A pause of a case, kept per debtor (SPEC "debtor pauses"; docs/case-operations.md "Pause and resume"): the
 * reactivation date, the notification choice and the note, and how it ended. The case carries the active one's id
 * (`pauseId`), so a resume ends exactly that pause in its own transaction. `byDue` finds the pauses due across every
 * customer with one Query of the `active` partition up to today (the reactivation job; no scan); an ended pause
 * moves to `ended`, so that partition holds only what still waits.
 */
export const CasePauseEntity = new Entity({
  model: { entity: "case-pause", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    debtorId: { type: "string", required: true },
    /** A ULID: a debtor's pauses list in the order they were made. */
    pauseId: { type: "string", required: true },
    caseId: { type: "string", required: true },
    from: { type: "string", required: true },
    until: { type: "string", required: true },
    notify: { type: "boolean", required: true },
    note: { type: "string" },
    state: { type: ["active", "ended"] as const, required: true },
    endedHow: { type: PAUSE_ENDINGS },
    endedAt: { type: "number" },
    endedBy: { type: "string" },
    pausedBy: { type: "string", required: true },
    pausedByName: { type: "string" },
    ...timestamps,
  },
  indexes: {
    byDebtor: primaryKey(["customerId", "debtorId"], ["pauseId"]),
    byDue: gsiKey("gsi1", ["state"], ["until", "customerId", "caseId", "pauseId"]),
  },
});

export const casePauseEntities = { casePause: CasePauseEntity };

registerEntities(casePauseEntities);
