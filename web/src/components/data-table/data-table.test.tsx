import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@/test/router";
import { DataTable } from "./data-table";
import { applyListLocally, listQuery, validateListSearch, type ListSearch } from "./list-search";
import { useListNavigate } from "./use-list-search";

interface Row {
  id: string;
  email: string;
}
const rows: Row[] = [
  { id: "1", email: "a@example.no" },
  { id: "2", email: "b@example.no" },
];

function Page() {
  const search = useSearch({ strict: false }) as ListSearch;
  const navigate = useListNavigate();
  return (
    <DataTable
      caption="Brukere"
      columns={[
        { id: "email", header: "E-post", sortKey: "email", cell: (r) => r.email },
        { id: "id", header: "ID", cell: (r) => r.id },
      ]}
      rows={rows}
      total={60}
      rowKey={(r) => r.id}
      search={search}
      onSearchChange={navigate}
      searchLabel="Søk på e-post"
    />
  );
}

const validate = validateListSearch(["email", "created_at"]);

describe("list search", () => {
  it("keeps only valid values and builds the API query", () => {
    expect(validate({ page: "3", rowsPerPage: "50", sortBy: "-email", search: " kari " })).toEqual({
      page: 3,
      rowsPerPage: 50,
      sortBy: "-email",
      search: "kari",
    });
    expect(validate({ page: "0", rowsPerPage: "7", sortBy: "password" })).toEqual({});
    expect(listQuery({ sortBy: "-created_at", search: "ola" })).toBe(
      "?page=1&rowsPerPage=25&sortBy=-created_at&search=ola",
    );
  });
});

describe("applyListLocally", () => {
  const all = [
    { id: "1", email: "c@x.no" },
    { id: "2", email: "a@x.no" },
    { id: "3", email: "b@y.no" },
  ];
  const fields = { email: (r: { email: string }) => r.email };
  it("searches, sorts and pages a whole list like the API", () => {
    expect(applyListLocally(all, { sortBy: "email" }, fields, (r) => r.email).data.map((r) => r.id)).toEqual([
      "2",
      "3",
      "1",
    ]);
    expect(applyListLocally(all, { sortBy: "-email", search: "X.NO" }, fields, (r) => r.email)).toEqual({
      data: [all[0], all[1]],
      total: 2,
    });
    expect(applyListLocally(all, { page: 2, rowsPerPage: 10 }, fields, (r) => r.email)).toEqual({ data: [], total: 3 });
  });
});

describe("DataTable", () => {
  it("reads its state from the URL", async () => {
    await renderWithRouter(Page, { path: "/admin/users?page=2&sortBy=-email&search=kari", validateSearch: validate });
    expect(await screen.findByText("Side 2 av 3")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /E-post/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByLabelText("Søk på e-post")).toHaveValue("kari");
  });

  it("writes sort, paging, page size and search to the URL", async () => {
    const { router } = await renderWithRouter(Page, { path: "/admin/users", validateSearch: validate });
    const user = userEvent.setup({ delay: null });
    const search = () => router.state.location.search as ListSearch;

    await user.click(await screen.findByRole("button", { name: /E-post/ }));
    await waitFor(() => expect(search().sortBy).toBe("email"));
    await user.click(screen.getByRole("button", { name: /E-post/ }));
    await waitFor(() => expect(search().sortBy).toBe("-email"));

    await user.click(screen.getByRole("button", { name: "Neste side" }));
    await waitFor(() => expect(search().page).toBe(2));

    await user.selectOptions(screen.getByLabelText("Rader per side"), "50");
    await waitFor(() => expect(search()).toEqual({ sortBy: "-email", rowsPerPage: 50 }));

    await user.type(screen.getByLabelText("Søk på e-post"), "ola");
    await act(() => new Promise((r) => setTimeout(r, 500)));
    await waitFor(() => expect(search()).toEqual({ sortBy: "-email", rowsPerPage: 50, search: "ola" }));
    expect(router.state.location.href).toContain("search=ola");
  });
});

function SelectPage({ max }: { max: number }) {
  const search = useSearch({ strict: false }) as ListSearch;
  const navigate = useListNavigate();
  const [selected, setSelected] = useState<Map<string, Row>>(new Map());
  return (
    <DataTable
      caption="Brukere"
      columns={[
        { id: "email", header: "E-post", sortKey: "email", cell: (r) => r.email },
        { id: "id", header: "ID", cell: (r) => r.id },
      ]}
      rows={rows}
      total={2}
      rowKey={(r) => r.id}
      search={search}
      onSearchChange={navigate}
      columnMenu
      selection={{ max, selected, onChange: setSelected, rowLabel: (r) => `Velg ${r.email}` }}
    />
  );
}

describe("DataTable selection and columns", () => {
  it("selects rows up to the maximum and says so when one more is refused", async () => {
    await renderWithRouter(() => <SelectPage max={1} />, { path: "/admin/users", validateSearch: validate });
    const user = userEvent.setup({ delay: null });
    const first = await screen.findByRole("checkbox", { name: "Velg a@example.no" });
    const second = screen.getByRole("checkbox", { name: "Velg b@example.no" });
    await user.click(first);
    expect(first).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("1 valgt (høyst 1)");
    expect(screen.getAllByRole("row")[1]).toHaveAttribute("data-state", "selected");

    await user.click(second);
    expect(second).not.toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Du kan velge høyst 1 rader om gangen");
    // "Select all" would pass the maximum too.
    await user.click(screen.getByRole("checkbox", { name: "Velg alle på siden" }));
    expect(second).not.toBeChecked();

    await user.click(first);
    expect(first).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Velg alle på siden" }));
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("Du kan velge høyst 1 rader om gangen");
  });

  it("selects a whole page within the maximum", async () => {
    await renderWithRouter(() => <SelectPage max={50} />, { path: "/admin/users", validateSearch: validate });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("checkbox", { name: "Velg alle på siden" }));
    expect(screen.getByRole("checkbox", { name: "Velg a@example.no" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Velg b@example.no" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("2 valgt (høyst 50)");
  });

  it("hides and shows a column from the Columns menu", async () => {
    await renderWithRouter(() => <SelectPage max={50} />, { path: "/admin/users", validateSearch: validate });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole("columnheader", { name: "ID" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kolonner" }));
    await user.click(await screen.findByRole("checkbox", { name: "ID" }));
    expect(screen.queryByRole("columnheader", { name: "ID" })).not.toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: /E-post/ })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "ID" }));
    expect(screen.getByRole("columnheader", { name: "ID" })).toBeInTheDocument();
  });
});
