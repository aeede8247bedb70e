import "@innfri/core/i18n/interest"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { Clock } from "@innfri/core/clock";
import { t } from "@innfri/core/i18n/messages";
import { ChargeInput, date } from "@innfri/core/ledger/ledger.schema";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { ledgerChange, ledgerRead } from "./access";
import {
  idParam,
  InterestDatesRange,
  InterestProposal,
  InterestProposals,
  optionalDate,
  pagingFields,
  pagingOf,
  VoucherMessage,
  voucherView,
} from "./schemas";
import { claim, voucherRoutes } from "./voucher-routes";

/** The interest notes' rules load on first use: the ledger function's cold start stays under its 1 MB (stacks.test.ts). */
const notes = () => import("@innfri/core/ledger/interest-notes");

/**
 * Interest notes (rentenota, issue 4, SPEC 7 "interest-calculations dates-range", "debtors GET interest-calculations"):
 * the late-payment interest a note would charge per debtor, and the note itself, an interest-calculation voucher
 * (type 11) whose lines show every rate period. The note is then read like any voucher, through
 * GET /interest-calculations/{id}: the one router of the /interest-calculations prefix (`interestCalculations`)
 * holds both, these routes first, as the voucher routes' `{id}` would take "proposals" and "dates-range" for ids.
 */

const tags = ["Interest notes"];

/** `untilDate` of the reads: left out, today; after today a 422 on the field (core `debtorInterest`). */
const UntilQuery = z.object({ untilDate: optionalDate() });

const NoteInput = z
  .object({
    debtorId: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(100),
    untilDate: date(),
  })
  .openapi("InterestNoteInput");

/** The voucher routes of interest calculations (type 11), the notes included. */
const interestVouchers = voucherRoutes({
  path: "interest-calculations",
  noun: "interest calculation",
  types: [VOUCHER_TYPES.interestCalculation],
  group: "claims",
  schema: ChargeInput,
  defaultState: "open",
  toNew: (b) => ({
    ...claim(b),
    type: VOUCHER_TYPES.interestCalculation,
    dueDate: b.dueDate,
    invoiceNumber: b.invoiceNumber,
  }),
});

/** /interest-calculations: proposals, the dates range and notes, then the voucher routes of type 11. */
export const interestCalculations = router()
  .openapi(
    secured({
      ...ledgerRead,
      method: "get",
      path: "/proposals",
      tags,
      summary:
        "Interest note proposals: the debtors with claims overdue at untilDate (default today), oldest due first, each with the interest a note would charge per claim and rate period; 422 naming a half-year without a rate",
      request: { query: UntilQuery.extend(pagingFields) },
      responses: responses(InterestProposals),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const q = c.req.valid("query");
      const { page, rowsPerPage } = pagingOf(q);
      const untilDate = q.untilDate ?? Clock.today();
      return c.json(await (await notes()).interestProposals(customerId, { untilDate, page, rowsPerPage }), 200);
    },
  )
  .openapi(
    secured({
      ...ledgerRead,
      method: "get",
      path: "/dates-range",
      tags,
      summary: "The dates an interest calculation can run up to: from the first half-year with a rate to today",
      responses: responses(InterestDatesRange),
    }),
    // the rates are global, but the page belongs to a ledger: the same reading right as its other calls
    async (c) => c.json(await (await notes()).interestDatesRange(), 200),
  )
  .openapi(
    secured({
      ...ledgerChange,
      method: "post",
      path: "/notes",
      tags,
      summary:
        "Charge a debtor's interest up to untilDate as an interest note (voucher type 11, due in 14 days) with one line per claim and rate period; the same days are never charged twice (422 on debtorId: nothing to charge)",
      request: { body: jsonBody(NoteInput) },
      responses: responses(VoucherMessage, "Created", 201),
    }),
    async (c) => {
      const { debtorId, untilDate } = c.req.valid("json");
      const note = await (await notes()).createInterestNote(c.get("customerId"), debtorId, untilDate, c.get("actor"));
      return c.json({ message: t(c.get("lang"), "interest.noteCreated"), data: voucherView(note) }, 201);
    },
  )
  .route("/", interestVouchers);

/** GET /debtors/{id}/interest-calculations (SPEC 7): part of the /debtors router (debtors.ts). */
export const debtorInterestNotes = router().openapi(
  secured({
    ...ledgerRead,
    method: "get",
    path: "/{id}/interest-calculations",
    tags,
    summary:
      "The interest a note for the debtor would charge up to untilDate (default today), per claim and rate period; 422 naming a half-year without a rate",
    request: { params: idParam, query: UntilQuery },
    responses: responses(InterestProposal),
  }),
  async (c) => {
    const untilDate = c.req.valid("query").untilDate ?? Clock.today();
    return c.json(await (await notes()).debtorInterest(c.get("customerId"), c.req.valid("param").id, untilDate), 200);
  },
);
