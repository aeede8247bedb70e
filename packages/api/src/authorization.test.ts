/**
 * The authorisation matrix: every route under /v1 that needs a signed-in user, and what each kind of actor gets
 * (SPEC section 6): admin, superadmin, sales, the customer's owner and accountant, a custom permission type with
 * the route's flag and one with every flag but that one, and a user of no such customer. What each actor must get
 * is derived from the route's declared role in the OpenAPI document (`x-role`, `x-customer`, `x-self`, written by
 * secured() in src/lib/route.ts) with the pure checks of core/resource/roles.ts; the rows (test/matrix/rows/*.ts)
 * say only how to build a valid request, and the few checks core makes on top of the role for that request, each
 * with its reason. A secured route without a row, or without `x-role`, fails.
 * Which cells run is derived too (test/matrix/cells.ts; the reasoning in docs/architecture.md, "Which cells the
 * matrix runs"): every actor on one row per distinct declaration, which proves the role mechanism answers every
 * actor right for every declared role; on every other row the least privileged actor its role lets in, and the
 * actors that tell its declared guard from every other guard it could have (another role, no guard), so a route
 * that does not enforce what it declares fails a cell; and, with a core check, the actors whose answer core
 * changes. That is enough because the mechanism is one piece of code for every route: what differs per route is
 * only which guard it has, and each wrong guard answers at least one of its cells otherwise.
 * The cells of a row share one customer with the rows of the same flags, unless they change the customer itself
 * (`own`): each of those gets its own.
 * Then: ids of another customer in the path or body (404, nothing changed), 401 without a session on every
 * documented route, no escalation through the body (user type, allAccounts, another customer's permission type,
 * the owner role), refused requests change nothing, a removed member loses access at once, and "self" routes.
 * MATRIX_LOG=1 prints every cell (route | actor | expected | got).
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FLAGS, type Flag } from "@innfri/core/accounts/rules";
import type { Role } from "@innfri/core/resource/roles";
import { db } from "@innfri/core/dynamo/db";
import { call, createUser, signIn, uniqueEmail } from "../test/support";
import { accountNumber, ACTORS, cast, companyBody, refreshCast, upload, type Actor, type ActorName, type Cast } from "../test/matrix/actors";
import { accessOf, docRoutes, openapi, routeKey, worldFlags, type Access, type Status, type WorldFlags } from "../test/matrix/access";
import { answers, cellsOf, declarationOf, expected, otherGuards, representatives } from "../test/matrix/cells";
import type { CoreCheck, Req, Row } from "../test/matrix/row";
import { inSendingWindow } from "@innfri/core/cases/testing.db";
import { ROWS } from "../test/matrix/rows";
import { ledgerSession, newCustomer, newPermissionType, targetUser, world, type World } from "../test/matrix/worlds";

const doc = await openapi();
const documented = docRoutes(doc);
const byKey = new Map(documented.map((d) => [d.key, d]));
const rowKey = (r: Row) => routeKey(r.method, r.path);
const label = (r: Row) => `${r.method} ${r.path}${r.label ? ` (${r.label})` : ""}`;

/** The row's route's declared access, or an error that says what is wrong with the declaration. */
function accessOfRow(row: Row): Access {
  const d = byKey.get(rowKey(row));
  if (!d) throw new Error(`${label(row)}: no such route in the OpenAPI document`);
  const declared = accessOf(d.op);
  if (declared) return declared;
  throw new Error(
    `${label(row)}: a secured route without x-role; declare who may call it with secured({ role }) (src/lib/route.ts)`,
  );
}
const declaredOf = (row: Row) => {
  const d = byKey.get(rowKey(row));
  return d ? accessOf(d.op) : null;
};

/** The rows the role mechanism is checked on with every actor: one per distinct declaration (cells.ts). */
const mechanism = representatives(ROWS, declaredOf);

/** The world's flags of a row: those of core's role where core decides, else of the declared role. */
function flagsOf(row: Row, access: Access): WorldFlags {
  const decisive: Role = row.core && "role" in row.core ? row.core.role : access.role;
  return worldFlags(decisive, row);
}

