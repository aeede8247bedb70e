import { letterWord, type LetterWord } from "../../i18n/letters";
import type { LetterModel } from "../letter-model";
import { letterAccountNumber, letterDate, letterMoney, letterRate, winAnsi } from "./format";
import {
  BODY_TOP,
  COLOR,
  CONTENT_WIDTH,
  INFO,
  LOGO,
  MARGIN,
  MM,
  SENDER,
  SIZE,
  WINDOW,
} from "./layout";

/**
 * The parts of a letter, drawn in order by `render.ts`: the head (logo, sender, address window, reference box)
 * and the body (title, texts, the claims, the amounts of inkassoloven § 10 c, the interest of § 10 d, the
 * payment box, the consequences of § 9 / § 10 e). Every string goes through `winAnsi` (see format.ts).
 */

import { ensure, fittingSize, heading, keepSectionSign, paragraph, table, use, write, type Doc } from "./blocks";

const word = (m: LetterModel, key: LetterWord, params?: Record<string, string>) =>
  letterWord(m.letter.language, key, params);

/** Logo top left: PNG and JPEG only (pdfkit embeds those); other stored types are left out (docs/letters.md). */
export function drawLogo(doc: Doc, logo: Uint8Array | undefined, type: string | undefined): void {
  if (!logo || (type !== "image/png" && type !== "image/jpeg")) return;
  try {
    doc.image(Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength), LOGO.x, LOGO.y, {
      fit: [LOGO.width, LOGO.height],
    });
  } catch {
    // a damaged image must not stop the letter: the sender block names the creditor anyway
  }
}

export function drawHead(doc: Doc, m: LetterModel): void {
  const c = m.creditor;
  // the sender, top right
  use(doc, "bold", SIZE.heading);
  write(doc, c.name, SENDER.x, SENDER.y, { width: SENDER.width, align: "right" });
  use(doc, "regular", SIZE.info, COLOR.muted);
  let y = SENDER.y + 14;
  const lines = [...c.addressLines, `${word(m, "letters.orgNumber")} ${c.orgNumber}`, c.contact.phone, c.contact.email];
  for (const l of lines.filter((v): v is string => !!v)) {
    write(doc, l, SENDER.x, y, { width: SENDER.width, align: "right" });
    y += 10.5;
  }

  // the envelope window: the return address in its top 5 mm, the debtor below
  use(doc, "regular", SIZE.small, COLOR.muted);
  write(doc, [c.name, ...c.addressLines].join(", "), WINDOW.x, WINDOW.y + 1.5 * MM, {
    width: WINDOW.width,
    height: WINDOW.returnHeight,
    ellipsis: true,
  });
  doc
    .moveTo(WINDOW.x, WINDOW.y + WINDOW.returnHeight)
    .lineTo(WINDOW.x + WINDOW.width, WINDOW.y + WINDOW.returnHeight)
    .lineWidth(0.4)
    .strokeColor(COLOR.rule)
    .stroke();
  // a petition goes to the court or enforcement office, never to the debtor (letters-legal-review #5)
  // a served notice goes to the stevnevitne that serves it on the debtor (issue 18 #1)
  const to = m.petition ? m.petition.addressee : m.service ? m.service.addressee : m.debtor;
  drawRecipient(doc, [to.name, ...to.addressLines]);

  // the references, right of the window
  const rows: [LetterWord, string][] = [
    ["letters.date", letterDate(m.letter.date)],
    ["letters.caseNumber", m.caseNumber],
    ["letters.customerNumber", m.debtor.customerNumber],
    ...(c.caseworker ? [["letters.caseworker", c.caseworker.name] as [LetterWord, string]] : []),
    // a petition has no payment deadline: the court or namsmannen sets the debtor's time
    // nor a served notice: its deadline runs from the service (konkursloven § 63), the text says so
    ...(m.petition || m.service ? [] : [["letters.deadline", letterDate(m.payment.deadline)] as [LetterWord, string]]),
  ];
  y = INFO.y;
  for (const [key, value] of rows) {
    use(doc, "regular", SIZE.info, COLOR.muted);
    write(doc, word(m, key), INFO.x, y, { width: 30 * MM });
    use(doc, "bold", SIZE.info);
    write(doc, value, INFO.x + 30 * MM, y, { width: INFO.width - 30 * MM, align: "right" });
    y += 12;
  }
}

/** The recipient's part of the envelope window: below the return address, above the window's lower edge. */
export const RECIPIENT = {
  top: WINDOW.y + WINDOW.returnHeight + 4 * MM,
  bottom: WINDOW.y + WINDOW.height - 2 * MM,
} as const;
const RECIPIENT_SIZES = [SIZE.body, 9, 8, 7] as const;

