import "@innfri/core/i18n/ledger"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { t } from "@innfri/core/i18n/messages";
import { deleteDebtor } from "@innfri/core/ledger/debtor-removal";
import * as Debtors from "@innfri/core/ledger/debtors";
import { DebtorInput, ExcludeDebtorInput } from "@innfri/core/ledger/ledger.schema";
import { debtorLedger } from "@innfri/core/ledger/lists";
import { writeOff } from "@innfri/core/ledger/write-off";
import { jsonBody, router } from "../../lib/openapi";
import { listOf, MessageResponse, responses } from "../../lib/schemas";
import { secured } from "../../lib/route";
import { commandActor } from "../../middleware/activity";
import { ledgerChange, ledgerChangeAny, ledgerRead, ledgerReadAny } from "./access";
import { debtorInterestNotes } from "./interest-notes";
import {
  createdOrFound,
  Debtor,
  DebtorLedger,
  debtorView,
  idParam,
  pagingFields,
  pagingOf,
  tags,
  voucherView,
  withConflict,
  WriteOff,
} from "./schemas";

const DebtorQuery = z.object({
  ...pagingFields,
  /** A prefix of the name. */
  search: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
  customerNumber: z.string().trim().max(50, { error: "validation.tooLong" }).optional(),
  orgNumber: z.string().trim().max(20, { error: "validation.tooLong" }).optional(),
  postcode: z.string().trim().max(10, { error: "validation.tooLong" }).optional(),
  city: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
});

/** /debtors: the ledger's debtors (no integration setting needed), a debtor's ledger, interest and write-off. */
export const debtors = router()
  .openapi(
    secured({
      ...ledgerReadAny,
      method: "get",
      path: "/",
      tags: tags.debtors,
      summary:
        "The ledger's debtors by name; search: name prefix, customerNumber: its prefix, orgNumber, postcode and city: exact",
      request: { query: DebtorQuery },
      responses: responses(listOf(Debtor)),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const q = c.req.valid("query");
      const { page, rowsPerPage } = pagingOf(q);
      const res = await Debtors.listDebtors(customerId, {
        page,
        rowsPerPage,
        name: q.search || undefined,
        customerNumber: q.customerNumber || undefined,
        orgNumber: q.orgNumber?.replace(/[\s.]/g, "") || undefined,
        postcode: q.postcode || undefined,
        city: q.city || undefined,
      });
      return c.json({ data: res.data.map(debtorView), total: res.total }, 200);
    },
  )
  .openapi(
    secured({
      ...ledgerChangeAny,
      method: "post",
      path: "/",
      tags: tags.debtors,
      summary:
        "Register a debtor (201), or the same customer number again: equal details are no change (200); other details are 409 DEBTOR_INFO_EXISTS unless confirmOverwrite",
      request: { body: jsonBody(DebtorInput) },
      responses: createdOrFound(Debtor),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const { confirmOverwrite, ...details } = c.req.valid("json");
      const { debtor, created } = await Debtors.saveDebtor(customerId, details, { confirmOverwrite });
      return created ? c.json(debtorView(debtor), 201) : c.json(debtorView(debtor), 200);
    },
  )
  .openapi(
    secured({
      ...ledgerReadAny,
      method: "get",
      path: "/{id}",
      tags: tags.debtors,
      summary: "A debtor",
      request: { params: idParam },
      responses: responses(Debtor),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      return c.json(debtorView(await Debtors.getDebtor(customerId, c.req.valid("param").id)), 200);
    },
  )
  .openapi(
    secured({
      ...ledgerChangeAny,
      method: "put",
      path: "/{id}",
      tags: tags.debtors,
      summary: "Change a debtor's details (the customer number is its identity and cannot change: 422)",
      request: { params: idParam, body: jsonBody(DebtorInput) },
      responses: withConflict(Debtor),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const { id } = c.req.valid("param");
      const { confirmOverwrite: _confirm, ...details } = c.req.valid("json");
      await Debtors.getDebtor(customerId, id);
      return c.json(debtorView(await Debtors.updateDebtor(customerId, id, details)), 200);
    },
  )
  .openapi(
    secured({
      ...ledgerChangeAny,
      method: "delete",
      path: "/{id}",
      tags: tags.debtors,
      summary: "Remove a debtor that has no vouchers (409 otherwise)",
      request: { params: idParam },
      responses: withConflict(MessageResponse),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      await deleteDebtor(customerId, c.req.valid("param").id);
      return c.json({ message: t(c.get("lang"), "ledger.debtorDeleted") }, 200);
    },
  )
  .openapi(
    secured({
      ...ledgerRead,
      method: "get",
      path: "/{id}/ledger",
      tags: tags.debtors,
      summary: "A debtor's ledger: every voucher with the running balance, the open items, unmatched credits, totals",
      request: { params: idParam },
      responses: responses(DebtorLedger),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const l = await debtorLedger(customerId, c.req.valid("param").id);
      return c.json(
        {
          debtor: debtorView(l.debtor),
          lines: l.lines.map((v) => ({
            ...voucherView(v),
            runningBalanceOre: v.runningBalanceOre,
            openOre: v.openOre,
          })),
          openItems: l.openItems.map(voucherView),
          unmatched: l.unmatched.map(voucherView),
          totals: l.totals,
          cases: l.cases,
        },
        200,
      );
    },
  )
  .openapi(
    secured({
      ...ledgerChange,
      method: "patch",
      path: "/{id}/exclude",
      tags: tags.debtors,
      summary: "Exclude the debtor's customer number from the ledger's automatic work (excluded: false takes it back)",
      request: { params: idParam, body: jsonBody(ExcludeDebtorInput) },
      responses: responses(Debtor),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const { id } = c.req.valid("param");
      await Debtors.getDebtor(customerId, id);
      return c.json(debtorView(await Debtors.updateDebtor(customerId, id, c.req.valid("json"))), 200);
    },
  )
  .openapi(
    secured({
      ...ledgerChange,
      method: "post",
      path: "/{id}/write-off",
      tags: tags.debtors,
      summary:
        "Write off a balance within plus/minus NOK 100 (SPEC 9): unmatched credits are applied, a correction closes the rest",
      request: { params: idParam },
      responses: responses(WriteOff),
    }),
    async (c) => {
      const correction = await writeOff(c.get("customerId"), c.req.valid("param").id, commandActor(c, 200));
      const message = t(c.get("lang"), correction ? "ledger.writtenOff" : "ledger.nothingToWriteOff");
      return c.json({ message, data: correction ? voucherView(correction) : null }, 200);
    },
  )
  .route("/", debtorInterestNotes);
