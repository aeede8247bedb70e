import type { DebtorType } from "../ledger/debtor-rules";
import { procedureFor as configuredProcedureFor, stepsOf } from "../procedures";
import { procedures } from "../procedures/stores";
import { AppError } from "../util/error";
import { JUDICIAL_STEP_KINDS, type StepKind } from "./vocabulary";

/**
 * What cases need to know of procedures, as a small port over the procedures part (core/src/procedures, the admin's
 * configuration): the procedure a new case takes, the facts of one (forced steps), the ones a case may use.
 * Tests seed the procedures themselves (`seedProcedures`) rather than swap the port.
 */
export interface ProcedureFacts {
  id: string;
  /** It has forced (judicial) steps (the law refuses them one by one for a debtor abroad: law/forced-steps.ts). */
  forcedSteps: boolean;
  /** The case must name these dates when it starts (SPEC 5 "where asked"). */
  asksHeldDate: boolean;
  asksNotificationDate: boolean;
}

export interface CaseProcedures {
  /** The procedure a new case of this debtor type takes ("rent" when its claims are rent); 404 when none applies. */
  procedureFor(debtorType: DebtorType, opts: { rent: boolean }): Promise<string>;
  /** The facts of a procedure, or null when there is none of that id (or it may not be used). */
  facts(procedureId: string): Promise<ProcedureFacts | null>;
  /** The procedures a case of this debtor type may use (the case's own first). */
  usableFor(debtorType: DebtorType, opts: { rent: boolean }): Promise<string[]>;
}

/** Most procedures read for a choice (the admin keeps a handful). */
const MAX_PROCEDURES = 200;

const configured: CaseProcedures = {
  async procedureFor(debtorType, { rent }) {
    return (await configuredProcedureFor(debtorType, { rent })).id;
  },
  async facts(id) {
    const found = await procedures.get(id).catch((err: unknown) => {
      if (err instanceof AppError && err.code === "NOT_FOUND") return null;
      throw err;
    });
    if (!found) return null;
    const steps = await stepsOf(id);
    // no procedure field asks for the held or notification date yet (docs/procedures.md): none is asked
    return {
      id,
      forcedSteps: steps.some((s) => JUDICIAL_STEP_KINDS.includes(s.kind as StepKind)),
      asksHeldDate: false,
      asksNotificationDate: false,
    };
  },
  async usableFor(debtorType, opts) {
    const own = await configured.procedureFor(debtorType, opts).catch(() => null);
    // rent may be used for any debtor type (a tenant can be a person or a company); the rest by their debtor type
    const all = await procedures.all(MAX_PROCEDURES);
    const fit = all.filter((p) => p.id !== own && (p.appliesTo === "rent" || p.appliesTo === debtorType));
    return [...(own ? [own] : []), ...fit.map((p) => p.id)];
  },
};

/** The procedures port in use. */
export const caseProcedures = (): CaseProcedures => configured;
