import "@innfri/core/i18n/company-register"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { CompanyRecord, CompanySearchQuery, CompanySearchResult } from "@innfri/core/company-register/company.schema";
import { AppError } from "@innfri/core/util/error";
import { router } from "../../lib/openapi";
import { responses } from "../../lib/schemas";
import { secured } from "../../lib/route";

const tags = ["Company register"];

/**
 * /company-register: Enhetsregisteret (Brønnøysundregistrene) through its adapter (issue 21, docs/company-register.md),
 * for a company debtor's name and address and the warnings to give before a case starts (bankrupt, being wound up,
 * deleted), and for a new customer's own details at registration (a user with no customer yet). Any signed-in user
 * reads it: the register's open data (NLOD), nothing of any customer's.
 */
export const companyRegisterRoutes = router()
  .openapi(
    secured({
      role: "anyone",
      method: "get",
      path: "/{orgNumber}",
      tags,
      summary:
        "The company with this organisation number (9 digits, MOD11), with warnings; 404 when the register has none; 503 when the register does not answer",
      request: { params: z.object({ orgNumber: z.string().max(20) }) },
      responses: responses(CompanyRecord),
    }),
    async (c) => {
      const { companyRegister } = await import("@innfri/core/company-register/brreg");
      const record = await (await companyRegister()).lookup(c.req.valid("param").orgNumber);
      if (!record) throw new AppError("NOT_FOUND", "companyRegister.notFound");
      return c.json(record, 200);
    },
  )
  .openapi(
    secured({
      role: "anyone",
      method: "get",
      path: "/",
      tags,
      summary: "Companies whose name matches (20 a page), with warnings",
      request: { query: CompanySearchQuery },
      responses: responses(CompanySearchResult),
    }),
    async (c) => {
      const { companyRegister } = await import("@innfri/core/company-register/brreg");
      const q = c.req.valid("query");
      return c.json(await (await companyRegister()).search(q.name, q.page ?? 0), 200);
    },
  );
