import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildLikeSst, type Built } from "../../../../scripts/bench/lambda-bundle";
import { API_DOCS_NODEJS } from "../../../../stacks/bundling";
import { app } from "../app";
import { createUser, PASSWORD } from "../../test/support";

/**
 * The API functions as deployed: bundled as stacks/Api.ts bundles them (stacks/bundling.ts, with the stand-ins for
 * zod's fromJSONSchema, the OpenAPI generators and ElectroDB's model validator), loaded in a fresh node process
 * against this file's table, and called through their Lambda handler. The other tests run the sources unbundled.
 */
const out = mkdtempSync(path.join(tmpdir(), "innfri-bundled-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Answer {
  status: number;
  body: any;
}

/** Calls the bundle's handler with each request in turn, in one fresh process (the requests are independent). */
function invoke(built: Built, requests: { method: string; path: string; body?: unknown; token?: string }[]): Answer[] {
  const probe = path.join(path.dirname(built.entry), `probe-${Date.now()}.mjs`);
  const answersFile = `${probe}.json`;
  const events = requests.map((r) => ({
    version: "2.0",
    routeKey: "$default",
    rawPath: r.path,
    rawQueryString: "",
    headers: {
      host: "api.example.com",
      "accept-language": "en",
      "content-type": "application/json",
      ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
    },
    requestContext: {
      http: { method: r.method, path: r.path, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "test" },
      requestId: "r1",
      routeKey: "$default",
      stage: "$default",
      timeEpoch: 0,
    },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
    isBase64Encoded: false,
  }));
  writeFileSync(
    probe,
    [
      `const { handler } = await import(${JSON.stringify(pathToFileURL(built.entry).href)});`,
      `const answers = [];`,
      `for (const event of ${JSON.stringify(events)}) {`,
      `  const res = await handler(event, {});`,
      `  answers.push({ status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined });`,
      `}`,
      `(await import("node:fs")).writeFileSync(${JSON.stringify(answersFile)}, JSON.stringify(answers));`,
      `process.exit(0);`,
    ].join("\n"),
  );
  const env = { ...process.env, NODE_OPTIONS: "" };
  execFileSync(process.execPath, [probe], { env, stdio: ["ignore", "ignore", "inherit"], timeout: 30_000 });
  return JSON.parse(readFileSync(answersFile, "utf8")) as Answer[];
}

describe("the bundled API functions (stacks/bundling.ts)", () => {
  it("auth signs a user in and answers who it is, its models and schemas working without the bundled-out parts", async () => {
    const built = await buildLikeSst("packages/api/src/functions/auth.ts", path.join(out, "auth"));
    // what the stand-ins take out (the check can fail: the docs bundle below has both)
    const inputs = [...built.inputs.keys()];
    expect(inputs.filter((i) => i.includes("node_modules/jsonschema/"))).toEqual([]);
    expect(inputs.filter((i) => i.includes("zod/v4/classic/from-json-schema"))).toEqual([]);

    const { email } = await createUser({ permission: "owner" });
    const [invalid, login] = invoke(built, [
      { method: "POST", path: "/v1/auth/login", body: { email: 1 } },
      { method: "POST", path: "/v1/auth/login", body: { email, password: PASSWORD } },
    ]);
    // zod through @hono/zod-openapi's validation: the API's 422 with the field's message
    expect(invalid).toMatchObject({ status: 422, body: { message: "The given data was invalid." } });
    expect(invalid!.body.errors).toHaveProperty("email");
    // ElectroDB's service over the registered entities: the user read, the session written in a transaction
    expect(login!.status, JSON.stringify(login!.body)).toBe(200);
    const [me] = invoke(built, [{ method: "GET", path: "/v1/user", token: login!.body.user.accessToken }]);
    expect(me).toMatchObject({ status: 200, body: { email } });
  });

  it("the docs function generates the same OpenAPI document as the app", async () => {
    const built = await buildLikeSst("packages/api/src/lambda.ts", path.join(out, "docs"), { nodejs: API_DOCS_NODEJS });
    expect([...built.inputs.keys()].some((i) => i.includes("@asteasolutions/zod-to-openapi"))).toBe(true);
    const [doc] = invoke(built, [{ method: "GET", path: "/v1/openapi.json" }]);
    expect(doc!.status).toBe(200);
    const expected = (await (await app.request("/v1/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc!.body.paths).sort()).toEqual(Object.keys(expected.paths).sort());
    expect(doc!.body).toEqual(expected);
  });
});
