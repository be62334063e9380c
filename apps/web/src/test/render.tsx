import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { AuthProvider } from '../lib/auth'
import { createQueryClient } from '../lib/query-client'

/** Shows the current location, so tests can assert where a redirect went. */
export function LocationProbe() {
  const location = useLocation()
  return <p data-testid="location">{location.pathname + location.search}</p>
}

type Options = {
  /** The URL to start at. */
  route?: string
  /** The route pattern the element is mounted at (defaults to the route's path). */
  path?: string
  withAuth?: boolean
}

/** Renders a page inside the app's providers and a memory router; other paths show LocationProbe. */
export function renderPage(
  element: ReactNode,
  { route = '/', path, withAuth = false }: Options = {},
) {
  const queryClient = createQueryClient()
  const pattern = path ?? route.split('?')[0] ?? '/'
  const routes = (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>
  )
  return render(
    <QueryClientProvider client={queryClient}>
      {withAuth ? <AuthProvider>{routes}</AuthProvider> : routes}
    </QueryClientProvider>,
  )
}
