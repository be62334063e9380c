import { expect, test } from 'vitest'
import {
  terminationSettlement,
  type TerminationSettlementInput,
} from '@hearth/hk-labour/termination'
import type { Language } from '@hearth/shared/i18n-keys'
import { pdfText } from '../../test/pdf-text'
import type { ContractRecord, EmploymentRecord } from '../contracts/employments.service'
import { renderTerminationReceipt } from './termination-receipt.service'
import type { TerminationFacts } from './terminations.service'

// Each render reads and subsets multi-megabyte fonts: allow for a busy machine.
const RENDER_TIMEOUT_MS = 60_000

/**
 * A settlement as the service gathers it, without the database: a helper on HK$5,100 with a
 * HK$1,236 food allowance (counted as wages), ending on 2025-11-30.
 */
function factsOf(
  input: Partial<TerminationSettlementInput> = {},
  extraWarnings: readonly string[] = [],
): TerminationFacts {
  const settlement = terminationSettlement({
    employeeType: 'fdh',
    employmentStart: '2019-09-01',
    terminationDate: '2025-11-30',
    reason: 'employer_notice',
    monthlyWageCents: 510_000,
    foodAllowanceCents: 123_600,
    contractSignedOn: '2024-08-01',
    ...input,
  })
  settlement.warnings.push(...extraWarnings)
  return {
    input: {
      termination_date: settlement.summary.lastDate,
      helper_profile: 'h1',
      termination_type: settlement.reason,
    },
    employment: { uid: 'e1', helperProfileUid: 'h1' } as EmploymentRecord,
    contract: { salaryCents: 510_000, salaryCurrency: 'HKD' } as ContractRecord,
    helperName: 'Maria Santos',
    employerName: 'Chan Tai Man',
    settlement,
    wagesPaidUpTo: input.wagesPaidUpTo ?? '2025-10-31',
  }
}

async function receiptText(facts: TerminationFacts, language: Language) {
  const { pdf } = await renderTerminationReceipt(facts, language)
  return { text: await pdfText(pdf), pages: pdf.toString('latin1').match(/\/Type \/Page\b/g) }
}

test(
  'keeps a typical statement on one A4 page, its signature lines included, in every language',
  async () => {
    // Six years: a long service payment, wages in lieu of notice, untaken holidays, two warnings.
    const facts = factsOf({ reason: 'employer_without_notice', untakenStatutoryHolidays: 3 }, [
      'adw_from_contract_rate',
    ])
    const signatures = {
      en: 'Employer’s signature',
      'zh-TW': '僱主簽署',
      'zh-CN': '雇主签署',
    } as const
    for (const language of ['en', 'zh-TW', 'zh-CN'] as const) {
      const { text, pages } = await receiptText(facts, language)
      expect(pages, language).toHaveLength(1)
      expect(text, language).toContain(signatures[language])
      // The quote's width is checked in lib/pdf/document.test.ts; here no reader sees a gap.
      expect(text, language).not.toMatch(/’ s/)
    }
  },
  RENDER_TIMEOUT_MS,
)

test(
  'writes the length of service in each language’s plural forms',
  async () => {
    const short = factsOf({ employmentStart: '2024-09-01' })
    const english = await receiptText(short, 'en')
    expect(english.text).toContain('2024-09-01 to 2025-11-30 (1 year 3 months)')
    expect(english.text).not.toContain('1 years')
    expect((await receiptText(short, 'zh-TW')).text).toContain('（1 年 3 個月）')
    expect((await receiptText(short, 'zh-CN')).text).toContain('（1 年 3 个月）')

    const long = factsOf({ employmentStart: '2023-10-01' })
    expect((await receiptText(long, 'en')).text).toContain('(2 years 2 months)')
    const oneMonth = factsOf({ employmentStart: '2023-11-01' })
    expect((await receiptText(oneMonth, 'en')).text).toContain('(2 years 1 month)')
  },
  RENDER_TIMEOUT_MS,
)

test(
  'leads with the full settlement, puts the estimated total beneath as a part of it, and the ticket in kind',
  async () => {
    const { text } = await receiptText(factsOf(), 'en')
    const lines = text.split('\n')
    const total = lines.findIndex((line) => line.startsWith('Full settlement total HK$'))
    const estimate = lines.findIndex((line) =>
      line.startsWith('Of which, total estimated termination pay (leave pay + LSP or SP) HK$'),
    )
    expect(total).toBeGreaterThan(0)
    expect(estimate).toBe(total + 1)
    // The ticket is no sum of money: named in kind, never "0.00".
    expect(text).toContain('Free return passage (SEC cl.7(a)) Provided in kind (ticket)')
    expect(lines.filter((line) => line.includes('Free return passage'))).toHaveLength(1)

    const tw = (await receiptText(factsOf(), 'zh-TW')).text
    expect(tw).toContain('全部款項總額 HK$')
    expect(tw).toContain('免費回程（標準僱傭合約第 7(a) 條） 以實物提供（機票）')
  },
  RENDER_TIMEOUT_MS,
)

test(
  'lists a return passage paid in cash at its cost, in the table',
  async () => {
    const { text } = await receiptText(factsOf({ returnPassageCents: 250_000 }), 'en')
    expect(text).toContain('Free return passage (SEC cl.7(a)) 2,500.00')
    expect(text).not.toContain('Provided in kind')
  },
  RENDER_TIMEOUT_MS,
)

test(
  'says up to when wages were paid, the days each wage item pays for and why arrears are owed',
  async () => {
    const facts = factsOf({
      wagesPaidUpTo: '2025-10-15',
      unpaidWagesCents: 30_000,
      unpaidWagesReason: 'Holiday pay short in August',
    })
    const { text } = await receiptText(facts, 'en')
    expect(text).toContain('Salary per month HK$5,100.00, paid up to 2025-10-15')
    expect(text).toContain('Wages owed, 2025-10-16 to 2025-10-31')
    expect(text).toContain('Wages owed, 2025-11-01 to 2025-11-30 (EO s.23, s.25) 5,100.00')
    expect(text).toContain('Unpaid wages for earlier periods: Holiday pay short in August')
    expect((await receiptText(facts, 'zh-TW')).text).toContain('2025-11-01 至 2025-11-30')
  },
  RENDER_TIMEOUT_MS,
)
