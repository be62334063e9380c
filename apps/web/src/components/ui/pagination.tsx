import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'

type PaginationProps = {
  page: number
  /** null when the total is an estimate (helper search above 10,000 matches): no "of Y" then. */
  pageCount: number | null
  onPage: (page: number) => void
  /** Whether a next page exists, when `pageCount` cannot say (the server's `next` link). */
  hasNext?: boolean
}

/** Previous / Page X of Y / Next, shown only when there is more than one page. */
export function Pagination({ page, pageCount, onPage, hasNext }: PaginationProps) {
  const { t } = useTranslation()
  const more = pageCount === null ? hasNext === true : page < pageCount
  if (page <= 1 && !more) return null
  return (
    <nav aria-label={t('Pages of results')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {t('Previous')}
      </Button>
      <p className="text-sm font-medium text-stone-700" aria-current="page">
        {pageCount === null
          ? t('Page {{page}}', { page })
          : t('Page {{page}} of {{pages}}', { page, pages: pageCount })}
      </p>
      <Button variant="secondary" disabled={!more} onClick={() => onPage(page + 1)}>
        {t('Next')}
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  )
}
