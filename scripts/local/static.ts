/** The built web app (web/dist) as `npm start` serves it (server.ts): files, then the SPA fallback. */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";

// ---------------------------------------------------------------------------------------------------------
// static web app

export function staticResponse(distDir: string, urlPath: string, head: boolean): Response {
  const indexFile = path.join(distDir, "index.html");
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return new Response("Bad request", { status: 400 });
  }
  const file = path.resolve(distDir, "." + path.posix.normalize("/" + rel));
  const inside = file === distDir || file.startsWith(distDir + path.sep);
  const send = (f: string, cache: string) => {
    const body = head ? null : readFileSync(f);
    return new Response(body, {
      headers: {
        "content-type": getMimeType(f) ?? "application/octet-stream",
        "content-length": String(statSync(f).size),
        "cache-control": cache,
      },
    });
  };
  if (inside && existsSync(file) && statSync(file).isFile()) {
    if (file === indexFile) return send(file, "no-cache");
    const hashed = rel.startsWith("/assets/");
    return send(file, hashed ? "public, max-age=31536000, immutable" : "no-cache");
  }
  // a missing file stays a 404; every other path is a route of the single-page app
  if (/\.[a-z0-9]{1,8}$/i.test(path.posix.basename(rel))) return new Response("Not found", { status: 404 });
  if (!existsSync(indexFile)) {
    return new Response(
      `<!doctype html><meta charset="utf-8"><title>Innfri</title><p>The web app is not built: run <code>npm run build -w web</code> (npm start does it for you).</p>`,
      { status: 503, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } },
    );
  }
  return send(indexFile, "no-cache");
}
