import { useMutation } from '@tanstack/react-query'
import { API_PATHS } from '@hearth/shared/api-paths'
import { centsToAmount } from '@hearth/shared/money'
import type { TerminationInput, TerminationResult } from '@hearth/shared/termination'
import { apiDownload, apiRequest } from '../../lib/api-client'
import { currentLanguage } from '../../lib/i18n'

const PATH = API_PATHS.termination.calculate

/** The parsed form as the server reads it: arrears back from cents to dollars ("450.50"). */
export function requestBody(input: TerminationInput) {
  const { unpaid_wages: arrears, ...rest } = input
  return arrears === undefined ? rest : { ...rest, unpaid_wages: centsToAmount(arrears) }
}

/** `POST /payrolls/accrue_calculation/`: the settlement of the employment with this helper. */
export function useTerminationCalculation() {
  return useMutation({
    mutationFn: (input: TerminationInput) =>
      apiRequest<TerminationResult>(PATH, { method: 'POST', body: requestBody(input) }),
  })
}

/** The same call with `?format=pdf`: the receipt in the reader's language, saved as a file. */
export async function downloadTerminationReceipt(input: TerminationInput): Promise<void> {
  const query = new URLSearchParams({ format: 'pdf', lang: currentLanguage() }).toString()
  const blob = await apiDownload(`${PATH}?${query}`, { method: 'POST', body: requestBody(input) })
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = `hearth-termination-${input.termination_date}.pdf`
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000)
}
