/**
 * Rows of the reminder processes (SPEC 3; docs/reminder-processes.md): on the session's customer, read by any member,
 * changed with editAccount. A world's processes are bounded (20): the cells of POST each get a customer of their own,
 * PUT saves the same body on one process of the world (a save that changes nothing for the next cell), and each
 * DELETE cell removes a process made for it beside the world's default.
 */
import { ulid } from "ulid";
import { call } from "../../support";
import type { Actor } from "../actors";
import { secretsOf, sharedByCells, type Row } from "../row";
import { ledgerSession, type World } from "../worlds";

const base = "/reminder-processes";

async function made(owner: Actor, w: World, body: Record<string, unknown>): Promise<{ id: string }> {
  const s = await ledgerSession(owner, w);
  const res = await call("POST", base, { token: s.token, body });
  if (res.status !== 201) throw new Error(`POST ${base}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
}

/** The world's default process, made once. */
const shared = sharedByCells<{ id: string }>();
const defaultOf = (owner: Actor, w: World) =>
  shared(w, () => made(owner, w, { name: "Standard", isDefault: true, accounts: { bank: "1920" } }));

const row = (
  method: string,
  path: string,
  prepare: (owner: Actor, w: World) => Promise<{ path: string; body?: unknown }>,
  own?: true,
): Row => ({
  method,
  path,
  ...(own ? { own } : {}),
  req: async ({ c, world }) => {
    const w = await world();
    const p = await prepare(c.actors.owner, w);
    return { method, path: p.path, body: p.body, secrets: secretsOf(w) };
  },
});

export const REMINDER_PROCESS_ROWS: Row[] = [
  row("GET", base, async (owner, w) => {
    await defaultOf(owner, w);
    return { path: base };
  }),
  row("GET", `${base}/templates`, async () => ({ path: `${base}/templates` })),
  row("GET", `${base}/{id}`, async (owner, w) => ({ path: `${base}/${(await defaultOf(owner, w)).id}` })),
  row("POST", base, async () => ({ path: base, body: { name: `Ny ${ulid()}`, accounts: { loss: "7830" } } }), true),
  row("PUT", `${base}/{id}`, async (owner, w) => ({
    path: `${base}/${(await defaultOf(owner, w)).id}`,
    body: { name: "Standard", isDefault: true, accounts: { bank: "1920" } },
  })),
  row("DELETE", `${base}/{id}`, async (owner, w) => {
    await defaultOf(owner, w);
    return { path: `${base}/${(await made(owner, w, { name: `Slett ${ulid()}` })).id}` };
  }),
];
