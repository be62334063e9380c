import { Download, LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DataExport } from '@hearth/shared/account-data'
import { Button, buttonClasses } from '../../components/ui/button'
import { LoadFailed } from '../../components/ui/load-failed'
import { OutcomeAlert, outcomeOf } from '../../components/ui/outcome'
import { useLanguage } from '../../lib/i18n'
import { useExportProgress, useLatestExport, useStartExport } from './account-data-api'
import { formatMoment, formatKilobytes } from './account-data-format'

/** What the newest export says: preparing, the link, or why there is none. */
function ExportState({ data }: { data: DataExport }) {
  const { t } = useTranslation()
  const language = useLanguage()
  if (data.status === 'pending')
    return (
      <p className="flex items-center gap-2 text-stone-800">
        <LoaderCircle
          aria-hidden="true"
          className="size-5 shrink-0 animate-spin text-orange-700 motion-reduce:animate-none"
        />
        {t('Preparing your data…')}
      </p>
    )
  if (data.status === 'ready' && data.download_url)
    return (
      <div className="space-y-2">
        <a href={data.download_url} download className={buttonClasses('secondary', 'md')}>
          <Download aria-hidden="true" className="size-4" />
          {t('Download your data (ZIP, {{size}} KB)', {
            size: formatKilobytes(data.size ?? 0, language),
          })}
        </a>
        {data.expires_at ? (
          <p className="text-sm text-stone-700">
            {t('The link works until {{time}}.', {
              time: formatMoment(data.expires_at, language),
            })}
          </p>
        ) : null}
      </div>
    )
  if (data.status === 'failed')
    return (
      <p className="text-stone-800">{t('We could not prepare your data. Please try again.')}</p>
    )
  if (data.status === 'expired')
    return <p className="text-stone-800">{t('Your last download link has expired.')}</p>
  return null
}

/**
 * "Download my data" (issue 25): asks for a copy of everything Hearth holds on the caller, follows
 * its preparation every two seconds, then offers the ZIP for 24 hours. The state is announced
 * politely as it changes.
 */
export function DataExportControl({ viewer }: { viewer: string }) {
  const { t } = useTranslation()
  const latest = useLatestExport(viewer)
  const start = useStartExport(viewer)
  const current = start.data ?? latest.data ?? null
  const progress = useExportProgress(viewer, current?.status === 'pending' ? current.id : null)
  const shown = progress.data?.id === current?.id && progress.data ? progress.data : current
  const preparing = shown?.status === 'pending'
  const outcome = start.isError
    ? outcomeOf(start.error, t('We could not start your data export.'))
    : null

  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        onClick={() => start.mutate()}
        busy={start.isPending}
        disabled={preparing || latest.isPending}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('Download my data')}
      </Button>
      {/* Always in the page, so a screen reader hears each change of what it holds. */}
      <div aria-live="polite">{shown ? <ExportState data={shown} /> : null}</div>
      <OutcomeAlert outcome={outcome} />
      {latest.isError ? (
        <LoadFailed
          message={t('Your last data export could not be loaded.')}
          error={latest.error}
          retrying={latest.isFetching}
          onRetry={() => void latest.refetch()}
        />
      ) : null}
    </div>
  )
}
