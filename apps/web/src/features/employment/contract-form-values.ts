import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form'
import {
  ACCOMMODATION_TYPES,
  ContractCreateInputSchema,
  ContractUpdateInputSchema,
  NEW_CONTRACT_STATUSES,
  centsToAmount,
  type Contract,
  type ContractCreateInput,
  type ContractUpdateInput,
  amountToCents,
} from '@hearth/shared/employments'
import type { ContractCreateBody, ContractUpdateBody } from './employment-api'

/** The fields both contract forms show, as typed. */
export type ContractTermsForm = {
  start_date: string
  end_date: string
  job_title: string
  salary_amount: string
  exclude_day_type: string
  accommodation_type: string
  food_allowance_amount: string
  status: string
  working_hours_per_week: string
  /** Only the create form has it: a saved contract's signing date is fixed. */
  signed_on?: string
}

export type CreateContractForm = ContractTermsForm & {
  helper_email: string
  employment_profile_type: string
}

export type UpdateContractForm = ContractTermsForm & {
  termination_date: string
  termination_reason: string
}

export function emptyCreateForm(helperEmail: string): CreateContractForm {
  return {
    helper_email: helperEmail,
    employment_profile_type: 'domestic_helper',
    start_date: '',
    end_date: '',
    job_title: '',
    salary_amount: '',
    exclude_day_type: '',
    accommodation_type: '',
    food_allowance_amount: '',
    status: 'PENDING',
    working_hours_per_week: '',
    signed_on: '',
  }
}

/**
 * The create form as a link fills it in: `?helper_email=` and, from a hire, the job posting's
 * terms as `salary_amount` (HK$ a month), `exclude_day_type` (1 Monday … 7 Sunday) and
 * `accommodation_type` (issue 27). Anyone can write a query, so a value that does not parse is
 * left out rather than shown as if the employer had typed it; the e-mail is checked on submit.
 */
export function createFormFromQuery(params: URLSearchParams): CreateContractForm {
  const form = emptyCreateForm(params.get('helper_email') ?? '')
  const salaryCents = amountToCents(params.get('salary_amount'))
  if (salaryCents !== undefined && salaryCents > 0) form.salary_amount = centsToAmount(salaryCents)
  const restDay = params.get('exclude_day_type') ?? ''
  if (/^[1-7]$/.test(restDay)) form.exclude_day_type = restDay
  // An earlier contract of an employment under way (issue 22): `status=COMPLETED`.
  const status = params.get('status') ?? ''
  if ((NEW_CONTRACT_STATUSES as readonly string[]).includes(status)) form.status = status
  const accommodation = params.get('accommodation_type') ?? ''
  if ((ACCOMMODATION_TYPES as readonly string[]).includes(accommodation))
    form.accommodation_type = accommodation
  return form
}

/** Whether the link filled in any of the posting's terms (the page says where they came from). */
export function hasPostingTerms(form: CreateContractForm): boolean {
  return form.salary_amount !== '' || form.exclude_day_type !== '' || form.accommodation_type !== ''
}

/** A saved contract as the update form's values. */
export function updateFormFrom(contract: Contract): UpdateContractForm {
  return {
    start_date: contract.start_date,
    end_date: contract.end_date ?? '',
    job_title: contract.job_title,
    salary_amount: contract.salary_amount,
    exclude_day_type: contract.exclude_day_type === null ? '' : String(contract.exclude_day_type),
    accommodation_type: contract.accommodation_type ?? '',
    food_allowance_amount: contract.food_allowance_amount,
    status: contract.status,
    working_hours_per_week: String(contract.working_hours_per_week),
    termination_date: contract.termination_date ?? '',
    termination_reason: contract.termination_reason ?? '',
  }
}

/**
 * The shared schemas check the forms as typed; the first message of each field is shown beside
 * it. (zodResolver would show a union member's message, "expected string", instead of the
 * schema's own "Please fill in this field." for an empty salary.) The output holds money in
 * cents, which goes back to text for the body, since the server reads it with the same schemas.
 */
function schemaResolver<Form extends FieldValues, Output>(schema: {
  safeParseAsync: (
    values: unknown,
  ) => Promise<{ success: true; data: Output } | { success: false; error: { issues: Issue[] } }>
}): Resolver<Form, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? 'root')
      errors[name] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: errors as FieldErrors<Form> }
  }
}

type Issue = { path: PropertyKey[]; code: string; message: string }

export const createContractResolver = schemaResolver<CreateContractForm, ContractCreateInput>(
  ContractCreateInputSchema,
)

export const updateContractResolver = schemaResolver<UpdateContractForm, ContractUpdateInput>(
  ContractUpdateInputSchema,
)

export function createBodyOf(input: ContractCreateInput): ContractCreateBody {
  return {
    ...input,
    salary_amount: centsToAmount(input.salary_amount),
    food_allowance_amount: centsToAmount(input.food_allowance_amount),
  }
}

export function updateBodyOf(input: ContractUpdateInput): ContractUpdateBody {
  return {
    ...input,
    salary_amount: centsToAmount(input.salary_amount),
    food_allowance_amount: centsToAmount(input.food_allowance_amount),
  }
}

/** The server names each field as the forms do, so its messages land on the same inputs. */
export function serverFieldMap<T extends FieldValues>(form: T): Partial<Record<string, Path<T>>> {
  const map: Partial<Record<string, Path<T>>> = {}
  for (const name of Object.keys(form) as Path<T>[]) map[name] = name
  return map
}
