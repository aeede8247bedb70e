import "./entities"; // registers the entities named here
import "../i18n/cases"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isMessageKey, t, type Language, type MessageKey } from "../i18n/messages";
import { csvAmount, csvDate, toCsv } from "../util/csv";
import type { CaseExportInput } from "./case.schema";
import { remainingOf } from "./case-rules";
import type { Case } from "./store";

/**
 * POST /cases/export-statistics: the customer's cases (optionally of one status or last step, created in a period)
 * as CSV (UTF-8 with BOM, semicolons, dates DD.MM.YYYY, amounts 1234,50, headers in the caller's language), read
 * from one index page by page, at most MAX_EXPORT cases (the bound of the case list, issue 10).
 */
export const MAX_EXPORT = 20_000;

const HEADER: MessageKey[] = [
  "caseCsv.caseNumber",
  "caseCsv.debtor",
  "caseCsv.customerNumber",
  "caseCsv.status",
  "caseCsv.lastStep",
  "caseCsv.dueDate",
  "caseCsv.invoiceNumber",
  "caseCsv.kid",
  "caseCsv.principal",
  "caseCsv.interest",
  "caseCsv.fees",
  "caseCsv.paid",
  "caseCsv.remaining",
  "caseCsv.startedAt",
];

const word = (lang: Language, key: string, fallback: string) => (isMessageKey(key) ? t(lang, key) : fallback);

export async function casesCsv(
  customerId: string,
  q: Omit<CaseExportInput, "format">,
  lang: Language = "no",
): Promise<{ filename: string; csv: string }> {
  const cases = db().entities.case;
  const base = q.status
    ? cases.query.byStatus({ customerId, status: q.status })
    : q.step
      ? cases.query.byStep({ customerId, stepKey: q.step })
      : cases.query.byNumber({ customerId });
  // one index or another, the same entity: its filter is written once
  const query = (base as ReturnType<typeof cases.query.byNumber>).where((a, op) =>
    [
      q.status && q.step ? op.eq(a.stepKey, q.step as string) : "",
      q.from ? op.gte(a.createdDay, q.from) : "",
      q.to ? op.lte(a.createdDay, q.to) : "",
    ]
      .filter(Boolean)
      .join(" AND "),
  );
  const found: Case[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: Case[]; cursor: string | null } = await query.go({ cursor, limit: 1000 });
    found.push(...res.data);
    cursor = res.cursor;
  } while (cursor && found.length < MAX_EXPORT);
  const rows = found
    .slice(0, MAX_EXPORT)
    .map((c) => [
      String(c.caseNumber),
      c.debtorName,
      c.customerNumber,
      word(lang, `caseStatus.${c.status}`, c.status),
      c.lastStep?.name ?? "",
      csvDate(c.dueDate),
      c.invoiceNumber ?? "",
      c.kid ?? "",
      csvAmount(c.principalOre),
      csvAmount(c.interestOre),
      csvAmount(c.feesOre),
      csvAmount(c.paidOre),
      csvAmount(remainingOf(c)),
      c.startedAt ? csvDate(c.startedAt) : "",
    ]);
  const csv = toCsv(
    HEADER.map((k) => t(lang, k)),
    rows,
  );
  return { filename: `saker-${Clock.today()}.csv`, csv };
}
