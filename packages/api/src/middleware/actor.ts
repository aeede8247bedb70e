import { createMiddleware } from "hono/factory";
import { verifyAccessToken } from "@innfri/core/accounts/token";
import { rightsOf } from "@innfri/core/accounts/rights";
import { AppError } from "@innfri/core/util/error";
import type { AppEnv } from "../lib/context";

/**
 * Every authenticated route runs behind this: a valid bearer token of an open session becomes the request's
 * actor (user, loaded customer, permission on it). Anything else is a 401.
 */
export const requireActor = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new AppError("UNAUTHENTICATED", "auth.unauthenticated");
  const access = await verifyAccessToken(match[1]!);
  const rights = access.customerId ? await rightsOf(access, access.customerId) : null;
  // Staff may load any customer (set-customer); a customer user only one it belongs to.
  const member = rights && (rights.member || rights.staff) ? rights : null;
  c.set("actor", {
    userId: access.userId,
    sessionId: access.sessionId,
    type: access.type,
    customerId: member ? access.customerId : null,
    permission: member?.permission ?? null,
    rights: member,
  });
  await next();
});
