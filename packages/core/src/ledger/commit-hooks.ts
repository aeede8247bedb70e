import { INTEGRATIONS } from "./integration-setting-view.schema";
import type { LedgerActor } from "./new-voucher";
import type { LedgerExtra, Voucher, VoucherChange } from "./store";

/**
 * The ledger's hook points (design review 2, change 3: the arrows of core run one way). The ledger's one command
 * (matching.ts `commit`) and its delete (vouchers.ts) call what the contexts above the ledger registered here, at
 * module load, like the entities of `dynamo/db.ts`; the ledger imports none of them. Cases registers its handlers in
 * `cases/ledger-hooks.ts`, and every function that can write the ledger loads that module at its start
 * (`hooks.test.ts` of the API checks each deployed entry; docs/architecture.md "Commit hooks").
 *
 * A point with no handler registered refuses loudly (`HookMissing`): a ledger write in a process where nobody said
 * what a credit on a case's claim means would pay the claim and leave the case unpaid, so it is never skipped.
 */

/** What a hook may do to the command's vouchers (matching.ts `portOf`: the command owns them). */
export interface LedgerPort {
  readonly changes: VoucherChange[];
  current(v: Voucher): Voucher;
  /** Applies more of the credit to a debit (the set's `allocate`). */
  apply(credit: Voucher, debit: Voucher, amountOre: number): void;
  /** Takes back part of what the credit applied to a debit in this command. */
  unapply(credit: Voucher, debit: Voucher, amountOre: number): void;
  /**
   * Records part of the credit as applied to something above the ledger (a case's costs): an allocation to
   * `target`, which has a colon (`case:<id>`), so it is never a voucher id.
   */
  toTarget(credit: Voucher, target: string, amountOre: number): void;
  /** Credits matched automatically (KID, invoice number): what is left of them may pay more (a case's costs). */
  readonly autoMatched: ReadonlySet<string>;
  /** The targets (in order) a new credit is aimed at by the command that made it (a case command: case ids). */
  readonly intents: ReadonlyMap<string, string[]>;
  /** What the command read already for a hook (a case by its id), so the hook does not read it again. */
  readonly known: ReadonlyMap<string, unknown>;
}

/**
 * A hook's part of the command: `count` items joined to the ledger's one transaction (`items`), what to do when
 * that transaction is cancelled by a condition (the retry then reads what it assumed), what it answers the command
 * once committed (`result`, for `commit`'s `onCommitted`), and what follows the commit (`committed`: never undoes
 * money; it runs after the activity is written, inside the command's call).
 */
export interface CreditApplied extends LedgerExtra {
  cancelled?(err: unknown): void;
  result?: unknown;
  committed?(): Promise<void>;
}

/** The handlers a context registers; each point may have one handler per context. */
export interface LedgerHooks {
  /**
   * "Credit applied to items": before the command writes, with every change it plans; what it answers is written in
   * the same transaction. Runs on every command, so it answers quickly when the changes concern it not.
   */
  creditApplied(customerId: string, port: LedgerPort, actor: LedgerActor): Promise<CreditApplied>;
  /** "May this voucher's allocations be undone" (a delete): throws the refusal (an AppError) when not. */
  mayUndo(v: Voucher): void;
  /**
   * The open items a credit names through the context when neither its KID nor its invoice number names one (a case
   * number in its KID or text: the case's claims). Their voucher ids; empty when it names none.
   */
  itemsNamedBy(customerId: string, credit: Pick<Voucher, "kid" | "reference" | "description">): Promise<string[]>;
}

/**
 * "Credit applied to a debit from an accounting system" (issue 22): the changes of a command whose debit came from
 * a system's sync (its `source` is a system of the integration setting) and gained allocations; `all`: every change
 * of the command (the credits among them). What the handler answers (the write-back outbox's items:
 * accounting/ledger-hooks.ts) is written in the command's transaction. Called only when there are such changes, and
 * then refused loudly when nothing registered (`HookMissing`): a payment on a synced invoice must never be kept from
 * the system silently.
 */
export type SourceCredited = (
  customerId: string,
  changes: VoucherChange[],
  all: readonly VoucherChange[],
  actor: LedgerActor,
) => Promise<CreditApplied>;

export type HookPoint = keyof LedgerHooks | "sourceCredited";

/** The sources of vouchers that came from an accounting system's sync (ledger/import-vouchers.ts `sourceNameOf`). */
const SYSTEM_SOURCES: ReadonlySet<string> = new Set(INTEGRATIONS.filter((i) => i !== "file"));

