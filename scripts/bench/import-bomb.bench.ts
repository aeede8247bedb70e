/**
 * Security review F6: an XLSX decompression bomb sent through the real import path while the API keeps answering.
 * As under `npm start`, the jobs poller runs in this same process as the API (here the Hono app, called in-process
 * with `app.request`), so whatever the parse does on the main thread, every request waits for.
 *
 *   idle          GET /v1/user, one call after another, nothing else running
 *   bomb          the same, while POST /v1/imports of a 400 MB-in-one-cell XLSX (a few hundred KB) is parsed by the
 *                 queue: refused from the zip directory ("unpacks to more than 48 MB"), recorded as failed
 *   large file    the same, while a real 40 000-row XLSX is parsed through the same path (in the parse worker)
 *   main thread   the same file parsed on the main thread (what the consumer did before: the API's stall)
 *
 * Figures: p50/p95/max of GET /v1/user in each phase, the time the import took to fail or parse, and the growth of
 * the process's RSS. The targets: p95 during the bomb and during the large file ≤ 2× the idle p95 of the same run
 * (relative, as the machine may be shared), and the bomb refused within 5 s.
 */
import { heading, ms, now, stats, statsRows, STATS_HEADERS, table, target, type Bench } from "./lib";

const N_IDLE = Number(process.env.BENCH_N ?? 200);
const ROWS = Number(process.env.BENCH_BOMB_ROWS ?? 40_000);

