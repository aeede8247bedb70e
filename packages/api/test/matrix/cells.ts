/**
 * Which cells of the authorisation matrix run (src/authorization.test.ts), derived from the declarations with the
 * pure checks of access.ts, so a route whose declared role changes picks its own cells (docs/architecture.md,
 * "Which cells the matrix runs"):
 *
 * - the role mechanism: every actor, on one representative row per distinct declaration (role, `x-customer`,
 *   `x-self`): secured() answers every actor right for every declared role;
 * - every other row: the actors that tell its declared guard from every other guard it could have instead (any
 *   other role of core/resource/roles.ts, with or without `self`, and none: "anyone"), the least privileged actor
 *   it admits (the request works), and, with a core check, the actors for whom core's answer differs from the
 *   role's.
 */
import { ROLES, type Role } from "@innfri/core/resource/roles";
import { ACTORS, type ActorName } from "./actors";
import { answerOf, type Access, type Status, type WorldFlags } from "./access";
import type { CoreCheck, Row } from "./row";

/** What the actor must get: the declared role's answer, then (if it lets the actor in) core's for this request. */
export function expected(access: Access, core: CoreCheck | undefined, name: ActorName, w: WorldFlags): Status {
  const declared = answerOf(access.role, name, w, access.self !== undefined);
  if (declared !== "ok" || !core) return declared;
  return "status" in core ? core.status : answerOf(core.role, name, w);
}

/** One declaration, as the role mechanism sees it: the role, where the customer comes from, and `self`. */
export const declarationOf = (a: Access) => `${a.role} ${a.customer ?? "-"} ${a.self ?? "-"}`;

/**
 * The row per distinct declaration that runs with every actor: the first in ROWS order without a core check (so
 * the answers are the role's alone) and without `own` (a customer per cell), else the first at all. Rows whose
 * route declares nothing are left out (they fail in their own test).
 */
export function representatives(rows: readonly Row[], accessOf: (r: Row) => Access | null): Set<Row> {
  const byDeclaration = new Map<string, Row[]>();
  for (const r of rows) {
    const access = accessOf(r);
    if (!access) continue; // a row without a declaration fails on its own
    const key = declarationOf(access);
    byDeclaration.set(key, [...(byDeclaration.get(key) ?? []), r]);
  }
  return new Set([...byDeclaration.values()].map((rs) => rs.find((r) => !r.core && !r.own) ?? rs[0]!));
}

/** The answers of every actor (in ACTORS order) under a guard. */
export const answers = (access: Access, core: CoreCheck | undefined, w: WorldFlags) =>
  ACTORS.map((name) => expected(access, core, name, w));

/**
 * The guards a route could have instead of its declared one, each as the answers it would give: every other role,
 * with and without `self` (for user-type roles; `self` never goes with a customer role), and, with a core check,
 * the declared role without it. "No guard at all" lets every signed-in user in, as "anyone" does.
 */
export function otherGuards(access: Access, core: CoreCheck | undefined, w: WorldFlags): Status[][] {
  const guards: Access[] = ROLES.flatMap((role: Role) =>
    role.startsWith("customer:") ? [{ ...access, role, self: undefined }] : [
      { ...access, role, self: undefined },
      { ...access, role, self: "path:id" },
    ],
  ).filter((g) => g.role !== access.role || (g.self === undefined) !== (access.self === undefined));
  const result = guards.map((g) => answers(g, core, w));
  if (core) result.push(answers(access, undefined, w));
  return result;
}

/**
 * The actors a row runs with: the least privileged one its role admits (the fewest other guards admit it too), the
 * ones core answers otherwise than the role, then, one by one, the actor that tells the declared guard from the
 * most other guards still undistinguished, until every other guard that answers anyone differently would fail a
 * cell. In ACTORS order.
 */
export function cellsOf(access: Access, core: CoreCheck | undefined, w: WorldFlags): ActorName[] {
  const declared = answers(access, core, w);
  const others = otherGuards(access, core, w);
  const chosen = new Set<number>();

  const admitted = ACTORS.map((_, i) => i).filter((i) => declared[i] === "ok");
  const admittedBy = (i: number) => others.filter((o) => o[i] === "ok").length;
  const weakest = admitted.sort((a, b) => admittedBy(a) - admittedBy(b) || a - b)[0];
  if (weakest !== undefined) chosen.add(weakest);

  if (core) {
    const roleAlone = answers(access, undefined, w);
    ACTORS.forEach((_, i) => roleAlone[i] !== declared[i] && chosen.add(i));
  }

  const told = (o: Status[]) => [...chosen].some((i) => o[i] !== declared[i]);
  let open = others.filter((o) => o.some((s, i) => s !== declared[i]) && !told(o));
  while (open.length) {
    const tells = ACTORS.map((_, i) => open.filter((o) => o[i] !== declared[i]).length);
    const best = tells.indexOf(Math.max(...tells));
    chosen.add(best);
    open = open.filter((o) => !told(o));
  }
  return ACTORS.filter((_, i) => chosen.has(i));
}
