// Tagalog and Taglish scam patterns. Taglish borrows the English nouns ("placement fee", "GCash",
// "passport"), so the objects are English and the cues Tagalog: magbayad, ipadala, padalhan,
// i-send, picturan. The text is normalised first (scam-rules.ts).

import { MONEY } from './scam-patterns-en'
import type { LanguageRules } from './scam-rule-types'

const r = String.raw

const PAY = r`(?:paki-?(?:bayad|padala|send|transfer|deposit)|magbayad|magbabayad|bayaran|babayaran|pambayad|mag-?deposit|magdeposito|ideposito|i-?deposit|magpadala|ipadala|padalhan|magbigay|ibigay|i-?send|mag-?send|i-?transfer|mag-?transfer|hulugan|huhulugan|maghulog|ihulog|pa-?gcash|mag-?gcash|i-?gcash)(?!\s+(?:ko|namin|kami|ako)\b)`
const FEE = r`(?:fees?|charges?|deposito|deposits?|insurance|medical|commission|processing|placement|reservation|bayad)\b`
const NAMED_FEE = r`(?:fees?|charges?|deposit|payment)`
// "ako na ang magbabayad", "si ma'am ang magbabayad": the speaker or the employer pays.
const OWN =
  /\b(?:ako|kami|si ma'am|si sir|si boss|employer|amo|amo ko)(?:\s+(?:na|ang|ay|rin|din|po|muna|lang|ang siyang))*\s*$/
// Tagalog puts the actor after the verb: "babayaran ko", "ipapadala namin" (the speaker). PAY and
// PAY_OUT refuse it with a lookahead; documents the speaker sends are cleared by this.
const OWN_AFTER =
  /\bkailangan kong\b|\b(?:magbabayad|magbayad|babayaran|bayaran|ipapadala|ipadala|ita-?transfer|i-?transfer|i-?deposit|i-?gcash)\s+(?:ko|ako|kami|namin)\b/
const HOUSEHOLD =
  /\b(?:grocery|groceries|palengke|pamalengke|pamasahe|bigas|tuition|matrikula|ibabalik ko|babayaran kita)\b/
const WARNING = /\b(?:scam|ingat|mag-ingat|naloko|huwag|kung may|walang dapat|walang sinuman)\b/

const WALLET = r`(?:gcash|g-cash|paymaya|maya|payme|fps|usdt|bitcoin|btc|crypto|gift ?cards?|google play|western union|moneygram|palawan|cebuana|paypal|wise|binance(?: pay)?|bank transfer|e-?wallet)`
const PAY_OUT = r`(?:paki-?(?:bayad|padala|send|transfer|deposit)|magbayad|bayaran|mag-?deposit|magdeposito|i-?deposit|magpadala|ipadala|padalhan|i-?send|mag-?send|send|i-?transfer|mag-?transfer|magtransfer)(?!\s+(?:ko|namin|kami|ako)\b)`

const DOC = r`(?:passport|pasaporte|hkid|hk id|visa|atm(?: card)?|bank card|pin|otp)`
const DOC_CUE = r`(?:paki-?(?:send|padala|picture|pic|scan)|pa-?(?:picture|pic|photo|snap|screenshot|send|scan|copy|kopya)|i-?(?:snap|photo|picture|screenshot)|i-?send|ipadala|magpadala|picturan|pikturan|kunan(?: mo)? ng (?:litrato|picture|pic|larawan)|i-?upload|mag-?upload|ibigay|i-?scan)`
// Nouns that only make a request with "mo" (your) after the document: "kopya ng passport mo".
const DOC_COPY = r`(?:kopya|litrato|larawan|picture|pic|padala|ipasa)`

export const TL_RULES: LanguageRules = {
  fee_request: {
    gate: /bayad|bayar|deposit|padal|bigay|send|transfer|hulog|hulugan|gcash|kailangan|kulang|\b(?:ay|na|ng|ang|sa)\b/,
    triggers: [
      // "ikaw ang magbabayad ng HK$2,600"
      /\b(?:ikaw|kayo) ang (?:magbabayad|magbayad|sasagot|gagastos)\b/,
      // "magbayad ka muna ng HK$3,000 placement fee", "pa-GCash na lang ng training fee"
      new RegExp(r`\b${PAY}\b[^\n,]{0,40}?\b${FEE}`),
      // "training fee ay HK$1,800", "registration fee lang na HK$150"
      new RegExp(r`\b${NAMED_FEE}(?:\s+(?:ay|na|ng|lang|lamang|po|only|just)){1,3}\s+${MONEY}`),
      // "HK$1,000 lang ang reservation", "HK$2,500 sa medical at insurance"
      new RegExp(
        r`${MONEY}\s*(?:lang|lamang|po)?\s*(?:ang|sa|para sa)\s+(?:reservation|deposit|fee|bayad|medical|insurance|visa|training|processing|placement)\b`,
      ),
      // "kailangan po muna ng HK$3,800", "mag-deposit ka muna ng HK$800", "kulang ka pang HK$2,500"
      new RegExp(
        r`\b(?:kailangan|mag-?deposit|magdeposito|i-?deposit|magbayad|kulang)\b[^\n,]{0,40}?${MONEY}`,
      ),
      // "may bayad na HK$350", "pambayad sa processing"
      new RegExp(r`\bmay bayad (?:na |ng )?(?:${MONEY}|\d)|\bpambayad (?:sa|ng)\b`),
      // "kailangan ng guarantee deposit"
      /\bkailangan(?: mo| mong| nyo| ninyo)?\s+(?:ng|munang|ang)\s+(?:[a-z]+\s+)?(?:deposit|fee|bayad)/,
    ],
    exemptions: [
      /\bnabayaran (?:ko|namin) na\b|\bbinayaran (?:ko|namin|ng)\b/,
      /\b(?:libre|walang bayad|walang babayaran|wala kang babayaran|hindi ka magbabayad|wala kang gagastusin|(?:ako|kami)(?: na)?(?: ang)? bahala)\b/,
      /\bwala(?:ng)?\s+(?:\w+\s+)?(?:fee|bayad|deposit|babayaran)\b|\bsagot (?:ng|ko|namin|ni|nila)\b/,
      /\bkailangan kong\b/,
      HOUSEHOLD,
      WARNING,
    ],
    ownSubject: [OWN],
  },
  loan: {
    gate: /pautang|pahiram|utang|hiram|loan|5-6|interes|tubo|payslip|collateral|guarantor|same day cash|approval|release|financing|pera/,
    triggers: [
      /\bwalang (?:payslip|collateral|guarantor)\b|\bsame day cash\b|\bmabilis ang (?:approval|release)\b/,
      /\b(?:nagbibigay|magbibigay|nag-?aalok|nag-?o-?offer)\s+(?:kami|ako)\s+(?:ng\s+)?(?:financing|loan|pautang|pera)\b/,
      // "may pautang kami", "5-6 pautang"
      /\bpautang\b/,
      // "pahiram naman ng HK$3,000"
      new RegExp(
        r`\bpahiram(?:in)?\b(?:\s+(?:naman|po|mo|muna|nga|ako|mo ako))*\s+(?:ng\s+)?(?:pera|${MONEY}|\d)`,
      ),
      // "nagpapahiram kami ng pera", "pautangin mo muna ako"
      /\b(?:nagpapahiram|magpapahiram|nagpapautang|magpapautang)\s+(?:kami|ako)\b/,
      /\b(?:pautangin|pahiramin)\s+(?:mo|nyo|ninyo)\s+(?:muna\s+)?(?:ako|kami)\b/,
      // "pwede kang mangutang sa amin"
      /\b(?:mangutang|umutang|makautang|makahiram|humiram)\s+(?:ka\s+|kayo\s+)?(?:ng\s+pera\s+)?sa (?:amin|kanila|namin)\b/,
      /\bayusin\b[^\n,]{0,15}\bloan\b/,
      // "may 5-6 ulit ako" (the informal 20 % a month lending), not "5-6 weeks"
      /\b5-6\b(?!\s*(?:weeks?|days?|months?|years?|hours?|na\b|ng\b|linggo|araw|buwan|taon|oras|pm|am|times|people))/,
      /\b(?:pagsasamahin|pagsamahin|i-?consolidate)\b[^\n,]{0,30}\butang\b|\b(?:maliit|mababa)(?: lang)? ang (?:interes|tubo)\b/,
    ],
    exemptions: [
      /\b(?:walang utang|wala (?:na )?akong utang|hindi (?:ako )?(?:nangungutang|umuutang|mangungutang))\b/,
      WARNING,
    ],
  },
  document_request: {
    gate: /passport|pasaporte|hk ?id|visa|atm|card|pin|otp|\bid\b/,
    triggers: [
      // "pakisend ng picture ng passport mo", "picturan mo ang ATM card mo"
      new RegExp(r`\b${DOC_CUE}\b[^\n,]{0,40}?\b${DOC}\b`),
      new RegExp(r`\b${DOC_COPY}\b[^\n,]{0,30}?\b${DOC}\s+(?:mo|nyo|ninyo)\b`),
      // "kailangan ko ang passport number mo"
      /\bkailangan (?:ko|namin) (?:ang |ng )?(?:passport|hkid|id) (?:number|no)\b/,
    ],
    exemptions: [
      /\b(?:dalhin|dalahin|ipakita|itago)\b/,
      new RegExp(r`\b(?:${DOC}|id)\s+ko\b|\bkahit kanino\b`),
      OWN_AFTER,
      WARNING,
    ],
    ownSubject: [OWN],
  },
  off_platform_payment: {
    gate: /wise|binance|tinatanggap|tumatanggap|gcash|g-cash|maya|payme|fps|usdt|bitcoin|btc|crypto|gift|google play|itunes|steam|western union|moneygram|palawan|cebuana|paypal|bank transfer|wallet|account|acct/,
    triggers: [
      // "USDT o Binance Pay na lang ang tinatanggap"
      new RegExp(
        r`\b${WALLET}\b[^\n,]{0,30}?\b(?:tinatanggap|tumatanggap)\b|\b(?:tinatanggap|tumatanggap)\b[^\n,]{0,20}?\b${WALLET}\b`,
      ),
      // "magbayad ka sa GCash ko", "ipadala sa PayMe ko", "magbayad gamit ang USDT"
      new RegExp(
        r`\b${PAY_OUT}\b[^\n,]{0,40}?\b(?:sa|via|thru|through|gamit(?: ang)?|sa pamamagitan ng|using|by|with|to)\s+${WALLET}\b`,
      ),
      // "mag-deposit ... sa account ko", "sa bank account namin", "sa account na ito"
      new RegExp(
        r`\b${PAY_OUT}\b[^\n,]{0,40}?\bsa\s+(?:[a-z]+\s+)?(?:account|acct|wallet)\s+(?:ko|namin|na ito|nito|niya|nila|ng\s+[a-z]+)\b`,
      ),
      // "pa-GCash na lang"
      /\b(?:pa|i|mag)-?gcash\b(?!\s+(?:ko|namin))/,
      /\b(?:bumili|bili|bilhan)\b.{0,30}?\b(?:gift ?cards?|google play|itunes|steam)\b/,
    ],
    exemptions: [/\b(?:pauwi|pamilya|anak ko|nanay ko)\b/, WARNING],
    ownSubject: [OWN],
  },
}