const bench: Bench = {
  name: "import-bomb",
  async run() {
    heading("GET /v1/user while an XLSX bomb and a large XLSX are imported in the same process");
    process.env.INNFRI_LOG ??= "silent";
    process.env.INNFRI_LOCAL_QUIET ??= "1";
    const { startEngines } = await import("../local/engines");
    const engines = await startEngines();
    const { startPoller } = await import("../local/poller");
    const poller = startPoller({ waitTimeSeconds: 1 });
    try {
      const { app } = await import("../../packages/api/src/app");
      const { createUser, signIn } = await import("../../packages/api/test/support");
      const { xlsxBomb, xlsxOf } = await import("@innfri/core/ledger/import/fixtures/bomb");
      const { parseFile } = await import("@innfri/core/ledger/import/parse-file");

      const seeded = await createUser({ permission: "owner", customerName: "Benk Bombe AS" });
      const token = (await signIn(seeded.email)).user.accessToken;
      const auth = { authorization: `Bearer ${token}` };
      const setting = await app.request("/v1/integration-settings", {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ integration: "file" }),
      });
      if (!setting.ok) throw new Error(`integration setting: ${setting.status}`);

      const user = async () => {
        const started = now();
        const res = await app.request("/v1/user", { headers: auth });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`GET /v1/user answered ${res.status}`);
        return now() - started;
      };
      const status = async (id: string) => {
        const res = await app.request(`/v1/imports/${id}`, { headers: { ...auth, "accept-language": "en" } });
        return (await res.json()) as { status: string; error: { message: string } | null; total: number };
      };
      /** GET /v1/user back to back (with a 2 ms pause, as clients do) until `done` says stop. */
      const during = async (done: () => Promise<boolean>) => {
        const times: number[] = [];
        let i = 0;
        while (!(await (i++ % 10 === 0 ? done() : Promise.resolve(false)))) {
          times.push(await user());
          await new Promise((r) => setTimeout(r, 2));
        }
        return times;
      };
      const importing = async (name: string, bytes: Uint8Array) => {
        const res = await app.request(`/v1/imports?fileName=${encodeURIComponent(name)}`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/octet-stream" },
          body: bytes,
        });
        const body = (await res.json()) as { id: string; message?: string };
        if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${body.message}`);
        const started = now();
        let last: Awaited<ReturnType<typeof status>> | undefined;
        const rssBefore = process.memoryUsage().rss;
        let rssMax = rssBefore;
        const times = await during(async () => {
          rssMax = Math.max(rssMax, process.memoryUsage().rss);
          last = await status(body.id);
          return last.status !== "parsing";
        });
        return { times, ms: now() - started, item: last!, rss: rssMax - rssBefore };
      };

      for (let i = 0; i < 30; i++) await user(); // warm-up
      const idle: number[] = [];
      for (let i = 0; i < N_IDLE; i++) {
        idle.push(await user());
        await new Promise((r) => setTimeout(r, 2));
      }

      const bombBytes = await xlsxBomb(400);
      const bomb = await importing("bomb.xlsx", bombBytes);
      if (bomb.item.status !== "failed") throw new Error(`the bomb ended ${bomb.item.status}`);

      const header = ["Kundenr", "Navn", "Fakturanr", "Fakturadato", "Forfallsdato", "Beløp"];
      const large = xlsxOf([
        header,
        ...Array.from({ length: ROWS }, (_, i) => [
          String(10_000 + (i % 5000)),
          `Kunde ${i % 5000} AS`,
          String(900_000 + i),
          "01.03.2026",
          "15.03.2026",
          `${100 + (i % 900)},50`,
        ]),
      ]);
      const worker = await importing("stor.xlsx", large);
      if (worker.item.status !== "parsed") throw new Error(`the large file ended ${worker.item.status}`);

      // the same file on the main thread, as the consumer parsed before (the stall the review measured)
      let inlineDone = false;
      const inlineStarted = now();
      const inlineParse = parseFile("xlsx", large, { today: "2026-05-01" }).finally(() => {
        inlineDone = true;
      });
      const inline = await during(async () => inlineDone);
      await inlineParse;
      const inlineMs = now() - inlineStarted;

      const s = { idle: stats(idle), bomb: stats(bomb.times), worker: stats(worker.times), inline: stats(inline) };
      console.log(
        `bomb: ${(bombBytes.length / 1024).toFixed(0)} KB declaring 400 MB; large file: ${(large.length / 1024 / 1024).toFixed(1)} MB, ${ROWS} rows\n`,
      );
      console.log(
        table(STATS_HEADERS, [
          statsRows("GET /v1/user, idle", s.idle),
          statsRows("… during the bomb import", s.bomb),
          statsRows("… during the large XLSX (worker)", s.worker),
          statsRows("… during it on the main thread", s.inline),
        ]),
      );
      console.log("");
      console.log(
        table(
          ["import", "time", "result", "RSS growth"],
          [
            [
              "bomb.xlsx: preview stage",
              ms(bomb.ms, 0),
              `${bomb.item.status}: ${bomb.item.error?.message}`,
              `${(bomb.rss / 1048576).toFixed(0)} MB`,
            ],
            [
              "stor.xlsx: preview stage (worker parse + ledger look-ups)",
              ms(worker.ms, 0),
              `${worker.item.status}, ${worker.item.total} rows`,
              `${(worker.rss / 1048576).toFixed(0)} MB`,
            ],
            ["stor.xlsx: parse alone, main thread", ms(inlineMs, 0), "parsed", "–"],
          ],
        ),
      );
      // The machine may be shared and loaded: what counts is the stall relative to the idle figure of the same run.
      const ratio = (v: number) => `${(v / s.idle.p95).toFixed(2)}× idle`;
      console.log(
        `\np95 relative to idle: bomb ${ratio(s.bomb.p95)}, large file in the worker ${ratio(s.worker.p95)}, ` +
          `on the main thread ${ratio(s.inline.p95)} (max ${ms(s.inline.max, 0)})`,
      );
      return [
        target(
          "GET /v1/user p95 during a bomb import",
          ratio(s.bomb.p95),
          "≤ 2× idle p95",
          s.bomb.p95 <= 2 * s.idle.p95,
        ),
        target(
          `GET /v1/user p95 during a ${ROWS}-row XLSX parse`,
          ratio(s.worker.p95),
          "≤ 2× idle p95",
          s.worker.p95 <= 2 * s.idle.p95,
        ),
        target(
          "bomb refused",
          `${bomb.item.status} in ${ms(bomb.ms, 0)}`,
          "failed, < 5 s",
          bomb.item.status === "failed" && bomb.ms < 5000,
        ),
      ];
    } finally {
      await poller.stop();
      await engines.stop();
    }
  },
};
export default bench;
