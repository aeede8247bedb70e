import { zodResolver } from "@hookform/resolvers/zod";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18n from "i18next";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import "@/i18n";
import { DateField } from "./date-field";

function Controlled({ initial = "", onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        name="dueFrom"
        label="Forfall fra"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue("2027-01-07")}>
        reset
      </button>
    </>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage("no"));
});

describe("DateField", () => {
  it("takes dd.mm.åååå as typed and hands on YYYY-MM-DD, shown again as DD.MM.YYYY", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled />);
    const input = screen.getByLabelText("Forfall fra");
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAttribute("placeholder", "dd.mm.åååå");
    expect(input).toHaveAccessibleDescription("Skriv datoen som dd.mm.åååå.");
    await user.type(input, "1.5.2026");
    expect(screen.getByTestId("value")).toHaveTextContent("2026-05-01");
    await user.tab();
    expect(input).toHaveValue("01.05.2026");
    // text that is no date goes on as it is, for the schema to refuse
    await user.clear(input);
    await user.type(input, "31.02.2026");
    expect(screen.getByTestId("value")).toHaveTextContent("31.02.2026");
    expect(input).toHaveValue("31.02.2026");
    // a value set from outside replaces the text
    await user.click(screen.getByRole("button", { name: "reset" }));
    expect(input).toHaveValue("07.01.2027");
  });

  it("shows a date from the URL or the form as DD.MM.YYYY", () => {
    render(<Controlled initial="2026-11-23" />);
    expect(screen.getByLabelText("Forfall fra")).toHaveValue("23.11.2026");
  });

  it("picks a day from a Norwegian calendar, Monday first, by keyboard", async () => {
    const user = userEvent.setup({ delay: null });
    const onValue = vi.fn();
    render(<Controlled initial="2026-05-15" onValue={onValue} />);
    await user.click(screen.getByRole("button", { name: "Velg dato i kalender", description: "Forfall fra" }));
    const calendar = await screen.findByRole("dialog", { name: "Kalender: Forfall fra" });
    const grid = await within(calendar).findByRole("grid", {}, { timeout: 10_000 });
    expect(grid).toHaveAccessibleName(/mai 2026/i);
    const weekdays = [...grid.querySelectorAll("th")].map((h) => h.getAttribute("aria-label"));
    expect(weekdays[0]).toBe("mandag");
    expect(weekdays[6]).toBe("søndag");
    // the selected day has the focus; one week on is 22 May
    await waitFor(() => expect(document.activeElement).toHaveTextContent(/^15$/));
    expect(document.activeElement!.closest("td")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onValue).toHaveBeenLastCalledWith("2026-05-22");
    expect(screen.getByLabelText("Forfall fra")).toHaveValue("22.05.2026");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("speaks English when the app does: placeholder, button, month names", async () => {
    await act(() => i18n.changeLanguage("en"));
    const user = userEvent.setup({ delay: null });
    render(<Controlled initial="2026-05-15" />);
    expect(screen.getByLabelText("Forfall fra")).toHaveAttribute("placeholder", "dd.mm.yyyy");
    await user.click(screen.getByRole("button", { name: "Choose date in calendar", description: "Forfall fra" }));
    const grid = await within(await screen.findByRole("dialog")).findByRole("grid", {}, { timeout: 10_000 });
    expect(grid).toHaveAccessibleName(/May 2026/);
    expect(grid.querySelector("th")).toHaveAttribute("aria-label", "Monday");
    await user.click(within(grid).getByRole("button", { name: /, 3 May 2026/ }));
    expect(screen.getByLabelText("Forfall fra")).toHaveValue("03.05.2026");
  });

  it("works in react-hook-form: ISO to the submit, the date message naming DD.MM.ÅÅÅÅ", async () => {
    const schema = z.object({
      voucherDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.date" }),
    });
    const onSubmit = vi.fn();
    function Form() {
      const form = useForm<{ voucherDate: string }>({
        resolver: zodResolver(schema),
        defaultValues: { voucherDate: "2026-06-01" },
      });
      return (
        <form onSubmit={form.handleSubmit((v) => onSubmit(v))}>
          <Controller
            control={form.control}
            name="voucherDate"
            render={({ field }) => (
              <DateField label="Bilagsdato" error={form.formState.errors.voucherDate?.message} {...field} />
            )}
          />
          <button type="submit">Lagre</button>
        </form>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<Form />);
    const input = screen.getByLabelText("Bilagsdato");
    expect(input).toHaveValue("01.06.2026");
    await user.clear(input);
    await user.type(input, "32.06.2026");
    await user.click(screen.getByRole("button", { name: "Lagre" }));
    expect(await screen.findByText("Skriv inn en gyldig dato (DD.MM.ÅÅÅÅ).")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, "30.06.2026");
    await user.click(screen.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ voucherDate: "2026-06-30" }));
  });
});
