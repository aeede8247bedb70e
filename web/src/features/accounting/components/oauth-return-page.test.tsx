import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "@/i18n";
import { Toaster } from "@/components/ui/toaster";
import { integrationSettingKey } from "@/lib/ledger-access";
import { renderWithRouter } from "@/test/router";
import { jsonResponse, mockFetch } from "@/test/utils";
import { validateOAuthSearch } from "../search";
import { clientFor, connection, setting } from "./fixtures";
import { OAuthReturnPage } from "./oauth-return-page";
import { useSearch } from "@tanstack/react-router";

function Page() {
  return (
    <>
      <OAuthReturnPage search={useSearch({ strict: false })} />
      <Toaster />
    </>
  );
}

function renderAt(path: string) {
  return renderWithRouter(Page, { path, validateSearch: validateOAuthSearch, queryClient: clientFor() });
}

afterEach(() => vi.unstubAllGlobals());

describe("/integration/oauth", () => {
  it("hands the code and state to the API, then opens the integration tab with «Fiken er koblet til»", async () => {
    const connected = setting("fiken", connection({ lastSync: null }));
    const fetch = mockFetch({ "POST /v1/integration-settings/oauth": () => jsonResponse(200, connected) });
    const { router, queryClient } = await renderAt("/integration/oauth?code=code-1&state=state-ok");

    expect(await screen.findByText("Fiken er koblet til")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/settings/integration"));
    expect(fetch.requests.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", path: "/v1/integration-settings/oauth", body: { state: "state-ok", code: "code-1" } },
    ]);
    // the sidebar and the tab have the connection at once
    expect(queryClient.getQueryData(integrationSettingKey("c1"))).toEqual(connected);
  });

  it("error=access_denied: nothing is sent, the user is told and led back", async () => {
    const fetch = mockFetch({});
    await renderAt("/integration/oauth?error=access_denied&state=state-denied");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Du avbrøt tilkoblingen, eller regnskapssystemet ga ikke Innfri tilgang. Ingenting er endret.",
    );
    expect(screen.getByRole("link", { name: "Tilbake til Integrasjon" })).toHaveAttribute(
      "href",
      "/customer/settings/integration",
    );
    expect(fetch.requests).toEqual([]);
  });

  it("an expired or used state (422 state): says so, in both languages", async () => {
    mockFetch({
      "POST /v1/integration-settings/oauth": () =>
        jsonResponse(422, { message: "Ugyldig.", errors: { state: ["Tilkoblingen er utløpt."] } }),
    });
    await renderAt("/integration/oauth?code=code-2&state=state-used");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Lenken er utløpt eller brukt. Start tilkoblingen på nytt.",
    );

    await i18n.changeLanguage("en");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The link has expired or has been used. Start connecting again.",
    );
    expect(screen.getByRole("link", { name: "Back to Integration" })).toBeInTheDocument();
  });

  it("a link without its code: says so, and sends nothing", async () => {
    const fetch = mockFetch({});
    await renderAt("/integration/oauth?state=only-state");
    expect(await screen.findByRole("alert")).toHaveTextContent("Lenken mangler opplysninger.");
    expect(fetch.requests).toEqual([]);
  });
});
