import { committed } from "@innfri/core/dynamo/transaction";
import { ulid } from "ulid";
import { joins } from "@innfri/core/accounts/list-counters";
import { hashPassword } from "@innfri/core/accounts/password";
import type { UserType } from "@innfri/core/accounts/rules";
import { db } from "@innfri/core/dynamo/db";
import { app } from "../src/app";

/** Calls the API app as a client would (JSON body, bearer token, language). */
export async function call(
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string; token?: string; lang?: "no" | "en"; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined || opts.raw !== undefined) headers["content-type"] ??= "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers["accept-language"] = opts.lang;
  const res = await app.request(`/v1${path}`, {
    method,
    headers,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

export const PASSWORD = "Sterkt-passord-2026";
let passwordHash: Promise<string> | undefined;
export const uniqueEmail = (prefix = "user") => `${prefix}-${ulid().toLowerCase()}@firma.test`;

/** A user stored directly (active unless told otherwise), optionally a member of a new customer. */
export async function createUser(
  opts: { type?: UserType; active?: boolean; permission?: string; customerName?: string; gdpr?: boolean } = {},
) {
  passwordHash ??= hashPassword(PASSWORD);
  const userId = ulid();
  const email = uniqueEmail(opts.type ?? "user");
  await committed(
    db()
      // with the users list's counter, as the app writes a user (accounts/list-counters.ts)
      .transaction.write(({ user, userEmail, counter }) => [
        userEmail.create({ email, userId }).commit(),
        joins({ counter }, "users"),
        user
          .create({
            userId,
            email,
            firstName: "Test",
            lastName: "Bruker",
            phone: "+47 41234567",
            type: opts.type ?? "user",
            active: opts.active ?? true,
            passwordHash: "",
            language: "no",
          })
          .commit(),
      ])
      .go(),
  );
  await db()
    .entities.user.patch({ userId })
    .set({ passwordHash: await passwordHash })
    .go();
  let customerId: string | undefined;
  if (opts.permission) {
    customerId = ulid();
    await committed(
      db()
        .transaction.write(({ customer, counter }) => [
          customer
            .create({
              customerId: customerId!,
              name: opts.customerName ?? `Kunde ${customerId!.slice(-6)} AS`,
              orgNumber: "812345672",
              gdprTermsAcceptedAt: opts.gdpr === false ? undefined : Date.now(),
            })
            .commit(),
          joins({ counter }, "customers"),
        ])
        .go(),
    );
    await db().entities.membership.create({ customerId, userId, permission: opts.permission }).go();
    await db().entities.user.patch({ userId }).set({ currentCustomerId: customerId }).go();
  }
  return { userId, email, customerId };
}

export async function signIn(email: string, password = PASSWORD) {
  const res = await call("POST", "/auth/login", { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { user: { accessToken: string; refreshToken: string; id: string; type: string }; customer: any };
}

/** The token at the end of a link in a mail's text, e.g. `/user-activation/<token>`. */
export function tokenFrom(text: string, route: string): string {
  const m = new RegExp(`/${route}/([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${route} link in: ${text}`);
  return m[1]!;
}

/**
 * A download as its bytes say (the test client's text() would drop the byte-order mark), by GET or by POST (with its
 * `body`), in the language `lang`.
 */
export async function download(
  path: string,
  token: string,
  { method = "GET", body, lang = "no" }: { method?: "GET" | "POST"; body?: unknown; lang?: "no" | "en" } = {},
) {
  const res = await app.request(`/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "accept-language": lang },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
  };
}
