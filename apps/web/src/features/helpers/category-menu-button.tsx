import { ChevronDown, Tag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../components/ui/button'

/** The "Add category" button's look, shared by the menu and its stand-in while it loads. */
export const categoryMenuButtonClasses = buttonClasses(
  'secondary',
  'sm',
  'data-[state=open]:bg-stone-100',
)

export function CategoryMenuButtonContent() {
  const { t } = useTranslation()
  return (
    <>
      <Tag aria-hidden="true" className="size-4 text-orange-700" />
      {t('Add category')}
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  )
}
