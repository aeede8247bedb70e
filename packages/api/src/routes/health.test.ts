import { describe, expect, it } from "vitest";
import { app } from "../app";

describe("GET /v1/health", () => {
  it("answers ok without a token, uncached, and with nothing about the stage", async () => {
    const res = await app.request("/v1/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("takes no other method", async () => {
    expect((await app.request("/v1/health", { method: "POST" })).status).toBe(404);
  });
});
