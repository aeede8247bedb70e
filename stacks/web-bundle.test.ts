import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWeb, initialJs, WEB_INITIAL_JS_MAX_GZIP } from "../scripts/bench/web-build";

/**
 * DESIGN 8: the web's initial JS (index.html's module script and its modulepreloads) stays ≤ 180 KB gzip. A size
 * is deterministic, so it is a test, like the functions' cold-start bundles (stacks.test.ts); `npm run bench -- web`
 * prints the same figures file by file. `npm test` builds the web once, before vitest, and names the folder in
 * INNFRI_WEB_DIST; run alone, this makes its own `vite build` into a temporary folder (about 30 s on an idle machine).
 */
const given = process.env.INNFRI_WEB_DIST;
const reuse = !!given && existsSync(path.join(given, "index.html"));
const out = reuse ? given : mkdtempSync(path.join(tmpdir(), "innfri-web-guard-"));
let initial: ReturnType<typeof initialJs>;

beforeAll(() => {
  if (!reuse) buildWeb(out);
  initial = initialJs(out);
}, 600_000);
afterAll(() => {
  if (!reuse) rmSync(out, { recursive: true, force: true });
});

describe("the web's initial JS", () => {
  it("is at most 180 KB gzip", () => {
    const detail = initial.files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join("\n");
    expect(initial.gzip, `initial JS ${(initial.gzip / 1024).toFixed(1)} KB gzip:\n${detail}`).toBeLessThanOrEqual(
      WEB_INITIAL_JS_MAX_GZIP,
    );
  });

  it("holds no catalogue and no toaster: the user's language and sonner load on their own (src/i18n, api-client)", () => {
    const code = initial.files.map((f) => readFileSync(path.join(out, f.file), "utf8")).join("\n");
    expect(code).not.toContain("Du kan ikke gi rettigheter du ikke har selv."); // core i18n/members.ts
    expect(code).not.toContain("Passordet ditt er endret. Logg inn med det nye passordet."); // i18n/no/translation.json
    expect(code).not.toContain("data-sonner-toaster");
  });
});
