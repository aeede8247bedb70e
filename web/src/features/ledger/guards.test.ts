import { isRedirect } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { currentUserKey } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, mockFetch } from "@/test/utils";
import { requireIntegrationSetting } from "./guards";

function clientWithCustomer() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, {
    id: "u1",
    email: "kari@example.no",
    firstName: "Kari",
    lastName: "Nordmann",
    phone: "41234567",
    type: "user",
    twoFactorEnabled: false,
    customer: { id: "c1", name: "Demo AS", gdprTermsAccepted: true, permission: "owner" },
    customers: [{ id: "c1", name: "Demo AS", permission: "owner" }],
  });
  return queryClient;
}

describe("requireIntegrationSetting", () => {
  it("sends a customer without an integration setting to /404", async () => {
    const fetch = mockFetch({ "GET /v1/integration-settings": () => jsonResponse(200, null) });
    const error = await requireIntegrationSetting(clientWithCustomer()).catch((e: unknown) => e);
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string } }).options.to).toBe("/404");
    expect(fetch.requests).toEqual([{ method: "GET", path: "/v1/integration-settings", body: undefined }]);
  });

  it("lets a customer with an integration setting in, asking the API once", async () => {
    const fetch = mockFetch({
      "GET /v1/integration-settings": () => jsonResponse(200, { integration: "file", createdAt: 1 }),
    });
    const queryClient = clientWithCustomer();
    await expect(requireIntegrationSetting(queryClient)).resolves.toMatchObject({ integration: "file" });
    await requireIntegrationSetting(queryClient);
    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/integration-settings"]);
  });
});
