import { expect, test } from 'vitest'
import { mergeMessages, type MessagesData } from './chat-cache'
import { makeMessage } from './chat-test-utils'

function history(): MessagesData {
  return {
    pageParams: [null, 'older'],
    pages: [
      {
        conversation_uid: 'c1',
        results: [
          makeMessage({ uid: 'b', created_at: '2026-03-02T02:00:00Z' }),
          makeMessage({ uid: 'c', created_at: '2026-03-02T03:00:00Z' }),
        ],
        previous_cursor: 'older',
        latest_cursor: 'cursor-c',
      },
      {
        conversation_uid: 'c1',
        results: [makeMessage({ uid: 'a', created_at: '2026-03-01T02:00:00Z' })],
        previous_cursor: null,
        latest_cursor: 'cursor-a',
      },
    ],
  }
}

test('a new message joins the newest page in time order and moves the latest cursor', () => {
  const merged = mergeMessages(history(), [
    makeMessage({ uid: 'd', created_at: '2026-03-02T04:00:00Z', cursor: 'cursor-d' }),
  ])
  expect(merged.pages[0]?.results.map((m) => m.uid)).toEqual(['b', 'c', 'd'])
  expect(merged.pages[0]?.latest_cursor).toBe('cursor-d')
  expect(merged.pages[1]?.results.map((m) => m.uid)).toEqual(['a'])
})

test('a message already held (socket and response both bring it) is replaced, not repeated', () => {
  const merged = mergeMessages(history(), [
    makeMessage({ uid: 'a', content: 'edited', created_at: '2026-03-01T02:00:00Z' }),
    makeMessage({ uid: 'c', created_at: '2026-03-02T03:00:00Z' }),
  ])
  expect(merged.pages.flatMap((page) => page.results.map((m) => m.uid))).toEqual(['b', 'c', 'a'])
  expect(merged.pages[1]?.results[0]?.content).toBe('edited')
})

test('the first message of a new conversation gives the empty history its conversation', () => {
  const empty: MessagesData = {
    pageParams: [null],
    pages: [{ conversation_uid: null, results: [], previous_cursor: null, latest_cursor: null }],
  }
  const merged = mergeMessages(empty, [makeMessage({ uid: 'x', conversation: 'c9' })])
  expect(merged.pages[0]?.conversation_uid).toBe('c9')
})
