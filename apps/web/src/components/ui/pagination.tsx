import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'

type PaginationProps = { page: number; pageCount: number; onPage: (page: number) => void }

/** Previous / Page X of Y / Next, shown only when there is more than one page. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t('Pages of results')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {t('Previous')}
      </Button>
      <p className="text-sm font-medium text-stone-700" aria-current="page">
        {t('Page {{page}} of {{pages}}', { page, pages: pageCount })}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('Next')}
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  )
}
