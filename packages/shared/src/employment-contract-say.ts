import { z } from 'zod'
import { requiredText } from './form-values'
import { tk } from './i18n-keys'

// The helper's say on a contract an employer made with her e-mail (issue 22 item 5): she
// confirms it is hers, or declines it with a reason.

export const DECLINE_REASON_MAX_LENGTH = 500
export const DECLINE_REASON_REQUIRED = tk('Please say why you decline this contract.')

/**
 * `POST /employments/contracts/{uid}/decline/` (issue 22): the helper's reason, which her
 * employer reads.
 */
export const ContractDeclineInputSchema = z.object({
  reason: requiredText(DECLINE_REASON_REQUIRED, DECLINE_REASON_MAX_LENGTH),
})
export type ContractDeclineInput = z.infer<typeof ContractDeclineInputSchema>

/** The helper's say on a contract (issue 22), as the server and the pages word it. */
export const CONTRACT_SAY_MESSAGES = {
  onlyHelper: tk('Only the helper named in this contract can confirm or decline it.'),
  confirmedCannotDecline: tk(
    'You confirmed this contract. To end it, ask your employer or contact Hearth.',
  ),
  declinedCannotConfirm: tk('This contract was declined and cannot be confirmed.'),
  finalCannotChange: tk('A completed, terminated or cancelled contract cannot be changed.'),
} as const
