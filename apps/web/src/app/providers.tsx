import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { AuthProvider } from '../lib/auth'
import { RealtimeProvider } from '../lib/realtime'
import { RenderContext, type RenderFacts } from '../lib/render-context'

/**
 * The providers of every page. The query client is the browser's one, or a server render's own
 * (entry-server.tsx): nothing a render reads is shared between requests.
 */
export function AppProviders({
  client,
  facts,
  children,
}: {
  client: QueryClient
  facts: RenderFacts
  children: ReactNode
}) {
  return (
    <RenderContext value={facts}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <RealtimeProvider>{children}</RealtimeProvider>
        </AuthProvider>
      </QueryClientProvider>
    </RenderContext>
  )
}
