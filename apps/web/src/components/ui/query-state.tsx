import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from './load-failed'
import { PageSpinner, Spinner } from './spinner'

/** The parts of a TanStack query this block reads. */
type QueryLike<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: T | undefined; error: unknown }
  | { isPending: false; isError: false; data: T; error: null }

type QueryStateProps<T> = {
  query: QueryLike<T> & { refetch: () => unknown; isFetching: boolean }
  /** What could not be loaded, in the page's words (LoadFailed's message). */
  failed: string
  /** Said instead of `failed` for a 404, without Try again. */
  notFound?: string
  /** The spinner's spoken label; default "Loading…". */
  loading?: string
  /** A part of a page (a card's list): a small spinner in line, not one centred on the page. */
  inline?: boolean
  /** When the loaded data counts as empty, `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * One read's three states in one place: a spinner while it loads, the failure with Try again
 * (docs/style.md "Errors"), the empty note, then the content with the data.
 */
export function QueryState<T>({
  query,
  failed,
  notFound,
  loading,
  inline = false,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation()
  if (query.isPending) {
    const label = loading ?? t('Loading…')
    return inline ? <Spinner label={label} /> : <PageSpinner label={label} />
  }
  if (query.isError)
    return (
      <LoadFailed
        message={failed}
        notFound={notFound}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}
