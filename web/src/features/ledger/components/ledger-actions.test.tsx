import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18n from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithClient } from "@/test/utils";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";
import { MoveMenu } from "./ledger-actions";

const item = { id: "v1", voucherId: "v1", type: 1 } as unknown as Voucher;

afterEach(async () => {
  await act(() => i18n.changeLanguage("no"));
});

describe("MoveMenu", () => {
  it("reads 'Flytt til …' for each page a claim can move to, and 'Move to …' in English", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithClient(<MoveMenu item={item} label="Faktura 1001" />);
    await user.click(screen.getByRole("button", { name: /^Flytt\s*Faktura 1001$/ }));
    expect((await screen.findAllByRole("menuitem")).map((m) => m.textContent)).toEqual([
      "Flytt til innbetalinger",
      "Flytt til kreditnotaer",
      "Flytt til korrigeringer",
    ]);
    await user.keyboard("{Escape}");
    unmount();
    await act(() => i18n.changeLanguage("en"));
    renderWithClient(<MoveMenu item={item} label="Invoice 1001" />);
    await user.click(screen.getByRole("button", { name: /^Move\s*Invoice 1001$/ }));
    expect((await screen.findAllByRole("menuitem")).map((m) => m.textContent)).toEqual([
      "Move to payments",
      "Move to credit notes",
      "Move to corrections",
    ]);
  });
});
