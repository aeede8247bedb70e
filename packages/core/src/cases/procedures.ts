import type { DebtorType } from "../ledger/debtor-rules";
import { SEEDED_PROCEDURE_IDS, type SeededProcedureId } from "./vocabulary";

/**
 * What cases need to know of procedures, as a small port: the procedures part (core/src/procedures) owns them, and
 * the integrator wires its implementation in with `setCaseProcedures` (docs/cases.md "Procedures"). Until then the
 * seeded ids answer, with the facts the seeded setup has: every seeded procedure has forced steps (enforcement
 * petition, bankruptcy, eviction) and none asks for a held or notification date when a case starts.
 */
export interface ProcedureFacts {
  id: string;
  /** It has forced (judicial) steps: a debtor abroad cannot be taken through it (SPEC 8 "Foreign customer"). */
  forcedSteps: boolean;
  /** The case must name these dates when it starts (SPEC 5 "where asked"). */
  asksHeldDate: boolean;
  asksNotificationDate: boolean;
}

export interface CaseProcedures {
  /** The procedure a new case of this debtor type takes: "rent" when its claims are rent. */
  procedureFor(debtorType: DebtorType, opts: { rent: boolean }): string;
  /** The facts of a procedure, or null when there is none of that id (or it may not be used). */
  facts(procedureId: string): Promise<ProcedureFacts | null>;
  /** The procedures a case of this debtor type may use (the case's own first). */
  usableFor(debtorType: DebtorType, opts: { rent: boolean }): Promise<string[]>;
}

export function seededProcedureFor(debtorType: DebtorType, { rent }: { rent: boolean }): SeededProcedureId {
  return rent ? "rent" : debtorType;
}

const seeded: CaseProcedures = {
  procedureFor: seededProcedureFor,
  async facts(id) {
    if (!(SEEDED_PROCEDURE_IDS as readonly string[]).includes(id)) return null;
    return { id, forcedSteps: true, asksHeldDate: false, asksNotificationDate: false };
  },
  async usableFor(debtorType, opts) {
    const own = seededProcedureFor(debtorType, opts);
    // rent may be used for any debtor type (a tenant can be a person or a company); bankruptcy only for companies
    return [own, ...SEEDED_PROCEDURE_IDS.filter((p) => p !== own && (p === "rent" || p === debtorType))];
  },
};

let current: CaseProcedures = seeded;

/** The procedures port in use. */
export const caseProcedures = (): CaseProcedures => current;

/** Wires the procedures part in (the integrator, at start-up of core): `setCaseProcedures(impl)`. */
export function setCaseProcedures(impl: CaseProcedures): void {
  current = impl;
}

/** Back to the seeded answers (tests). */
export function resetCaseProcedures(): void {
  current = seeded;
}
