import { createRoute, z } from "@hono/zod-openapi";
import * as Auth from "@innfri/core/accounts/auth";
import {
  ChangePasswordInput,
  LoginInput,
  RefreshInput,
  RegisterInput,
  RequestResetInput,
  ResetPasswordInput,
} from "@innfri/core/accounts/auth.schema";
import { refreshSession, signOut } from "@innfri/core/accounts/session";
import { t } from "@innfri/core/i18n/messages";
import { clientIp } from "../../lib/client-ip";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { ActivationInfo, LoginResult, MessageResponse, responses, TwoFactorChallenge } from "../../lib/schemas";
import { AppError } from "@innfri/core/util/error";
import { clearRefreshCookie, readRefreshCookie, REFRESH_COOKIE, withRefreshCookie } from "../../lib/refresh-cookie";

const tags = ["Authentication"];
const ActivateInput = z.object({
  password: z.string().max(200, { error: "validation.tooLong" }).optional(),
  passwordConfirmation: z.string().max(200, { error: "validation.tooLong" }).optional(),
});

export const auth = router()
  .openapi(
    createRoute({
      method: "post",
      path: "/register",
      tags,
      summary: "Register a user; an activation mail is sent",
      request: { body: jsonBody(RegisterInput) },
      responses: responses(MessageResponse, "Registered", 201),
    }),
    async (c) => {
      await Auth.register(c.req.valid("json"), c.get("lang"));
      return c.json({ message: t(c.get("lang"), "auth.registered") }, 201);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/activate/{token}",
      tags,
      summary:
        "Activate an account from the link in the activation or invitation mail (an invited user sets a password)",
      request: {
        params: z.object({ token: z.string().min(1).max(200) }),
        body: {
          required: false,
          content: { "application/json": { schema: ActivateInput } },
        },
      },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      // The body is only needed by an invited user, who has no password yet; core validates it then.
      const body = c.req.header("content-type")?.includes("json") ? await c.req.json().catch(() => ({})) : {};
      await Auth.activate(c.req.valid("param").token, body);
      return c.json({ message: t(c.get("lang"), "auth.activated") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/activate/{token}",
      tags,
      summary: "What the activation page needs: the address and whether a password must be chosen (404 when invalid)",
      request: { params: z.object({ token: z.string().min(1).max(200) }) },
      responses: responses(ActivationInfo),
    }),
    async (c) => c.json(await Auth.activationInfo(c.req.valid("param").token), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/login",
      tags,
      summary: "Sign in; users with two-factor sign-in get a challenge for POST /google-2fa/login",
      request: { body: jsonBody(LoginInput) },
      responses: responses(z.union([LoginResult, TwoFactorChallenge])),
    }),
    async (c) => c.json(withRefreshCookie(c, await Auth.login(c.req.valid("json"), { ip: clientIp(c) })), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/refresh",
      tags,
      summary:
        "Swap a refresh token for new tokens; a reused refresh token signs the session out. The token comes in the " +
        `body, or (the web app) in the HttpOnly cookie ${REFRESH_COOKIE} that sign-in and refresh set`,
      request: {
        body: { required: false, content: { "application/json": { schema: RefreshInput.partial() } } },
      },
      responses: responses(LoginResult),
    }),
    async (c) => {
      // No body, or one without a token: the cookie. A body token wins (API clients).
      const raw = c.req.header("content-type")?.includes("json") ? await c.req.json().catch(() => ({})) : {};
      const fromBody = raw && typeof raw === "object" && "refreshToken" in raw ? RefreshInput.parse(raw).refreshToken : undefined;
      const token = fromBody ?? readRefreshCookie(c);
      try {
        if (!token) throw new AppError("UNAUTHENTICATED", "auth.sessionExpired");
        return c.json(withRefreshCookie(c, await refreshSession(token)), 200);
      } catch (error) {
        if (!fromBody) clearRefreshCookie(c);
        throw error;
      }
    },
  )
  .openapi(
    secured({
      method: "get",
      path: "/logout",
      tags,
      role: "anyone",
      summary: "Sign out of this session",
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const actor = c.get("actor");
      await signOut(actor.userId, actor.sessionId);
      clearRefreshCookie(c);
      return c.json({ message: t(c.get("lang"), "auth.loggedOut") }, 200);
    },
  )
  .openapi(
    secured({
      method: "put",
      path: "/password",
      tags,
      role: "anyone",
      summary: "Change the password; other sessions are signed out",
      request: { body: jsonBody(ChangePasswordInput) },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const actor = c.get("actor");
      await Auth.changePassword(actor.userId, actor.sessionId, c.req.valid("json"));
      return c.json({ message: t(c.get("lang"), "auth.passwordChanged") }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/reset-password",
      tags,
      summary:
        "With { email }: mail a reset link. With { token, password, passwordConfirmation }: set the new password",
      request: {
        body: jsonBody(
          z
            .looseObject({
              email: z.string().max(254, { error: "validation.tooLong" }).optional(),
              token: z.string().max(512, { error: "validation.tooLong" }).optional(),
            })
            .openapi({ description: "Either { email } or { token, password, passwordConfirmation }" }),
        ),
      },
      responses: responses(MessageResponse),
    }),
    async (c) => {
      const lang = c.get("lang");
      // Two requests share this call; each shape is validated on its own so its field errors are precise.
      const raw = c.req.valid("json");
      if ("token" in raw) {
        await Auth.resetPassword(ResetPasswordInput.parse(raw));
        return c.json({ message: t(lang, "auth.passwordReset") }, 200);
      }
      await Auth.requestPasswordReset(RequestResetInput.parse(raw).email);
      return c.json({ message: t(lang, "auth.resetRequested") }, 200);
    },
  );
