import type { ContractRecord } from './employments.service'

// The service an employment's contracts give (pure): which contracts were served, when the
// service began and when it ended. Leave, payroll, termination and the opening figures read it.

type ServiceContract = Pick<
  ContractRecord,
  'startDate' | 'endDate' | 'status' | 'activatedAt' | 'terminationDate' | 'excludeDayType'
>

/** A contract that was served: ever ACTIVE, or in a state only an ACTIVE contract reaches. */
export function wasServed(contract: Pick<ContractRecord, 'status' | 'activatedAt'>): boolean {
  return (
    contract.activatedAt !== null ||
    (contract.status !== 'PENDING' && contract.status !== 'CANCELLED')
  )
}

/** The served contracts, in the order given. */
export function servedContracts<T extends Pick<ContractRecord, 'status' | 'activatedAt'>>(
  contracts: readonly T[],
): T[] {
  return contracts.filter(wasServed)
}

export type Service = {
  /** The first day of service: the earliest start of a contract that was ever ACTIVE. */
  serviceStart: string | null
  /** The last day of service when the latest contract has ended; null while it runs. */
  serviceEnd: string | null
  /** The latest contract's rest day (1 Monday … 7 Sunday), or null. */
  restDay: number | null
}

/**
 * The service an employment's contracts give: it starts on the earliest start of a contract
 * that was ever ACTIVE (continuous service counts from the first), and ends when the latest
 * contract has ended.
 */
export function serviceOf(
  contracts: readonly ServiceContract[],
  latest: ServiceContract | undefined,
): Service {
  const starts = servedContracts(contracts)
    .map((contract) => contract.startDate)
    .sort()
  const ended = latest && latest.status !== 'ACTIVE' && latest.status !== 'PENDING'
  return {
    serviceStart: starts[0] ?? null,
    serviceEnd: ended ? (latest.terminationDate ?? latest.endDate) : null,
    restDay: latest?.excludeDayType ?? null,
  }
}
