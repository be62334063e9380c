import { useState, type ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Download, Printer } from 'lucide-react'
import type { TerminationInput, TerminationResult } from '@hearth/shared/termination'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { EmptyNote } from '../../components/ui/empty-note'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { ApiError } from '../../lib/api-error'
import { paths } from '../../lib/paths'
import { downloadTerminationReceipt, useTerminationCalculation } from './termination-api'
import { TerminationForm } from './termination-form'
import { TerminationResults } from './termination-results'
import { PageFrame } from '../../components/ui/page-frame'

/** A helper profile uid as the API gives them; anything else is an invalid id. */
const HELPER_ID = /^[A-Za-z0-9_-]{1,64}$/

// Printing shows the settlement only: the app's header, footer, form and buttons are hidden.
const PRINT_STYLES = `@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
}`

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <PageFrame
      title={title}
      width="max-w-6xl"
      back={{ to: paths.employmentHelpersAlias(), label: t('Back to your helpers') }}
    >
      {children}
    </PageFrame>
  )
}

/** The server's field messages for the form's fields. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const found: Record<string, string> = {}
  for (const [name, messages] of Object.entries(error.fields))
    if (messages.length > 0) found[name] = messages.join(' ')
  return found
}

/**
 * /employment-management/{helperId}/termination-calculation?name= (docs/spec/employment.md §2
 * "Termination calculation page"): the calculator of the settlement the employer owes when the
 * employment with this helper ends, with print and the PDF receipt.
 */
export function TerminationPage() {
  const { t } = useTranslation()
  const { helperId = '' } = useParams()
  const [search] = useSearchParams()
  const name = search.get('name')?.trim() ?? ''
  const title = name
    ? t('Termination payment: {{name}}', { name })
    : t('Termination payment calculator')
  const calculate = useTerminationCalculation()
  const [input, setInput] = useState<TerminationInput | null>(null)
  const [result, setResult] = useState<TerminationResult | null>(null)
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle')

  if (!HELPER_ID.test(helperId))
    return (
      <Frame title={t('Termination payment calculator')}>
        <Alert tone="error">
          <p>{t('The helper ID in this address is missing or not valid.')}</p>
          <Link to={paths.employmentHelpersAlias()} className={LINK_CLASSES}>
            {t('Please choose a helper from the employment management page.')}
          </Link>
        </Alert>
      </Frame>
    )

  function onCalculate(next: TerminationInput) {
    setDownload('idle')
    calculate.mutate(next, {
      onSuccess: (answer) => {
        setInput(next)
        setResult(answer)
      },
      onError: () => setResult(null),
    })
  }

  const error = calculate.error
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403)
  const serverErrors = fieldErrorsOf(error)
  const detail =
    error instanceof ApiError && error.status === 400 && Object.keys(serverErrors).length === 0
      ? error.detail
      : null

  return (
    <Frame title={title}>
      <style>{PRINT_STYLES}</style>
      <div className="space-y-6">
        <p className="max-w-3xl text-stone-700 print:hidden">
          {t(
            'What you owe when the employment ends, under the Employment Ordinance and the Standard Employment Contract. Every figure comes with the rule it follows.',
          )}
        </p>
        <TerminationForm
          helperId={helperId}
          busy={calculate.isPending}
          serverErrors={serverErrors}
          onCalculate={onCalculate}
        />
        {error ? (
          <Alert tone="error">
            <p>{t('Failed to calculate termination payment.')}</p>
            {notFound ? (
              <p>
                {t('No employment with this helper was found among yours.')}{' '}
                <Link to={paths.employmentHelpersAlias()} className={LINK_CLASSES}>
                  {t('Please choose a helper from the employment management page.')}
                </Link>
              </p>
            ) : null}
            {detail ? <p>{detail}</p> : null}
            {!(error instanceof ApiError) || error.status >= 500 ? (
              <p>{t('The server could not calculate it just now. Please try again.')}</p>
            ) : null}
          </Alert>
        ) : null}
        {result && input ? (
          <section
            aria-label={t('Settlement result')}
            data-print-area
            className="space-y-6 rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:p-6 print:border-0 print:bg-white print:p-0"
          >
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button variant="secondary" size="sm" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                {t('Print settlement')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                busy={download === 'busy'}
                busyLabel={t('Preparing the PDF…')}
                onClick={() => {
                  setDownload('busy')
                  downloadTerminationReceipt(input).then(
                    () => setDownload('idle'),
                    () => setDownload('failed'),
                  )
                }}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('Download PDF')}
              </Button>
            </div>
            {download === 'failed' ? (
              <Alert tone="error" className="print:hidden">
                {t('Could not download the PDF. Please try again.')}
              </Alert>
            ) : null}
            <TerminationResults result={result} />
          </section>
        ) : calculate.isPending ? null : (
          <EmptyNote className="print:hidden">
            {t('Enter the last day of employment and calculate to see the settlement.')}
          </EmptyNote>
        )}
      </div>
    </Frame>
  )
}