/** The actors a row runs with: all on a representative of its declaration, else those cellsOf derives. */
function actorsOf(row: Row): readonly ActorName[] {
  if (mechanism.has(row)) return ACTORS;
  const access = declaredOf(row);
  return access ? cellsOf(access, row.core, flagsOf(row, access)) : ACTORS;
}

/**
 * The customer the cells of rows that leave it as it was share: one per set of flags, whatever the resource (what a
 * row adds, a debtor, a case, a member, is its own and named by its id). Rows run one after the other, so cells of
 * different rows never meet on it.
 */
const sharedWorlds = new Map<string, Promise<World>>();
function sharedWorld(flags: WorldFlags): Promise<World> {
  const key = `${flags.withFlags.join(",")}|${flags.lacking ?? ""}`;
  let w = sharedWorlds.get(key);
  if (!w) sharedWorlds.set(key, (w = world(c, flags)));
  return w;
}

const matches = (exp: Status, status: number) => (exp === "ok" ? status >= 200 && status < 300 : status === exp);

let c: Cast;
beforeAll(async () => {
  // resends and posts of letters are refused outside the sending window: the matrix must not depend on the hour
  await inSendingWindow();
  c = await cast();
});
// The cast signs in once; access tokens live 15 minutes, and the matrix can run longer on a loaded machine. A row
// of the matrix probes only its own cells' actors (below).
const MATRIX = "authorisation matrix";
beforeEach(async ({ task }) => {
  if (task.suite?.name !== MATRIX) await refreshCast(c);
});

async function send(req: Req, as: Actor) {
  if (req.file) return upload(req.path, as.token, req.file.field, req.file.blob, req.file.name);
  if (req.raw !== undefined) {
    const headers = { "content-type": "application/octet-stream" };
    return call(req.method, req.path, { token: as.token, raw: req.raw, headers, lang: "en" });
  }
  return call(req.method, req.path, { token: as.token, body: req.body, lang: "en" });
}

describe("the matrix covers the API", () => {
  it("has a row for every route of the OpenAPI document that needs a signed-in user, and no row of another", () => {
    const rows = new Set(ROWS.map(rowKey));
    const missing = documented.filter((d) => d.secured && !rows.has(d.key)).map((d) => d.key);
    const unknown = ROWS.filter((r) => !byKey.has(rowKey(r))).map(label);
    const unsecured = ROWS.filter((r) => byKey.get(rowKey(r))?.secured === false).map(label);
    expect({ missing, unknown, unsecured }).toEqual({ missing: [], unknown: [], unsecured: [] });
  });

  it("every route that needs a signed-in user declares its role (x-role), and no public route has one", () => {
    const undeclared = documented
      .filter((d) => d.secured && !accessOf(d.op))
      .map((d) => d.key);
    const publicWithRole = documented.filter((d) => !d.secured && accessOf(d.op)).map((d) => d.key);
    expect({ undeclared, publicWithRole }, "declare the role with secured({ role }) in src/lib/route.ts").toEqual({
      undeclared: [],
      publicWithRole: [],
    });
  });
});

