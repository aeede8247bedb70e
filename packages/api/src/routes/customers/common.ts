import { z } from "@hono/zod-openapi";

/** What every route under /customers shares: its tag in the document and its id parameters. */
export const tags = ["Customers"];
export const id = z.string().min(1).max(64);
export const idParam = z.object({ id });
