/**
 * The one HTTP server of `npm start`: the API app at /v1, the local-only tools at /_local (mail viewer, clock,
 * schedules), the realtime WebSocket at /realtime and the built web app (web/dist, SPA fallback) for the rest.
 * `/_local/*` exists only here, never in the API app.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { WebSocketServer, WebSocket } from "ws";
import { app } from "@innfri/api/app";
import { verifyAccessToken } from "@innfri/core/accounts/token";
import { Clock } from "@innfri/core/clock";
import { WEB_SECURITY_HEADERS, webCsp } from "@innfri/core/web-headers";
import { Realtime } from "@innfri/core/realtime/realtime";
import { logger } from "./log";
import { applySesEvent } from "@innfri/core/mail/ses-events";
import { fetchEmails, mailPage, SES_EVENTS, sesEventOf, type StoredEmail } from "./mail-viewer";
import { REPO_ROOT } from "./poller";
import type { Scheduler } from "./scheduler";
import { staticResponse } from "./static";
import { brregFake } from "./fakes/brreg";
import { creditsafeFake } from "./fakes/creditsafe";
import { tripletexFake } from "./fakes/tripletex";
import { vismaFake } from "./fakes/visma";
import { powerofficeFake } from "./fakes/poweroffice";
import { fikenFake } from "./fakes/fiken";

export { fetchEmails, type StoredEmail } from "./mail-viewer";

const log = logger("server");

export interface ApiApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}
export interface TokenClaims {
  userId: string;
  sessionId?: string;
  type?: string;
  customerId: string | null;
}
export type VerifyToken = (token: string) => Promise<TokenClaims>;
export type Publisher = (channel: string, event: string, payload: unknown) => void;

export interface ServerOptions {
  port: number;
  /** Default 127.0.0.1 (this machine only); other interfaces only when asked (`npm start -- --host 0.0.0.0`). */
  host?: string;
  /** The API. Default: `app` of packages/api/src/app.ts. */
  api?: ApiApp;
  /** Default: `verifyAccessToken` from `@innfri/core/accounts/token`. */
  verifyToken?: VerifyToken;
  /** Register the WebSocket fan-out as `Realtime.setLocalPublisher` (packages/core/src/realtime/realtime.ts). Default true. */
  registerRealtime?: boolean;
  /** Base URL of aws-ses-v2-local. Default `process.env.AWS_ENDPOINT_URL_SESV2`. */
  sesUrl?: string;
  /** Reads the SES store in-process (engines.readMail, oldest first) instead of over HTTP. */
  readMail?: () => unknown[];
  /** Fired (and awaited with `?wait=true`) after `/_local/clock` moved the clock. */
  scheduler?: Pick<Scheduler, "tick" | "status" | "runNow">;
  /** Called after the clock moved (main.ts persists the offset). */
  onClockChange?: (offsetMs: number) => void;
  /** Waits until the job queues are empty (main.ts: the pollers' drain); `?wait=true` on the clock awaits it too. */
  drain?: () => Promise<void>;
  /** Default `<repo>/web/dist`. */
  webDist?: string;
}

