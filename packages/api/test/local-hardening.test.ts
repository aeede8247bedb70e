/**
 * The local server's own safety (F8, F11): the tools under /_local stay on this machine and refuse what a browser on
 * another site could send; every page carries its security headers. Split from local-runtime.test.ts.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { Clock } from "@innfri/core/clock";
import { startServer, type LocalServer } from "../../../scripts/local/server";

describe("local server: the tools stay local and the web app is hardened (F8, F11)", () => {
  let server: LocalServer;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), "innfri-dist-"));
    writeFileSync(
      path.join(webDist, "index.html"),
      '<!doctype html><script type="module" src="/assets/app.js"></script>',
    );
    // no host: the default must be this machine only
    server = await startServer({ port: 0, api: new Hono(), webDist, registerRealtime: false });
  });
  afterAll(async () => {
    await server?.close();
    Clock.setOffset(0);
  });

  const url = (p: string) => `http://127.0.0.1:${server.port}${p}`;

  it("listens on 127.0.0.1 unless a host is given", () => {
    expect((server.server.address() as AddressInfo).address).toBe("127.0.0.1");
  });

  it("serves every page with CSP (no inline script, no framing), nosniff and a Referrer-Policy", async () => {
    for (const p of ["/login", "/customer/ledger", "/", "/_local/mail", "/_local/mail.json", "/_local/clock"]) {
      const res = await fetch(url(p));
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(csp, p).toMatch(/script-src ('self'|'nonce-[^']+')(;|$)/);
      expect(csp, p).not.toContain("'unsafe-inline' 'unsafe-eval'");
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), p).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), p).toBe("DENY");
    }
    const page = await fetch(url("/login"));
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self';");
    // the mail viewer's one script runs by its nonce
    const mail = await fetch(url("/_local/mail"));
    const nonce = /script-src 'nonce-([^']+)'/.exec(mail.headers.get("content-security-policy")!)![1];
    expect(await mail.text()).toContain(`<script nonce="${nonce}">`);
  });

  it("refuses /_local POSTs that are not JSON (415) or come from another origin (403), changing nothing", async () => {
    const move = (headers: Record<string, string>, body = JSON.stringify({ advanceDays: 3 })) =>
      fetch(url("/_local/clock"), { method: "POST", headers, body });
    // what a cross-site <form> or a "simple" fetch can send
    expect((await move({ "content-type": "text/plain" })).status).toBe(415);
    expect((await move({ "content-type": "application/x-www-form-urlencoded" }, "advanceDays=3")).status).toBe(415);
    expect((await move({})).status).toBe(415);
    expect((await move({ "content-type": "application/json", origin: "https://evil.example" })).status).toBe(403);
    expect((await move({ "content-type": "text/plain", origin: "null" })).status).toBe(403);
    expect(Clock.offset()).toBe(0);
    const schedule = await fetch(url("/_local/schedules/carry-out-deletions/run"), {
      method: "POST",
      headers: { "content-type": "text/plain" },
    });
    expect(schedule.status).toBe(415);
    const clear = await fetch(url("/_local/mail/clear"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:1" },
    });
    expect(clear.status).toBe(403);
    // a local fake's OAuth server (Visma's under /connect) takes forms, as the system's own does (401: it reached the
    // fake, which asks for our client's credentials), but from no other origin either
    for (const path of ["/_local/fiken/oauth/token", "/_local/visma/connect/token"]) {
      const post = (origin?: string) =>
        fetch(url(path), {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
          body: "grant_type=refresh_token&refresh_token=unknown",
        });
      expect([400, 401], path).toContain((await post()).status);
      expect((await post("https://evil.example")).status, path).toBe(403);
    }

    // the page's own origin with JSON, or a non-browser client without Origin, may
    const own = await move({ "content-type": "application/json", origin: `http://127.0.0.1:${server.port}` });
    expect(own.status).toBe(200);
    expect(Clock.offset()).toBe(3 * 86_400_000);
    expect(
      (await move({ "content-type": "application/json; charset=utf-8" }, JSON.stringify({ reset: true }))).status,
    ).toBe(200);
    expect(Clock.offset()).toBe(0);
  });
});
