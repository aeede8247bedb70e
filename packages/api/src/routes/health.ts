import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../lib/openapi";

const Health = z.object({ status: z.literal("ok") }).openapi("Health");

/**
 * `GET /v1/health`: public, touches nothing and says nothing about the stage, so it may be probed from anywhere
 * (the synthetic check and the alarms of docs/deploy.md "Monitoring"). It proves API Gateway, the function and the
 * shared middleware answer.
 */
export const health = router().openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["Health"],
    summary: "Whether the API answers (public)",
    responses: { 200: { description: "The API answers", content: { "application/json": { schema: Health } } } },
  }),
  (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const }, 200);
  },
);
