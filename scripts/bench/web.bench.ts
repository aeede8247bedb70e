/**
 * The web app's initial JavaScript: what index.html loads before anything renders (its module script and the
 * modulepreloads), gzip -9, plus what the first view of /login adds (its lazily loaded route chunks).
 *
 * Builds the current sources with `vite build` into a temporary folder (web/dist is left alone), with a manifest
 * to follow the route chunks. Target (DESIGN.md section 8): initial JS ≤ 180 KB gzip.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { heading, kb, ms, ROOT, table, target, type Bench } from "./lib";

const MAX_GZIP = 180 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const bench: Bench = {
  name: "web",
  async run() {
    heading("Web app initial JS (vite build of web/, gzip -9)");
    const web = path.join(ROOT, "web");
    const out = mkdtempSync(path.join(tmpdir(), "innfri-web-"));
    try {
      const started = performance.now();
      execFileSync(
        process.execPath,
        [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--outDir", out, "--emptyOutDir", "--manifest", "--logLevel", "error"],
        { cwd: web, stdio: ["ignore", "ignore", "inherit"] },
      );
      console.log(`built in ${ms(performance.now() - started, 0)}\n`);

      const html = readFileSync(path.join(out, "index.html"), "utf8");
      const refs = [
        ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
        ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
      ].map((m) => m[1]!.replace(/^\//, ""));
      const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/^\//, ""));
      if (refs.length === 0) throw new Error("index.html references no module script");

      const size = (file: string) => {
        const buf = readFileSync(path.join(out, file));
        return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
      };
      const rows = refs.map((f) => ({ file: f, ...size(f) }));
      const initial = rows.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });

      // The /login route's lazy chunks (and their imports not already loaded).
      const manifestFile = [path.join(out, ".vite/manifest.json"), path.join(out, "manifest.json")].find(existsSync);
      let loginExtra = { raw: 0, gzip: 0, files: [] as string[] };
      if (manifestFile) {
        const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
        const loaded = new Set(refs);
        const visit = (key: string) => {
          const chunk = manifest[key];
          if (!chunk || loaded.has(chunk.file)) return;
          loaded.add(chunk.file);
          loginExtra.files.push(chunk.file);
          for (const i of chunk.imports ?? []) visit(i);
        };
        for (const [key, chunk] of Object.entries(manifest)) {
          if (chunk.isDynamicEntry && /routes\/_public\/login\b/.test(key)) visit(key);
        }
        for (const f of loginExtra.files) {
          const s = size(f);
          loginExtra = { ...loginExtra, raw: loginExtra.raw + s.raw, gzip: loginExtra.gzip + s.gzip };
        }
      }

      console.log(
        table(
          ["file (referenced by index.html)", "raw", "gzip -9"],
          [
            ...rows.map((r) => [r.file, kb(r.raw), kb(r.gzip)]),
            ["initial JS", kb(initial.raw), kb(initial.gzip)],
            ...css.map((f) => {
              const s = size(f);
              return [`${f} (CSS, not counted)`, kb(s.raw), kb(s.gzip)];
            }),
            ...(loginExtra.files.length
              ? [
                  [`+ /login route chunks (${loginExtra.files.length})`, kb(loginExtra.raw), kb(loginExtra.gzip)],
                  ["JS for the first view of /login", kb(initial.raw + loginExtra.raw), kb(initial.gzip + loginExtra.gzip)],
                ]
              : []),
          ],
        ),
      );
      return [target("web initial JS (gzip)", kb(initial.gzip), "≤ 180 KB", initial.gzip <= MAX_GZIP)];
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};

export default bench;
