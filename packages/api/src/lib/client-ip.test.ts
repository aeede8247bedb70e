import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, viewerAddress } from "./client-ip";

describe("the client's address for the per-address sign-in limit", () => {
  it("reads CloudFront's viewer address without its port, IPv4 and IPv6", () => {
    expect(viewerAddress("198.51.100.10:46532")).toBe("198.51.100.10");
    expect(viewerAddress("2001:db8:85a3::8a2e:370:7334:46532")).toBe("2001:db8:85a3::8a2e:370:7334");
    expect(viewerAddress("::ffff:10.0.0.1:443")).toBe("10.0.0.1");
  });

  it("refuses what is not an address with a port", () => {
    for (const bad of [undefined, "", "198.51.100.10", "evil.example:80", "1.2.3.4:port", `${"1".repeat(70)}:1`])
      expect(viewerAddress(bad)).toBeNull();
  });

  it("prefers the viewer address behind CloudFront over the edge's source IP, and never X-Forwarded-For", async () => {
    const app = new Hono().get("/", (c) => c.text(String(clientIp(c))));
    const env = { requestContext: { http: { sourceIp: "130.176.1.1" } } };
    const viaEdge = await app.request("/", { headers: { "CloudFront-Viewer-Address": "203.0.113.7:5000" } }, env);
    expect(await viaEdge.text()).toBe("203.0.113.7");
    const direct = await app.request("/", { headers: { "X-Forwarded-For": "203.0.113.9" } }, env);
    expect(await direct.text()).toBe("130.176.1.1");
  });
});
