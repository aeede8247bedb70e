import { z } from "@hono/zod-openapi";
import { InterestCalculationQuery } from "@innfri/core/ledger/interest/interest-rate.schema";
import * as Rates from "@innfri/core/ledger/interest/interest-rates";
import { router } from "../lib/openapi";
import { responses } from "../lib/schemas";
import { secured } from "../lib/route";

/**
 * `/interests/calculate`, beside the admin resource `interests` (routes/admin/index.ts gives the list, get, create,
 * update and delete from its descriptor). Mounted before it: `/{from}` would otherwise take "calculate".
 */
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

export const interestCalculation = router().openapi(
  secured({
    method: "get",
    path: "/calculate",
    tags: ["interests"],
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
);
