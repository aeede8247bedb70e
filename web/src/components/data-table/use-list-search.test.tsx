import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ListSearch } from "./list-search";
import { useListNavigate } from "./use-list-search";

/**
 * A list route whose list navigation the test holds, and a view route whose loader waits until released. With
 * `index`, the list is the index route under a /cases layout (as the app's case list is): its match ends in "/".
 */
function setup({ index = false } = {}) {
  let listNavigate: ((next: ListSearch) => void) | undefined;
  let release!: () => void;
  const loading = new Promise<void>((resolve) => (release = resolve));
  const root = createRootRoute({ component: () => <Outlet /> });
  const layout = createRoute({ getParentRoute: () => root, path: "/cases", component: () => <Outlet /> });
  const List = () => {
    listNavigate = useListNavigate();
    return <h1>Liste</h1>;
  };
  const list = index
    ? createRoute({ getParentRoute: () => layout, path: "/", component: List })
    : createRoute({ getParentRoute: () => root, path: "/cases", component: List });
  const view = createRoute({
    getParentRoute: () => root,
    path: "/cases/view/$id",
    loader: () => loading,
    component: () => <h1>Sak</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren(index ? [layout.addChildren([list]), view] : [list, view]),
    history: createMemoryHistory({ initialEntries: ["/cases"] }),
  });
  render(<RouterProvider router={router} />);
  return { router, release, navigate: (next: ListSearch) => listNavigate!(next) };
}

describe("useListNavigate", () => {
  it("writes the list's search to the list's address", async () => {
    const { router, navigate } = setup();
    await screen.findByRole("heading", { name: "Liste" });
    act(() => navigate({ search: "Fjordkaffe" } as ListSearch));
    await waitFor(() => expect(router.state.location.searchStr).toContain("search=Fjordkaffe"));
    expect(router.state.location.pathname).toBe("/cases");
  });

  it("writes the search of a list that is an index route (its match ends in a slash, its address may not)", async () => {
    const { router, navigate } = setup({ index: true });
    await screen.findByRole("heading", { name: "Liste" });
    act(() => navigate({ search: "Fjordkaffe" } as ListSearch));
    await waitFor(() => expect(router.state.location.searchStr).toContain("search=Fjordkaffe"));
    expect(router.state.location.pathname.replace(/\/$/, "")).toBe("/cases");
  });

  it("drops a search that lands while a row's page is loading: the page opens without the list's search", async () => {
    const { router, release, navigate } = setup();
    await screen.findByRole("heading", { name: "Liste" });
    act(() => void router.navigate({ to: "/cases/view/$id", params: { id: "6" } } as never));
    await waitFor(() => expect(router.state.location.pathname).toBe("/cases/view/6"));
    // the list is still on screen (the view's loader waits) and its debounce fires now
    expect(screen.getByRole("heading", { name: "Liste" })).toBeInTheDocument();
    act(() => navigate({ search: "Fjordkaffe" } as ListSearch));
    act(() => release());
    await screen.findByRole("heading", { name: "Sak" });
    expect(router.state.location.pathname).toBe("/cases/view/6");
    expect(router.state.location.searchStr).toBe("");
  });
});
