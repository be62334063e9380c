import { Suspense, lazy, type ReactNode } from 'react'
import { Check, Copy, LogOut } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SUPPORT_EMAIL } from '@hearth/shared/config'
import { Button, buttonClasses } from '../../components/ui/button'
import { LINK_CLASSES } from '../../components/ui/link-classes'
import { ACCOUNT_TYPE_LABELS, summarisePlan } from '../../lib/account-display'
import { useAuth } from '../../lib/auth'
import { formatHongKongDate } from '../../lib/format-date'
import { LANGUAGE_NAMES, useLanguage } from '../../lib/i18n'
import { paths } from '../../lib/paths'
import { useCopyText } from '../../lib/use-copy-text'
import { PageFrame } from '../../components/ui/page-frame'

// Issue 25's rights (a copy of the data, who opened the documents, deleting the account) sit at
// the page's end and are a chunk of their own: the page's first render does not wait for them.
const DataPrivacySection = lazy(() =>
  import('./data-privacy-section').then((m) => ({ default: m.DataPrivacySection })),
)

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-stone-700">{term}</dt>
      <dd className="text-stone-900 sm:col-span-2">{children}</dd>
    </div>
  )
}

/** The signed-in user's account: what it is, its plan and its referral code. */
export function AccountPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user, signOut } = useAuth()
  const { status, copy } = useCopyText()
  const language = useLanguage()
  if (!user) return null

  const plan = summarisePlan(user)
  const endDate = plan?.accessEndDate ? formatHongKongDate(plan.accessEndDate, language) : null
  const code = user.referral_code

  return (
    <PageFrame title={t('My account')} width="max-w-3xl">
      <dl className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-5 shadow-sm">
        <Row term={t('Email')}>
          <span className="break-all">{user.email}</span>
        </Row>
        <Row term={t('Account type')}>
          <p>{t(ACCOUNT_TYPE_LABELS[user.userType])}</p>
          <p className="mt-1 text-sm text-stone-700">
            {t('The account type was chosen at registration and cannot be changed.')}
          </p>
        </Row>
        {user.userType === 'employer' ? (
          <Row term={t('Plan')}>
            {plan?.planLabel ? <p>{t(plan.planLabel)}</p> : <p>{t('No plan yet')}</p>}
            {endDate ? (
              <p className={`mt-1 text-sm ${plan?.isActive ? 'text-green-800' : 'text-amber-900'}`}>
                {plan?.isActive
                  ? t('Access until {{date}}', { date: endDate })
                  : t('Access ended {{date}}', { date: endDate })}
              </p>
            ) : null}
            <Link
              to={paths.subscription()}
              className={
                plan?.isActive
                  ? `${LINK_CLASSES} mt-2 inline-block text-sm`
                  : buttonClasses('primary', 'sm', 'mt-3')
              }
            >
              {plan?.isActive ? t('Plans and purchases') : t('Subscribe')}
            </Link>
          </Row>
        ) : null}
        <Row term={t('Referral code')}>
          {code ? (
            <div className="flex flex-wrap items-center gap-3">
              <span className="rounded-md bg-stone-100 px-3 py-1.5 font-mono text-lg tracking-widest">
                {code}
              </span>
              <Button variant="secondary" size="sm" onClick={() => void copy(code)}>
                {status === 'copied' ? (
                  <Check aria-hidden="true" className="size-4 text-green-700" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                <span aria-live="polite">
                  {status === 'copied'
                    ? t('Copied!')
                    : status === 'failed'
                      ? t('Could not copy. Your code is {{code}}', { code })
                      : t('Copy')}
                </span>
              </Button>
            </div>
          ) : (
            <p>{t('No Referral Code')}</p>
          )}
        </Row>
        <Row term={t('Language')}>
          <p lang={language}>{LANGUAGE_NAMES[language]}</p>
          <p className="mt-1 text-sm text-stone-700">
            {t('Our e-mails to you are written in the language you choose for this website.')}
          </p>
        </Row>
      </dl>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-700">
          {t('Questions about your account?')}{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK_CLASSES}>
            {SUPPORT_EMAIL}
          </a>
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            void signOut()
            void navigate(paths.home())
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('Sign out')}
        </Button>
      </div>
      <Suspense fallback={null}>
        <DataPrivacySection viewer={user.id} />
      </Suspense>
    </PageFrame>
  )
}
