import "./entities"; // registers the entities named here
import { ulid } from "ulid";
import { Clock } from "../clock";
import { config } from "../config";
import { db } from "../dynamo/db";
import { listPage } from "../dynamo/list";
import { isConditionFailure } from "../dynamo/errors";
import { committed } from "../dynamo/transaction";
import { t, type Language } from "../i18n/messages";
import { actionMail, queueMail } from "../mail/mail";
import { csvDate, toCsv } from "../util/csv";
import { AppError, fieldError } from "../util/error";
import { listCounter } from "./list-counters";
import { invitationMail } from "./invitations";
import { newUserCommits } from "./new-user";
import type { UserType } from "./rules";
import { revokeUserSessions } from "./session";
import { takeMailSlot } from "./throttle";
import { randomToken, sha256 } from "./token";
import type { CreateUserInput, UpdateUserInput } from "./user.schema";

export const EMAIL_CHANGE_SECONDS = 48 * 3600;

type UserItem = NonNullable<Awaited<ReturnType<ReturnType<typeof getUser>["go"]>>["data"]>;
const getUser = (userId: string) => db().entities.user.get({ userId });

export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  type: UserType;
  active: boolean;
  language: "no" | "en";
  twoFactorEnabled: boolean;
  createdAt: number;
  deletionRequestedAt: number | null;
  deletedAt: number | null;
}

export const toUserView = (u: UserItem): UserView => ({
  id: u.userId,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
  type: u.type,
  active: u.active,
  language: u.language,
  twoFactorEnabled: Boolean(u.twoFactorSecret),
  createdAt: u.createdAt,
  deletionRequestedAt: u.deletionRequestedAt ?? null,
  deletedAt: u.deletedAt ?? null,
});

export async function loadUser(userId: string, includeDeleted = false): Promise<UserItem> {
  const { data } = await getUser(userId).go({ consistent: true });
  if (!data || (data.deletedAt && !includeDeleted)) throw new AppError("NOT_FOUND", "errors.notFound");
  return data;
}

/** Staff create a user (staff or customer user) with an invitation to choose a password. */
export async function createUser(input: CreateUserInput, language: "no" | "en"): Promise<UserView> {
  const userId = ulid();
  const token = randomToken();
  try {
    await committed(
      db()
        .transaction.write((tx) =>
          newUserCommits(
            tx,
            {
              userId,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              phone: input.phone,
              type: input.type,
              language,
            },
            { purpose: "invitation", token },
          ),
        )
        .go(),
    );
  } catch (err) {
    if (isConditionFailure(err)) throw fieldError("email", "validation.emailTaken");
    throw err;
  }
  await queueMail(invitationMail("invitation", { email: input.email, firstName: input.firstName, language }, token));

  return toUserView(await loadUser(userId));
}

/**
 * Changes a user's name and phone (and, by admin, type). A new e-mail address is not applied: a link to
 * confirm it goes to the new address, and the answer carries it as `pendingEmail`.
 */
export async function updateUser(
  userId: string,
  input: UpdateUserInput,
  mayChangeType: boolean,
): Promise<UserView & { pendingEmail: string | null }> {
  const user = await loadUser(userId);
  // Rights first: a refused request mails nothing and stores nothing (F12c).
  const typeChanges = input.type !== undefined && input.type !== user.type;
  if (typeChanges && !mayChangeType) throw new AppError("FORBIDDEN", "errors.forbidden");
  let pendingEmail: string | null = null;
  if (input.email && input.email !== user.email) {
    const { data: taken } = await db().entities.userEmail.get({ email: input.email }).go({ consistent: true });
    if (taken) throw fieldError("email", "validation.emailTaken");
    await takeMailSlot("emailChange", input.email, userId);
    const token = randomToken();
    await db()
      .entities.emailChange.create({
        tokenHash: sha256(token),
        userId,
        newEmail: input.email,
        expiresAt: Clock.nowSeconds() + EMAIL_CHANGE_SECONDS,
      })
      .go();
    await queueMail(
      actionMail({
        lang: user.language,
        to: input.email,
        name: input.firstName,
        subject: "mail.emailChange.subject",
        body: "mail.emailChange.body",
        button: "mail.emailChange.button",
        url: `${config().webUrl}/verify-email-change/${token}`,
      }),
    );
    pendingEmail = input.email;
  }
  await db()
    .entities.user.patch({ userId })
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      ...(input.type && mayChangeType ? { type: input.type } : {}),
    })
    .go();
  // The type is in the access token: the user's sessions end, so the old type is refused at once (F4).
  if (typeChanges) await revokeUserSessions(userId);
  return { ...toUserView(await loadUser(userId)), pendingEmail };
}

