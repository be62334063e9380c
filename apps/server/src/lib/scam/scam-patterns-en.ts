// English scam patterns (also the English half of Taglish and of Cantonese written with English
// words). The text is normalised first (scam-rules.ts): lower case, sentences end in "\n" and
// clauses in ",", thousands separators dropped ("hk$5100").

import type { LanguageRules } from './scam-rule-types'

const r = String.raw

/** An amount of money: "hk$500", "$ 80", "php2500", "rp 300000", "3500 pesos", "5k". */
export const MONEY = r`(?:(?:hk\$|hkd|us\$|usd|php|₱|rp\.?|idr|\$)\s?\d+(?:\.\d+)?(?:\s?k\b)?|\b\d+(?:\.\d+)?\s?(?:k|hkd|dollars?|pesos?|php|rupiah|ribu|rb|juta)\b)`

// Verbs that hand money over.
const PAY = r`(?:pay|pays|paying|settle|remit|transfer|send|top[ -]?up|prepare|bring)`
// What a fake agent or employer wants paid: a fee, charge or deposit of any kind, or a cost named.
const FEE = r`(?:fees?|charges?|deposits?|insurance|medical (?:check|exam)|commission|guarantee|bond|penalty)\b`
// A fee's noun (the words naming it only lengthen the match leftwards, so they are left out).
const NAMED_FEE = r`(?:fees?|charges?|deposit|(?<!salary |wage )payment)`
// Words that may stand between a subject and its verb: "I will also", "we can".
const AUX = r`(?:will|would|can|could|shall|should|also|already|usually|always|normally|then|just|still|must|need to|have to|has to|do|did|am|are|is|going to|gonna|want to|be|happy to|pay|paid|pays|spent|spend|send|sent|transfer|remit|gave|give)`
// The speaker or the employer as the subject: they pay, they send their own documents.
const OWN_PAYER = new RegExp(
  r`(?:^|[^a-z'])(?:i|we|i'll|we'll|i'd|we'd|i've|we've|i'm|we're|employers?|(?:your |my |the )?boss|ma'am|sir|my husband|my wife)(?:\s+${AUX})*\s*$`,
)
const OWN_SENDER = new RegExp(
  r`(?:^|[^a-z'])(?:i|we|i'll|we'll|i'd|we'd|i've|we've)(?:\s+${AUX})*\s*$`,
)

// Warnings and conditionals: people telling each other about scams are not running one.
// Household spending is not a fee: "I need HK$500 for the groceries".
// Household spending, school fees and reimbursements are not fees asked of the other party.
const HOUSEHOLD =
  /\b(?:grocer(?:y|ies)|wet market|supermarket|taxi|octopus|tuition|school fees?|reimburs\w*|refund you|pay you back)\b/
const WARNING =
  /\b(?:scams?|scammers?|fraud\w*|beware|be careful|careful|police|illegal|if (?:anyone|someone|somebody|an agency|an employer))\b/
const REFUSAL = r`(?:don't|do not|doesn't|does not|never|no need to|needn't|won't|will not|shouldn't|should not|nobody|no one|not need to|not have to|not required to)`

const WALLET = r`(?:gcash|g-cash|paymaya|maya|alipay|wechat ?pay|payme|fps|faster payment system|ovo|dana|gopay|go-pay|shopeepay|usdt|tether|bitcoin|btc|crypto(?:currency)?|ethereum|binance(?: pay)?|paypal|wise|venmo|gift ?cards?|google play(?: cards?)?|itunes(?: cards?)?|steam cards?|western union|moneygram|bank transfer|wire transfer|money transfer|bank deposit|e-?wallet)`
const PAY_OUT = r`(?:pay|pays|paying|payable|settle|send|transfer|remit|deposit|top[ -]?up|load)`
// Sending money home is the helper's own business: "I send money to my family by GCash".
const HOME = /\b(?:home|family|my (?:mother|mom|kids|children|parents))\b/

const DOC = r`(?:card (?:number|no)|passports?|hk ?ids?(?: cards?)?|id cards?|identity cards?|identification|visas?|bank ?cards?|atm(?: cards?)?|debit cards?|credit cards?|pin(?: code| number)?|cvv|otp|one[- ]time password|ktp|e-ktp)`
// A window that stops at words that start another thought ("send me your flight details once
// the visa is approved").
const DOC_WINDOW = r`(?:(?!\b(?:once|when|after|before|if|so|for|because)\b)[^\n,]){0,30}?`

