import { vi } from 'vitest'

export type StubbedCall = { url: string; method: string; headers: Headers; body: unknown }

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
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
    return handler(call)
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}
