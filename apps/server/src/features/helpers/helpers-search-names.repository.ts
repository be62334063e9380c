import { and, eq, gt, like, sql, type SQL } from 'drizzle-orm'
import type { HelperSearchQuery } from '@hearth/shared/helper-search'
import type { Db } from '../../db/client'
import { helperNamePairs, helperNameWords, helperSearch, helperSearchNames } from '../../db/schema'
import { NEWEST_FIRST } from './helpers.repository'
import { normalizeForSearch } from './helpers.mapping'

// Name search (docs/decisions/0031-name-word-counts.md): the LIKE patterns of the searched words,
// their counts from the words in use (migration 0027), and the first pages found by walking.

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The words of `q`, normalised as the names are. */
function queryWords(query: HelperSearchQuery): string[] {
  return normalizeForSearch(query.q ?? '')
    .split(' ')
    .filter(Boolean)
}

/** Name search: each word of `q` somewhere in the name, as LIKE patterns. */
export function searchWords(query: HelperSearchQuery): string[] {
  return queryWords(query).map((word) => `%${escapeLike(word)}%`)
}

/**
 * The LIKE patterns of a search by name alone; undefined when there is no name or another filter
 * too. Each word adds one condition: as many conditions as words means no other filter.
 */
export function nameAlone(query: HelperSearchQuery, conditions: SQL[]): string[] | undefined {
  const words = searchWords(query)
  return words.length && conditions.length === words.length ? words : undefined
}

/**
 * A name row holds one of the words in use that contain `pattern`: the same matches as
 * `search_name LIKE pattern` (a searched word has no space, so it lies inside one word of the
 * name), read off helper_search_names_words_idx exactly, without re-checking each name.
 */
function holdsWordLike(pattern: string): SQL {
  const words = helperNameWords
  return sql`string_to_array(${helperSearchNames.searchName}, ' ') && array(select ${words.word} from ${words} where ${like(words.word, pattern)})`
}

/**
 * Below three letters a word has no trigram to find its words by, and it is in most names: the
 * name rows' own LIKE, whose scan stops at the cap, does better.
 */
const WORD_INDEX_MIN_LETTERS = 3

/** What a count of a search by name alone checks on each name row, one condition a word. */
export function nameRowConditions(query: HelperSearchQuery): SQL[] {
  const byWords = queryWords(query).every((word) => word.length >= WORD_INDEX_MIN_LETTERS)
  return searchWords(query).map((word) =>
    byWords ? holdsWordLike(word) : like(helperSearchNames.searchName, word),
  )
}

/**
 * The word in use that holds the searched word (a LIKE pattern): none (an empty list), or the
 * only one; undefined when several do ("ana" in "ana" and "mariana").
 */
async function wordHolding(db: Db, pattern: string) {
  const held = await db
    .select({ word: helperNameWords.word, helpers: helperNameWords.helpers })
    .from(helperNameWords)
    .where(and(like(helperNameWords.word, pattern), gt(helperNameWords.helpers, 0)))
    .limit(2)
  return held.length > 1 ? undefined : held
}

/**
 * The exact count of a search by one or two name words alone, when the words in use tell it
 * (kept by the triggers of migration 0027, docs/decisions/0031-name-word-counts.md):
 * - a searched word inside no word in use: no match;
 * - one word, inside exactly one word in use: that word's holders;
 * - two words, each inside exactly one: the holders of that pair (or of the word, if the same).
 * Undefined otherwise (a searched word inside several words in use, three words or more, or any
 * other filter): then the matches are counted.
 */
export async function heldNameCount(
  db: Db,
  query: HelperSearchQuery,
  conditions: SQL[],
): Promise<number | undefined> {
  const words = nameAlone(query, conditions)
  if (!words || words.length > 2) return undefined
  // One after the other: the page is being read meanwhile, and a search holds two connections.
  const holding = []
  for (const word of words) {
    const held = await wordHolding(db, word)
    if (!held) return undefined
    if (!held[0]) return 0
    holding.push(held[0])
  }
  const [first, second] = holding
  if (!first) return 0
  if (!second || first.word === second.word) return first.helpers
  // The pair's key, spelled as the triggers spell it (in the database's own order of words).
  const pairs = helperNamePairs
  const [pair] = await db
    .select({ helpers: pairs.helpers })
    .from(pairs)
    .where(
      eq(
        pairs.pair,
        sql`least(${first.word}::text, ${second.word}::text) || ' ' || greatest(${first.word}::text, ${second.word}::text)`,
      ),
    )
  return pair?.helpers ?? 0
}

/** How many list entries a name page may walk for each row it needs, and at most. */
const WALK_PER_ROW = 500
const WALK_LIMIT = 20_000

/**
 * The first pages of a search by name alone, found by walking the list's newest entries in
 * order and checking the name on each (helper_search_page_idx holds it), but no further than a
 * bound; undefined when the entries walked hold too few matches.
 *
 * The planner guesses a name's matches from a sample of names, and two words' as if they were
 * independent ("maria" and "cruz" go together more often than that). When it under-counts, it
 * reads and sorts every match instead of walking: 4.9 ms for 1,084 "maria cruz" and 13 ms for
 * 11,336 "santos" at 400,000 profiles, growing with them, where the walk takes 1 ms or less
 * whatever the size. A rarer name wastes at most the bound (about 2 ms) before the planner's plan.
 */
export async function pageByWalking(
  db: Db,
  query: HelperSearchQuery,
  conditions: SQL[],
  limit: number,
  offset: number,
): Promise<string[] | undefined> {
  const words = nameAlone(query, conditions)
  if (!words) return undefined
  const walked = db
    .select({
      uid: helperSearch.uid,
      updatedAt: helperSearch.updatedAt,
      name: helperSearch.searchName,
    })
    .from(helperSearch)
    .orderBy(...NEWEST_FIRST)
    .limit(Math.min(WALK_LIMIT, (offset + limit) * WALK_PER_ROW))
    .as('walked')
  const page = await db
    .select({ uid: walked.uid })
    .from(walked)
    .where(and(...words.map((word) => like(walked.name, word))))
    .orderBy(sql`${walked.updatedAt} desc nulls last`, walked.uid)
    .limit(limit)
    .offset(offset)
  return page.length === limit ? page.map((entry) => entry.uid) : undefined
}
