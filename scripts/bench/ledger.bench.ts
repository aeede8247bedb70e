/**
 * The ledger page's API time for a customer with 20 000 open items (issue 4; DESIGN.md section 8 list target: p95
 * ≤ 100 ms and ≤ 2× the raw DynamoDB reads it needs, first page and page 40), side by side:
 *
 *   API  GET /v1/ledgers?page=P&rowsPerPage=25 through the Hono app in-process (`app.request`: routing, JWT and
 *        session check, rights, ElectroDB, JSON)
 *   raw  the reads that page needs, sent with the DocumentClient using the parameters ElectroDB builds: the session
 *        and membership reads of every request, the key walk over the open-items index to the page (keys only),
 *        the page's 25 items, and the counters of the open total
 *
 * Interleaved after a warm-up. The open items are written by the import's bulk path, then counted once.
 */
import { apiAgainstRaw, heading, ms, now, type Bench, type Target } from "./lib";

const ITEMS = Number(process.env.BENCH_LEDGER_ITEMS ?? 20_000);
const N = Number(process.env.BENCH_N ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);

const bench: Bench = {
  name: "ledger",
  async run() {
    heading(`GET /v1/ledgers for a customer with ${ITEMS} open items (N=${N} per page, warm-up ${WARMUP})`);
    process.env.INNFRI_LOG ??= "silent";
    process.env.INNFRI_LOCAL_QUIET ??= "1";
    const { startEngines } = await import("../local/engines");
    const engines = await startEngines();
    try {
      const { GetCommand, QueryCommand } = await import("@aws-sdk/lib-dynamodb");
      const { documentClient } = await import("@innfri/core/dynamo/client");
      const { db } = await import("@innfri/core/dynamo/db");
      const { buildVoucher } = await import("@innfri/core/ledger/vouchers");
      const { contributions, VOUCHER_TYPES } = await import("@innfri/core/ledger/voucher-rules");
      const { addCountersOnce, createMany } = await import("@innfri/core/ledger/store");
      const { saveDebtor } = await import("@innfri/core/ledger/debtors");
      const { app } = await import("../../packages/api/src/app");
      const { call, createUser, signIn } = await import("../../packages/api/test/support");

      const seeded = await createUser({ permission: "owner", customerName: "Benk Reskontro AS" });
      const login = await signIn(seeded.email);
      const token = login.user.accessToken;
      const customerId = login.customer!.id;
      // the ledger's calls are 404 without an integration setting (SPEC 2)
      const chosen = await call("POST", "/integration-settings", { token, body: { integration: "file" } });
      if (chosen.status !== 200) throw new Error(`integration setting: ${chosen.status}`);

      // 20 000 open invoices over 2 000 debtors and a year of due dates
      const t0 = now();
      const debtors: Awaited<ReturnType<typeof saveDebtor>>["debtor"][] = [];
      for (let i = 0; i < 2000; i++)
        debtors.push(
          (await saveDebtor(customerId, { type: "person", name: `Debitor ${i}`, customerNumber: String(50_000 + i) }))
            .debtor,
        );
      const delta = new Map<string, { count: number; amountOre: number }>();
      for (let i = 0; i < ITEMS; i += 100) {
        const chunk = Array.from({ length: Math.min(100, ITEMS - i) }, (_, j) => {
          const n = i + j;
          const due = new Date(Date.UTC(2026, 0, 1 + (n % 365))).toISOString().slice(0, 10);
          return buildVoucher(
            customerId,
            debtors[n % debtors.length]!,
            {
              type: VOUCHER_TYPES.invoice,
              number: `B-${n}`,
              voucherDate: due,
              dueDate: due,
              amountOre: 10_000 + n,
            },
            { userId: "bench" },
          );
        });
        await createMany(customerId, chunk);
        for (const v of chunk)
          for (const [name, c] of contributions(v)) {
            const d = delta.get(name) ?? { count: 0, amountOre: 0 };
            d.count += c.count;
            d.amountOre += c.amountOre;
            delta.set(name, d);
          }
      }
      await addCountersOnce(customerId, delta, "bench#counted");
      console.log(`seeded ${ITEMS} open items in ${ms(now() - t0, 0)}`);

      const sessions = await db().entities.session.query.byUser({ userId: seeded.userId }).go();
      const session = sessions.data.find((s) => !s.revokedAt)!;
      const doc = documentClient();
      const q = () => db().entities.voucher.query.openItems({ customerId });
      const keyAttributes = ["customerId", "voucherId", "listName", "voucherDate", "dueDate", "debtorId"];

      const targets: Target[] = [];
      for (const page of [1, 40]) {
        const api = async () => {
          const res = await app.request(`/v1/ledgers?page=${page}&rowsPerPage=25`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = (await res.json()) as { data?: unknown[]; total?: number };
          if (res.status !== 200 || body.data?.length !== 25 || body.total !== ITEMS)
            throw new Error(`GET /v1/ledgers answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
        };
        const raw = async () => {
          await doc.send(new GetCommand(db().entities.session.get({ sessionId: session.sessionId }).params() as never));
          await doc.send(
            new GetCommand(db().entities.membership.get({ customerId, userId: seeded.userId }).params() as never),
          );
          let cursor: Record<string, unknown> | undefined;
          let skip = (page - 1) * 25;
          while (skip > 0) {
            const params = q().params({ limit: skip, attributes: keyAttributes as never }) as Record<string, unknown>;
            const out = await doc.send(new QueryCommand({ ...params, ExclusiveStartKey: cursor } as never));
            skip -= out.Items?.length ?? 0;
            cursor = out.LastEvaluatedKey;
          }
          const [items] = await Promise.all([
            doc.send(
              new QueryCommand({ ...(q().params({ limit: 25 }) as object), ExclusiveStartKey: cursor } as never),
            ),
            doc.send(
              new QueryCommand(
                db()
                  .entities.counter.query.byName({ scope: `ledger#${customerId}` })
                  .begins({ name: "open#" })
                  .params() as never,
              ),
            ),
          ]);
          if (items.Items?.length !== 25) throw new Error("raw: page came back short");
        };
        targets.push(...(await apiAgainstRaw(`GET /v1/ledgers page ${page}`, api, raw, { n: N, warmup: WARMUP })));
      }
      return targets;
    } finally {
      await engines.stop();
    }
  },
};
export default bench;
