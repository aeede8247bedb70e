import type { RouteGroup } from "../base";
import { auth } from "../routes/auth/auth";
import { twoFactor } from "../routes/auth/two-factor";
import { health } from "../routes/health";
import { user } from "../routes/user";

/** The `auth` function: sign-in, sessions, two-factor and the signed-in user (the first call of every visit). */
export const authRoutes: RouteGroup[] = [
  ["/auth", auth],
  ["/google-2fa", twoFactor],
  ["/user", user],
  ["/health", health],
];
