import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ContractDeclineInputSchema,
  DECLINE_REASON_MAX_LENGTH,
} from '@hearth/shared/employment-contract-say'
import type { Employment } from '@hearth/shared/employments'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { ApiError } from '../../lib/api-error'
import { useConfirmContract, useDeclineContract } from './employment-api'
import { ReasonForm } from './reason-form'

type LatestContract = NonNullable<Employment['latest_contract_details']>

function errorOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.detail : fallback
}

/**
 * The helper's say on the latest contract of an employment (issue 22): an employer creates a
 * contract with her e-mail, and she confirms it is hers or declines it with a reason. Shown for a
 * PENDING or ACTIVE contract she has not confirmed (the card says when she did); a declined
 * contract is CANCELLED and shows its status like any other.
 */
export function ContractSay({
  contract,
  employer,
}: {
  contract: LatestContract
  employer: string
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const confirm = useConfirmContract(contract.uid)
  const decline = useDeclineContract(contract.uid)
  const [declining, setDeclining] = useState(false)

  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 sm:p-4"
    >
      <h3 id={headingId} className="font-semibold text-stone-900">
        {t('Is this contract yours?')}
      </h3>
      <p className="mt-1 text-sm text-stone-800">
        {t(
          '{{employer}} entered the contract “{{job_title}}” with your e-mail address. Confirm it if you agreed to it. If you did not, decline it: it is cancelled and no longer stops other employers from hiring you.',
          { employer, job_title: contract.job_title },
        )}
      </p>
      {declining ? (
        <ReasonForm
          label={t('Why do you decline this contract?')}
          hint={t('Your employer reads this.')}
          maxLength={DECLINE_REASON_MAX_LENGTH}
          schema={ContractDeclineInputSchema}
          submitLabel={t('Decline contract')}
          busy={decline.isPending}
          onSend={(input) => decline.mutate(input)}
          onCancel={() => setDeclining(false)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            busy={confirm.isPending}
            busyLabel={t('Saving...')}
            onClick={() => confirm.mutate()}
          >
            {t('Confirm it is mine')}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setDeclining(true)}>
            {t('Decline')}
          </Button>
        </div>
      )}
      {confirm.isError || decline.isError ? (
        <Alert tone="error" className="mt-3">
          {errorOf(confirm.error ?? decline.error, t('Failed to save. Please try again.'))}
        </Alert>
      ) : null}
    </section>
  )
}
