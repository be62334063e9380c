import { expect, test } from 'vitest'
import { textRuns } from './fonts'

// Parsing the CJK fonts takes a moment on a busy machine.
const FONT_TIMEOUT_MS = 30_000

test(
  'gives a quote in Latin text a proportional run of its own; beside Chinese it stays full width',
  () => {
    expect(textRuns('Employer’s signature', ['hant', 'hans'])).toEqual([
      { face: 'hant', text: 'Employer', proportional: false },
      { face: 'hant', text: '’', proportional: true },
      { face: 'hant', text: 's signature', proportional: false },
    ])
    expect(textRuns('“Confirm” 確認', ['hant', 'hans'])).toEqual([
      { face: 'hant', text: '“', proportional: true },
      { face: 'hant', text: 'Confirm', proportional: false },
      { face: 'hant', text: '” ', proportional: true },
      { face: 'hant', text: '確認', proportional: false },
    ])
    expect(textRuns('按“确认”', ['hans', 'hant'])).toEqual([
      { face: 'hans', text: '按“确认”', proportional: false },
    ])
  },
  FONT_TIMEOUT_MS,
)
