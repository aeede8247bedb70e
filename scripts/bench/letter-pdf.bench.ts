/**
 * A collection letter rendered as PDF (issue 10; target: p95 ≤ 50 ms): the worked betalingsoppfordring of
 * core letters/pdf/sample-letter.ts, with a PNG logo, two claims, two fees and two interest periods, compressed as
 * in production; and, for comparison, a long letter (80 claims, three pages) and a print batch of 20 letters.
 * In-process, after a warm-up (pdfkit's first document loads its font metrics).
 */
import { deflateSync } from "node:zlib";
import { heading, ms, now, stats, statsRows, STATS_HEADERS, table, target, type Bench } from "./lib";

const N = Number(process.env.BENCH_N ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const TARGET_MS = 50;

/** A real 120×40 PNG (RGB, one colour band per row), so the logo path (decode, embed) is measured. */
function png(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([20, 80 + y, 140], y * (width * 3 + 1) + 1 + x * 3);
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([sig, chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]),
  );
}

async function measure(fn: () => Promise<unknown>, n: number, warmup: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = now();
    await fn();
    out.push(now() - t0);
  }
  return out;
}

const bench: Bench = {
  name: "letter-pdf",
  async run() {
    heading(`Letter PDF render (pdfkit, in-process; N=${N}, warm-up ${WARMUP})`);
    const { renderLetterPdf, renderLettersPdf } = await import("@innfri/core/letters/pdf/render");
    const { sampleLetter } = await import("@innfri/core/letters/pdf/sample-letter");
    const base = sampleLetter();
    const letter = { ...base, creditor: { ...base.creditor, logo: { bytes: png(120, 40), type: "image/png" } } };
    const claims = Array.from({ length: 80 }, (_, i) => ({
      invoiceNumber: `F-${2000 + i}`,
      invoiceDate: "2026-05-01",
      dueDate: "2026-05-15",
      principalOre: 12_500,
    }));
    const long = { ...letter, claims };

    const size = (await renderLetterPdf(letter)).byteLength;
    const cpu0 = process.cpuUsage();
    const one = stats(await measure(() => renderLetterPdf(letter), N, WARMUP));
    const cpu = process.cpuUsage(cpu0);
    // CPU time per render (user + system): what the render costs apart from waiting for a busy machine's cores
    const cpuMs = (cpu.user + cpu.system) / 1000 / (N + WARMUP);
    const three = stats(await measure(() => renderLetterPdf(long), Math.max(20, N / 4), 5));
    const batch = stats(
      await measure(() => renderLettersPdf(Array(20).fill(letter), { title: "Utskrift", date: "2026-08-15" }), 10, 2),
    );
    console.log(
      table(STATS_HEADERS, [
        statsRows("letter (1 page, logo)", one),
        statsRows("letter (80 claims, 3 pages)", three),
        statsRows("print batch (20 letters)", batch),
      ]),
    );
    console.log(`\none letter: ${(size / 1024).toFixed(1)} KB; CPU time per letter render: ${ms(cpuMs)}`);
    return [target("letter PDF render p95", ms(one.p95), `≤ ${TARGET_MS} ms`, one.p95 <= TARGET_MS)];
  },
};

export default bench;
