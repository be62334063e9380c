import { vi } from 'vitest'
import { z } from 'zod'
import { findResponseContract } from '@hearth/shared/api-responses'
import { API_BASE_PATH } from '@hearth/shared/config'

export type StubbedCall = { url: string; method: string; headers: Headers; body: unknown }

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

const contractViolations: string[] = []

/**
 * A stubbed success of an API call must parse with the schema the server encodes that answer
 * with (`@hearth/shared/api-responses`); test-setup fails the test otherwise.
 */
async function checkContract(call: StubbedCall, response: Response) {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return
  const { pathname } = new URL(call.url, 'http://localhost')
  if (!pathname.startsWith(`${API_BASE_PATH}/`)) return
  const contract = findResponseContract(call.method, pathname.slice(API_BASE_PATH.length))
  if (!contract) return
  const result = contract.schema.safeParse(await response.clone().json())
  if (!result.success) {
    contractViolations.push(`${call.method} ${pathname}\n${z.prettifyError(result.error)}`)
  }
}

/** The stubbed answers the server could not have sent, since the last call. */
export function takeContractViolations(): string[] {
  return contractViolations.splice(0)
}

/** Replaces global fetch with `handler`, recording each call with its parsed JSON body. */
export function stubFetch(handler: (call: StubbedCall) => Response | Promise<Response>) {
  const calls: StubbedCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: StubbedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    }
    calls.push(call)
    const response = await handler(call)
    await checkContract(call, response)
    return response
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}
