// The shapes of the scam rules (scam-rules.ts) that each language group (scam-patterns-*.ts) fills.

import type { SafetyFlag } from '@hearth/shared/safety-flags'

/** The flags raised by what a message asks for (links have their own check, below). */
export type RequestFlag = Exclude<SafetyFlag, 'suspicious_link'>

/** One flag's rules in one language group. The text they see is normalised (`normalise`). */
export interface FlagRules {
  /** A request: a cue and its object. Windows use `.`, so they never cross a sentence. */
  triggers: RegExp[]
  /** In the trigger's clause or the next one, these clear it: "no fee", "paid by the employer". */
  exemptions?: RegExp[]
  /** Matches the end of the words before a trigger when the speaker or employer is its subject. */
  ownSubject?: RegExp[]
  /**
   * A cheap test that every text a trigger matches passes (a word each trigger needs), so most
   * texts skip the triggers: without it, a 2,000-character text takes ~1 µs per trigger.
   */
  gate?: RegExp
}

export type LanguageRules = Partial<Record<RequestFlag, FlagRules>>