export const EN_RULES: LanguageRules = {
  fee_request: {
    // Triggers that start alike share one regular expression: each costs a scan of the text.
    triggers: [
      // After an amount: "HK$800 via bank transfer as a tax fee", "HK$2,800 for the visa
      // stamping fee", "HK$1,000 only for the reservation", "the HK$1,500 contract registration"
      new RegExp(
        r`${MONEY}(?:[^\n,]{0,25}?\b(?:as|for)\s+(?:the |a |an |your )?(?:[a-z]+ ){0,2}?(?:fees?|charges?|deposit|insurance|medical|visa|training|processing|placement|reservation)\b` +
          r`|\s*(?:only|just)\s*(?:for (?:the )?|as (?:a )?)?(?:reservation|deposit|fee|downpayment)\b` +
          r`|\s+(?:[a-z]+ )?(?:registration|reservation|processing|activation|membership|verification|booking)\b)`,
      ),
      // After a verb of paying: "pay the HK$3,000 placement fee", "transfer a deposit of HK$5,000",
      // "kindly prepare HKD 4,500", "settle the outstanding balance of HK$2,200"
      new RegExp(r`\b${PAY}\b(?:[^\n,]{0,40}?\b${FEE}|[^\n,]{0,30}?${MONEY})`),
      // "processing fee HK$8,000 only", "a small charge of HK$350", "deposit of HK$5,000"
      new RegExp(
        r`\b${NAMED_FEE}\s*(?:is|of|:|=|-|will be|costs?|amounts? to)?\s*(?:only|just)?\s*${MONEY}`,
      ),
      // "we need HK$3,800 for your processing", "it's for the courier charge", "we need a
      // guarantee deposit" (the subject is part of the match: "I need HK$800 from you" is a
      // request, not the speaker's own spending)
      new RegExp(
        r`(?:\b(?:i|we)\s+(?:\w+\s+)?)?\b(?:need|needs|require|requires|required)\b[^\n,]{0,15}?${MONEY}` +
          r`|\b(?:it's|it is|this is|that's|need|needs|require|requires)\s+(?:for\s+)?(?:the |a |an |your )?(?:[a-z]+ ){0,2}?(?:fees?|charges?|deposit)\b`,
      ),
      // After the fee: "the visa fee must be paid by you", "the fee is HK$1,800, you must pay it"
      new RegExp(
        r`\b${FEE}(?:[^\n,]{0,40}?\b(?:must|should|has to|have to|needs? to|to|will) be (?:paid|settled|transferred|deposited)\b(?! by (?:the |your )?(?:employers?|me|us|ma'am|sir|boss))` +
          r`|.{0,60}?\byou (?:(?:must|need to|have to|should|will need to|are required to|only need to|just need to|just|only|first|must first)\s+)?(?:pay|settle|transfer|deposit)\b)`,
      ),
      // "paid by you", "you need to pay HK$3,000 first"
      new RegExp(
        r`\b(?:paid|settled|shouldered|covered) by you\b` +
          r`|\byou (?:must|need to|have to|should|will need to|are required to|only need to|just need to) (?:first )?(?:pay|settle|transfer|deposit)\s+(?:me |us |first )?${MONEY}`,
      ),
    ],
    exemptions: [
      /\b(?:no|zero|free|without)\s+(?:any\s+|hidden\s+|other\s+)?(?:[a-z]+\s+)?(?:fees?|charges?|deposits?|payments?|costs?)\b/,
      /\b(?:free of charge|for free|is free|it's free|are free|waived|nothing to pay)\b|\b(?:pay|pays|cost|costs) (?:nothing|zero|nil)\b/,
      new RegExp(r`\b${REFUSAL}\b[^\n,]{0,12}\b(?:pay|send|transfer|deposit|remit|give)\b`),
      /\b(?:paid|covered|shouldered|borne|settled|handled|taken care of|reimbursed)\s+by\s+(?:the\s+|your\s+|my\s+)?(?:employers?|me|us|boss|ma'am|sir)\b/,
      /\bemployers?\s+(?:will\s+|must\s+|should\s+|shall\s+|has to\s+|is required to\s+)?(?:pay|pays|cover|covers|shoulder|shoulders|bear|bears)\b/,
      /\b(?:is on me|on us|my treat|reimburse you|pay you back)\b/,
      /\b(?:i|we|employers?|ma'am|sir)(?:'ll| will| would| can| shall)?\s+(?:pay|cover|handle|settle|shoulder)\s+(?:for\s+)?(?:it|them|that|this|you)\b/,
      HOUSEHOLD,
      /\b(?:you|u)\s+(?:(?:will|must|have to|need to|should)\s+)?(?:first\s+)?(?:advance|front)\b/,
      WARNING,
    ],
    ownSubject: [OWN_PAYER],
  },
  loan: {
    gate: /promo|%|loan|lend|borrow|advance|cash|guarantor|interest|approv|consolidat|limit|payslip|income|credit|repayment|financ|up to/,
    triggers: [
      // loan promotions: "DH LOAN PROMO", "0% interest", "approval in 10 mins"
      /\bloan (?:promo|offer|sale)\w*|\bpromo (?:loan|pinjaman)\b|\b0 ?% interest\b|\bapproval (?:in )?\d+ ?(?:mins?|minutes?|hours?|hrs?)\b/,
      // lending ads: "get up to HK$40,000", "no payslip needed", "fast approval", "we provide financing"
      new RegExp(r`\b(?:get|borrow|apply for|receive|approve)\s+up to ${MONEY}`),
      /\b(?:no|without)\s+(?:payslips?|income proof|proof of income|credit check)\b|\bsame[- ]day cash\b/,
      /\b(?:fast|quick|instant|same[- ]day|easy|guaranteed) approval\b|\bflexible (?:repayments?|instal+ments?|terms)\b/,
      /\b(?:provide|provides|providing|offer|offers|offering)\s+(?:\w+\s+)?(?:financing|finance|loans?|credit)\b/,
      // "need a loan?", "fast loan", "our company gives loans", "arrange a loan for your fee"
      /\b(?:need|want|apply for|apply|offer|offers|offering|give|gives|giving|provide|provides|providing|arrange|arranges|approve|approved|get|grant|fast|quick|easy|instant|cash|personal|urgent|emergency|low[- ]interest|mabilis na|madaling)\s+(?:a\s+|an\s+|you\s+(?:a\s+)?)?(?:[a-z]+\s+)?loans?\b/,
      /\blend(?:s|ing)?\s+(?:me|us)\b/,
      new RegExp(r`\blend(?:s|ing)?\s+(?:you\s+)?(?:money|cash|up to|${MONEY})`),
      new RegExp(r`\bborrow(?:ing)?\s+(?:money|cash|up to|${MONEY}|\d)`),
      /\b(?:can|could|may) i borrow\b/,
      /\bconsolidat\w*\b[^\n,]{0,25}\b(?:loans?|debts?|credit cards?)\b/,
      new RegExp(r`\blimit\b[^\n,]{0,12}?${MONEY}|\d(?:k|000)? ?(?:credit |loan )?limit\b`),
      new RegExp(r`\bapprove[sd]?\s+(?:you\s+)?(?:for\s+)?(?:up to\s+)?${MONEY}`),
      /\b(?:salary|cash) advance\b|\binstant cash\b|\bmoney ?lenders?\b|\bno guarantor\b/,
      /\b(?:our|licensed|licenced|trusted|legal)\s+lenders?\b|\blow[- ]interest\b|\binterest[- ]free\b/,
    ],
    exemptions: [
      /\b(?:no|not|never|don't|do not|doesn't|didn't|without|stopped|avoid)\s+(?:\w+\s+){0,2}(?:loans?|debts?|borrow\w*|lend\w*)\b/,
      /\bloan sharks?\b/,
      WARNING,
    ],
    ownSubject: [],
  },
  document_request: {
    gate: /passport|hk ?id|id card|identi|visa|card|atm|pin|cvv|otp|one.time|ktp/,
    triggers: [
      // "send me a clear photo of your passport", "upload your HKID and bank card"
      new RegExp(
        r`\b(?:send|give|upload|share|forward|provide|submit|email|e-mail|whatsapp|attach|take a (?:photo|picture|pic)|snap|scan|screenshot|photograph)\b${DOC_WINDOW}\b(?:your|ur|the|of)\s+(?:[a-z]+\s+){0,3}?${DOC}\b`,
      ),
      // "needs a copy of your passport" (a request, not "Immigration may ask for a copy")
      new RegExp(
        r`\b(?:need|needs|want|wants|require|requires|can i have|can i get)\b[^\n,]{0,20}?\b(?:copy|copies|photos?|pictures?|pics?|scan|image|photocopy|front and back|both sides)\s+(?:of\s+)?(?:your|ur)\s+(?:[a-z]+\s+){0,2}?${DOC}\b`,
      ),
      // "I need your passport number", "just need your HKID photo"
      new RegExp(
        r`\b(?:i|we)\s+(?:\w+\s+)?(?:need|want|require)\s+(?:a copy of |a photo of )?(?:your|ur)\s+${DOC}`,
      ),
      new RegExp(
        r`\b(?:need|want|require)s?\s+(?:your|ur)\s+${DOC}\s*(?:photo|picture|pic|copy|scan|number|no\b|image)`,
      ),
      /\bwhat(?:'s| is) your (?:passport|hkid|hk id|id|bank card|card) (?:number|no)\b/,
    ],
    exemptions: [
      /\b(?:bring|show|keep|carry)\b/,
      new RegExp(r`\b${REFUSAL}\b[^\n,]{0,15}\b(?:give|send|share|show|hand|surrender|upload)\b`),
      new RegExp(r`\b(?:my|our)\s+(?:own\s+)?${DOC}\b`),
      /\bkeep (?:it|them|your passport)\b/,
      WARNING,
    ],
    ownSubject: [OWN_SENDER],
  },
  off_platform_payment: {
    gate: /wise|binance|accept|gcash|g-cash|maya|alipay|wechat|payme|fps|faster payment|ovo|dana|gopay|go-pay|shopeepay|usdt|tether|bitcoin|btc|crypto|trc20|erc20|ethereum|paypal|venmo|gift|google play|itunes|steam|app store|razer|western union|moneygram|transfer|wire|remit|deposit|wallet|account|acct|a\/c|top.?up|bpi|bdo|metrobank|landbank|pnb|unionbank|security bank|bca|bri|bni|mandiri|hsbc|hang seng|bank of china|boc|dbs|citibank|standard chartered/,
    triggers: [
      // "only accepts payment in USDT"
      new RegExp(r`\baccept(?:s|ing)?\b[^\n,]{0,20}?\b${WALLET}\b`),
      // "pay via GCash", "send through PayMe", "pay in bitcoin", "top up to my Alipay"
      new RegExp(
        r`\b${PAY_OUT}\b[^\n,]{0,40}?\b(?:via|through|thru|by|with|using|in|to|into|on)\s+(?:my\s+|our\s+|the\s+|this\s+|your\s+)?${WALLET}\b`,
      ),
      // "transfer ... to my HSBC account", "send the money to this account"
      new RegExp(
        r`\b${PAY_OUT}\b[^\n,]{0,40}?\b(?:to|into|in)\s+(?:my|our|this|that|the following|the below|the|his|her|their|agency|company)\s+(?:[a-z']+\s+){0,3}?(?:account|acct|a\/c|wallet|wallet address)\b`,
      ),
      // "transfer HK$2,000 deposit", "remit HK$4,000"
      new RegExp(r`\b(?:transfer|wire|remit|top[ -]?up)\b[^\n,]{0,25}?${MONEY}`),
      // "GCash her 2,000 pesos", "just PayMe me"
      /\b(?:gcash|g-cash|payme|paymaya|maya|fps|venmo|paypal)\s+(?:me|her|him|them|us|it)\b/,
      // an account written out: "BPI 1234-5678-90", "account no. 012-345-678"
      /\b(?:bpi|bdo|metrobank|landbank|pnb|unionbank|security bank|bca|bri|bni|mandiri|hsbc|hang seng|bank of china|boc|dbs|citibank|standard chartered|account (?:no|number)|acct no|a\/c)\b[^\n]{0,12}?\d[\d -]{5,}\d/,
      // "buy two Google Play gift cards"
      /\b(?:buy|purchase|get)\b.{0,30}?\b(?:gift ?cards?|google play|itunes|steam|app store|razer gold)\b/,
      /\b(?:usdt|bitcoin|btc|crypto|trc20|erc20)\b.{0,30}?\bwallet\b/,
    ],
    exemptions: [
      HOME,
      new RegExp(r`\b${REFUSAL}\b[^\n,]{0,12}\b(?:pay|send|transfer|deposit|remit|give)\b`),
      WARNING,
    ],
    ownSubject: [OWN_PAYER],
  },
}