/**
 * The name and address in the envelope window (security-review-2 G7, usability-review-2 C12): each entry wraps
 * within the window's width and the next starts below its last line; when they do not fit the window's height,
 * the font shrinks (10 → 7 pt); when even 7 pt does not fit, the longest entries lose lines, ending in «…». The
 * postal lines (street, postcode and town) are cut last, so the post can always read where the letter goes.
 */
export function drawRecipient(doc: Doc, entries: string[]): void {
  const width = WINDOW.width;
  const room = RECIPIENT.bottom - RECIPIENT.top;
  const texts = entries.map((e) => winAnsi(e));
  let size: number = SIZE.small;
  for (const s of RECIPIENT_SIZES) {
    use(doc, "regular", s);
    if (texts.reduce((sum, t) => sum + doc.heightOfString(t, { width }), 0) <= room) {
      size = s;
      break;
    }
  }
  use(doc, "regular", size);
  const lineHeight = doc.currentLineHeight(true);
  const lines = texts.map((t) => Math.max(1, Math.round(doc.heightOfString(t, { width }) / lineHeight)));
  const fit = Math.floor(room / lineHeight);
  while (lines.reduce((a, b) => a + b, 0) > fit) {
    // the entry of most lines gives one (the name before the address among equals); the postcode line last
    const cut = (candidates: number[]) => {
      const most = Math.max(0, ...candidates.map((i) => lines[i]!));
      return most > 1 ? candidates.find((i) => lines[i] === most) : undefined;
    };
    const all = lines.map((_, i) => i);
    const i = cut(all.slice(0, -1)) ?? cut(all);
    if (i === undefined) break; // more entries than lines: not with at most 7 entries at 7 pt
    lines[i]! -= 1;
  }
  let y = RECIPIENT.top;
  texts.forEach((t, i) => {
    const height = lines[i]! * lineHeight;
    doc.text(t, WINDOW.x, y, { width, height: height + 0.5, ellipsis: true });
    y += height;
  });
}

/** § 10 d: the date interest runs from, each claim's own when they differ ("14.10.2026 (24053), 07.11.2026 (24071)"). */
function interestFrom(m: LetterModel): string {
  const own = m.claims.filter((c) => c.interestFromDate);
  if (new Set(own.map((c) => c.interestFromDate)).size <= 1) return letterDate(m.interest!.fromDate);
  return own.map((c) => `${letterDate(c.interestFromDate!)} (${c.invoiceNumber})`).join(", ");
}

/** «Til forkynnelse for Bedrift AS, Storgata 1, 0150 Oslo. 3 eksemplarer.»: what the stevnevitne is asked to do. */
const serviceRequest = (m: LetterModel, service: NonNullable<LetterModel["service"]>) =>
  word(m, "letters.service.request", {
    debtor: m.debtor.name,
    address: m.debtor.addressLines.join(", "),
    copies: String(service.copies),
  });

