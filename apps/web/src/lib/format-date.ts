// The server writes dates in e-mails and timeline details the same way, so the formatter lives
// in packages/shared; the web's many importers keep reading it from here.
export { formatHongKongDate } from '@hearth/shared/format-date'
