import type { Rule } from 'eslint'

export const FEATURES: string
export function isSource(name: string): boolean
export function featureOf(features: string, path: string): string | undefined
export function featureGraph(features?: string): Map<string, string[]>
export function cycles(graph: Map<string, readonly string[]>): string[][]
export function pathBetween(
  graph: Map<string, readonly string[]>,
  from: string,
  to: string,
): string[] | null
export const featureCyclesRule: Rule.RuleModule
