import { expect, test, vi } from 'vitest'
import { loadOnce } from './load-once'

test('a part is fetched once, kept, and fetched again only after a failure', async () => {
  const fetchPart = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('menu')
  const part = loadOnce(fetchPart)
  expect(part.current()).toBeUndefined()
  await expect(part.load()).rejects.toThrow('offline')
  expect(part.current()).toBeUndefined()
  const [first, second] = await Promise.all([part.load(), part.load()])
  expect([first, second, part.current()]).toEqual(['menu', 'menu', 'menu'])
  await part.load()
  expect(fetchPart).toHaveBeenCalledTimes(2)
})