describe("the cells the matrix runs (test/matrix/cells.ts)", () => {
  it("runs every actor on one row of each distinct declaration (role, x-customer, x-self)", () => {
    const declared = new Set(ROWS.map(declaredOf).flatMap((a) => (a ? [declarationOf(a)] : [])));
    const checked = [...mechanism].map((r) => declarationOf(accessOfRow(r)));
    expect(checked.sort()).toEqual([...declared].sort());
  });

  it("runs on every other row an actor its role lets in, and enough others that any other guard fails a cell", () => {
    const weak: string[] = [];
    for (const row of ROWS.filter((r) => !mechanism.has(r))) {
      const access = accessOfRow(row);
      const flags = flagsOf(row, access);
      const cells = actorsOf(row).map((name) => ACTORS.indexOf(name));
      const declared = answers(access, row.core, flags);
      const roleAlone = answers(access, undefined, flags);
      if (!cells.some((i) => roleAlone[i] === "ok")) weak.push(`${label(row)}: no actor its role lets in`);
      for (const other of otherGuards(access, row.core, flags))
        if (other.some((s, i) => s !== declared[i]) && cells.every((i) => other[i] === declared[i]))
          weak.push(`${label(row)}: a guard answering ${other.join(" ")} passes its cells`);
    }
    expect(weak).toEqual([]);
  });

  it("picks the boundary of a role: the weakest actor it admits and the strongest it refuses", () => {
    const cells = (role: Role, customer?: string, core?: CoreCheck, given?: { flags: Flag[]; lacking: Flag }) => {
      const access = { role, customer };
      const flags = worldFlags(core && "role" in core ? core.role : role, given);
      return Object.fromEntries(cellsOf(access, core, flags).map((n) => [n, expected(access, core, n, flags)]));
    };
    // customWith holds exactly editAccount, customWithout every flag but it (docs/architecture.md's worked example)
    expect(cells("customer:editAccount", "path:id")).toEqual({ customWith: "ok", customWithout: 403 });
    expect(cells("customer:read", "session")).toEqual({ sales: "ok", customWith: "ok", other: 404 });
    expect(cells("admin")).toEqual({ admin: "ok", sales: 403, owner: 403 });
    expect(cells("anyone")).toEqual({ other: "ok" });
    // core decides on top of the role: customWithout holds editUser but not accessPrivilegeSetting
    const grant = { role: "customer:accessPrivilegeSetting", why: "checkGrant" } as const;
    const given = { flags: ["editUser", "accessPrivilegeSetting"] as Flag[], lacking: "accessPrivilegeSetting" as const };
    expect(cells("customer:editUser", "path:id", grant, given)).toEqual({ customWith: "ok", customWithout: 403 });
  });
});

describe(MATRIX, () => {
  for (const row of ROWS) {
    const actors = actorsOf(row);
    it(
      `${label(row)}: ${actors === ACTORS ? "every actor (its declaration's representative)" : actors.join(", ")}`,
      async () => {
        const access = accessOfRow(row);
        const flags = flagsOf(row, access);
        // no probe of every cell's session per row (most rows end none): tokens older than 10 minutes are renewed
        // here, and a cell answered 401 is sent again once with a new session (below)
        await refreshCast(c, []);
        // "other" may have joined a customer in an earlier row (an invitation it accepted): every row expects it to
        // be a member of none, as when the row runs alone, so that the session's customer calls are 404 for it
        if (actors.includes("other")) {
          await refreshCast(c, ["other"]);
          const own = await call("GET", `/users/${c.actors.other.userId}/customers`, { token: c.actors.other.token });
          expect(own.status, JSON.stringify(own.body)).toBe(200);
          for (const { id } of own.body.data as { id: string }[])
            await db().entities.membership.delete({ customerId: id, userId: c.actors.other.userId }).go();
        }
        const failures: string[] = [];
        await Promise.all(
          actors.map(async (name) => {
            const actor = c.actors[name];
            const exp = expected(access, row.core, name, flags);
            let own: Promise<World> | undefined;
            const worldOf = () => (row.own ? (own ??= world(c, flags)) : sharedWorld(flags));
            try {
              const attempt = async () => {
                const req = await row.req({ c, actor, world: worldOf });
                const as = req.as ?? (access.customer === "session" ? await ledgerSession(actor, await worldOf()) : actor);
                return { req, res: await send(req, as) };
              };
              let { req, res } = await attempt();
              // 401 is no role's answer: an earlier test ended the cast actor's sessions (removing a member, F4)
              if (res.status === 401 && !req.as) {
                await refreshCast(c, [name]);
                ({ req, res } = await attempt());
              }
              if (process.env.MATRIX_LOG) console.log(`CELL ${label(row)} | ${name} | ${exp} | ${res.status}`);
              if (!matches(exp, res.status)) {
                const why = row.core ? `; core: ${row.core.why}` : "";
                failures.push(
                  `${label(row)} as ${name}: expected ${exp} (x-role ${access.role}${why}), got ${res.status} ` +
                    JSON.stringify(res.body)?.slice(0, 200),
                );
              }
              if (exp !== "ok" && res.status >= 400) {
                const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body ?? "");
                const leaked = req.secrets.filter((s) => s && text.includes(s));
                if (leaked.length) failures.push(`${label(row)} as ${name}: the refusal holds ${leaked.join(", ")}`);
              }
            } catch (e) {
              failures.push(`${label(row)} as ${name}: setup failed: ${(e as Error).message.slice(0, 300)}`);
            }
          }),
        );
        expect(failures).toEqual([]);
      },
      // a customer per `own` cell and clones under load
      60_000,
    );
  }
});

