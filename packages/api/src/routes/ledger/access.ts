import { createMiddleware } from "hono/factory";
import { getIntegrationSetting } from "@innfri/core/ledger/settings";
import { AppError } from "@innfri/core/util/error";
import type { AppEnv } from "../../lib/context";

/**
 * SPEC 2/6: the ledger needs an integration setting; without one its calls are 404, as the web's pages are
 * (docs/ledger.md). Runs after the role check, on the customer it set.
 */
export const requireIntegration = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await getIntegrationSetting(c.get("customerId")))) throw new AppError("NOT_FOUND", "errors.notFound");
  await next();
});

/**
 * The declared access of the ledger's routes, spread into `secured({...})`: the customer loaded in the session,
 * read by a member or staff, changed by a member, admin or superadmin (sales 403), with the integration on.
 */
export const ledgerRead = { role: "customer:read", customer: "session", use: requireIntegration } as const;
export const ledgerChange = { role: "customer:change", customer: "session", use: requireIntegration } as const;
/** Debtors and the integration setting itself need no integration setting. */
export const ledgerReadAny = { role: "customer:read", customer: "session" } as const;
export const ledgerChangeAny = { role: "customer:change", customer: "session" } as const;