export function drawBody(doc: Doc, m: LetterModel): void {
  doc.y = BODY_TOP;
  use(doc, "bold", SIZE.title);
  doc.text(winAnsi(keepSectionSign(m.letter.title)), MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 8;
  if (m.service) paragraph(doc, serviceRequest(m, m.service));
  paragraph(doc, m.letter.upperText);
  if (m.petition?.respondentId) paragraph(doc, m.petition.respondentId);

  heading(doc, word(m, "letters.claims"));
  const amountWidth = 35 * MM;
  const dateWidth = 25 * MM;
  const numberWidth = 30 * MM;
  table(
    doc,
    [
      { title: word(m, "letters.invoiceNumber"), width: numberWidth },
      { title: word(m, "letters.description"), width: CONTENT_WIDTH - numberWidth - 2 * dateWidth - amountWidth },
      { title: word(m, "letters.invoiceDate"), width: dateWidth },
      { title: word(m, "letters.dueDate"), width: dateWidth },
      { title: word(m, "letters.principal"), width: amountWidth, align: "right" },
    ],
    m.claims.map((c) => [
      c.invoiceNumber,
      // a case of several claims: each with its own KID (the payment box has the one that pays the whole case)
      [c.description, c.kid ? `KID ${c.kid}` : null].filter(Boolean).join(" · "),
      letterDate(c.invoiceDate),
      letterDate(c.dueDate),
      letterMoney(c.principalOre),
    ]),
  );

  // inkassoloven § 10 c: the principal and each additional claim on a line of its own
  const a = m.amounts;
  const lang = m.letter.language;
  const rows: string[][] = [
    [word(m, "letters.principal"), letterMoney(a.principalOre)],
    ...a.fees.map((f) => [f.name, letterMoney(f.amountOre)]),
    // each period with the balance it ran on (§ 10: the basis of the figure; split before and after a payment)
    ...a.interest.map((p) => [
      word(m, p.baseOre !== undefined ? "letters.interestPeriodOn" : "letters.interestPeriod", {
        rate: letterRate(p.rateBasisPoints, lang),
        ...(p.baseOre !== undefined ? { base: letterMoney(p.baseOre) } : {}),
        from: letterDate(p.from),
        to: letterDate(p.to),
      }),
      letterMoney(p.amountOre),
    ]),
    ...(a.paidOre > 0 ? [[word(m, "letters.paid"), letterMoney(-a.paidOre)]] : []),
    [word(m, m.petition ? "letters.petition.total" : "letters.total"), letterMoney(a.totalOre)],
  ];
  heading(doc, word(m, m.petition ? "letters.petition.amounts" : "letters.amounts"));
  table(
    doc,
    [
      { title: "", width: CONTENT_WIDTH - 40 * MM },
      { title: word(m, "letters.amount"), width: 40 * MM, align: "right" },
    ],
    rows,
    true,
  );
  // § 10 d: the rate and the date interest runs from
  if (m.interest)
    paragraph(
      doc,
      word(m, "letters.interestNote", {
        rate: letterRate(m.interest.rateBasisPoints, lang),
        from: interestFrom(m),
      }),
    );

  if (m.plan) drawPlan(doc, m, m.plan);
  // a petition asks the court, not the debtor: no payment box, no "what happens if you do not pay"
  if (!m.petition) drawPaymentBox(doc, m);
  if (!m.petition && m.letter.consequences.trim()) {
    heading(doc, word(m, "letters.consequences"));
    paragraph(doc, m.letter.consequences);
  }
  paragraph(doc, m.letter.lowerText);
  if (m.petition?.attachments.length) {
    heading(doc, word(m, "letters.petition.attachments"));
    paragraph(doc, m.petition.attachments.map((a, i) => `${i + 1}. ${a}`).join("\n"));
  }
}

/** A down-payment plan's instalments and the agreed amount they add up to (the model refuses one that does not). */
function drawPlan(doc: Doc, m: LetterModel, plan: NonNullable<LetterModel["plan"]>): void {
  heading(doc, word(m, "letters.plan"));
  const [numberWidth, amountWidth] = [30 * MM, 40 * MM];
  table(
    doc,
    [
      { title: word(m, "letters.plan.number"), width: numberWidth },
      { title: word(m, "letters.dueDate"), width: CONTENT_WIDTH - numberWidth - amountWidth },
      { title: word(m, "letters.amount"), width: amountWidth, align: "right" },
    ],
    [
      ...plan.instalments.map((i) => [String(i.number), letterDate(i.dueDate), letterMoney(i.amountOre)]),
      [word(m, "letters.plan.agreed"), "", letterMoney(plan.agreedOre)],
    ],
    true,
  );
}

function drawPaymentBox(doc: Doc, m: LetterModel): void {
  const height = 36;
  ensure(doc, height + 30);
  heading(doc, word(m, "letters.payment"));
  const top = doc.y;
  doc.rect(MARGIN.left, top, CONTENT_WIDTH, height).lineWidth(0.8).strokeColor(COLOR.text).stroke();
  const fields: [LetterWord, string][] = [
    ["letters.accountNumber", letterAccountNumber(m.payment.accountNumber ?? m.creditor.accountNumber)],
    // no KID agreement (issue 18 #13): «Merk betalingen med» «saksnummer 123»
    m.payment.kid
      ? ["letters.kid", m.payment.kid]
      : ["letters.markPayment", word(m, "letters.caseReference", { caseNumber: m.caseNumber })],
    // a plan's letter asks for its first instalment (its due date is the payment deadline)
    m.plan
      ? ["letters.plan.firstInstalment", letterMoney(m.plan.instalments[0]!.amountOre)]
      : ["letters.amount", letterMoney(m.amounts.totalOre)],
    [
      "letters.deadline",
      m.service
        ? word(m, "letters.service.deadline", { days: String(m.service.days) })
        : letterDate(m.payment.deadline),
    ],
  ];
  const width = CONTENT_WIDTH / fields.length;
  fields.forEach(([key, value], i) => {
    const x = MARGIN.left + i * width + 6;
    use(doc, "regular", SIZE.info, COLOR.muted);
    write(doc, word(m, key), x, top + 6, { width: width - 12 });
    // a figure is never cut: a long amount is written smaller instead
    use(doc, "bold", SIZE.heading);
    fittingSize(doc, value, width - 12, SIZE.heading, SIZE.small);
    write(doc, value, x, top + 18, { width: width - 12 });
  });
  doc.y = top + height + 12;
}
