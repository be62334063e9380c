// `node scripts/referral-reward.mjs --referrer CODE --referred EMAIL --amount HKD --reason TEXT`:
// records a helper referrer's partner-service reward (docs/spec/marketplace.md §9). On the
// embedded database, stop the server first: one process owns the PGlite folder. It builds the
// app as the server does (`buildApp`) and calls the referrals feature's service: a script sits
// above the app, so no feature imports the composition root (docs/decisions/0019).
import { parseArgs } from 'node:util'
import { buildApp } from '../apps/server/src/app'
import { parseConfig } from '../apps/server/src/config'
import {
  PartnerRewardRefused,
  recordPartnerReward,
} from '../apps/server/src/features/referrals/partner-rewards.service'

const USAGE =
  'Usage: node scripts/referral-reward.mjs --referrer ABCDEF --referred person@example.com --amount 300 --reason "Visa application handled by the partner agency"'

function readArguments() {
  try {
    const { values } = parseArgs({
      options: {
        referrer: { type: 'string' },
        referred: { type: 'string' },
        amount: { type: 'string' },
        reason: { type: 'string' },
      },
      strict: true,
    })
    const missing = (['referrer', 'referred', 'amount', 'reason'] as const).filter(
      (name) => values[name] === undefined,
    )
    if (missing.length)
      return { error: `Missing: ${missing.map((name) => `--${name}`).join(', ')}` }
    return {
      input: {
        referrerCode: values.referrer!.trim(),
        referredEmail: values.referred!,
        // Number('') is 0 and Number('1e2') is 100: only plain digits are an amount.
        amountHkd: /^\d+$/.test(values.amount!.trim()) ? Number(values.amount) : Number.NaN,
        reason: values.reason!,
      },
    }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

const parsed = readArguments()
if (!parsed.input) {
  console.error(`${parsed.error}\n${USAGE}`)
  process.exit(2)
}
const app = await buildApp(parseConfig(process.env), {})
let exitCode = 0
try {
  const reward = await recordPartnerReward(app.deps, parsed.input)
  console.log(
    `Recorded HK$${reward.amountHkd} for referrer ${parsed.input.referrerCode} (referred ${parsed.input.referredEmail}) at ${reward.earnedAt.toISOString()}.`,
  )
} catch (error) {
  if (!(error instanceof PartnerRewardRefused)) throw error
  console.error(`Refused:\n${error.problems.map((problem) => `- ${problem}`).join('\n')}`)
  exitCode = 1
} finally {
  await app.close()
}
process.exit(exitCode)
