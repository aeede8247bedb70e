import { createRoute } from "@hono/zod-openapi";
import * as Auth from "@innfri/core/accounts/two-factor";
import { TwoFactorLoginInput, TwoFactorUpdateInput } from "@innfri/core/accounts/auth.schema";
import { z } from "zod";
import { clientIp } from "../../lib/client-ip";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { withRefreshCookie } from "../../lib/refresh-cookie";
import { LoginResult, responses, TwoFactorStatus } from "../../lib/schemas";

const tags = ["Two-factor sign-in"];

/** TOTP two-factor sign-in (Google Authenticator and the like), mounted at /google-2fa. */
export const twoFactor = router()
  .openapi(
    secured({
      method: "get",
      path: "/get",
      tags,
      role: "anyone",
      summary: "Whether two-factor sign-in is on; while off, the secret and QR code to set it up",
      responses: responses(TwoFactorStatus),
    }),
    async (c) => c.json(await Auth.twoFactorStatus(c.get("actor").userId), 200),
  )
  .openapi(
    secured({
      method: "post",
      path: "/update",
      tags,
      role: "anyone",
      summary: "Turn two-factor sign-in on or off, confirmed with a current code",
      request: { body: jsonBody(TwoFactorUpdateInput) },
      responses: responses(z.object({ enabled: z.boolean() })),
    }),
    async (c) => {
      const { enable, code } = c.req.valid("json");
      return c.json(await Auth.updateTwoFactor(c.get("actor").userId, enable, code), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/login",
      tags,
      summary: "Finish a sign-in with the code from the authenticator app",
      request: { body: jsonBody(TwoFactorLoginInput) },
      responses: responses(LoginResult),
    }),
    async (c) => {
      const { twoFactorToken, code } = c.req.valid("json");
      return c.json(withRefreshCookie(c, await Auth.twoFactorLogin(twoFactorToken, code, { ip: clientIp(c) })), 200);
    },
  );
