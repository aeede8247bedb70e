import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { listPage, type ListTotal, type Run } from "../dynamo/list";
import type { CaseEventView } from "./case-views.schema";
import type { CaseListFilters, CaseSortField } from "./case.schema";
import { CASE_COUNTERS, caseKeyOf, searchTerm } from "./case-rules";
import { getCase, type Case } from "./store";
import { withNames } from "./actor-names";

/**
 * The case list (GET /cases, SPEC 2 `/customer/cases`): every filtered page is a Query of one index (docs/cases.md
 * "Keys"), never a scan: no filter → the cases by number; a status → gsi1 (customer, status); a step → gsi2
 * (customer, last step); a due filter or the due-date sort → gsi3 (customer, due date); what is left of the filters
 * is a filter expression on that Query. A search reads the search refs (`<term>#<caseKey>`) with one begins_with
 * Query, at most MAX_SEARCH_HITS cases. Totals: counters for no filter and a status alone, else the bounded key walk.
 */

export interface CaseListQuery {
  page: number;
  rowsPerPage: number;
  sort: { field: CaseSortField; desc: boolean };
  search?: string;
  filters: CaseListFilters;
}

/** The most cases a search finds (a search names a case; a longer list is narrowed by typing more). */
export const MAX_SEARCH_HITS = 500;
const KEY_ATTRIBUTES = ["customerId", "caseKey", "status", "stepKey", "dueDate"];

/** The due range the filters ask for: `due` (relative to today, Oslo) and dueFrom/dueTo, inclusive. */
function dueRange(f: CaseListFilters): { from?: string; to?: string } | null {
  let from = f.dueFrom;
  let to = f.dueTo;
  const today = Clock.today();
  if (f.due === "not-due") from = !from || from < today ? today : from;
  if (f.due === "overdue") {
    const yesterday = new Date(new Date(`${today}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    to = !to || to > yesterday ? yesterday : to;
  }
  return from || to ? { from, to } : null;
}

type Go = (o: Record<string, unknown>) => Promise<{ data: Case[]; cursor: string | null }>;

export async function listCases(customerId: string, q: CaseListQuery): Promise<{ data: Case[]; total: number }> {
  if (q.search) return searchCases(customerId, q);
  const f = q.filters;
  const range = dueRange(f);
  const entity = db().entities.case;
  const order = q.sort.desc ? "desc" : "asc";
  let base: { go: Go; where: (cb: unknown) => { go: Go } };
  const conditions: ((a: Record<string, unknown>, op: Record<string, (...x: unknown[]) => string>) => string)[] = [];
  let total: ListTotal = "countKeys";
  const byDue = !f.status && !f.step && (range || q.sort.field === "dueDate");
  if (f.status) {
    base = entity.query.byStatus({ customerId, status: f.status }) as never;
    if (!f.step && !range && !f.debtorId)
      total = { counter: { scope: customerId, name: CASE_COUNTERS.status(f.status) } };
  } else if (f.step) {
    base = entity.query.byStep({ customerId, stepKey: f.step }) as never;
  } else if (byDue) {
    const q3 = entity.query.byDue({ customerId });
    base = (
      range ? q3.between({ dueDate: range.from ?? "0000-00-00" }, { dueDate: `${range.to ?? "9999-99-99"}~` }) : q3
    ) as never;
    if (!range && !f.debtorId) total = { counter: { scope: customerId, name: CASE_COUNTERS.all } };
  } else {
    base = entity.query.byNumber({ customerId }) as never;
    if (!f.debtorId) total = { counter: { scope: customerId, name: CASE_COUNTERS.all } };
  }
  if (f.status && f.step) conditions.push((a, op) => op.eq!(a.stepKey, f.step));
  if (!byDue && range) {
    if (range.from) conditions.push((a, op) => op.gte!(a.dueDate, range.from));
    if (range.to) conditions.push((a, op) => op.lte!(a.dueDate, range.to));
  }
  if (f.debtorId) conditions.push((a, op) => op.eq!(a.debtorId, f.debtorId));
  const query = conditions.length
    ? base.where((a: never, op: never) => conditions.map((c) => c(a, op)).join(" AND "))
    : base;
  const run: Run<Case> = (o) =>
    query.go({ cursor: o.cursor, limit: o.limit, attributes: o.attributes, order }) as never;
  return listPage({ run, keyAttributes: KEY_ATTRIBUTES, page: q.page, rowsPerPage: q.rowsPerPage, total });
}

/** A search: the cases whose number, debtor name (or a word of it), customer number, invoice number or KID starts so. */
async function searchCases(customerId: string, q: CaseListQuery): Promise<{ data: Case[]; total: number }> {
  const term = searchTerm(q.search ?? "");
  if (!term || term.startsWith("!")) return { data: [], total: 0 };
  const { data: refs } = await db()
    .entities.caseRef.query.byRef({ customerId })
    .begins({ ref: term })
    .go({ pages: "all", limit: MAX_SEARCH_HITS * 4 });
  const ids = [...new Set(refs.map((r) => r.caseId))].slice(0, MAX_SEARCH_HITS);
  const found = await casesByIds(customerId, ids);
  const f = q.filters;
  const range = dueRange(f);
  const matching = found.filter(
    (c) =>
      (!f.status || c.status === f.status) &&
      (!f.step || c.stepKey === f.step) &&
      (!f.debtorId || c.debtorId === f.debtorId) &&
      (!range?.from || c.dueDate >= range.from) &&
      (!range?.to || c.dueDate <= range.to),
  );
  const key = (c: Case) => (q.sort.field === "dueDate" ? `${c.dueDate}${c.caseKey}` : c.caseKey);
  matching.sort((a, b) => key(a).localeCompare(key(b)) * (q.sort.desc ? -1 : 1));
  const start = (q.page - 1) * q.rowsPerPage;
  return { data: matching.slice(start, start + q.rowsPerPage), total: matching.length };
}

/** The cases of these ids (case numbers) that exist, in batches of 100. */
export async function casesByIds(customerId: string, ids: string[]): Promise<Case[]> {
  const out: Case[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const keys = ids.slice(i, i + 100).map((id) => ({ customerId, caseKey: caseKeyOf(Number(id)) }));
    const { data } = await db().entities.case.get(keys).go();
    out.push(...data);
  }
  return out;
}

/** A case's events, oldest first (the events tab). */
export async function caseEvents(
  customerId: string,
  caseId: string,
): Promise<{ data: CaseEventView[]; total: number }> {
  const c = await getCase(customerId, caseId);
  const { data } = await db()
    .entities.caseEvent.query.byCase({ customerId, caseId: String(c.caseNumber) })
    .go({ pages: "all" });
  const events = data.map((e) => ({
    id: e.eventId,
    caseId: e.caseId,
    kind: e.kind,
    at: e.at,
    by: e.by,
    byName: e.byName ?? null,
    status: e.status ?? null,
    data: (e.data as Record<string, unknown>) ?? {},
  }));
  // every change with who (SPEC 2): an event stored without the name gets the user's name now
  return { data: await withNames(events), total: events.length };
}
