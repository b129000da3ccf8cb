import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client.js';

/** Shows where the app navigated to, for assertions. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders app UI as the app does (react-query cache, router) for a component test: `ui` at `path`,
 * opened at `route`; anything else shows its location in the `location` test id.
 */
export function renderApp(ui: ReactElement | RouteObject[], { path = '/', route = path }: { path?: string; route?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } });
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path, element: ui }];
  const router = createMemoryRouter([...routes, { path: '*', element: <WhereAmI /> }], { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
