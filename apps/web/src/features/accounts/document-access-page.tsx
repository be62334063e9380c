import { useTranslation } from 'react-i18next'
import type {
  DocumentAccess,
  DocumentAccessKind,
  DocumentAccessList,
} from '@hearth/shared/account-data'
import { EmptyNote } from '../../components/ui/empty-note'
import { PageFrame } from '../../components/ui/page-frame'
import { QueryState } from '../../components/ui/query-state'
import { ACCOUNT_TYPE_LABELS } from '../../lib/account-display'
import { useAuth } from '../../lib/auth'
import { useLanguage } from '../../lib/i18n'
import { paths } from '../../lib/paths'
import { viewerOf } from '../../lib/viewer'
import { useDocumentAccess } from './account-data-api'
import { formatMoment } from './account-data-format'

function useKindLabels(): Record<DocumentAccessKind, string> {
  const { t } = useTranslation()
  return {
    passport: t('Passport copy'),
    visa: t('Visa copy'),
    verification: t('Verification document'),
    leave: t('Leave document'),
    employment: t('Employment document'),
  }
}

/** Who opened it: the person's name and role, or "Hearth staff", who are not named. */
function useDescribe() {
  const { t } = useTranslation()
  const kinds = useKindLabels()
  return {
    who: ({ accessor }: DocumentAccess) => {
      if (accessor.role === 'operator') return { name: t('Hearth staff'), role: null }
      const role = t(ACCOUNT_TYPE_LABELS[accessor.role])
      return accessor.name ? { name: accessor.name, role } : { name: role, role: null }
    },
    kind: (entry: DocumentAccess) => kinds[entry.kind],
  }
}

function AccessList({ data }: { data: DocumentAccessList }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const describe = useDescribe()
  const when = (entry: DocumentAccess) => formatMoment(entry.accessed_at, language)
  return (
    <>
      {/* A phone gets cards; from the small-tablet width up, a table (the same facts). */}
      <ul className="space-y-3 sm:hidden">
        {data.results.map((entry) => {
          const who = describe.who(entry)
          return (
            <li key={entry.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <h2 className="font-semibold text-stone-900">
                <time dateTime={entry.accessed_at}>{when(entry)}</time>
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-stone-700">{t('Opened by')}</dt>
                <dd className="break-words text-stone-900">
                  <span className="block">{who.name}</span>
                  {who.role ? <span className="block text-stone-700">{who.role}</span> : null}
                </dd>
                <dt className="text-stone-700">{t('Document')}</dt>
                <dd className="break-words text-stone-900">
                  <span className="block">{describe.kind(entry)}</span>
                  {entry.document ? (
                    <span className="block text-stone-700">{entry.document}</span>
                  ) : null}
                </dd>
              </dl>
            </li>
          )
        })}
      </ul>
      <div className="hidden rounded-2xl border border-stone-200 bg-white px-5 shadow-sm sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('Who opened my documents')}</caption>
          <thead className="border-b border-stone-300 text-stone-700">
            <tr>
              <th scope="col" className="py-3 pr-4 font-semibold">
                {t('When (Hong Kong time)')}
              </th>
              <th scope="col" className="py-3 pr-4 font-semibold">
                {t('Opened by')}
              </th>
              <th scope="col" className="py-3 font-semibold">
                {t('Document')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {data.results.map((entry) => {
              const who = describe.who(entry)
              return (
                <tr key={entry.id} className="align-top">
                  <th
                    scope="row"
                    className="py-3 pr-4 font-normal whitespace-nowrap text-stone-900"
                  >
                    <time dateTime={entry.accessed_at}>{when(entry)}</time>
                  </th>
                  <td className="py-3 pr-4 text-stone-900">
                    <span className="block font-semibold break-words">{who.name}</span>
                    {who.role ? <span className="block text-stone-700">{who.role}</span> : null}
                  </td>
                  <td className="py-3 text-stone-900">
                    <span className="block">{describe.kind(entry)}</span>
                    {entry.document ? (
                      <span className="block break-words text-stone-700">{entry.document}</span>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {data.count > data.results.length ? (
        <p className="mt-4 text-sm text-stone-700">
          {t('Showing the newest {{shown}} of {{total}}.', {
            shown: data.results.length,
            total: data.count,
          })}
        </p>
      ) : null}
    </>
  )
}

/**
 * `/account/document-access` (issue 25): every opening of the person's passport, visa,
 * verification, leave or employment documents by someone else — when, who, which document.
 */
export function DocumentAccessPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const entries = useDocumentAccess(viewerOf(user))
  return (
    <PageFrame
      title={t('Who opened my documents')}
      back={{ to: paths.account(), label: t('My account') }}
      intro={t(
        'Hearth records each time someone other than you opens your passport, visa, verification, leave or employment documents.',
      )}
      width="max-w-4xl"
    >
      <QueryState
        query={entries}
        failed={t('This list could not be loaded.')}
        isEmpty={(data) => data.results.length === 0}
        empty={<EmptyNote>{t('Nobody else has opened your documents.')}</EmptyNote>}
      >
        {(data) => <AccessList data={data} />}
      </QueryState>
    </PageFrame>
  )
}
