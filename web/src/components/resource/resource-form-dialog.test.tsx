import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MunicipalityNumberResource, type MunicipalityNumberView } from "@innfri/core/reference/municipality-number.schema";
import { GlobalMessageResource } from "@innfri/core/support/global-message.schema";
import { Button } from "@/components/ui/button";
import { jsonResponse, labelText, mockFetch, renderWithClient } from "@/test/utils";
import { fieldsOf } from "./form-fields";
import { ResourceFormDialog } from "./resource-form-dialog";
import { useFocusReturn } from "./use-focus-return";

const OSLO: MunicipalityNumberView = {
  number: "0301",
  name: "Oslo",
  county: "Oslo",
  postcodes: ["0001-1299"],
  createdAt: 1,
  updatedAt: 2,
  updatedBy: "admin",
};
const LABELS: Record<string, string> = {
  number: "Kommunenummer",
  name: "Kommune",
  county: "Fylke",
  postcodes: "Postnumre",
};

/** A list page in small: "New" and an "Edit" button open the dialog; the focus goes back to the opener. */
function Harness({ item, onSaved = vi.fn() }: { item?: MunicipalityNumberView; onSaved?: (v: unknown) => void }) {
  const [open, setOpen] = useState(false);
  const focus = useFocusReturn();
  return (
    <>
      <Button
        ref={focus.fallback}
        onClick={(e) => {
          focus.remember(e);
          setOpen(true);
        }}
      >
        Åpne
      </Button>
      <ResourceFormDialog
        descriptor={MunicipalityNumberResource}
        item={item}
        open={open}
        onOpenChange={setOpen}
        onCloseAutoFocus={focus.returnFocus}
        title={item ? `Endre ${item.number}` : "Nytt kommunenummer"}
        submitLabel="Lagre"
        label={(f) => LABELS[f]!}
        onSaved={(saved) => {
          onSaved(saved);
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog(item?: MunicipalityNumberView, onSaved?: (v: unknown) => void) {
  renderWithClient(<Harness item={item} onSaved={onSaved} />);
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole("button", { name: "Åpne" }));
  return { user, d: within(await screen.findByRole("dialog")) };
}

afterEach(() => vi.unstubAllGlobals());

describe("the fields of a form, from the descriptor's schema", () => {
  it("reads kinds, choices and what is required", () => {
    expect(fieldsOf(GlobalMessageResource.schemas.create)).toEqual([
      { name: "textNo", kind: "textarea", required: true },
      { name: "textEn", kind: "textarea", required: false },
      { name: "severity", kind: "select", required: true, options: ["info", "warning", "critical"] },
      { name: "from", kind: "text", required: true },
      { name: "to", kind: "text", required: true },
      { name: "audience", kind: "select", required: true, options: ["all", "chosen"] },
      { name: "customerIds", kind: "list", required: false },
    ]);
  });
});

describe("ResourceFormDialog", () => {
  it("refuses what the descriptor's schema refuses, with its messages, without calling the API", async () => {
    const fetch = mockFetch({ "POST /v1/municipality-numbers": () => jsonResponse(201, OSLO) });
    const { user, d } = await openDialog();
    await user.type(d.getByLabelText(labelText("Kommunenummer")), "31");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    expect(await d.findByText("Skriv inn et gyldig kommunenummer (4 siffer).")).toBeInTheDocument();
    expect(d.getByLabelText(labelText("Kommunenummer"))).toHaveAttribute("aria-invalid", "true");
    expect(d.getAllByText("Dette feltet er obligatorisk.")).toHaveLength(2);
    expect(d.getByLabelText(labelText("Kommunenummer"))).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the API's 422 on the field, then saves and decodes the answer", async () => {
    const onSaved = vi.fn();
    const fetch = mockFetch({
      "POST /v1/municipality-numbers": [
        () => jsonResponse(422, { message: "Opplysningene er ugyldige.", errors: { number: ["Dette finnes allerede."] } }),
        () => jsonResponse(201, { ...OSLO, extra: "dropped" }),
      ],
    });
    const { user, d } = await openDialog(undefined, onSaved);
    await user.type(d.getByLabelText(labelText("Kommunenummer")), "0301");
    await user.type(d.getByLabelText(labelText("Kommune")), "Oslo");
    await user.type(d.getByLabelText(labelText("Fylke")), "Oslo");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    expect(await d.findByText("Dette finnes allerede.")).toBeInTheDocument();
    expect(d.getByLabelText(labelText("Kommunenummer"))).toHaveAttribute("aria-invalid", "true");
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(d.getByRole("button", { name: "Lagre" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(OSLO));
    const [url, init] = fetch.mock.calls[1]!;
    expect(String(url)).toMatch(/\/v1\/municipality-numbers$/);
    expect(init?.method).toBe("POST");
    // the optional postcodes left empty are sent as null (the API reads them as none)
    expect(JSON.parse(String(init?.body))).toEqual({ number: "0301", name: "Oslo", county: "Oslo", postcodes: null });
    // The focus is back on the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole("button", { name: "Åpne" })).toHaveFocus());
  });

  it("refuses an answer that is not the view's shape", async () => {
    const onSaved = vi.fn();
    mockFetch({ "PUT /v1/municipality-numbers/0301": () => jsonResponse(200, { number: 301 }) });
    const { user, d } = await openDialog(OSLO, onSaved);
    expect(d.queryByLabelText(labelText("Kommunenummer"))).toBeNull();
    expect(d.getByLabelText(labelText("Kommune"))).toHaveValue("Oslo");
    await user.click(d.getByRole("button", { name: "Lagre" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("gives the focus back to the opener when closed with Escape", async () => {
    const { user } = await openDialog(OSLO);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Åpne" })).toHaveFocus();
  });
});
