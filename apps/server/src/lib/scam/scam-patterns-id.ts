// Bahasa Indonesia scam patterns: bayar, transfer, kirim, setor; biaya, uang jaminan, rekening;
// pinjaman and pinjol (online loans); paspor, KTP, kartu ATM. The text is normalised first
// (scam-rules.ts): thousands separators are dropped ("HK$3.000" → "hk$3000").

import { MONEY } from './scam-patterns-en'
import type { LanguageRules } from './scam-rule-types'

const r = String.raw

const PAY = r`(?:bayar\w*|membayar|transfer|tf|kirim(?:kan)?|setor(?:kan)?|menyetor|lunasi|siapkan|sediakan|ditransfer)`
const FEE = r`(?:biaya|uang jaminan|jaminan|deposit|dp|uang muka|ongkos|asuransi|administrasi|pajak|komisi)\b`
const EMPLOYER_OR_ME = r`(?:majikan|saya|kami|bos|ibu|bapak)`
// "saya yang bayar", "majikan akan bayar": the speaker or the employer pays.
const OWN =
  /\b(?:saya|aku|kami|majikan|bos|ibu|bapak)(?:\s+(?:yang|yg|akan|sudah|juga|nanti|mau|bisa|harus|aja|saja|biasanya|selalu))*\s*$/
const WARNING =
  /\b(?:penipuan|tipu\w*|tertipu|hati-hati|jangan|kalau ada yang|jika ada yang|lapor)\b/

const WALLET = r`(?:gopay|go-pay|ovo|dana|shopeepay|linkaja|gcash|payme|paypal|wise|binance(?: pay)?|fps|usdt|bitcoin|btc|kripto|crypto|western union|moneygram)`

const BANK = r`(?:bank|bca|bri|bni|mandiri|btn|cimb|danamon|permata|bsi)`
// Shopping money, school fees and "saya ganti" (I pay you back) are not fees asked of anyone.
const HOUSEHOLD =
  /\b(?:belanja|pasar|sayur|taksi|ongkos taksi|uang dapur|uang sekolah|biaya sekolah|(?:saya|kami) (?:\w+ )?ganti|diganti)\b/

const DOC = r`(?:paspor|passport|ktp|e-?ktp|hkid|kartu identitas|kartu (?:atm|debit|kredit|bank)|atm|pin|visa|otp)`
const DOC_CUE = r`(?:kirim(?:kan|in)?|kirimi|fotokan|fotoin|difoto|upload|unggah|serahkan|berikan|kasih|scan|screenshot|ss)`
// Nouns that only make a request with "kamu" (your) after the document: "foto paspor kamu".
const DOC_COPY = r`(?:foto|fotokopi|salinan|copy)`

