import { useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { hasActiveAccess } from '@hearth/shared/accounts'
import { hongKongToday } from '@hearth/shared/form-values'
import {
  EMPLOYMENT_PROFILE_TYPES,
  NEW_CONTRACT_STATUSES,
  type ContractCreateInput,
} from '@hearth/shared/employments'
import { FormSection } from '../../components/ui/form-section'
import { OutcomeAlert } from '../../components/ui/outcome'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { SelectField } from '../../components/ui/select-field'
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
  createBodyOf,
  createContractResolver,
  createFormFromQuery,
  hasPostingTerms,
  serverFieldMap,
  type CreateContractForm,
} from './contract-form-values'
import { useContractSave } from './contract-submit'
import { useCreateContract } from './employment-api'
import { PROFILE_TYPE_LABELS } from './employment-format'
import { PageFrame } from '../../components/ui/page-frame'

/**
 * /employment-management/create-contract (docs/spec/employment.md §2 "Create contract page"):
 * the link from a HIRED application fills in the helper's e-mail and the posting's salary, rest
 * day and accommodation (`createFormFromQuery`), all editable. Every rule of the contract is
 * written beside its field; the server's messages land on the same fields.
 */
export function CreateContractPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const [params] = useSearchParams()
  const formRef = useRef<HTMLFormElement>(null)
  const focusFirstError = useFocusFirstError(() => formRef.current)
  const create = useCreateContract()
  const [initial] = useState(() => createFormFromQuery(params))
  const form = useForm<CreateContractForm, unknown, ContractCreateInput>({
    resolver: createContractResolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  })
  useClearErrorOnEdit(form.subscribe, form.clearErrors)
  const { outcome, submit } = useContractSave({
    form,
    fieldMap: serverFieldMap(initial),
    save: (input, answered) => create.mutate(createBodyOf(input), answered),
    saved: t('Contract created. Returning to your helpers…'),
    failed: t('Failed to create contract'),
    focusFirstError,
  })
  const err = useErrorText(form)
  const title = t('New employment contract')
  const back = { to: paths.employmentHelpers(), label: t('Back to helpers and contracts') }

  if (!user?.detail_profile?.uid)
    return (
      <PageFrame title={title} back={back} width="max-w-3xl">
        <Alert tone="error">
          <p>{t('Employer profile ID is missing.')}</p>
          <Link to={paths.registerEmployer()} className={LINK_CLASSES}>
            {t('Add your contact details first')}
          </Link>
        </Alert>
      </PageFrame>
    )

  return (
    <PageFrame
      title={title}
      back={back}
      width="max-w-3xl"
      intro={t(
        'The contract records the terms you agreed with the helper. Leave balances and, later, payroll are computed from it.',
      )}
    >
      {hasActiveAccess(user) ? null : (
        <Alert tone="info" className="mb-5">
          <p>
            {t('Creating a contract needs an active access plan. You can fill in the form now.')}
          </p>
          <Link to={paths.subscription()} className={LINK_CLASSES}>
            {t('Subscribe')}
          </Link>
        </Alert>
      )}
      {hasPostingTerms(initial) ? (
        <Alert tone="info" className="mb-5">
          {t(
            'The salary, rest day and accommodation come from your job posting. Check them against what you agreed with the helper.',
          )}
        </Alert>
      ) : null}
      <form
        ref={formRef}
        noValidate
        className="space-y-5"
        aria-label={title}
        onSubmit={(event) => void submit(event)}
      >
        <FormSection title={t('The helper')}>
          <TextField
            type="email"
            label={t('Helper’s e-mail address')}
            required
            autoComplete="off"
            className="sm:col-span-2"
            hint={t(
              'The helper must already be registered on Hearth with this e-mail address and have a helper profile.',
            )}
            error={err('helper_email')}
            {...form.register('helper_email')}
          />
          <SelectField
            label={t('Employment profile type')}
            required
            options={EMPLOYMENT_PROFILE_TYPES.map((value) => ({
              value,
              label: t(PROFILE_TYPE_LABELS[value] ?? value),
            }))}
            error={err('employment_profile_type')}
            {...form.register('employment_profile_type')}
          />
        </FormSection>
        <ContractTermsFields
          form={form as unknown as TermsFormApi}
          statuses={NEW_CONTRACT_STATUSES}
          statusNote={(status) => (status === 'ACTIVE' ? <ActiveStatusNote /> : null)}
          beforePay={
            <FormSection title={t('Signing')}>
              <TextField
                type="date"
                label={t('Date the contract was signed (optional)')}
                max={hongKongToday()}
                className="sm:col-span-2"
                hint={t(
                  'The Minimum Allowable Wage in force on this date applies. Leave empty for today, or for the start date when the contract has already started. It cannot be in the future or after the start date.',
                )}
                error={err('signed_on')}
                {...form.register('signed_on')}
              />
            </FormSection>
          }
        />
        <OutcomeAlert outcome={outcome} />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button
            type="submit"
            size="lg"
            busy={create.isPending}
            busyLabel={t('Saving...')}
            disabled={outcome?.kind === 'success'}
          >
            {t('Create the contract')}
          </Button>
        </div>
      </form>
    </PageFrame>
  )
}
