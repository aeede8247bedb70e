import { createRoute, z } from "@hono/zod-openapi";
import { GdprTermsInput } from "@innfri/core/accounts/auth.schema";
import { acceptGdprTerms } from "@innfri/core/accounts/customer";
import { db } from "@innfri/core/dynamo/db";
import { AppError } from "@innfri/core/util/error";
import { isStaff, requireActor } from "../middleware/actor";
import { jsonBody, router } from "../lib/openapi";
import { Customer, responses } from "../lib/schemas";

export const customers = router().openapi(
  createRoute({
    method: "put",
    path: "/{id}/gdpr-terms",
    tags: ["Customers"],
    security: [{ bearer: [] }],
    summary: "Accept the GDPR terms (data processing agreement) for a customer the user belongs to",
    middleware: [requireActor] as const,
    request: { params: z.object({ id: z.string().min(1).max(64) }), body: jsonBody(GdprTermsInput) },
    responses: responses(Customer),
  }),
  async (c) => {
    const actor = c.get("actor");
    const { id } = c.req.valid("param");
    const { data: membership } = await db().entities.membership.get({ customerId: id, userId: actor.userId }).go();
    // Another customer's id answers as if it did not exist.
    if (!membership && !isStaff(actor.type)) throw new AppError("NOT_FOUND", "errors.notFound");
    return c.json(await acceptGdprTerms(id, actor.userId, membership?.permission ?? null), 200);
  },
);
