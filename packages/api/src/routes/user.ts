import { createRoute } from "@hono/zod-openapi";
import { currentUser } from "@innfri/core/accounts/user";
import { requireActor } from "../middleware/actor";
import { router } from "../lib/openapi";
import { CurrentUser, responses } from "../lib/schemas";

export const user = router().openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["User"],
    security: [{ bearer: [] }],
    summary: "The signed-in user, the customer loaded in this session, and the user's customers",
    middleware: [requireActor] as const,
    responses: responses(CurrentUser),
  }),
  async (c) => {
    const actor = c.get("actor");
    return c.json(await currentUser(actor.userId, actor.customerId), 200);
  },
);
