import { describe, expect, it } from "vitest";
import type { LambdaContext, LambdaEvent } from "hono/aws-lambda";
import { call } from "../test/support";
import { handler } from "./lambda";

describe("API conventions", () => {
  it("answers an unknown route with a JSON 404 in the caller's language", async () => {
    const res = await call("GET", "/no-such-thing", { lang: "en" });
    expect(res).toMatchObject({
      status: 404,
      body: { code: "NOT_FOUND", message: "This address does not exist in the API." },
    });
  });

  it.each([
    ["malformed JSON", "{not json"],
    ["an array", "[1,2]"],
    ["a string", '"hei"'],
    ["null", "null"],
    ["numbers for strings", '{"email":1,"password":2}'],
    ["a huge field", JSON.stringify({ email: "a".repeat(100_000), password: "x" })],
  ])("never gives 500 for %s", async (_, raw) => {
    for (const path of [
      "/auth/login",
      "/auth/register",
      "/auth/refresh",
      "/auth/reset-password",
      "/google-2fa/login",
    ]) {
      const method = path === "/auth/reset-password" ? "PUT" : "POST";
      const res = await call(method, path, { raw });
      expect(res.status, `${path} ${res.status} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toBeTruthy();
    }
  });

  it("refuses a body that is not JSON", async () => {
    const res = await call("POST", "/auth/login", { raw: "email=a", headers: { "content-type": "text/plain" } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe("BAD_REQUEST");
  });

  it("sets security headers and a request id", async () => {
    const res = await call("GET", "/openapi.json");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("allows the local web origin by CORS", async () => {
    const res = await call("OPTIONS", "/auth/login", {
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });

  it("serves an OpenAPI document generated from the schemas", async () => {
    const res = await call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    for (const p of ["/v1/auth/login", "/v1/auth/register", "/v1/auth/refresh", "/v1/user", "/v1/google-2fa/login"]) {
      expect(Object.keys(res.body.paths)).toContain(p);
    }
    const register = res.body.paths["/v1/auth/register"].post.requestBody.content["application/json"].schema;
    expect(JSON.stringify(register)).toContain("passwordConfirmation");
  });

  it("answers through the Lambda handler as it does through Node", async () => {
    const event = {
      version: "2.0",
      routeKey: "$default",
      rawPath: "/v1/openapi.json",
      rawQueryString: "",
      headers: { host: "api.example.com", "accept-language": "en" },
      requestContext: {
        accountId: "123456789012",
        apiId: "api",
        domainName: "api.example.com",
        domainPrefix: "api",
        http: {
          method: "GET",
          path: "/v1/openapi.json",
          protocol: "HTTP/1.1",
          sourceIp: "127.0.0.1",
          userAgent: "test",
        },
        requestId: "r1",
        routeKey: "$default",
        stage: "$default",
        time: "22/Nov/2026:03:00:00 +0000",
        timeEpoch: 0,
      },
      isBase64Encoded: false,
    } as unknown as LambdaEvent;
    const res = (await handler(event, {} as LambdaContext)) as { statusCode: number; body: string };
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).info.title).toBe("Innfri API");
  });
});
