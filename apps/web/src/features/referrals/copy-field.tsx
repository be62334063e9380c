import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Check, Copy } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { useCopyText } from '../../lib/use-copy-text'

type CopyFieldProps = {
  label: string
  value: string
  /**
   * The button's text and accessible name, e.g. "Copy code": the name a screen reader or voice
   * control uses is the text on screen (WCAG 2.5.3); the field's label describes it.
   */
  buttonText: string
  monospace?: boolean
}

/**
 * A value to share and its Copy button. "Copied!" shows for 2 seconds (docs/spec/marketplace.md
 * §9) and is announced to screen readers through a polite live region.
 */
export function CopyField({ label, value, buttonText, monospace = false }: CopyFieldProps) {
  const { t } = useTranslation()
  const { status, copy } = useCopyText()
  const id = useId()
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-semibold text-stone-700">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-stone-50 px-3 text-stone-900 focus-visible:outline-3 focus-visible:outline-orange-700 ${
            monospace ? 'font-mono text-lg tracking-widest' : 'text-sm'
          }`}
        />
        <Button
          variant="secondary"
          className="shrink-0"
          aria-describedby={`${id}-label`}
          onClick={() => void copy(value)}
        >
          {status === 'copied' ? (
            <Check aria-hidden="true" className="size-4 text-green-700" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          <span>{status === 'copied' ? t('Copied!') : buttonText}</span>
        </Button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-stone-700">
        {status === 'copied'
          ? t('Copied!')
          : status === 'failed'
            ? t('Could not copy. Select the text and copy it yourself.')
            : ''}
      </p>
    </div>
  )
}
