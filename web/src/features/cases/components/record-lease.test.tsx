import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "@/i18n";
import { jsonResponse, mockFetch, renderWithClient } from "@/test/utils";
import { caseView } from "../test-fixtures";
import { LeaseNote, RecordLease } from "./record-lease";

afterEach(async () => {
  await i18n.changeLanguage("no");
});

const rentCase = caseView(7, { rent: true });
const lease = { clauseConfirmed: true, address: "Leieveien 3", postcode: "0155", city: "Oslo", by: "u1", byName: "Kari Nordmann", at: 1 };

/** Recording a rent case's lease (issue 18 #9): the clause confirmed, the premises, the server's refusal per field. */
describe("record the lease of a rent case", () => {
  it("needs the clause confirmed, sends the premises, and shows the server's refusal on its field in English", async () => {
    await i18n.changeLanguage("en");
    const refusal = "Please enter a valid postcode (4 digits).";
    const fetch = mockFetch({
      "PUT /v1/cases/k7/lease": [
        () => jsonResponse(422, { message: refusal, errors: { postcode: [refusal] } }),
        () => jsonResponse(200, { message: "ok", data: caseView(7, { rent: true, lease }) }),
      ],
    });
    renderWithClient(<RecordLease c={rentCase} caseId="k7" customerId="c1" />);
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Record lease" }));
    const dialog = await screen.findByRole("dialog");
    await u.type(within(dialog).getByRole("textbox", { name: /Address of the premises/ }), "Leieveien 3");
    await u.type(within(dialog).getByRole("textbox", { name: /Postcode/ }), "0155");
    await u.type(within(dialog).getByRole("textbox", { name: /City/ }), "Oslo");
    await u.click(within(dialog).getByRole("button", { name: "Record" }));
    // the clause is not confirmed: nothing is sent, and the form says what to confirm
    expect(await within(dialog).findByText(/Please confirm that there is a written lease/)).toBeVisible();
    expect(fetch.requests.filter((r) => r.method === "PUT")).toHaveLength(0);

    await u.click(within(dialog).getByRole("checkbox", { name: /I confirm that there is a written lease/ }));
    await u.click(within(dialog).getByRole("button", { name: "Record" }));
    await waitFor(() => expect(fetch.requests.some((r) => r.method === "PUT")).toBe(true));
    expect(fetch.requests.find((r) => r.method === "PUT")!.body).toEqual({
      clauseConfirmed: true,
      leaseDate: "",
      address: "Leieveien 3",
      postcode: "0155",
      city: "Oslo",
    });
    expect((await within(dialog).findAllByText(refusal))[0]).toBeVisible();
    await u.click(within(dialog).getByRole("button", { name: "Record" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says on a rent case what waits for the lease, and names the premises once recorded", async () => {
    const { rerender } = renderWithClient(<LeaseNote c={rentCase} />);
    expect(screen.getByText(/Ingen leieavtale er registrert/)).toBeVisible();
    rerender(<LeaseNote c={caseView(7, { rent: true, lease })} />);
    expect(screen.getByText(/Leieforhold: Leieveien 3, 0155 Oslo/)).toBeVisible();
    rerender(<LeaseNote c={caseView(7)} />);
    expect(screen.queryByText(/Leieforhold/)).toBeNull();
  });
});
