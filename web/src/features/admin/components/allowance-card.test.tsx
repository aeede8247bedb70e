import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { AllowanceCard } from "./allowance-card";

const left = (cases: number, halfSends: number) => ({
  customerId: "c1",
  cases,
  halfSends,
  sends: halfSends / 2,
  updatedAt: 1,
});

describe("the admin's allowance card", () => {
  it("shows cases and sends left (sends in halves) and grants more", async () => {
    const fetch = mockFetch({
      "GET /v1/customers/c1/allowances": () => jsonResponse(200, left(3, 25)),
      "POST /v1/customers/c1/allowances": () => jsonResponse(200, left(13, 45)),
    });
    renderWithClient(<AllowanceCard customerId="c1" />);
    expect(await screen.findByTestId("allowance-sends")).toHaveTextContent("12,5");
    expect(screen.getByTestId("allowance-cases")).toHaveTextContent("3");
    const u = userEvent.setup({ delay: null });
    await u.type(screen.getByLabelText("Saker å legge til"), "10");
    await u.type(screen.getByLabelText("Utsendelser å legge til"), "10");
    await u.click(screen.getByRole("button", { name: "Tildel" }));
    await waitFor(() => expect(screen.getByTestId("allowance-sends")).toHaveTextContent("22,5"));
    expect(screen.getByTestId("allowance-cases")).toHaveTextContent("13");
    expect(fetch.requests.find((r) => r.method === "POST")!.body).toEqual({ cases: 10, sends: 10, creditChecks: 0 });
    await waitFor(() => expect(screen.getByLabelText("Saker å legge til")).toHaveValue(""));
  });

  it("shows the API's 422 on its field, in English too", async () => {
    mockFetch({
      "GET /v1/customers/c1/allowances": () => jsonResponse(200, left(0, 0)),
      "POST /v1/customers/c1/allowances": () =>
        jsonResponse(422, { message: "The given data was invalid.", errors: { sends: ["Too many sends."] } }),
    });
    await i18n.changeLanguage("en");
    try {
      renderWithClient(<AllowanceCard customerId="c1" />);
      expect(await screen.findByTestId("allowance-sends")).toHaveTextContent("0");
      const u = userEvent.setup({ delay: null });
      await u.type(screen.getByLabelText("Sends to add"), "5");
      await u.click(screen.getByRole("button", { name: "Grant" }));
      expect(await screen.findByText("Too many sends.")).toBeVisible();
      expect(screen.getByLabelText("Sends to add")).toHaveAttribute("aria-invalid", "true");
    } finally {
      await i18n.changeLanguage("no");
    }
  });

  it("refuses a grant of nothing before asking the API", async () => {
    const fetch = mockFetch({ "GET /v1/customers/c1/allowances": () => jsonResponse(200, left(1, 2)) });
    renderWithClient(<AllowanceCard customerId="c1" />);
    await screen.findByTestId("allowance-sends");
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Tildel" }));
    await waitFor(() => expect(screen.getByLabelText("Saker å legge til")).toHaveAttribute("aria-invalid", "true"));
    expect(fetch.requests.filter((r) => r.method === "POST")).toEqual([]);
  });
});