/** Applies a confirmed e-mail change; the new address must still be free. */
export async function verifyEmailChange(token: string, userId: string): Promise<UserView> {
  const tokenHash = sha256(token);
  const { data: change } = await db().entities.emailChange.get({ tokenHash }).go({ consistent: true });
  // Only the user whose address changes may confirm it: a link opened in someone else's session is no link.
  if (!change || change.expiresAt <= Clock.nowSeconds() || change.userId !== userId)
    throw fieldError("token", "validation.linkInvalid");
  const user = await loadUser(change.userId);
  try {
    await committed(
      db()
        .transaction.write(({ emailChange, userEmail, user: users }) => [
          emailChange
            .delete({ tokenHash })
            .where((a, { exists }) => exists(a.tokenHash))
            .commit(),
          userEmail.create({ email: change.newEmail, userId: user.userId }).commit(),
          userEmail
            .delete({ email: user.email })
            .where((a, { eq }) => eq(a.userId, user.userId))
            .commit(),
          users.patch({ userId: user.userId }).set({ email: change.newEmail, listed: user.listed }).commit(),
        ])
        .go(),
    );
  } catch (err) {
    if (isConditionFailure(err)) {
      const { data: taken } = await db().entities.userEmail.get({ email: change.newEmail }).go({ consistent: true });
      if (taken) throw fieldError("email", "validation.emailTaken");
      throw fieldError("token", "validation.linkInvalid");
    }
    throw err;
  }
  return toUserView(await loadUser(user.userId));
}

// Staff lists ------------------------------------------------------------------------------------------------

export async function listUsers(q: {
  page: number;
  rowsPerPage: number;
  sort: { field: "email" | "createdAt"; desc: boolean };
  search?: string;
  deleted?: boolean;
}): Promise<{ data: UserView[]; total: number }> {
  const order = q.sort.desc ? ("desc" as const) : ("asc" as const);
  const users = db().entities.user;
  const query = (opts: { cursor: string | null; limit: number; attributes?: string[] }) => {
    const go = { ...opts, order, attributes: opts.attributes as ["userId"] | undefined };
    if (q.deleted) return users.query.byDeleted({ deletedList: "users-deleted" }).go(go);
    if (q.search) return users.query.byEmail({ listed: "users" }).begins({ email: q.search.toLowerCase() }).go(go);
    if (q.sort.field === "email") return users.query.byEmail({ listed: "users" }).go(go);
    return users.query.byCreated({ listed: "users" }).go(go);
  };
  const { data, total } = await listPage({
    run: (o) => query(o) as Promise<{ data: UserItem[]; cursor: string | null }>,
    keyAttributes: ["userId", "email", "createdAt", "deletedAt", "listed", "deletedList"],
    page: q.page,
    rowsPerPage: q.rowsPerPage,
    // the whole list counts from its counter (list-counters.ts); a search counts what it matches
    total: q.search && !q.deleted ? "countKeys" : { counter: listCounter(q.deleted ? "users-deleted" : "users") },
  });
  return { data: data.map(toUserView), total };
}

// Export -----------------------------------------------------------------------------------------------------

/**
 * The active users as CSV: UTF-8 with BOM, semicolons (as Excel in Norway opens it), dates DD.MM.YYYY, headers and
 * user types in the caller's language.
 */
export async function exportActiveUsers(lang: Language = "no"): Promise<{ filename: string; csv: string }> {
  const { data } = await db().entities.user.query.byCreated({ listed: "users" }).go({ pages: "all" });
  const header = (
    ["csv.firstName", "csv.lastName", "csv.email", "csv.phone", "csv.type", "csv.createdAt"] as const
  ).map((k) => t(lang, k));
  const rows = data
    .filter((u) => u.active)
    .map((u) => [u.firstName, u.lastName, u.email, u.phone, t(lang, `userType.${u.type}`), csvDate(u.createdAt)]);
  return { filename: `aktive-brukere-${Clock.today()}.csv`, csv: toCsv(header, rows) };
}
