/**
 * The web app's initial JavaScript, measured one way for the bench (`npm run bench -- web`) and the guard
 * (stacks/web-bundle.test.ts): what index.html loads before anything renders (its module script and the
 * modulepreloads), gzip -9. DESIGN.md section 8: initial JS ≤ 180 KB gzip.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "../..");

export const WEB_INITIAL_JS_MAX_GZIP = 180 * 1024;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface Sized {
  file: string;
  raw: number;
  gzip: number;
}

/** `vite build` of web/ into `outDir` (web/dist is left alone), with a manifest to follow the lazy chunks. */
export function buildWeb(outDir: string): void {
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/vite/bin/vite.js"),
      "build",
      ...["--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "error"],
    ],
    // production React and no test flags, also when called from vitest (which sets NODE_ENV=test)
    {
      cwd: path.join(ROOT, "web"),
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
}

export function sizeOf(outDir: string, file: string): Sized {
  const buf = readFileSync(path.join(outDir, file));
  return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

/** The files index.html loads before anything renders, their sizes and the total; its stylesheets apart. */
export function initialJs(outDir: string) {
  const html = readFileSync(path.join(outDir, "index.html"), "utf8");
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!.replace(/^\//, ""));
  if (refs.length === 0) throw new Error("index.html references no module script");
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/^\//, ""));
  const files = refs.map((f) => sizeOf(outDir, f));
  const total = files.reduce((a, r) => ({ raw: a.raw + r.raw, gzip: a.gzip + r.gzip }), { raw: 0, gzip: 0 });
  return { files, ...total, css };
}

/**
 * The lazy chunks a route's first view adds to what is loaded already (`loaded`): its dynamic entries (the split
 * route files whose manifest key matches `route`) and their static imports; and `extra` dynamic entries the app
 * always loads before its first render (the user's language, src/i18n).
 */
export function lazyChunks(outDir: string, loaded: Iterable<string>, route: RegExp, extra: RegExp[] = []): Sized[] {
  const manifestFile = [path.join(outDir, ".vite/manifest.json"), path.join(outDir, "manifest.json")].find(existsSync);
  if (!manifestFile) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const seen = new Set(loaded);
  const out: Sized[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    out.push(sizeOf(outDir, chunk.file));
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isDynamicEntry && (route.test(key) || extra.some((e) => e.test(key)))) visit(key);
  return out;
}
