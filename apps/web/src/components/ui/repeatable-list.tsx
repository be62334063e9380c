import type { ReactNode } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from './button'

type RepeatableListProps<Item> = {
  items: readonly Item[]
  /** A stable key per item (react-hook-form's `field.id`). */
  itemKey: (item: Item) => string
  /** The heading of an item, e.g. "Education record 2"; also names its Remove button. */
  itemTitle: (index: number) => string
  /** The inputs of one item. */
  renderItem: (item: Item, index: number) => ReactNode
  onRemove: (index: number) => void
  onAdd: () => void
  /** No Add beyond this many items; `maxText` says why. */
  max: number
  maxText: string
  addLabel: string
  removeLabel: string
  emptyText: string
}

/**
 * A numbered list of records the user adds and removes one by one (education, past jobs, …).
 * Spans both columns of a FormSection's grid.
 */
export function RepeatableList<Item>({
  items,
  itemKey,
  itemTitle,
  renderItem,
  onRemove,
  onAdd,
  max,
  maxText,
  addLabel,
  removeLabel,
  emptyText,
}: RepeatableListProps<Item>) {
  const full = items.length >= max
  return (
    <>
      <ol className="space-y-4 sm:col-span-2">
        {items.map((item, index) => {
          const title = itemTitle(index)
          return (
            <li key={itemKey(item)} className="rounded-xl border border-stone-200 bg-stone-50 p-4">
              <div className="mb-3 flex items-center justify-between gap-3">
                <h3 className="font-semibold text-stone-900">{title}</h3>
                <Button
                  variant="ghost"
                  size="sm"
                  // Names the item too ("Remove Education record 2"): every item has a Remove.
                  aria-label={`${removeLabel} ${title}`}
                  onClick={() => onRemove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {removeLabel}
                </Button>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">{renderItem(item, index)}</div>
            </li>
          )
        })}
      </ol>
      {items.length === 0 ? (
        <p className="text-sm text-stone-600 sm:col-span-2">{emptyText}</p>
      ) : null}
      <div className="sm:col-span-2">
        <Button variant="secondary" disabled={full} onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
        {full ? <p className="mt-1.5 text-sm text-stone-600">{maxText}</p> : null}
      </div>
    </>
  )
}
