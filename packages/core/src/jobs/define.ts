import { z } from "zod";

/**
 * A kind of job, declared by the context that owns it (`ledger/import.jobs.ts`, `mail/mail.jobs.ts`) and listed once
 * in `registry.ts`. Pure: no AWS, no handler code. The handler is behind `load`, a dynamic import, so what a job
 * needs (parsers, exceljs, PDF rendering) stays out of every bundle that only enqueues it.
 */
export interface JobContext {
  /** The queued job's id: `<type>#<key>` for a keyed job, else a ULID. Its `JobRun` claim has this id. */
  jobId: string;
  /** Set when the job is an item of a batch (`batch.ts`): the item's own transaction counts it there. */
  batchId?: string;
  /**
   * Set by a batch item's handler once its own transaction with `batchItemCommits` has committed: the item is counted
   * and its claim done, so `runJob` only settles the batch (no second counting transaction that can only fail).
   */
  counted?: boolean;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

/** What enqueueing needs to know of a job: enough for `enqueue`, nothing of its handler. */
export interface JobSpec<T extends string = string, P = unknown> {
  type: T;
  /** The payload; checked when enqueued and again when run. */
  schema: z.ZodType<P>;
  /**
   * The logical identity of the work (`step-run#<caseId>#<stepId>`): the same key queued twice runs once, because the
   * job id is `<type>#<key>` and the consumer's `JobRun` claim dedupes by id. Without it every enqueue is new work.
   */
  key?: (payload: P) => string;
}

export interface JobDefinition<T extends string = string, P = unknown> extends JobSpec<T, P> {
  load: () => Promise<JobHandler<P>>;
}

/**
 * A job's spec apart from its handler, for a job whose handler is heavy: the code that enqueues imports the spec
 * (esbuild inlines every `import("…")` it can see, so a module that reaches `load` carries the handler in its
 * bundle), the context's `*.jobs.ts` adds `load` with `defineJob({ ...spec, load })`, and only the registry imports it.
 */
export function jobSpec<const T extends string, S extends z.ZodType>(spec: {
  type: T;
  schema: S;
  key?: (payload: z.infer<S>) => string;
}): JobSpec<T, z.infer<S>> {
  return spec as JobSpec<T, z.infer<S>>;
}

export function defineJob<const T extends string, S extends z.ZodType>(definition: {
  type: T;
  schema: S;
  key?: (payload: z.infer<S>) => string;
  load: () => Promise<JobHandler<z.infer<S>>>;
}): JobDefinition<T, z.infer<S>> {
  return definition as JobDefinition<T, z.infer<S>>;
}

/** Longest job key; a key is an identity, not data. */
export const MAX_KEY_LENGTH = 200;

/** The body of a queued message. `payload` is checked against its definition's schema by the consumer. */
export const QueuedJob = z.object({
  id: z.string().min(1).max(MAX_KEY_LENGTH + 100),
  type: z.string().min(1).max(100),
  payload: z.unknown(),
  batchId: z.string().max(300).optional(),
  /** Set for a scheduled occurrence (jobs/scheduled.ts): its schedule's id, whose heartbeat a success beats. */
  schedule: z.string().max(100).optional(),
});
export type QueuedJob = z.infer<typeof QueuedJob>;

/** The id of a job: deterministic for a keyed job (`<type>#<key>`), else the fresh id given. */
export function jobIdOf<P>(definition: JobSpec<string, P>, payload: P, fresh: () => string, key?: string): string {
  const logical = key ?? definition.key?.(payload);
  if (logical === undefined) return fresh();
  if (logical.length === 0 || logical.length > MAX_KEY_LENGTH)
    throw new Error(`job ${definition.type}: a key is 1..${MAX_KEY_LENGTH} characters`);
  return `${definition.type}#${logical}`;
}