describe("ids of another customer", () => {
  let a: World;
  let b: Awaited<ReturnType<typeof newCustomer>>;
  let typeOfB: string;
  beforeAll(async () => {
    // A: owner, accountant, custom type with every flag, custom type with none; B: its owner ("other").
    a = await world(c, { withFlags: [...FLAGS] });
    b = await newCustomer(c.actors.other);
    typeOfB = await newPermissionType(c.actors.other, b.customerId, [...FLAGS]);
  });
  const members: ActorName[] = ["owner", "accountant", "customWith", "customWithout"];

  it("set-customer to B's id answers 404 and keeps the session's customer", async () => {
    for (const name of members) {
      const actor = c.actors[name];
      const before = await call("GET", "/user", { token: actor.token });
      expect(before.status).toBe(200);
      const res = await call("POST", "/customers/set-customer", { token: actor.token, body: { customerId: b.customerId } });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(b.name);
      const after = await call("GET", "/user", { token: actor.token });
      expect(after.body.customer?.id ?? null).toBe(before.body.customer?.id ?? null);
    }
  });

  it("an account number update for B answers 404", async () => {
    for (const name of members) {
      const res = await call("POST", "/account-number-updates", {
        token: c.actors[name].token,
        body: { customerId: b.customerId, accountNumber: accountNumber() },
      });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
    }
  });

  it("inviting to A with B's permission type is refused", async () => {
    const res = await call("POST", `/customers/${a.customerId}/users`, {
      token: c.actors.owner.token,
      body: { email: uniqueEmail("x"), firstName: "X", lastName: "Y", phone: "+47 41234567", permission: typeOfB },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
  });

  it("B's owner through A's url answers 404 (PUT and DELETE), and still owns B", async () => {
    const put = await call("PUT", `/customers/${a.customerId}/users/${c.actors.other.userId}`, {
      token: c.actors.owner.token,
      body: { permission: "accountant" },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(404);
    const del = await call("DELETE", `/customers/${a.customerId}/users/${c.actors.other.userId}`, {
      token: c.actors.owner.token,
    });
    expect(del.status, JSON.stringify(del.body)).toBe(404);
    const users = await call("GET", `/customers/${b.customerId}/users`, { token: c.actors.other.token });
    expect(users.status, JSON.stringify(users.body)).toBe(200);
    expect(JSON.stringify(users.body)).toContain(c.actors.other.email);
  });

  it("B's permission type through A's url answers 404", async () => {
    const put = await call("PUT", `/customers/${a.customerId}/permissions/${typeOfB}`, {
      token: c.actors.owner.token,
      body: { name: "Kapret", flags: {} },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(404);
    const del = await call("DELETE", `/customers/${a.customerId}/permissions/${typeOfB}`, {
      token: c.actors.owner.token,
    });
    expect(del.status, JSON.stringify(del.body)).toBe(404);
  });

  it("no customer user creates a customer for another user (404: another user's id)", async () => {
    for (const name of members) {
      const res = await call("POST", `/users/${c.actors.other.userId}/customers`, {
        token: c.actors[name].token,
        body: companyBody(),
      });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
    }
  });
});

describe("routes on the user itself (self)", () => {
  const self: { method: string; path: string; body?: () => unknown; prepare?: (u: Actor) => Promise<void> }[] = [
    { method: "GET", path: "/users/{id}" },
    { method: "PUT", path: "/users/{id}", body: () => ({ firstName: "Selv", lastName: "Endret", phone: "+47 41234569" }) },
    { method: "GET", path: "/users/{id}/customers" },
    { method: "POST", path: "/users/{id}/customers", body: () => companyBody() },
    { method: "GET", path: "/users/{id}/credit-check-status" },
    { method: "POST", path: "/users/{id}/credit-check-status", body: () => ({ status: "pending" }) },
    { method: "DELETE", path: "/users/{id}/soft" },
    {
      method: "PUT",
      path: "/users/{id}/restore",
      prepare: async (u) => {
        expect((await call("DELETE", `/users/${u.userId}/soft`, { token: u.token })).status).toBe(200);
      },
    },
  ];

  it("declares self on each of them (x-self)", () => {
    const lacking = self.filter((r) => !byKey.get(routeKey(r.method, r.path))?.op["x-self"]).map((r) => r.path);
    expect(lacking).toEqual([]);
  });

  for (const r of self) {
    it(`${r.method} ${r.path} on oneself`, async () => {
      // A plain member (accountant), so "self" is the only reason it may.
      const u = await createUser({ permission: "accountant" });
      const actor: Actor = { name: "accountant", userId: u.userId, email: u.email, token: (await signIn(u.email)).user.accessToken };
      await r.prepare?.(actor);
      const res = await call(r.method, r.path.replace("{id}", u.userId), { token: actor.token, body: r.body?.() });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    });
  }
});

describe("without a session", () => {
  it("every route that needs a signed-in user answers 401 without a token, and with a wrong one", async () => {
    // the requests change nothing (refused before any handler), so they go out a batch at a time
    const requests = documented
      .filter((r) => r.secured)
      .flatMap((d) => [undefined, "not-a-jwt"].map((token) => ({ key: d.key, token })));
    const wrong: string[] = [];
    for (let i = 0; i < requests.length; i += 25) {
      await Promise.all(
        requests.slice(i, i + 25).map(async ({ key, token }) => {
          const [method, path] = key.split(" ") as [string, string];
          const concrete = path.replace(/\{\}/g, "01JZZZZZZZZZZZZZZZZZZZZZZZ");
          const res = await call(method, concrete, { token, body: method === "GET" ? undefined : {} });
          if (res.status !== 401) wrong.push(`${key} (${token ? "wrong token" : "no token"}): ${res.status}`);
        }),
      );
    }
    expect(wrong.sort()).toEqual([]);
  });
});

describe("no escalation through the body", () => {
  it("a customer user (or sales) cannot make itself staff through PUT /users/{self} (403)", async () => {
    for (const type of ["user", "sales"] as const) {
      const u = await createUser(type === "user" ? { permission: "owner" } : { type });
      const token = (await signIn(u.email)).user.accessToken;
      const res = await call("PUT", `/users/${u.userId}`, {
        token,
        body: { firstName: "Test", lastName: "Bruker", phone: "+47 41234567", type: "superadmin" },
      });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(403);
      expect((await call("GET", "/user", { token })).body.type).toBe(type);
    }
  });

  it("allAccounts adds the invited user only where the inviter has editUser", async () => {
    const c1 = await world(c, { withFlags: [...FLAGS], lacking: "editUser" }); // customWith: every flag here
    const c2 = await world(c, { withFlags: ["viewPlan"], lacking: "editUser" }); // customWith: viewPlan only here
    // customWith may edit users and grant here, but not every flag of an accountant: skipped, not a refusal
    const c3 = await world(c, { withFlags: ["editUser", "accessPrivilegeSetting"], lacking: "viewPlan" });
    const email = uniqueEmail("alle");
    const res = await call("POST", `/customers/${c1.customerId}/users`, {
      token: c.actors.customWith.token,
      body: { email, firstName: "Alle", lastName: "Kontoer", phone: "+47 41234567", permission: "accountant", allAccounts: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const usersOf = async (w: World) => {
      const list = await call("GET", `/customers/${w.customerId}/users`, { token: c.actors.owner.token });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      return JSON.stringify(list.body);
    };
    expect(await usersOf(c1)).toContain(email);
    expect(await usersOf(c2)).not.toContain(email);
    expect(await usersOf(c3)).not.toContain(email);
  });

  it("a member's permission cannot be set to another customer's type", async () => {
    const a = await world(c, { withFlags: [...FLAGS] });
    const b = await newCustomer(c.actors.other);
    const typeOfB = await newPermissionType(c.actors.other, b.customerId, [...FLAGS]);
    const t = await targetUser(a);
    const res = await call("PUT", `/customers/${a.customerId}/users/${t.userId}`, {
      token: c.actors.owner.token,
      body: { permission: typeOfB },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    const users = await call("GET", `/customers/${a.customerId}/users`, { token: c.actors.owner.token });
    expect(users.status).toBe(200);
    expect(users.body.data.find((u: { id: string }) => u.id === t.userId).pivot.permission).toBe("accountant");
  });
});

describe("a refused request changes nothing", () => {
  it("deletion, customer details and membership stay as they were after 403 and 404", async () => {
    const w = await world(c, { withFlags: ["deleteCustomerAccount"] }); // customWithout: no flag at all
    const owner = c.actors.owner.token;
    const refusal: Record<string, 403 | 404> = { customWithout: 403, other: 404, sales: 403 };
    for (const [name, status] of Object.entries(refusal)) {
      const token = c.actors[name as ActorName].token;
      expect((await call("DELETE", `/customers/${w.customerId}`, { token })).status, name).toBe(status);
      const put = await call("PUT", `/customers/${w.customerId}`, { token, body: { city: "Tromsø" } });
      expect(put.status, name).toBe(status);
      const del = await call("DELETE", `/customers/${w.customerId}/users/${c.actors.accountant.userId}`, { token });
      expect(del.status, name).toBe(status);
    }
    const after = await call("GET", `/customers/${w.customerId}`, { token: owner });
    expect(after.status).toBe(200);
    expect(after.body.deletionRequestedAt ?? null).toBeNull();
    expect(after.body.city).toBe("Oslo");
    const users = await call("GET", `/customers/${w.customerId}/users`, { token: owner });
    expect(JSON.stringify(users.body)).toContain(c.actors.accountant.email);
  });
});

describe("the owner's membership and lost memberships", () => {
  it("nobody with editUser takes the owner role or changes or removes the owner (422)", async () => {
    const w = await world(c, { withFlags: ["editUser", "accessPrivilegeSetting", "deleteUserAccount"] });
    for (const name of ["accountant", "customWith", "admin"] as const) {
      const token = c.actors[name].token;
      const change = await call("PUT", `/customers/${w.customerId}/users/${c.actors.owner.userId}`, {
        token,
        body: { permission: "accountant" },
        lang: "en",
      });
      expect(change, name).toMatchObject({ status: 422 });
      expect(JSON.stringify(change.body), name).toContain("Owner cannot be deleted or changed");
      const remove = await call("DELETE", `/customers/${w.customerId}/users/${c.actors.owner.userId}`, {
        token,
        lang: "en",
      });
      expect(remove, name).toMatchObject({ status: 422 });
      const invite = await call("POST", `/customers/${w.customerId}/users`, {
        token,
        lang: "en",
        body: { email: uniqueEmail("eier"), firstName: "E", lastName: "Ier", phone: "+47 41234567", permission: "owner" },
      });
      expect(invite, name).toMatchObject({ status: 422 });
      expect(JSON.stringify(invite.body), name).toContain("Owner role already exists");
    }
    const self = await call("PUT", `/customers/${w.customerId}/users/${c.actors.accountant.userId}`, {
      token: c.actors.accountant.token,
      body: { permission: "owner" },
      lang: "en",
    });
    expect(self.status, JSON.stringify(self.body)).toBe(422);
    const users = await call("GET", `/customers/${w.customerId}/users`, { token: c.actors.owner.token });
    const owner = users.body.data.find((u: { id: string }) => u.id === c.actors.owner.userId);
    expect(owner.pivot.permission).toBe("owner");
  });

  it("a removed member loses access at once: the session it already has is ended (401), a new one gets 404", async () => {
    const w = await world(c, { withFlags: [] });
    const { owner } = c.actors;
    const m = await targetUser(w);
    const token = (await signIn(m.email)).user.accessToken;
    expect((await call("GET", `/customers/${w.customerId}`, { token })).status).toBe(200);
    const del = await call("DELETE", `/customers/${w.customerId}/users/${m.userId}`, { token: owner.token });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const after = await call("GET", `/customers/${w.customerId}`, { token });
    expect(after.status).toBe(401);
    expect(JSON.stringify(after.body)).not.toContain(w.name);
    const fresh = (await signIn(m.email)).user.accessToken;
    const again = await call("GET", `/customers/${w.customerId}`, { token: fresh });
    expect(again.status).toBe(404);
    expect(JSON.stringify(again.body)).not.toContain(w.name);
  });
});
