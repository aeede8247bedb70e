import { createMiddleware } from "hono/factory";
import { STAFF_TYPES } from "@innfri/core/accounts/entities";
import { verifyAccessToken } from "@innfri/core/accounts/token";
import { db } from "@innfri/core/dynamo/db";
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
  const membership = access.customerId
    ? (await db().entities.membership.get({ customerId: access.customerId, userId: access.userId }).go()).data
    : null;
  c.set("actor", {
    userId: access.userId,
    sessionId: access.sessionId,
    type: access.type,
    customerId: membership ? access.customerId : null,
    permission: membership?.permission ?? null,
  });
  await next();
});

export const isStaff = (type: string) => (STAFF_TYPES as string[]).includes(type);
