import "@innfri/core/cases/ledger-hooks"; // a sync and a write-back write the ledger (ledger/commit-hooks.ts)
import { z } from "@hono/zod-openapi";
import {
  ChooseIntegrationInput,
  CompanyInput,
  IntegrationSettingDetail,
  OAuthInput,
  RedirectUriQuery,
  SystemsView,
  TokenConnectInput,
} from "@innfri/core/accounting/accounting.schema";
import {
  chooseCompany,
  completeOAuth,
  connectWithTokens,
  redirectUriFor,
  resetConnection,
} from "@innfri/core/accounting/connections";
import { chooseIntegration, integrationSettingDetail, systemsOffered } from "@innfri/core/accounting/settings";
import { AppError } from "@innfri/core/util/error";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";

/**
 * /integration-settings (issue 22; docs/accounting.md, docs/api.md "Accounting integrations"): how the loaded
 * customer's books reach its ledger: a file, or an accounting system connected by OAuth or typed tokens. Read by
 * whoever reads the ledger; changed by a user with editAccount. Syncs and write-backs: syncs.ts.
 */

export const tags = ["Integrations"];
export const readAccess = { role: "customer:read", customer: "session" } as const;
export const changeAccess = { role: "customer:editAccount", customer: "session" } as const;
export const systemParam = z.object({ id: z.string().min(1).max(40) });

const detail = async (customerId: string) => (await integrationSettingDetail(customerId))!;

export const connectionRoutes = router()
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/",
      tags,
      summary: "The customer's integration setting with its connection, or null while it has none",
      responses: responses(IntegrationSettingDetail.nullable()),
    }),
    async (c) => c.json(await integrationSettingDetail(c.get("customerId")), 200),
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "post",
      path: "/",
      tags,
      summary:
        'Choose the integration ("file", or a system offered: it starts disconnected); the same again is no change',
      request: { body: jsonBody(ChooseIntegrationInput) },
      responses: responses(IntegrationSettingDetail),
    }),
    async (c) => c.json(await chooseIntegration(c.get("customerId"), c.req.valid("json").integration), 200),
  )
  .openapi(
    secured({
      ...readAccess,
      method: "get",
      path: "/systems",
      tags,
      summary: "The accounting systems offered, how each connects, and whether it is a local fake",
      responses: responses(SystemsView),
    }),
    async (c) => c.json(systemsOffered(), 200),
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "get",
      path: "/redirect-uri",
      tags,
      summary: "The system's authorize URL with a new state (10 minutes, one use) and PKCE where it takes it",
      request: { query: RedirectUriQuery },
      responses: responses(z.object({ redirectUri: z.string() })),
    }),
    async (c) => {
      const { customerId, integrationId } = c.req.valid("query");
      if (customerId !== c.get("customerId")) throw new AppError("NOT_FOUND", "errors.notFound");
      return c.json({ redirectUri: await redirectUriFor(customerId, integrationId, c.get("actor").userId) }, 200);
    },
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "post",
      path: "/oauth",
      tags,
      summary: "The code the system sent back with our state: connected, or choosing among several companies",
      request: { body: jsonBody(OAuthInput) },
      responses: responses(IntegrationSettingDetail),
    }),
    async (c) => {
      await completeOAuth(c.get("customerId"), c.req.valid("json"));
      return c.json(await detail(c.get("customerId")), 200);
    },
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "put",
      path: "/{id}/company",
      tags,
      summary: "The company chosen among those the connected user reaches",
      request: { params: systemParam, body: jsonBody(CompanyInput) },
      responses: responses(IntegrationSettingDetail),
    }),
    async (c) => {
      await chooseCompany(c.get("customerId"), c.req.valid("param").id, c.req.valid("json").companyRef);
      return c.json(await detail(c.get("customerId")), 200);
    },
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "post",
      path: "/{id}/connect",
      tags,
      summary: "Connect a token system with the tokens typed in (refused tokens: 422 on each field)",
      request: { params: systemParam, body: jsonBody(TokenConnectInput) },
      responses: responses(IntegrationSettingDetail),
    }),
    async (c) => {
      await connectWithTokens(c.get("customerId"), c.req.valid("param").id, c.req.valid("json").fields);
      return c.json(await detail(c.get("customerId")), 200);
    },
  )
  .openapi(
    secured({
      ...changeAccess,
      method: "put",
      path: "/{id}/reset",
      tags,
      summary: "Disconnect: the tokens revoked and dropped, the cursor dropped; the ledger is kept",
      request: { params: systemParam },
      responses: responses(IntegrationSettingDetail),
    }),
    async (c) => {
      await resetConnection(c.get("customerId"), c.req.valid("param").id);
      return c.json(await detail(c.get("customerId")), 200);
    },
  );
