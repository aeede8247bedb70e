import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import "@/i18n";
import { createQueryClient } from "@/lib/query-client";

/**
 * Render a component inside a real (memory-history) router at `path`, so Links, search params and navigation work.
 * The component is mounted on a catch-all route; `validateSearch` is that route's.
 */
export async function renderWithRouter(
  Component: () => ReactElement | null,
  {
    path = "/",
    validateSearch,
    queryClient = createQueryClient(),
  }: {
    path?: string;
    validateSearch?: (search: Record<string, unknown>) => any;
    queryClient?: QueryClient;
  } = {},
) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: "$", component: Component, validateSearch });
  const index = createRoute({ getParentRoute: () => root, path: "/", component: Component, validateSearch });
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren([index, page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...utils };
}
