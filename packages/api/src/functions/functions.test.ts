import { describe, expect, it } from "vitest";
import type { LambdaContext, LambdaEvent } from "hono/aws-lambda";
import { API_FUNCTIONS, type ApiFunctionName } from "./manifest";

type Handler = (event: LambdaEvent, context: LambdaContext) => Promise<unknown>;

/** An API Gateway HTTP API (payload 2.0) event for `method path`. */
function event(method: string, path: string, body?: string): LambdaEvent {
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: path,
    rawQueryString: "",
    headers: { host: "api.example.com", "accept-language": "en", "content-type": "application/json" },
    requestContext: {
      accountId: "123456789012",
      apiId: "api",
      domainName: "api.example.com",
      domainPrefix: "api",
      http: { method, path, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "test" },
      requestId: "r1",
      routeKey: "$default",
      stage: "$default",
      time: "22/Nov/2026:03:00:00 +0000",
      timeEpoch: 0,
    },
    body,
    isBase64Encoded: false,
  } as unknown as LambdaEvent;
}

async function call(name: ApiFunctionName, method: string, path: string, body?: string) {
  const { handler } = (await import(`./${name}.ts`)) as { handler: Handler };
  const res = (await handler(event(method, path, body), {} as LambdaContext)) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) as Record<string, unknown> };
}

describe("the API functions", () => {
  it("each answers through its Lambda handler behind the shared middleware", async () => {
    for (const f of API_FUNCTIONS) {
      const res = await call(f.name, "GET", "/v1/no-such-thing");
      // the shared 404, error body, language and headers (base.ts)
      expect(res, f.name).toMatchObject({
        status: 404,
        body: { code: "NOT_FOUND", message: "This address does not exist in the API." },
      });
      expect(res.headers["x-request-id"], f.name).toBeTruthy();
      expect(res.headers["x-content-type-options"], f.name).toBe("nosniff");
    }
  });

  it("serve their own routes: validation in auth, the actor check in the ledger and accounts", async () => {
    const login = await call("auth", "POST", "/v1/auth/login", JSON.stringify({ email: 1 }));
    expect(login.status).toBe(422);
    expect(login.body.errors).toHaveProperty("email");
    for (const [name, path] of [
      ["ledger", "/v1/debtors"],
      ["accounts", "/v1/customers"],
      ["imports", "/v1/imports"],
      ["admin", "/v1/activity-logs"],
    ] as const) {
      expect((await call(name, "GET", path)).status, `${name} ${path}`).toBe(401);
    }
  });

  it("serve nothing of another function", async () => {
    expect((await call("auth", "GET", "/v1/debtors")).status).toBe(404);
    expect((await call("ledger", "POST", "/v1/auth/login", "{}")).status).toBe(404);
  });
});
