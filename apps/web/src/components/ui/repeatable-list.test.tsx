import { useState } from 'react'
import { expect, test } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RepeatableList } from './repeatable-list'

function Schools({ max = 2 }: { max?: number }) {
  const [items, setItems] = useState([{ id: 'a', name: 'St Mary' }])
  return (
    <RepeatableList
      items={items}
      itemKey={(item) => item.id}
      itemTitle={(index) => `School ${index + 1}`}
      renderItem={(item) => <p>{item.name}</p>}
      onRemove={(index) => setItems((current) => current.filter((_, i) => i !== index))}
      onAdd={() => setItems((current) => [...current, { id: `n${current.length}`, name: 'New' }])}
      max={max}
      maxText="At most two schools."
      addLabel="Add school"
      removeLabel="Remove"
      emptyText="No schools yet."
    />
  )
}

test('adds up to the maximum, then says why Add is off', async () => {
  const user = userEvent.setup()
  render(<Schools />)
  expect(screen.queryByText('At most two schools.')).not.toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Add school' }))

  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'School 1',
    'School 2',
  ])
  expect(screen.getByRole('button', { name: 'Add school' })).toBeDisabled()
  expect(screen.getByText('At most two schools.')).toBeInTheDocument()
})

test('each Remove button names its item, and an empty list says so', async () => {
  const user = userEvent.setup()
  render(<Schools />)

  await user.click(screen.getByRole('button', { name: 'Remove School 1' }))

  expect(screen.queryByText('St Mary')).not.toBeInTheDocument()
  expect(screen.getByText('No schools yet.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Add school' })).toBeEnabled()
})
