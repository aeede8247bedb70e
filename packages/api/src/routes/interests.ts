import { z } from "@hono/zod-openapi";
import { t } from "@innfri/core/i18n/messages";
import {
  CreateInterestRateInput,
  InterestCalculationQuery,
  InterestRateFromParam,
  UpdateInterestRateInput,
} from "@innfri/core/ledger/interest/interest-rate.schema";
import * as Rates from "@innfri/core/ledger/interest/interest-rates";
import { listQuery } from "../lib/list";
import { jsonBody, router } from "../lib/openapi";
import { listOf, MessageResponse, responses } from "../lib/schemas";
import { secured } from "../lib/route";

const tags = ["Interest rates"];
const paging = listQuery({ sortable: ["from"], defaultDesc: true });

/** One half-year's figures (docs/api.md, issue 4). */
export const InterestRate = z
  .object({
    from: z.string(),
    to: z.string(),
    ratePercent: z.number(),
    rateBasisPoints: z.number().int(),
    compensationOre: z.number().int().nullable(),
    source: z.string().nullable(),
    updatedBy: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .openapi("InterestRate");

export const InterestCalculation = z
  .object({
    totalOre: z.number().int(),
    periods: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        days: z.number().int(),
        ratePercent: z.number(),
        baseOre: z.number().int(),
        interestOre: z.number().int(),
      }),
    ),
  })
  .openapi("InterestCalculation");

export const interests = router()
  .openapi(
    secured({
      method: "get",
      path: "/",
      tags,
      role: "admin",
      summary: "Admin and superadmin: the late-payment interest rate and § 3a compensation per half-year, newest first",
      request: { query: paging },
      responses: responses(listOf(InterestRate)),
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await Rates.listInterestRates(q), 200);
    },
  )
  // Before /{from}, which would otherwise take "calculate" for a half-year.
  .openapi(
    secured({
      method: "get",
      path: "/calculate",
      tags,
      role: "anyone",
      summary:
        "Any signed-in user: late-payment interest on a principal in NOK from the day after dueDate to paidDate (or untilDate), split per period; 422 naming a half-year without a rate",
      request: { query: InterestCalculationQuery },
      responses: responses(InterestCalculation),
    }),
    async (c) => {
      const q = c.req.valid("query");
      const base = { principalOre: q.principal, dueDate: q.dueDate };
      const result = await Rates.calculateInterestWithStoredRates(
        q.paidDate !== undefined ? { ...base, paidDate: q.paidDate } : { ...base, untilDate: q.untilDate! },
      );
      return c.json({ totalOre: result.totalOre, periods: [...result.periods] }, 200);
    },
  )
  .openapi(
    secured({
      method: "get",
      path: "/{from}",
      tags,
      role: "admin",
      summary: "Admin and superadmin: one half-year (from = YYYY-01-01 or YYYY-07-01)",
      request: { params: InterestRateFromParam },
      responses: responses(InterestRate),
    }),
    async (c) => {
      return c.json(await Rates.getInterestRate(c.req.valid("param").from), 200);
    },
  )
  .openapi(
    secured({
      method: "post",
      path: "/",
      tags,
      role: "admin",
      summary: 'Admin and superadmin: a new half-year\'s rate (ratePercent "12,25") and § 3a compensation in NOK',
      request: { body: jsonBody(CreateInterestRateInput) },
      responses: responses(InterestRate, "Created", 201),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { from, ratePercent, compensation, source } = c.req.valid("json");
      const saved = await Rates.saveInterestRate(
        from,
        { ratePercent, compensationOre: compensation, source },
        actor,
        "create",
      );
      return c.json(saved, 201);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/{from}",
      tags,
      role: "admin",
      summary: "Admin and superadmin: change a half-year's figures (all of them: a compensation left out is removed)",
      request: { params: InterestRateFromParam, body: jsonBody(UpdateInterestRateInput) },
      responses: responses(InterestRate),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { ratePercent, compensation, source } = c.req.valid("json");
      const saved = await Rates.saveInterestRate(
        c.req.valid("param").from,
        { ratePercent, compensationOre: compensation, source },
        actor,
        "update",
      );
      return c.json(saved, 200);
    },
  )
  .openapi(
    secured({
      method: "delete",
      path: "/{from}",
      tags,
      role: "admin",
      summary: "Admin and superadmin: delete a half-year; calculations touching it then refuse until a rate is entered",
      request: { params: InterestRateFromParam },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      await Rates.deleteInterestRate(c.req.valid("param").from);
      return c.json({ message: t(c.get("lang"), "interest.deleted") }, 200);
    },
  );
