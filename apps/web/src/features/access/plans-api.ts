import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type {
  CheckoutSessionCreated,
  CheckoutSessionInput,
  CheckoutSessionStatus,
  Payment,
  Plan,
} from '@hearth/shared/plans'
import { apiRequest } from '../../lib/api-client'

const PATHS = API_PATHS.plans

// Plans come translated, so their key carries the language; the rest belongs to the viewer.
export const planKeys = {
  list: (language: string) => ['plans', 'list', language] as const,
  payments: (viewer: string) => ['plans', viewer, 'payments'] as const,
  session: (viewer: string, sessionId: string) => ['plans', viewer, 'session', sessionId] as const,
}

/** `GET /hirlabusers/plans/`: the three plans, in the caller's language. */
export function usePlans(language: string) {
  return useQuery({
    queryKey: planKeys.list(language),
    queryFn: ({ signal }) => apiRequest<Plan[]>(PATHS.list, { signal }),
    staleTime: 60 * 60_000,
  })
}

/** `GET /hirlabusers/payments/`: the caller's purchases, newest first. */
export function usePayments(viewer: string) {
  return useQuery({
    queryKey: planKeys.payments(viewer),
    queryFn: ({ signal }) => apiRequest<Payment[]>(PATHS.payments, { signal }),
  })
}

/** The waits between reads of a returning session: about 30 s in all, then the page offers a retry. */
export const SESSION_POLL_DELAYS_MS = [1000, 2000, 3000, 5000, 8000, 13000] as const

/**
 * `GET /hirlabusers/checkout-session/{id}/`: the caller's session. After a return from Stripe the
 * server fulfils a paid session here too, so a lost webhook does not lose a purchase.
 */
export function useCheckoutSession(viewer: string, sessionId: string) {
  return useQuery({
    queryKey: planKeys.session(viewer, sessionId),
    queryFn: ({ signal }) =>
      apiRequest<CheckoutSessionStatus>(apiPath(PATHS.checkoutSession, { sessionId }), {
        signal,
      }),
    enabled: sessionId !== '',
    retry: false,
    refetchOnWindowFocus: false,
  })
}

/** `POST /hirlabusers/create-checkout-session/`: where to send the payer. */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (input: CheckoutSessionInput) =>
      apiRequest<CheckoutSessionCreated>(PATHS.createCheckoutSession, {
        method: 'POST',
        body: input,
      }),
  })
}

/** `POST /hirlabusers/test-checkout/{id}/pay/`: the built-in test checkout's Pay. */
export function usePayTestCheckout(viewer: string, sessionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiRequest<CheckoutSessionStatus>(apiPath(PATHS.testCheckoutPay, { sessionId }), {
        method: 'POST',
      }),
    onSuccess: (session) => {
      queryClient.setQueryData(planKeys.session(viewer, sessionId), session)
      void queryClient.invalidateQueries({ queryKey: planKeys.payments(viewer) })
    },
  })
}
