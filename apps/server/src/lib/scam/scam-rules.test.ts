import { SAFETY_FLAGS, type SafetyFlag } from '@hearth/shared/safety-flags'
import { describe, expect, it } from 'vitest'
import corpusJson from './scam-corpus.json' with { type: 'json' }
import { EN_RULES } from './scam-patterns-en'
import { ID_RULES } from './scam-patterns-id'
import { TL_RULES } from './scam-patterns-tl'
import { ZH_RULES } from './scam-patterns-zh'
import {
  normalise,
  safetyFlagsOf,
  safetyFlagsOfFields,
  sentences,
  type LanguageRules,
  type RequestFlag,
} from './scam-rules'

const LANGUAGES = ['en', 'zh-TW', 'zh-CN', 'tl', 'id'] as const
type Language = (typeof LANGUAGES)[number]

interface CorpusEntry {
  text: string
  language: Language
  flags: SafetyFlag[]
}

const corpus = corpusJson as CorpusEntry[]
const isScam = (entry: CorpusEntry) => entry.flags.length > 0
const percent = (part: number, whole: number) =>
  whole === 0 ? '  n/a' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`

describe('the labelled scam corpus', () => {
  it('has at least 150 scams and 300 ordinary messages, 25 and 50 in each language', () => {
    expect(corpus.filter(isScam).length).toBeGreaterThanOrEqual(150)
    expect(corpus.filter((entry) => !isScam(entry)).length).toBeGreaterThanOrEqual(300)
    for (const language of LANGUAGES) {
      const entries = corpus.filter((entry) => entry.language === language)
      expect(entries.filter(isScam).length, language).toBeGreaterThanOrEqual(25)
      expect(entries.filter((entry) => !isScam(entry)).length, language).toBeGreaterThanOrEqual(50)
    }
  })

  it('labels every message with a known language and known flags, each once, in order', () => {
    for (const entry of corpus) {
      expect(LANGUAGES, entry.text).toContain(entry.language)
      expect(entry.text.trim(), entry.text).not.toBe('')
      for (const flag of entry.flags) expect(SAFETY_FLAGS, entry.text).toContain(flag)
      expect(entry.flags, entry.text).toEqual(SAFETY_FLAGS.filter((f) => entry.flags.includes(f)))
    }
    expect(new Set(corpus.map((entry) => entry.text)).size).toBe(corpus.length)
  })

  it('has at least 60 hard ordinary messages (a fee, passport, bank, visa, loan or link named)', () => {
    const risky =
      /fee|deposit|passport|hkid|bank|visa|medical|insurance|loan|borrow|lend|transfer|gcash|payme|https?:|www\.|費|费|按金|押金|護照|护照|身份證|身份证|銀行|银行|簽證|签证|保險|保险|借|貸|贷|轉賬|转账|匯|汇|utang|pautang|bayad|paspor|biaya|rekening|pinjam|asuransi/i
    const hard = corpus.filter((entry) => !isScam(entry) && risky.test(entry.text))
    expect(hard.length).toBeGreaterThanOrEqual(60)
  })

  it('is recalled by the rules (≥ 90 %) with few false flags (≤ 2 %)', () => {
    const rows = [...LANGUAGES, 'all'].map((language) => {
      const entries = corpus.filter((e) => language === 'all' || e.language === language)
      const scams = entries.filter(isScam)
      const ordinary = entries.filter((e) => !isScam(e))
      const recalled = scams.filter((e) => safetyFlagsOf(e.text).length > 0).length
      const flagged = ordinary.filter((e) => safetyFlagsOf(e.text).length > 0).length
      return { language, scams: scams.length, recalled, ordinary: ordinary.length, flagged }
    })
    const all = rows[rows.length - 1]!
    const lines = [
      `scam corpus: recall ${percent(all.recalled, all.scams)} (${all.recalled}/${all.scams}), ` +
        `false flags ${percent(all.flagged, all.ordinary)} (${all.flagged}/${all.ordinary})`,
      ...rows
        .slice(0, -1)
        .map(
          (row) =>
            `  ${row.language.padEnd(6)} recall ${percent(row.recalled, row.scams)} ` +
            `(${row.recalled}/${row.scams}), false flags ${percent(row.flagged, row.ordinary)} ` +
            `(${row.flagged}/${row.ordinary})`,
        ),
    ]
    const missed = corpus.filter((e) => isScam(e) && safetyFlagsOf(e.text).length === 0)
    const wronglyFlagged = corpus.filter((e) => !isScam(e) && safetyFlagsOf(e.text).length > 0)
    for (const e of missed) lines.push(`  missed  [${e.language}] ${e.text}`)
    for (const e of wronglyFlagged)
      lines.push(`  flagged [${e.language}] ${safetyFlagsOf(e.text).join(',')}: ${e.text}`)
    console.log(lines.join('\n'))

    expect(all.recalled / all.scams).toBeGreaterThanOrEqual(0.9)
    expect(all.flagged / all.ordinary).toBeLessThanOrEqual(0.02)
  })

  it('reports how far each flag agrees with its label (printed, not enforced)', () => {
    const lines = ['per-flag agreement (precision, recall over the whole corpus):']
    for (const flag of SAFETY_FLAGS) {
      let truePositives = 0
      let falsePositives = 0
      let falseNegatives = 0
      for (const entry of corpus) {
        const labelled = entry.flags.includes(flag)
        const raised = safetyFlagsOf(entry.text).includes(flag)
        if (labelled && raised) truePositives++
        else if (raised) falsePositives++
        else if (labelled) falseNegatives++
      }
      lines.push(
        `  ${flag.padEnd(20)} precision ${percent(truePositives, truePositives + falsePositives)}` +
          ` recall ${percent(truePositives, truePositives + falseNegatives)}` +
          ` (${truePositives} agree, ${falsePositives} extra, ${falseNegatives} missing)`,
      )
    }
    console.log(lines.join('\n'))
    expect(lines.length).toBe(SAFETY_FLAGS.length + 1)
  })
})

describe('safetyFlagsOf', () => {
  it('flags a request for a fee or deposit in each language', () => {
    expect(safetyFlagsOf('Please pay the HK$2,000 placement fee before Friday.')).toEqual([
      'fee_request',
    ])
    expect(
      safetyFlagsOf('Before we lodge your visa you must settle a HK$900 handling charge.'),
    ).toEqual(['fee_request'])
    expect(safetyFlagsOf('恭喜你！請先交3,000元中介費，之後幫你辦簽證。')).toEqual(['fee_request'])
    expect(safetyFlagsOf('开工前你要先付1500元培训费。')).toEqual(['fee_request'])
    expect(safetyFlagsOf('Magbayad ka muna ng training fee na HK$1,500 bago mag-umpisa.')).toEqual([
      'fee_request',
    ])
    expect(safetyFlagsOf('Bayar dulu biaya administrasi HK$500 ya Mbak.')).toEqual(['fee_request'])
  })

  it('flags loan offers and requests to borrow', () => {
    expect(safetyFlagsOf('Need cash? We offer quick loans to helpers, no guarantor.')).toEqual([
      'loan',
    ])
    expect(safetyFlagsOf('Can you lend me HK$2,000 until Sunday?')).toEqual(['loan'])
    expect(safetyFlagsOf('我哋財務公司為外傭提供私人貸款，即日批核。')).toEqual(['loan'])
    expect(safetyFlagsOf('May pautang kami para sa mga OFW, walang collateral.')).toEqual(['loan'])
    expect(safetyFlagsOf('Butuh dana? Pinjaman cepat untuk BMI, cair dalam 1 jam.')).toEqual([
      'loan',
    ])
  })

  it('flags requests for a copy of a passport, HKID, visa or bank card', () => {
    expect(safetyFlagsOf('Send me a photo of your passport and HKID, front and back.')).toEqual([
      'document_request',
    ])
    expect(safetyFlagsOf('請把你的護照和身份證拍照發給我。')).toEqual(['document_request'])
    expect(safetyFlagsOf('Pakisend ng picture ng passport mo.')).toEqual(['document_request'])
    expect(safetyFlagsOf('Tolong kirim foto paspor dan kartu ATM kamu.')).toEqual([
      'document_request',
    ])
  })

  it('flags payment off the platform: bank transfer, e-wallets, crypto, gift cards', () => {
    expect(safetyFlagsOf('Transfer the money to this account: HSBC 123-456789-001.')).toEqual([
      'off_platform_payment',
    ])
    expect(safetyFlagsOf('Buy three Google Play gift cards and send me the codes.')).toEqual([
      'off_platform_payment',
    ])
    expect(safetyFlagsOf('請用轉數快轉500元俾我。')).toEqual(['off_platform_payment'])
    expect(safetyFlagsOf('Ipadala mo na lang sa GCash ko yung pera.')).toEqual([
      'off_platform_payment',
    ])
    expect(safetyFlagsOf('Transfer ke rekening saya ya, BCA 1234567890.')).toEqual([
      'off_platform_payment',
    ])
  })

  it('flags link shorteners, WhatsApp and Telegram links and unknown sites', () => {
    expect(safetyFlagsOf('Job details: bit.ly/hk-job')).toEqual(['suspicious_link'])
    expect(safetyFlagsOf('Job details: b1t.ly/hk-job')).toEqual(['suspicious_link'])
    expect(safetyFlagsOf('Job details: bit[.]ly/hk-job')).toEqual(['suspicious_link'])
    expect(safetyFlagsOf('Chat with me: wa.me/85291234567')).toEqual(['suspicious_link'])
    expect(safetyFlagsOf('Join t.me/hkjobs for tasks')).toEqual(['suspicious_link'])
    expect(safetyFlagsOf('詳情請看 http://hearth-jobs.top/apply')).toEqual(['suspicious_link'])
    expect(safetyFlagsOf('Register at example.xyz/abc today')).toEqual(['suspicious_link'])
    expect(safetyFlagsOf('Log in at https://hearth.hk.verify-account.com')).toEqual([
      'suspicious_link',
    ])
  })

  it('does not flag links to the HK, Philippine and Indonesian governments or to Hearth', () => {
    for (const text of [
      'The rules: https://www.fdh.labour.gov.hk/en/home.html',
      'Check your visa at www.immd.gov.hk',
      'Read https://www.gov.hk/en/residents/ before you sign',
      'Accredited agencies: https://dmw.gov.ph and https://polohongkong.dmw.gov.ph',
      'KJRI: https://kemlu.go.id/hongkong, BP2MI: bp2mi.go.id',
      'Our safety page: https://hearth.hk/safety',
    ])
      expect(safetyFlagsOf(text), text).toEqual([])
  })

  it('does not take e-mail addresses, abbreviations or file names for links', () => {
    for (const text of [
      'My e-mail is maria.santos@gmail.com',
      'Bring documents, e.g. your contract, at 10 a.m., i.e. before lunch.',
      'I attached my cv.pdf and photo.jpg',
      'Thank you.id card is ready',
    ])
      expect(safetyFlagsOf(text), text).toEqual([])
  })

  it('does not flag the ordinary hiring talk named in the issue', () => {
    for (const text of [
      'The salary is HK$5,100 per month.',
      'Sweldo mo ay HK$5,100 kada buwan.',
      'Your rest day is Sunday and you have all statutory holidays.',
      'I will pay for your medical check.',
      'My passport is valid until 2029.',
      'The employer pays the agency fee.',
      'I paid the agency already last year.',
      'Send me your CV please.',
      'Do you have a HKID? I am a HK resident.',
      'The contract says food allowance.',
      'Monday is a bank holiday.',
      'I send money to my family every month.',
      'My employer opened a bank account for my salary.',
      'Insurance is paid by the employer as the law requires.',
      'Visa processing takes 4–6 weeks.',
      'Can you send a photo of yourself?',
      'See https://www.fdh.labour.gov.hk/en/faq.html',
    ])
      expect(safetyFlagsOf(text), text).toEqual([])
  })

  it('lets the employer or the speaker pay, and a warning name a scam, without a flag', () => {
    for (const text of [
      'Ma’am will pay the visa fee and the insurance, you pay nothing.',
      '中介費由僱主支付，你唔使俾任何錢。',
      '签证费和保险我来付，你不用付任何费用。',
      'Ako na ang magbabayad ng medical mo.',
      'Biaya agen dibayar majikan, kamu tidak perlu bayar apa-apa.',
      'Never pay a deposit to anyone who promises you a job, it is a scam.',
      '如果有人叫你交按金先有工做，一定係騙案。',
      'Never give your passport to anyone, even your employer.',
    ])
      expect(safetyFlagsOf(text), text).toEqual([])
  })

  it('sees through full-width letters, spaced letters and invisible characters', () => {
    expect(safetyFlagsOf('ｐａｙ　ｔｈｅ　ＨＫ＄３，０００　ｐｌａｃｅｍｅｎｔ　ｆｅｅ')).toEqual([
      'fee_request',
    ])
    expect(safetyFlagsOf('Please p a y the t r a i n i n g f.e.e today.')).toEqual(['fee_request'])
    expect(safetyFlagsOf('Please pay the place\u200bment fee today.')).toEqual(['fee_request'])
  })

  it('returns each flag once, in SAFETY_FLAGS order', () => {
    const text =
      'Register at bit.ly/x. Need a loan? We lend money. Send a copy of your passport, then ' +
      'pay the HK$500 deposit via GCash and pay the HK$300 fee via GCash too.'
    expect(safetyFlagsOf(text)).toEqual([...SAFETY_FLAGS])
  })

  it('returns [] for an empty text', () => {
    expect(safetyFlagsOf('')).toEqual([])
  })

  it('handles a 2,000-character message, ordinary or adversarial', () => {
    const ordinary = corpus
      .filter((entry) => !isScam(entry))
      .map((entry) => entry.text)
      .join(' ')
      .slice(0, 2000)
    expect(ordinary).toHaveLength(2000)
    expect(Array.isArray(safetyFlagsOf(ordinary))).toBe(true)
    for (const unit of ['pay ', 'a.', '我會俾你交費', 'p a y ', 'x', 'hk$1 fee ', ',']) {
      const text = unit.repeat(Math.ceil(2000 / unit.length)).slice(0, 2000)
      expect(Array.isArray(safetyFlagsOf(text))).toBe(true)
    }
  })
})

describe('safetyFlagsOfFields', () => {
  it('unions the flags of a posting’s or profile’s fields, skipping empty ones', () => {
    expect(
      safetyFlagsOfFields([
        'Helper wanted in Sha Tin',
        null,
        'Apply at tinyurl.com/job-hk',
        undefined,
        '',
        'Pay the HK$1,000 reservation fee first.',
      ]),
    ).toEqual(['fee_request', 'suspicious_link'])
    expect(safetyFlagsOfFields([null, undefined, 'Own room, Sundays off'])).toEqual([])
  })
})

describe('the language gates', () => {
  // A gate skips a language's triggers for a flag when it does not match: it must match every text
  // one of those triggers matches, or the gate would hide a scam.
  const rules: Record<string, LanguageRules> = { EN_RULES, ZH_RULES, TL_RULES, ID_RULES }
  it('match every corpus text one of their triggers matches', () => {
    for (const entry of corpus) {
      const text = sentences(normalise(entry.text))
      for (const [name, language] of Object.entries(rules)) {
        for (const [flag, flagRules] of Object.entries(language) as [
          RequestFlag,
          NonNullable<LanguageRules[RequestFlag]>,
        ][]) {
          if (!flagRules.gate || !flagRules.triggers.some((trigger) => trigger.test(text))) continue
          expect(flagRules.gate.test(text), `${name} ${flag}: ${entry.text}`).toBe(true)
        }
      }
    }
  })
})
