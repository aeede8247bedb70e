import { afterEach, describe, expect, it } from "vitest";
import { accountingEnv, localAccountingSecret, LOCAL_ACCOUNTING_SECRETS } from "./env";
import type { AccountingSystem } from "./provider";
import { seal, sealJson, unseal, unsealJson } from "./sealed";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});
const local = () => {
  process.env = { ...saved, INNFRI_TABLE: "t", INNFRI_LOCAL: "1", INNFRI_WEB_URL: "http://127.0.0.1:3000" };
};

describe("sealed accounting tokens (local key)", () => {
  it("opens for the customer it was sealed for only, and not once changed", async () => {
    local();
    const sealed = await sealJson("c-1", { accessToken: "hemmelig-token", refreshToken: "rt" });
    expect(sealed).not.toContain("hemmelig");
    expect(sealed.startsWith("v1.l..")).toBe(true);
    expect(await unsealJson("c-1", sealed)).toEqual({ accessToken: "hemmelig-token", refreshToken: "rt" });
    await expect(unseal("c-2", sealed)).rejects.toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[5]!, "base64url");
    body[0] = body[0]! ^ 1;
    parts[5] = body.toString("base64url");
    await expect(unseal("c-1", parts.join("."))).rejects.toThrow();
    // two seals of the same value differ (a fresh IV each)
    expect(await seal("c-1", "x")).not.toBe(await seal("c-1", "x"));
  });

  it("refuses to seal outside a local run without the KMS key", async () => {
    process.env = { ...saved, INNFRI_TABLE: "t", INNFRI_LOCAL: "", INNFRI_ACCOUNTING_KEY_ID: "" };
    await expect(seal("c-1", "x")).rejects.toThrow("no key to seal");
  });
});

const system: AccountingSystem = {
  id: "fiken",
  name: "Fiken",
  auth: { kind: "oauth", pkce: true },
  secretNames: ["FIKEN_CLIENT_ID", "FIKEN_CLIENT_SECRET"],
  urls: {
    production: { api: "https://api.fiken.no/api/v2", auth: "https://fiken.no/oauth" },
    local: { api: "/api/v2", auth: "/oauth" },
  },
  create: () => {
    throw new Error("not called");
  },
};

describe("where a system answers", () => {
  it("is its local fake under npm start, with the local secrets the fakes accept", () => {
    local();
    expect(accountingEnv(system)).toMatchObject({
      apiUrl: "http://127.0.0.1:3000/_local/fiken/api/v2",
      authUrl: "http://127.0.0.1:3000/_local/fiken/oauth",
      secrets: { FIKEN_CLIENT_ID: "local-fiken-client-id", FIKEN_CLIENT_SECRET: "local-fiken-client-secret" },
      timeoutMs: 10_000,
    });
    expect(LOCAL_ACCOUNTING_SECRETS.FIKEN_CLIENT_ID).toBe(localAccountingSecret("FIKEN_CLIENT_ID"));
    process.env.INNFRI_FIKEN_URL = "http://127.0.0.1:4555/";
    expect(accountingEnv(system).apiUrl).toBe("http://127.0.0.1:4555/api/v2");
  });

  it("is the system itself deployed, with the stage's secrets", () => {
    process.env = { ...saved, INNFRI_TABLE: "t", INNFRI_LOCAL: "", SST_Secret_value_FIKEN_CLIENT_ID: "prod-id" };
    delete process.env.INNFRI_FIKEN_URL;
    expect(accountingEnv(system)).toMatchObject({
      apiUrl: "https://api.fiken.no/api/v2",
      authUrl: "https://fiken.no/oauth",
      secrets: { FIKEN_CLIENT_ID: "prod-id", FIKEN_CLIENT_SECRET: undefined },
    });
  });
});