export interface LocalServer {
  url: string;
  port: number;
  server: Server;
  /** Sends `{ channel, event, payload }` to every socket subscribed to `channel` (`user.<id>`, `customer.<id>`). */
  publish: Publisher;
  /** Open WebSocket connections. */
  connections(): number;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------
// security headers (DESIGN 4a; the same values as the CloudFront response-headers policy of stacks/Web.ts)

/**
 * `/_local` POSTs change state (the clock, schedules, the mail store): a cross-site page must not be able to
 * send them. A browser always sends `Origin` on a cross-site POST, and a JSON body needs a CORS preflight the
 * server never grants. So: a foreign `Origin` is refused (403), and a body that is not JSON is refused (415).
 * A client without `Origin` (curl, tests) is fine: it is on this machine, or asked for `--host` explicitly.
 * The OAuth servers of the local fakes (`/_local/<id>/oauth/...`, Visma's `/connect/...`) take forms, as the real ones do (RFC 6749: the
 * token endpoint is form-encoded, the authorize page posts a form): there a form or no body is fine, but only from
 * the same origin or from a client without `Origin` (the API calling the token endpoint), like every /_local POST.
 */
const FORM_POSTS = /^\/_local\/[a-z]+\/(oauth|connect)\//i;
function localPostRefusal(c: Context): Response | undefined {
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    const host = c.req.header("host");
    let same = false;
    try {
      same = !!host && new URL(origin).host === host;
    } catch {
      same = false;
    }
    if (!same) return c.json({ message: "Cross-origin requests to /_local are refused", code: "FORBIDDEN" }, 403);
  }
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (FORM_POSTS.test(c.req.path) && (type === "application/x-www-form-urlencoded" || type === "")) return undefined;
  if (type !== "application/json")
    return c.json({ message: "Send Content-Type: application/json", code: "UNSUPPORTED_MEDIA_TYPE" }, 415);
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------

const clockBody = (offsetMs?: number) => ({
  now: Clock.now().toISOString(),
  today: Clock.today(),
  offsetMs: offsetMs ?? Clock.offset(),
});

function unprocessable(c: Context, field: string, message: string) {
  return c.json({ message, errors: { [field]: [message] } }, 422);
}

export async function startServer(options: ServerOptions): Promise<LocalServer> {
  const sesUrl = options.sesUrl ?? process.env.AWS_ENDPOINT_URL_SESV2;
  const emails = async (): Promise<StoredEmail[]> =>
    options.readMail ? ([...options.readMail()] as StoredEmail[]).reverse() : sesUrl ? fetchEmails(sesUrl) : [];
  const webDist = path.resolve(options.webDist ?? path.join(REPO_ROOT, "web/dist"));
  const api = options.api ?? app;
  const verifyToken = options.verifyToken ?? verifyAccessToken;

  // --- realtime fan-out
  const channels = new Map<string, Set<WebSocket>>();
  const publish: Publisher = (channel, event, payload) => {
    const sockets = channels.get(channel);
    if (!sockets?.size) return;
    // the same text the deployed path posts (Realtime.message)
    const message = JSON.stringify({ channel, event, payload });
    for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(message);
  };
  if (options.registerRealtime !== false) Realtime.setLocalPublisher(publish);

  // --- HTTP routes
  const root = new Hono();
  const toApi = (c: Context) => api.fetch(c.req.raw, c.env);
  root.all("/v1", toApi);
  root.all("/v1/*", toApi);

  // Everything else (the web app, /_local) carries the web's security headers; the mail viewer has its own CSP.
  // The imports' presigned upload PUTs to s3rver's origin (storage/presign.ts), as the site does to the bucket's.
  const s3Origin = process.env.AWS_ENDPOINT_URL_S3 ? new URL(process.env.AWS_ENDPOINT_URL_S3).origin : undefined;
  const headers = { ...WEB_SECURITY_HEADERS, ...(s3Origin ? { "content-security-policy": webCsp([s3Origin]) } : {}) };
  root.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  root.post("/_local/*", async (c, next) => localPostRefusal(c) ?? next());

  root.get("/_local", (c) => c.redirect("/_local/mail"));
  root.get("/_local/mail", async (c) => {
    c.header("cache-control", "no-store");
    const all = await emails();
    const limit = Math.max(1, Number(c.req.query("limit")) || 50);
    // Its one script runs by nonce; the mails' HTML is shown in sandboxed frames without scripts.
    const nonce = randomBytes(16).toString("base64");
    c.header(
      "content-security-policy",
      `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: http: https:; ` +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    return c.html(mailPage(all.slice(0, limit), all.length, nonce));
  });
  root.get("/_local/mail/count", async (c) => c.json({ count: (await emails()).length }));
  root.get("/_local/mail.json", async (c) => {
    let list = await emails();
    const to = c.req.query("to")?.toLowerCase();
    if (to) {
      list = list.filter((m) =>
        [...m.destination.to, ...m.destination.cc, ...m.destination.bcc].some((a) => a.toLowerCase().includes(to)),
      );
    }
    const since = c.req.query("since");
    if (since) {
      const s = /^\d+$/.test(since) ? Number(since) : Date.parse(since) / 1000;
      list = list.filter((m) => m.at >= s);
    }
    c.header("cache-control", "no-store");
    return c.json({
      emails: list.map((m) => ({ id: m.messageId, date: new Date(m.at * 1000).toISOString(), ...m })),
    });
  });
  root.post("/_local/mail/clear", async (c) => {
    if (sesUrl) await fetch(`${sesUrl}/clear-store`, { method: "POST" });
    return (c.req.header("accept") ?? "").includes("text/html")
      ? c.redirect("/_local/mail", 303)
      : c.json({ cleared: true });
  });
  root.post("/_local/mail/:id/:event{deliver|bounce|complain}", async (c) => {
    const mail = (await emails()).find((m) => m.messageId === c.req.param("id"));
    if (!mail) return c.json({ message: "Not found", code: "NOT_FOUND" }, 404);
    const event = c.req.param("event") as (typeof SES_EVENTS)[number][0];
    return c.json(await applySesEvent(sesEventOf(mail.messageId, event)));
  });
  root.get("/_local/mail/:id/attachments/:n", async (c) => {
    const mail = (await emails()).find((m) => m.messageId === c.req.param("id"));
    const attachment = mail?.attachments[Number(c.req.param("n"))];
    if (!attachment) return c.json({ message: "Not found", code: "NOT_FOUND" }, 404);
    const name = attachment.filename ?? `vedlegg-${c.req.param("n")}`;
    const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
    return new Response(Buffer.from(attachment.content, "base64"), {
      headers: {
        "content-type": attachment.contentType,
        "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  });

  root.get("/_local/clock", (c) => c.json(clockBody()));
  root.post("/_local/clock", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return unprocessable(c, "body", "The body must be a JSON object");
    }
    if (!body || typeof body !== "object" || Array.isArray(body))
      return unprocessable(c, "body", "The body must be a JSON object");
    const b = body as Record<string, unknown>;
    const num = (k: string) => (typeof b[k] === "number" && Number.isFinite(b[k]) ? (b[k] as number) : undefined);
    const keys = ["advanceDays", "advanceHours", "advanceMs", "now", "offsetMs", "reset"].filter((k) => k in b);
    if (keys.length !== 1)
      return unprocessable(c, "body", "Give exactly one of advanceDays, advanceHours, advanceMs, now, offsetMs, reset");
    const key = keys[0]!;
    if (key === "now") {
      const at = typeof b.now === "string" ? new Date(b.now) : new Date(NaN);
      if (typeof b.now !== "string" || Number.isNaN(at.getTime()))
        return unprocessable(c, "now", "now must be an ISO date-time, e.g. 2026-12-24T19:00:00+01:00");
      Clock.setNow(at);
    } else if (key === "reset") {
      if (b.reset !== true) return unprocessable(c, "reset", "reset must be true");
      Clock.setOffset(0);
    } else {
      const n = num(key);
      if (n === undefined) return unprocessable(c, key, `${key} must be a number`);
      const ms = key === "advanceDays" ? n * 86_400_000 : key === "advanceHours" ? n * 3_600_000 : n;
      Clock.setOffset(key === "offsetMs" ? n : Clock.offset() + ms);
    }
    const offset = Clock.offset();
    log.info(`clock moved: now ${Clock.now().toISOString()} (offset ${(offset / 86_400_000).toFixed(2)} days)`);
    options.onClockChange?.(offset);
    const ticked = options.scheduler?.tick();
    if (c.req.query("wait") === "true" || c.req.query("wait") === "1") {
      await ticked;
      // the jobs what fell due queued (a print batch, letters, sweeps) have run, so the next move meets their work
      await options.drain?.();
    } else ticked?.catch(() => {});
    return c.json(clockBody(offset));
  });

  root.get("/_local/schedules", (c) => c.json({ schedules: options.scheduler?.status() ?? [] }));
  root.post("/_local/schedules/:id/run", async (c) => {
    if (!options.scheduler?.status().some((s) => s.id === c.req.param("id")))
      return c.json({ message: "No such schedule", code: "NOT_FOUND" }, 404);
    await options.scheduler.runNow(c.req.param("id"));
    return c.json({ schedules: options.scheduler.status() });
  });
  // the company register's local stand-in (issue 21, docs/company-register.md)
  root.route("/_local/brreg/enhetsregisteret/api", brregFake());
  root.route("/_local/creditsafe/v1", creditsafeFake());
  root.route("/_local/tripletex", tripletexFake());
  root.route("/_local/visma", vismaFake());
  root.route("/_local/poweroffice", powerofficeFake());
  root.route("/_local/fiken", fikenFake());
  root.all("/_local/*", (c) => c.json({ message: "Not found", code: "NOT_FOUND" }, 404));

  root.on(["GET", "HEAD"], "*", (c) => staticResponse(webDist, c.req.path, c.req.method === "HEAD"));
  root.all("*", (c) => c.json({ message: "Not found", code: "NOT_FOUND" }, 404));
  root.onError((err, c) => {
    log.error(`${c.req.method} ${c.req.path} failed:`, err);
    return c.json({ message: "Internal error", code: "INTERNAL" }, 500);
  });

  const server = createServer(getRequestListener(root.fetch));

  // --- WebSocket /realtime
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has("bearer") ? "bearer" : false),
  });
  const refuse = (socket: Duplex, status: number, text: string) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => {});
    const url = new URL(req.url ?? "/", "http://local");
    if (url.pathname !== "/realtime") return refuse(socket, 404, "Not Found");
    const offered = (req.headers["sec-websocket-protocol"] ?? "").split(",").map((p) => p.trim());
    const token = offered[0]?.toLowerCase() === "bearer" && offered[1] ? offered[1] : url.searchParams.get("token");
    if (!token) return refuse(socket, 401, "Unauthorized");
    verifyToken(token).then(
      (claims) => {
        wss.handleUpgrade(req, socket, head, (ws) => {
          const subscribed = [`user.${claims.userId}`, ...(claims.customerId ? [`customer.${claims.customerId}`] : [])];
          for (const ch of subscribed) {
            let set = channels.get(ch);
            if (!set) channels.set(ch, (set = new Set()));
            set.add(ws);
          }
          (ws as WebSocket & { isAlive?: boolean }).isAlive = true;
          ws.on("pong", () => ((ws as WebSocket & { isAlive?: boolean }).isAlive = true));
          ws.on("error", () => {});
          // as the deployed `$default` route: `{"type":"ping"}` is answered with `{"event":"pong"}`
          ws.on("message", (data) => {
            try {
              if ((JSON.parse(String(data)) as { type?: unknown }).type === "ping")
                ws.send(JSON.stringify({ event: "pong" }));
            } catch {
              /* not JSON: ignored, like the deployed route */
            }
          });
          ws.on("close", () => {
            for (const ch of subscribed) {
              channels.get(ch)?.delete(ws);
              if (!channels.get(ch)?.size) channels.delete(ch);
            }
          });
          wss.emit("connection", ws, req);
        });
      },
      () => refuse(socket, 401, "Unauthorized"),
    );
  });
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients as Set<WebSocket & { isAlive?: boolean }>) {
      if (ws.isAlive === false) {
        ws.terminate();
        continue;
      }
      ws.isAlive = false;
      ws.ping();
    }
  }, 30_000);
  heartbeat.unref();

  // --- listen
  const listen = (host: string) =>
    new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => {
        server.off("listening", onListening);
        reject(err);
      };
      const onListening = () => {
        server.off("error", onError);
        resolve();
      };
      server.once("error", onError);
      server.once("listening", onListening);
      server.listen(options.port, host);
    });
  try {
    await listen(options.host ?? "127.0.0.1");
  } catch (err) {
    clearInterval(heartbeat);
    if ((err as NodeJS.ErrnoException).code === "EADDRINUSE")
      throw new Error(`Port ${options.port} is in use: stop what runs there or start with --port <n> (or PORT=<n>)`);
    throw err;
  }
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    server,
    publish,
    connections: () => wss.clients.size,
    close: () =>
      (closing ??= (async () => {
        clearInterval(heartbeat);
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })()),
  };
}