/** The changes of a command that credit a debit from a system: an existing debit whose allocations grew. */
export const creditsToSystems = (changes: readonly VoucherChange[]): VoucherChange[] =>
  changes.filter(
    (c) =>
      c.before &&
      c.after &&
      c.after.side === "debit" &&
      SYSTEM_SOURCES.has(c.after.source) &&
      c.after.allocations.length > c.before.allocations.length,
  );

const sourceHandlers = new Map<string, SourceCredited>();

/** Registers a context's handler of "credit applied to a debit from a system" (once, at the load of its module). */
export function registerSourceCredited(context: string, handler: SourceCredited): void {
  const known = sourceHandlers.get(context);
  if (known === handler) return;
  if (known) throw new Error(`Ledger hook "sourceCredited" registered twice for "${context}"`);
  sourceHandlers.set(context, handler);
}

const registered = new Map<string, LedgerHooks>();

/** Registers a context's handlers (once, at the load of its hooks module); the same handlers again are ignored. */
export function registerLedgerHooks(context: string, hooks: LedgerHooks): void {
  const known = registered.get(context);
  if (known === hooks) return;
  if (known) throw new Error(`Ledger hooks registered twice for "${context}"`);
  registered.set(context, hooks);
}

/** A ledger write in a process where no context registered its hooks (see the module's comment). */
export class HookMissing extends Error {
  constructor(point: HookPoint) {
    super(
      `No handler for the ledger's hook "${point}" (ledger/commit-hooks.ts): the entry of this function or script ` +
        `must import "@innfri/core/cases/ledger-hooks" before it writes the ledger`,
    );
    this.name = "HookMissing";
  }
}

/** The registered handlers of the contexts above the ledger, in the order they registered; refuses when none. */
export function ledgerHooks(point: HookPoint): LedgerHooks[] {
  if (registered.size === 0) throw new HookMissing(point);
  return [...registered.values()];
}

/** The contexts registered (tests and the entries' check). */
export const hookContexts = (): string[] => [...registered.keys()];

/**
 * Every context's part of a command, as one part of its transaction (items in the order the contexts registered).
 * One after another: a handler may change the command's vouchers through the port, and the next sees that.
 */
export async function creditApplied(
  customerId: string,
  port: LedgerPort,
  actor: LedgerActor,
): Promise<{ extra: LedgerExtra | undefined; parts: Map<string, CreditApplied> }> {
  ledgerHooks("creditApplied");
  const parts = new Map<string, CreditApplied>();
  for (const [context, hooks] of registered) parts.set(context, await hooks.creditApplied(customerId, port, actor));
  for (const [context, part] of await sourceCredited(customerId, port.changes, actor)) parts.set(context, part);
  return { parts, extra: joined([...parts.values()]) };
}

/** Parts of a transaction as one (none, or none with items: undefined). */
const joined = (all: CreditApplied[]): LedgerExtra | undefined => {
  const count = all.reduce((s, a) => s + a.count, 0);
  return count ? { count, items: (e) => all.flatMap((a) => (a.count ? a.items(e) : [])) } : undefined;
};

/**
 * The "credit applied to a debit from a system" parts of a change of the ledger's vouchers, by context (`#` the
 * point): `commit`'s, and those of a command that writes vouchers in a transaction of its own (`ledgerWrite`: a
 * revert applying to a synced invoice what a payment had paid of the fees), so a krone collection applies to a
 * system's invoice reaches the system whichever command moved it.
 */
export async function sourceCredited(
  customerId: string,
  changes: readonly VoucherChange[],
  actor: LedgerActor,
): Promise<Map<string, CreditApplied>> {
  const parts = new Map<string, CreditApplied>();
  const toSystems = creditsToSystems(changes);
  if (!toSystems.length) return parts;
  if (sourceHandlers.size === 0) throw new HookMissing("sourceCredited");
  for (const [context, handler] of sourceHandlers)
    parts.set(`${context}#sourceCredited`, await handler(customerId, toSystems, changes, actor));
  return parts;
}

/**
 * `sourceCredited` for a command of its own (a case command): its parts' items as one, and what follows its commit
 * (the write-back's jobs), to run once the command's transaction is in.
 */
export async function sourceCreditedWrite(
  customerId: string,
  changes: readonly VoucherChange[],
  actor: LedgerActor,
): Promise<{ extra: LedgerExtra | undefined; committed: () => Promise<void> }> {
  const parts = [...(await sourceCredited(customerId, changes, actor)).values()];
  return {
    extra: joined(parts),
    committed: async () => void (await Promise.all(parts.map((p) => p.committed?.()))),
  };
}
