import { z } from "zod";

/**
 * Every event the server pushes to browsers, as one zod union: core publishes them (`Realtime.publish` takes only
 * these), the web decodes them with the same schema (`web/src/lib/realtime.ts`). Pure: no AWS, so the web imports it.
 *
 * - `session.revoked` (channel `user.<id>`): sessions of the user were signed out; the tab re-checks its own.
 * - `batch.progress` / `batch.done` (channel `customer.<id>`): a batch's counters (`jobs/batch.ts`).
 * - `resource.changed` (channel `customer.<id>`): a record the user may be looking at changed (an import that was
 *   parsed or failed; a case a step batch ran its step on, or failed to: `cases/steps/step-batch-run.ts`, one event
 *   per case); the web refetches it once.
 */
const id = z.string().min(1).max(300);
const count = z.number().int().min(0);

export const BatchProgress = z.object({
  batchId: id,
  /** What the batch does (`ledger.import`, `cases.step-run`). */
  kind: z.string().max(100),
  /** The record the batch is about (an import's id), when there is one. */
  subject: id.optional(),
  total: count,
  done: count,
  failed: count,
  status: z.enum(["running", "done"]),
});
export type BatchProgress = z.infer<typeof BatchProgress>;

export const RealtimeEvent = z.discriminatedUnion("event", [
  z.object({
    event: z.literal("session.revoked"),
    payload: z.object({ sessionId: id.optional(), exceptSessionId: id.optional() }),
  }),
  z.object({ event: z.literal("batch.progress"), payload: BatchProgress }),
  z.object({ event: z.literal("batch.done"), payload: BatchProgress }),
  z.object({
    event: z.literal("resource.changed"),
    payload: z.object({
      resource: z.enum(["imports", "integration-syncs", "cases"]),
      id,
      status: z.string().max(50).optional(),
    }),
  }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
export type RealtimeEventName = RealtimeEvent["event"];
export type PayloadOf<E extends RealtimeEventName> = Extract<RealtimeEvent, { event: E }>["payload"];

/** A message as a subscriber receives it: the event with the channel it came on. */
export const RealtimeMessage = z.intersection(z.object({ channel: z.string().max(300) }), RealtimeEvent);
export type RealtimeMessage = z.infer<typeof RealtimeMessage>;
