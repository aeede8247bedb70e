import "@innfri/core/i18n/credit-check"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import {
  CaseCheckInput,
  CompanyHit,
  CompanySearchInput,
  CreditCheckDetail,
  CreditCheckList,
  CreditCheckResult,
  CreditVerification,
  CompanyCheckInput,
  PersonCheckFields,
  personCheckRules,
  VERIFICATION_STATES,
} from "@innfri/core/credit-check/credit.schema";
import { isStaffType } from "@innfri/core/accounts/rules";
import { contentDisposition } from "@innfri/core/util/download";
import { AppError } from "@innfri/core/util/error";
import type { Context } from "hono";
import type { AppEnv } from "../lib/context";
import { jsonBody, router } from "../lib/openapi";
import { secured } from "../lib/route";
import { IdempotencyHeaders, responses } from "../lib/schemas";
import { commandActor } from "../middleware/activity";

/**
 * The credit check (issue 21; docs/credit-check.md): the owner of the customer loaded alone (`customer:owner`:
 * everyone else, staff included, 404, as the web's page). Checks of a private person need the user verified for
 * credit checks, a justified need, and are readable 24 hours; each report found uses one credit check of the
 * allowance. Bureau trouble is a 503 "try again", never a 500.
 */
const tags = ["Credit check"];
const owner = { role: "customer:owner", customer: "session" } as const;
const core = () => import("@innfri/core/credit-check/checks");

const CheckBody = z
  .discriminatedUnion("kind", [
    PersonCheckFields.extend({ kind: z.literal("person") }),
    CompanyCheckInput.extend({ kind: z.literal("company") }),
  ])
  .superRefine((v, ctx) => {
    if (v.kind === "person") personCheckRules(v, ctx);
  })
  .openapi("CreditCheckInput");
const checkId = z.object({ id: z.string().min(1).max(40) });
const binary = { content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } } };

async function actorOf(c: Context<AppEnv>) {
  const { actorName } = await import("@innfri/core/cases/actor-names");
  const actor = commandActor(c, 200);
  return { ...actor, byName: await actorName(actor) };
}

/** /users/{id}/credit-check and /users/{id}/credit-check-status (SPEC 7, users). */
export const userCreditCheckRoutes = router()
  .openapi(
    secured({
      role: "staff",
      self: "id",
      method: "get",
      path: "/{id}/credit-check-status",
      tags,
      summary: "A user's verification for credit checks: none, pending (up to one business day) or verified",
      request: { params: checkId },
      responses: responses(CreditVerification),
    }),
    async (c) => c.json(await (await core()).verificationOf(c.req.valid("param").id), 200),
  )
  .openapi(
    secured({
      role: "admin",
      self: "id",
      method: "post",
      path: "/{id}/credit-check-status",
      tags,
      summary:
        "The user asks to be verified (status pending), or an admin verifies the user (verified) or withdraws it (none)",
      request: { params: checkId, body: jsonBody(z.object({ status: z.enum(VERIFICATION_STATES) })) },
      responses: responses(CreditVerification),
    }),
    async (c) => {
      const actor = c.get("actor");
      const { setVerification } = await core();
      const status = c.req.valid("json").status;
      return c.json(
        await setVerification(c.req.valid("param").id, status, {
          userId: actor.userId,
          staff: isStaffType(actor.type) && actor.type !== "sales",
        }),
        200,
      );
    },
  )
  .openapi(
    secured({
      ...owner,
      method: "post",
      path: "/{id}/credit-check",
      tags,
      summary:
        "Check a private person (kind person: name or fødselsnummer, birth date dd.mm.yyyy, street with house number, postcode, city, purpose) or a company (kind company: orgNumber) as the user {id} itself; outcome several: add the birth date. Idempotency-Key answers the first check again",
      request: { params: checkId, headers: IdempotencyHeaders, body: jsonBody(CheckBody) },
      responses: responses(CreditCheckResult),
    }),
    async (c) => {
      // the check is the user's own: another user's id is one that does not exist here
      if (c.req.valid("param").id !== c.get("actor").userId) throw new AppError("NOT_FOUND", "errors.notFound");
      const body = c.req.valid("json");
      const key = c.req.valid("header")["idempotency-key"];
      const opts = {
        lang: c.get("lang"),
        request: key ? { key, method: "POST", path: c.req.path, body } : undefined,
      };
      const checks = await core();
      const actor = await actorOf(c);
      const result =
        body.kind === "company"
          ? await checks.checkCompany(c.get("customerId"), actor, body, opts)
          : await checks.checkPerson(c.get("customerId"), actor, body, opts);
      return c.json(result, 200);
    },
  );

/** /credit-checks: the history, a check with its report, the bureau's company search. */
export const creditCheckRoutes = router()
  .openapi(
    secured({
      ...owner,
      method: "get",
      path: "/",
      tags,
      summary:
        "The customer's credit checks, newest first: who was checked, why, by whom and when (a person's result is not kept past 24 hours)",
      responses: responses(CreditCheckList),
    }),
    async (c) => c.json({ data: await (await core()).listChecks(c.get("customerId")) }, 200),
  )
  .openapi(
    secured({
      ...owner,
      method: "get",
      path: "/companies",
      tags,
      summary:
        "Companies the credit bureau has by name (at least two words of 2+ characters); free: the report is what costs",
      request: { query: CompanySearchInput },
      responses: responses(z.object({ data: z.array(CompanyHit) }).openapi("CreditCompanySearch")),
    }),
    async (c) =>
      c.json({ data: await (await core()).searchCompanies(c.get("actor").userId, c.req.valid("query").name) }, 200),
  )
  .openapi(
    secured({
      ...owner,
      method: "get",
      path: "/{id}",
      tags,
      summary: "A check and its report while it may be read (report null after: a person's after 24 hours)",
      request: { params: checkId },
      responses: responses(CreditCheckDetail),
    }),
    async (c) => c.json(await (await core()).checkDetail(c.get("customerId"), c.req.valid("param").id), 200),
  );

/** /case-credit-check: the case's debtor checked, and a check's report as a PDF (SPEC 7, case documents). */
export const caseCreditCheckRoutes = router()
  .openapi(
    secured({
      ...owner,
      method: "post",
      path: "/{type}",
      tags,
      summary:
        "Check the case's debtor as a person (type person, with the purpose) or a company (type company: its organisation number) from the debtor's details",
      request: {
        params: z.object({ type: z.enum(["person", "company"]) }),
        headers: IdempotencyHeaders,
        body: jsonBody(CaseCheckInput),
      },
      responses: responses(CreditCheckResult),
    }),
    async (c) => {
      const body = c.req.valid("json");
      const key = c.req.valid("header")["idempotency-key"];
      const checks = await core();
      const result = await checks.checkCaseDebtor(
        c.get("customerId"),
        await actorOf(c),
        c.req.valid("param").type,
        body,
        {
          lang: c.get("lang"),
          request: key ? { key, method: "POST", path: c.req.path, body } : undefined,
        },
      );
      return c.json(result, 200);
    },
  )
  .openapi(
    secured({
      ...owner,
      method: "get",
      path: "/get-pdf/{id}",
      tags,
      summary: "A check's report as a PDF; 409 while it is being made, 404 once a person's report is gone (24 hours)",
      request: { params: checkId },
      responses: { ...responses(CreditCheckDetail), 200: { description: "The report (PDF)", ...binary } },
    }),
    async (c) => {
      const f = await (await core()).reportPdf(c.get("customerId"), c.req.valid("param").id);
      return c.body(f.body as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": contentDisposition(f.fileName),
        "Cache-Control": "private, no-store",
      }) as never;
    },
  );
