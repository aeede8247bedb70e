/**
 * The web app's initial JavaScript: what index.html loads before anything renders (its module script and the
 * modulepreloads), gzip -9, plus what the first view of /login adds: the Norwegian catalogue (loaded before the
 * first render, src/i18n) and the route's lazily loaded chunks.
 *
 * Builds the current sources with `vite build` into a temporary folder (web/dist is left alone); the measuring is
 * web-build.ts's, which stacks/web-bundle.test.ts guards with. Target (DESIGN.md section 8): initial JS ≤ 180 KB gzip.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { heading, kb, ms, table, target, type Bench } from "./lib";
import { buildWeb, initialJs, lazyChunks, sizeOf, WEB_INITIAL_JS_MAX_GZIP } from "./web-build";

const bench: Bench = {
  name: "web",
  async run() {
    heading("Web app initial JS (vite build of web/, gzip -9)");
    const out = mkdtempSync(path.join(tmpdir(), "innfri-web-"));
    try {
      const started = performance.now();
      buildWeb(out);
      console.log(`built in ${ms(performance.now() - started, 0)}\n`);

      const initial = initialJs(out);
      const login = lazyChunks(
        out,
        initial.files.map((f) => f.file),
        /routes\/_public\/login\b/,
        [/src\/i18n\/no\/index\.ts$/],
      );
      const loginExtra = login.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });

      console.log(
        table(
          ["file (referenced by index.html)", "raw", "gzip -9"],
          [
            ...initial.files.map((r) => [r.file, kb(r.raw), kb(r.gzip)]),
            ["initial JS", kb(initial.raw), kb(initial.gzip)],
            ...initial.css.map((f) => {
              const s = sizeOf(out, f);
              return [`${f} (CSS, not counted)`, kb(s.raw), kb(s.gzip)];
            }),
            ...(login.length
              ? [
                  [
                    `+ Norwegian catalogue and /login route chunks (${login.length})`,
                    kb(loginExtra.raw),
                    kb(loginExtra.gzip),
                  ],
                  [
                    "JS for the first view of /login",
                    kb(initial.raw + loginExtra.raw),
                    kb(initial.gzip + loginExtra.gzip),
                  ],
                ]
              : []),
          ],
        ),
      );
      return [target("web initial JS (gzip)", kb(initial.gzip), "≤ 180 KB", initial.gzip <= WEB_INITIAL_JS_MAX_GZIP)];
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};

export default bench;
