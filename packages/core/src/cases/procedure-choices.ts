import { AppError } from "../util/error";
import type { CaseProceduresView } from "./case-views.schema";
import { casesByIds } from "./lists";
import { caseProcedures } from "./procedures";
import { getCase, type Case } from "./store";

/**
 * GET /cases/{id}/procedures and /cases/multiple-procedures: the procedures a case (or every one of several) may
 * use, from the procedures port (procedures.ts): `current` is the one it follows, `suggested` the one a new case of
 * its debtor and claims would take.
 */
async function usable(c: Case): Promise<string[]> {
  return caseProcedures().usableFor(c.debtorType, { rent: c.rent });
}

/** The procedure a new case of its debtor and claims would take (null when none applies). */
const suggested = (c: Case) => caseProcedures().procedureFor(c.debtorType, { rent: c.rent }).catch(() => null);

const viewOf = (ids: string[], current: string | null, suggested: string | null): CaseProceduresView => ({
  data: ids.map((id) => ({ id, current: id === current, suggested: id === suggested })),
});

export async function proceduresOfCase(customerId: string, caseId: string): Promise<CaseProceduresView> {
  const c = await getCase(customerId, caseId);
  return viewOf(await usable(c), c.procedureId, await suggested(c));
}

/** The procedures every one of the cases may use (a batch change of procedure); 404 when one of them is not found. */
export async function proceduresOfCases(customerId: string, ids: string[]): Promise<CaseProceduresView> {
  const found = await casesByIds(
    customerId,
    ids.filter((id) => /^[1-9]\d{0,9}$/.test(id)),
  );
  if (found.length !== ids.length) throw new AppError("NOT_FOUND", "errors.notFound");
  const lists = await Promise.all(found.map(usable));
  const common = lists.reduce((acc, l) => acc.filter((id) => l.includes(id)));
  const currents = new Set(found.map((c) => c.procedureId));
  return viewOf(common, currents.size === 1 ? found[0]!.procedureId : null, null);
}
