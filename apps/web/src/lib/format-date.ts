// The server writes dates in e-mails and timeline details the same way, so the formatters live
// in packages/shared; the web's many importers keep reading them from here.
export { formatHongKongDate, formatHongKongDateTime } from '@hearth/shared/format-date'
