import type { ReactNode } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Employment } from '@hearth/shared/employments'
import { Alert } from '../../components/ui/alert'
import { EmptyNote } from '../../components/ui/empty-note'
import { LoadFailed } from '../../components/ui/load-failed'
import { SelectField } from '../../components/ui/select-field'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from '../../lib/auth'
import { paths } from '../../lib/paths'
import { DocumentsPanel } from './documents-panel'
import { viewerOf } from '../../lib/viewer'
import { useEmployments } from '../../lib/employments-query'
import { PageFrame } from '../../components/ui/page-frame'

function DocumentsLayout({
  title,
  back,
  intro,
  children,
}: {
  title: string
  back: { to: string; label: string }
  intro: string
  children: ReactNode
}) {
  return (
    <PageFrame title={title} back={back} intro={intro}>
      {children}
    </PageFrame>
  )
}

/**
 * /manage-employment/documents and /documents (docs/spec/employment.md §2): the employer chooses
 * one of their employments (kept in `?employment=`), then sees, uploads and deletes its documents.
 */
export function DocumentsAreaPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const employments = useEmployments(viewer)
  const [search, setSearch] = useSearchParams()
  let content: ReactNode
  if (employments.isPending) content = <PageSpinner label={t('Loading…')} />
  else if (employments.isError)
    content = (
      <LoadFailed
        message={t('Your employments could not be loaded.')}
        error={employments.error}
        onRetry={() => void employments.refetch()}
      />
    )
  else if (employments.data.length === 0)
    content = (
      <EmptyNote>
        {t('Documents belong to an employment. Create a contract with a helper first.')}
      </EmptyNote>
    )
  else {
    const sorted = [...employments.data].sort(
      (a, b) => Number(b.status === 'active') - Number(a.status === 'active'),
    )
    const asked = search.get('employment') ?? ''
    const chosen: Employment | undefined =
      sorted.find((employment) => employment.uid === asked) ??
      (sorted.length === 1 ? sorted[0] : undefined)
    content = (
      <div className="space-y-6">
        <SelectField
          label={t('Helper')}
          className="max-w-md"
          placeholder={t('Choose a helper')}
          value={chosen?.uid ?? ''}
          onChange={(event) =>
            setSearch(event.target.value ? { employment: event.target.value } : {}, {
              replace: true,
            })
          }
          options={sorted.map((employment) => ({
            value: employment.uid,
            label:
              employment.status === 'active'
                ? employment.helper_details.full_name
                : t('{{name}} (ended)', { name: employment.helper_details.full_name }),
          }))}
        />
        {chosen ? (
          <DocumentsPanel key={chosen.uid} viewer={viewer} employmentUid={chosen.uid} canDelete />
        ) : (
          <p className="text-stone-700">{t('Choose a helper to see the documents you share.')}</p>
        )}
      </div>
    )
  }
  return (
    <DocumentsLayout
      title={t('Documents')}
      back={{ to: paths.manageEmployment(), label: t('Back to the employment hub') }}
      intro={t(
        'Contracts, visas, insurance policies and other papers of each employment, shared with your helper. Expired ones are marked.',
      )}
    >
      {content}
    </DocumentsLayout>
  )
}

/**
 * /my-employment/documents/:employmentId: the helper's documents of one employment — they see,
 * download and upload; only the employer deletes.
 */
export function HelperDocumentsPage() {
  const { t } = useTranslation()
  const { user } = useAuth()
  const viewer = viewerOf(user)
  const employmentUid = useParams().employmentId ?? ''
  const employments = useEmployments(viewer)
  const employment = employments.data?.find((item) => item.uid === employmentUid)
  let content: ReactNode
  if (employments.isPending) content = <PageSpinner label={t('Loading…')} />
  else if (employments.isError)
    content = (
      <LoadFailed
        message={t('Your employments could not be loaded.')}
        error={employments.error}
        onRetry={() => void employments.refetch()}
      />
    )
  else if (!employment) content = <Alert tone="error">{t('This employment was not found.')}</Alert>
  else content = <DocumentsPanel viewer={viewer} employmentUid={employment.uid} canDelete={false} />
  return (
    <DocumentsLayout
      title={
        employment
          ? t('Documents with {{name}}', { name: employment.employer_details.full_name })
          : t('Documents')
      }
      back={{ to: paths.myEmployment(), label: t('All my employments') }}
      intro={t(
        'Papers of this employment, shared with your employer. You can upload and download them; only your employer can delete one.',
      )}
    >
      {content}
    </DocumentsLayout>
  )
}