export const ID_RULES: LanguageRules = {
  fee_request: {
    gate: /bayar|transfer|\btf\b|kirim|setor|lunas|siapkan|sediakan|biaya|jaminan|deposit|\bdp\b|uang|ongkos|asuransi|administrasi|pajak|komisi|beli|kurang|kasih/,
    triggers: [
      // "kamu yang bayar", "uang komitmen sekali bayar HK$1.200"
      /\b(?:kamu|anda|mbak) yang (?:bayar|tanggung|menanggung)\b|\b(?:sekali bayar|bayar di ?muka|bayar duluan)\b/,
      new RegExp(
        r`\buang (?:komitmen|pendaftaran|administrasi|pelatihan|booking|keamanan|proses|deposit)\b[^\n,]{0,20}?${MONEY}`,
      ),
      // "bayar dulu biaya penempatan", "setor uang jaminan", "transfer dulu HK$800 sebagai biaya pajak"
      new RegExp(r`\b${PAY}\b[^\n,]{0,40}?\b${FEE}`),
      // "biaya pelatihan HK$1.800", "biaya proses cuma HK$8.000", "uang jaminan HK$4.000"
      new RegExp(
        r`\b(?:biaya|uang jaminan|deposit|dp|uang muka|ongkos)(?:\s+[a-z]+){0,2}?\s*(?:nya)?\s*(?:cuma|hanya|sebesar|senilai|adalah|:)?\s*${MONEY}`,
      ),
      // "buat ongkos kirim kontrak"
      /\b(?:sebagai|buat|untuk)\s+(?:(?:ongkos|biaya)\s+(?:kirim|pajak|admin\w*|proses|pendaftaran|aktivasi|pengiriman)|deposit|dp|uang jaminan|jaminan)\b/,
      // "kurang bayar HK$650", "kasih DP HK$1.000"
      new RegExp(
        r`\b(?:kurang|kasih|kirim|setor|bayar)\b[^\n,]{0,20}?(?:dp|deposit|asuransi|biaya)?\s*${MONEY}`,
      ),
      // "uang jaminan tolong ditransfer"
      new RegExp(
        r`\b${FEE}[^\n,]{0,25}?\b(?:tolong |harap |mohon )?(?:ditransfer|disetor|dibayar|dilunasi)\b(?!\s+(?:oleh\s+)?${EMPLOYER_OR_ME})`,
      ),
      // "kamu wajib bayar sebelum mulai kerja"
      /\b(?:kamu|anda|mbak|kak|kakak)\s+(?:harus|wajib|perlu|mesti)\s+(?:\w+\s+)?(?:bayar|setor|transfer)\b/,
      // "harus beli paket awal HK$199 dulu"
      new RegExp(r`\b(?:harus|wajib|mesti|perlu)\s+(?:\w+\s+)?beli\b[^\n,]{0,25}?${MONEY}`),
    ],
    exemptions: [
      /\bgratis\b|\btanpa biaya\b|\btidak (?:ada |perlu |usah |harus |wajib )?(?:bayar|dipungut|ada biaya)|\b(?:gak|nggak|tak) (?:usah |perlu )?bayar/,
      new RegExp(
        r`\bdibayar(?:kan)? (?:oleh )?${EMPLOYER_OR_ME}|\bditanggung\b|\b${EMPLOYER_OR_ME}\s+(?:yang\s+|akan\s+)?(?:bayar|membayar|tanggung|menanggung)\b`,
      ),
      HOUSEHOLD,
      WARNING,
    ],
    ownSubject: [OWN],
  },
  loan: {
    gate: /promo|acc|pinj|cair|dana|agunan|survei|bunga|gabung|lunas|limit|slip gaji|jaminan|cicilan|pembiayaan|kredit/,
    triggers: [
      /\bpromo pinjaman\b|\bbunga 0 ?%|\bacc \d+ ?(?:menit|jam)\b/,
      /\btanpa (?:slip gaji|agunan|survei|jaminan)\b|\bcair (?:hari ini|dalam|cepat|langsung)\b|\bcicilan (?:fleksibel|ringan)\b/,
      /\b(?:menyediakan|sediakan|kasih|beri|berikan|tawarkan|menawarkan|bantu)\s+(?:\w+\s+)?(?:pembiayaan|pinjaman|dana talangan|kredit)\b/,
      /\bpinjol\b/,
      // "kasih pinjaman", "pinjaman cepat", "pinjaman sampai HK$50.000"
      /\b(?:kasih|beri|berikan|tawarkan|menawarkan|ajukan|bantu|cepat|mudah|online|butuh|perlu)\s+pinjaman\b|\bpinjaman\s+(?:cepat|mudah|online|dana|tunai|tanpa|sampai|hingga|untuk|khusus|resmi|langsung|bunga|cair|kilat)\b/,
      // "boleh pinjam uang?", "pinjamkan kamu uang"
      /\b(?:boleh|bisa|mau|minta)\s+(?:saya\s+)?pinjam\b/,
      new RegExp(r`\bpinjam(?:kan|i|in)\s+(?:kamu\s+|saya\s+|aku\s+)?(?:uang|duit|dana|${MONEY})`),
      /\b(?:siap|langsung|bisa|pasti|dana)\s+cair\b|\bcair dalam\b|\bdana (?:tunai|talangan)\b|\btanpa (?:agunan|survei)\b/,
      /\bbunga\s+(?:rendah|ringan|kecil|murah)\b|\b(?:gabung|gabungkan|lunasi)\b[^\n,]{0,20}\b(?:utang|hutang|cicilan|pinjol|pinjaman)\b/,
      new RegExp(r`\blimit\b[^\n,]{0,15}?${MONEY}`),
    ],
    exemptions: [
      /\btidak (?:punya|ada|pernah) (?:\w+ )?(?:hutang|utang|pinjam\w*)|\bpenagih\b|\blunas\w*|\bpernah\b/,
      WARNING,
    ],
  },
  document_request: {
    gate: /paspor|passport|ktp|hkid|kartu|atm|pin|visa|otp/,
    triggers: [
      // "kirim foto paspor", "fotokan kartu ATM kamu", "upload HKID"
      new RegExp(r`\b${DOC_CUE}\b[^\n,]{0,30}?\b${DOC}\b`),
      new RegExp(r`\b${DOC_COPY}\b[^\n,]{0,30}?\b${DOC}\s+(?:kamu|anda|mu|mbak)\b`),
      // "saya butuh nomor paspor kamu"
      new RegExp(
        r`\b(?:saya|kami|aku)\s+(?:\w+\s+)?(?:butuh|perlu|minta)\s+(?:nomor\s+|foto\s+|fotokopi\s+)?${DOC}`,
      ),
      new RegExp(
        r`\b(?:butuh|perlu|minta)\s+(?:nomor\s+|foto\s+|fotokopi\s+)?${DOC}\s+(?:kamu|anda|mbak)\b`,
      ),
    ],
    exemptions: [
      /\b(?:bawa|tunjukkan|simpan)\b/,
      new RegExp(r`\b${DOC}\s+(?:saya|aku|ku)\b|\btidak boleh\b`),
      WARNING,
    ],
    ownSubject: [OWN],
  },
  off_platform_payment: {
    gate: /wise|terima|binance|rekening|\brek\b|akun|dompet|bank|bca|bri|bni|mandiri|btn|cimb|danamon|permata|bsi|gopay|go-pay|ovo|dana|shopeepay|linkaja|gcash|payme|paypal|fps|usdt|bitcoin|btc|kripto|crypto|western union|moneygram|voucher|gift|google play|itunes|steam/,
    triggers: [
      // "cuma terima USDT"
      new RegExp(r`\b(?:terima|menerima)\b[^\n,]{0,12}?\b${WALLET}\b`),
      // "transfer ke rekening saya", "kirim lewat DANA", "bayarnya pakai USDT"
      new RegExp(
        r`\b(?:bayar\w*|transfer|tf|kirim(?:kan)?|setor(?:kan)?|ditransfer|top ?up|isi)\b[^\n,]{0,40}?\b(?:ke|lewat|via|pakai|pake|melalui|dengan)\s+(?:rekening|rek|no\.? rek|nomor rekening|akun|dompet|alamat dompet|${BANK}|${WALLET})\b(?!\s+(?:kamu|anda|mu|mbak|sendiri|keluarga))`,
      ),
      /\bbeli\w*\b.{0,30}?\b(?:voucher|gift ?card|google play|itunes|steam)\b/,
    ],
    exemptions: [/\b(?:kampung|keluarga|anak saya|ibu saya)\b/, WARNING],
    ownSubject: [OWN],
  },
}
