import "../i18n/credit-check"; // registers the texts of the keys named here
import { t, type Language } from "../i18n/messages";
import { ensure, heading, paragraph, table, use } from "../letters/pdf/blocks";
import { letterDate, letterMoney, winAnsi } from "../letters/pdf/format";
import { CONTENT_WIDTH, MARGIN, SIZE } from "../letters/pdf/layout";
import { finish, newDocument, type Doc, type RenderOptions } from "../letters/pdf/render";
import { getObject, putObject } from "../storage/documents";
import { Clock } from "../clock";
import { reportOfCheck } from "./checks";
import { reportPdfKey } from "./keys";
import type { CreditCheckView, CreditReport } from "./credit.schema";

/**
 * A check's report as a PDF (GET case-credit-check/get-pdf/{id}; issue 21, docs/credit-check.md): the same fields
 * as the report page, in the language of the user who checked, with the letters' PDF stack (letters/pdf). Made by
 * the job `credit-check.report-pdf` right after the check and kept beside it: a company's under the customer's
 * documents, a person's under the prefix the bucket deletes after a day (and refused after 24 hours on read).
 */

const osloDate = (ms: number) => new Date(ms).toLocaleDateString("en-CA", { timeZone: "Europe/Oslo" });

export async function renderReportPdf(
  check: CreditCheckView,
  report: CreditReport,
  lang: Language,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const w = (key: string, p: Record<string, string | number> = {}) => t(lang, key, p);
  const none = w("creditCheck.pdf.notGiven");
  const date = osloDate(check.at);
  const doc = newDocument(
    `${w("creditCheck.pdf.title")} ${report.subject.name}`,
    "Innfri",
    date,
    options,
    lang === "en" ? "en-GB" : "nb-NO",
  );
  doc.addPage();
  use(doc, "bold", SIZE.title);
  doc.text(winAnsi(`${w("creditCheck.pdf.title")}: ${report.subject.name}`), MARGIN.left, MARGIN.top + 10, {
    width: CONTENT_WIDTH,
  });
  doc.y += 4;
  paragraph(
    doc,
    w("creditCheck.pdf.checked", {
      date: letterDate(date),
      name: check.byName ?? check.byUserId,
      provider: report.provider,
    }),
  );
  const pairs = (rows: [string, string][]) => keyValues(doc, rows);
  const money = (ore: number | null | undefined) => (ore === null || ore === undefined ? none : letterMoney(ore));
  pairs([
    [w("creditCheck.pdf.name"), report.subject.name],
    ...(report.subject.orgNumber
      ? [[w("creditCheck.pdf.orgNumber"), report.subject.orgNumber] as [string, string]]
      : []),
    ...(report.subject.birthDate
      ? [[w("creditCheck.pdf.birthDate"), letterDate(report.subject.birthDate)] as [string, string]]
      : []),
    [w("creditCheck.pdf.address"), report.subject.address ?? none],
    ...(report.subject.status ? [[w("creditCheck.pdf.status"), report.subject.status] as [string, string]] : []),
    ...(check.purpose
      ? [[w("creditCheck.pdf.purpose"), w(`creditCheck.purpose.${check.purpose}`)] as [string, string]]
      : []),
  ]);
  doc.y += 10;
  pairs([
    [w("creditCheck.pdf.score"), report.score === null ? none : String(report.score)],
    [
      w("creditCheck.pdf.riskClass"),
      report.riskClass ? `${report.riskClass} – ${w(`creditCheck.risk.${report.riskClass}`)}` : none,
    ],
    [w("creditCheck.pdf.riskText"), report.riskText ?? none],
    [
      w("creditCheck.pdf.anticipatedDefault"),
      report.anticipatedDefault === null
        ? none
        : `${report.anticipatedDefault.toLocaleString(lang === "en" ? "en-GB" : "nb-NO")} %`,
    ],
    [w("creditCheck.pdf.maxCredit"), report.maxCredit ? money(report.maxCredit.amountOre) : none],
  ]);
  doc.y += 10;
  heading(doc, w("creditCheck.pdf.remarks"));
  if (report.paymentRemarks.length === 0) paragraph(doc, w("creditCheck.pdf.noRemarks"));
  else
    table(
      doc,
      [
        { title: w("creditCheck.pdf.remarkDate"), width: CONTENT_WIDTH * 0.18 },
        { title: w("creditCheck.pdf.remarkCreditor"), width: CONTENT_WIDTH * 0.42 },
        { title: w("creditCheck.pdf.remarkType"), width: CONTENT_WIDTH * 0.2 },
        { title: w("creditCheck.pdf.remarkAmount"), width: CONTENT_WIDTH * 0.2, align: "right" },
      ],
      report.paymentRemarks.map((r) => [
        r.date ? letterDate(r.date) : "",
        r.creditor ?? "",
        r.type ?? "",
        money(r.amountOre),
      ]),
    );
  if (report.income) {
    doc.y += 6;
    heading(doc, w("creditCheck.pdf.income", { year: report.income.year }));
    pairs([
      [w("creditCheck.pdf.gross"), money(report.income.grossOre)],
      [w("creditCheck.pdf.net"), money(report.income.netOre)],
      [w("creditCheck.pdf.wealth"), money(report.income.wealthOre)],
    ]);
  }
  if (report.balance) {
    doc.y += 6;
    heading(
      doc,
      w("creditCheck.pdf.balance", { date: report.balance.yearEnd ? letterDate(report.balance.yearEnd) : none }),
    );
    pairs([
      [w("creditCheck.pdf.revenue"), money(report.balance.revenueOre)],
      [w("creditCheck.pdf.profitBeforeTax"), money(report.balance.profitBeforeTaxOre)],
      [w("creditCheck.pdf.totalAssets"), money(report.balance.totalAssetsOre)],
      [w("creditCheck.pdf.equity"), money(report.balance.equityOre)],
      [w("creditCheck.pdf.liabilities"), money(report.balance.liabilitiesOre)],
    ]);
  }
  if (report.kind === "person") {
    doc.y += 8;
    footnote(doc, w("creditCheck.pdf.personKept"));
  }
  return finish(doc);
}

