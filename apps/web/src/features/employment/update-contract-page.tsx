import { useRef, useState, type ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  CONTRACT_STATUSES,
  FINAL_CONTRACT_STATUSES,
  type Contract,
  type ContractUpdateInput,
} from '@hearth/shared/employments'
import { FormSection } from '../../components/ui/form-section'
import { OutcomeAlert } from '../../components/ui/outcome'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { LoadFailed } from '../../components/ui/load-failed'
import { PageSpinner } from '../../components/ui/spinner'
import { TextAreaField } from '../../components/ui/textarea-field'
import { TextField } from '../../components/ui/text-field'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { useFocusFirstError } from '../../lib/focus-first-error'
import { useClearErrorOnEdit } from '../../lib/use-clear-error-on-edit'
import {
  ActiveStatusNote,
  ContractTermsFields,
  useErrorText,
  type TermsFormApi,
} from './contract-fields'
import {
  serverFieldMap,
  updateBodyOf,
  updateContractResolver,
  updateFormFrom,
  type UpdateContractForm,
} from './contract-form-values'
import { useContractSave } from './contract-submit'
import { ContractStatusBadge } from './employment-badges'
import { useContract, useUpdateContract } from './employment-api'
import { PROFILE_TYPE_LABELS, labelOf } from './employment-format'
import { viewerOf } from '../../lib/viewer'
import { PageFrame } from '../../components/ui/page-frame'
import { useEmployments } from '../../lib/employments-query'

/**
 * /employment-management/contract/{contractId}/update (docs/spec/employment.md §2 "Update
 * contract page"), loaded by id; `?name=` gives the helper's name for the title.
 */
export function UpdateContractPage() {
  const { t } = useTranslation()
  const { contractId = '' } = useParams()
  const [params] = useSearchParams()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const contract = useContract(viewer, contractId)
  const employments = useEmployments(viewer, !params.get('name') && contract.isSuccess)
  const listed = employments.data?.find((item) => item.uid === contract.data?.employment)
  const name = params.get('name') || listed?.helper_details.full_name
  const title = name
    ? t('Update the contract of {{name}}', { name })
    : t('Update an employment contract')
  const back = { to: paths.employmentHelpers(), label: t('Back to helpers and contracts') }
  const frame = (content: ReactNode) => (
    <PageFrame title={title} back={back} width="max-w-3xl">
      {content}
    </PageFrame>
  )

  if (!contractId) return frame(<Alert tone="error">{t('Contract ID is missing.')}</Alert>)
  if (!user?.detail_profile?.uid)
    return frame(
      <Alert tone="error">
        <p>{t('Employer profile ID is missing.')}</p>
        <Link to={paths.registerEmployer()} className={LINK_CLASSES}>
          {t('Add your contact details first')}
        </Link>
      </Alert>,
    )
  if (contract.isPending) return <PageSpinner label={t('Loading…')} />
  if (contract.isError)
    return frame(
      <LoadFailed
        message={t('Failed to fetch data. Please try again.')}
        error={contract.error}
        notFound={t('This contract was not found, or it is not yours.')}
        onRetry={() => void contract.refetch()}
        back={back}
      />,
    )
  return frame(<UpdateContractForm key={contract.data.uid} contract={contract.data} />)
}

function UpdateContractForm({ contract }: { contract: Contract }) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const update = useUpdateContract(contract.uid)
  const [initial] = useState(() => updateFormFrom(contract))
  const form = useForm<UpdateContractForm, unknown, ContractUpdateInput>({
    resolver: updateContractResolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  })
  useClearErrorOnEdit(form.subscribe, form.clearErrors)
  const { outcome, submit } = useContractSave({
    form,
    fieldMap: serverFieldMap(initial),
    save: (input, answered) => update.mutate(updateBodyOf(input), answered),
    saved: t('Contract updated. Returning to your helpers…'),
    failed: t('Failed to update contract'),
    focusFirstError,
  })
  const err = useErrorText(form)
  const [status, terminationDate] = useWatch({
    control: form.control,
    name: ['status', 'termination_date'],
  })
  const facts = (
    <p className="text-sm text-stone-700">
      <ContractStatusBadge status={contract.status} />{' '}
      {t('Employment profile type: {{type}}', {
        type: labelOf(t, PROFILE_TYPE_LABELS, contract.employment_profile_type),
      })}
    </p>
  )

  // §4: COMPLETED, TERMINATED_* and CANCELLED are final; the server answers 409 to a change.
  if (FINAL_CONTRACT_STATUSES.includes(contract.status))
    return (
      <div className="space-y-4">
        {facts}
        <Alert tone="info">
          {t(
            'A completed, terminated or cancelled contract is final: it can no longer be changed. Create a new contract for a new period of employment.',
          )}
        </Alert>
      </div>
    )

  const wasActive = contract.status === 'ACTIVE'
  const statuses = wasActive
    ? CONTRACT_STATUSES.filter((item) => item !== 'PENDING')
    : CONTRACT_STATUSES
  const showTermination =
    status.startsWith('TERMINATED') || status === 'CANCELLED' || terminationDate !== ''

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-5"
      aria-label={t('Update the contract')}
      onSubmit={(event) => void submit(event)}
    >
      {facts}
      <ContractTermsFields
        form={form as unknown as TermsFormApi}
        statuses={statuses}
        startDateLocked={wasActive}
        signedOn={contract.signed_on}
        statusNote={(next) =>
          contract.status === 'PENDING' && next === 'ACTIVE' ? <ActiveStatusNote /> : null
        }
      />
      {showTermination ? (
        <FormSection title={t('Termination')}>
          <TextField
            type="date"
            label={t('Termination date')}
            required
            hint={t('Required when the contract is terminated or cancelled.')}
            error={err('termination_date')}
            {...form.register('termination_date')}
          />
          <TextAreaField
            label={t('Termination reason (optional)')}
            className="sm:col-span-2"
            maxLength={2000}
            error={err('termination_reason')}
            {...form.register('termination_reason')}
          />
        </FormSection>
      ) : null}
      <OutcomeAlert outcome={outcome} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button
          type="submit"
          size="lg"
          busy={update.isPending}
          busyLabel={t('Saving...')}
          disabled={outcome?.kind === 'success'}
        >
          {t('Save the contract')}
        </Button>
      </div>
    </form>
  )
}
