import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { caseStep } from "../step-fixtures";
import { RecordService } from "./record-service";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

/** A konkursvarsel run on 02.03.2026, awaiting its service (issue 18 #1). */
const notice = caseStep("r9", {
  kind: "bankruptcy-notice",
  nameNo: "Konkursvarsel",
  nameEn: "Bankruptcy notice",
  sendDate: "2026-03-02",
  deadlineDate: null,
  channels: ["post"],
  service: { status: "awaiting", servedDate: null, days: 14 },
});

describe("record the service of a konkursvarsel (issue 18 #1)", () => {
  it("sends the service date, and shows the server's refusal on the field in English", async () => {
    await i18n.changeLanguage("en");
    const refusal = "The service cannot be before the notice was made (02.03.2026).";
    const fetch = mockFetch({
      "PATCH /v1/cases/k7/steps/r9/service": () =>
        jsonResponse(422, { message: refusal, errors: { servedDate: [refusal] } }),
    });
    renderWithClient(<RecordService caseId="k7" customerId="c1" step={notice} />);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Record service" }));
    expect(screen.getByRole("heading", { name: "Record the service of Bankruptcy notice" })).toBeVisible();
    expect(screen.getByText(/Not before 02\.03\.2026/)).toBeVisible();
    await u.click(screen.getByRole("button", { name: "Record" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "PATCH")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "PATCH")!.body).toEqual({
      servedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await screen.findAllByText(refusal))[0]).toBeVisible();
  });
});