/** Label and value side by side, a row each (the value wraps in its column). */
function keyValues(doc: Doc, rows: [string, string][]) {
  const labelWidth = CONTENT_WIDTH * 0.4;
  for (const [label, value] of rows) {
    ensure(doc, 16);
    const top = doc.y;
    use(doc, "bold", SIZE.body);
    doc.text(winAnsi(label), MARGIN.left, top, { width: labelWidth - 6 });
    const below = doc.y;
    use(doc, "regular", SIZE.body);
    doc.text(winAnsi(value), MARGIN.left + labelWidth, top, { width: CONTENT_WIDTH - labelWidth });
    doc.y = Math.max(below, doc.y) + 3;
  }
}

function footnote(doc: Doc, text: string) {
  use(doc, "regular", SIZE.info);
  doc.text(winAnsi(text), MARGIN.left, doc.y, { width: CONTENT_WIDTH });
}

/** The job's work: the PDF of a check whose report may still be read, stored where its kind keeps it. */
export async function storeReportPdf(customerId: string, checkId: string, lang: Language): Promise<void> {
  const found = await reportOfCheck(customerId, checkId);
  if (!found) return; // a person's report past its 24 hours: nothing to make
  if (found.check.reportUntil !== null && found.check.reportUntil <= Clock.nowMs()) return;
  // made once: a delivery of the job again finds it and writes nothing (writing it again would replace the file
  // while a download may be reading it)
  const key = reportPdfKey(customerId, checkId, found.check.kind);
  if (await getObject(key)) return;
  const bytes = await renderReportPdf(found.check, found.report, lang);
  await putObject(key, bytes, "application/pdf");
}
