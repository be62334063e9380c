/**
 * A whole HK$ amount as Hong Kong reads it, the same in every language of the product, e.g. "HK$5,200"
 * or "-HK$1,235" (what `Intl.NumberFormat` gives for en-HK, zh-HK and zh-CN, rounded half away
 * from zero). Written out rather than built with Intl: the first currency formatter costs a
 * phone's CPU ≈100 ms of loading locale data during hydration (bench/README.md, issue 20), and
 * the server and the browser can't disagree on a string they both compute.
 */
export function formatHkd(amount: number): string {
  const whole = Math.round(Math.abs(amount))
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount < 0 && whole !== 0 ? '-' : ''}HK$${grouped}`
}
