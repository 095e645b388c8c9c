// Extras rules of one unit of a product: each group has a minimum (at least 1 when required) and a
// maximum (0 = no limit). One implementation for server pricing, the public-menu cart and the
// phone-order cart; where the copies disagreed, the server's rule was kept.
import { ORDER_RULE_MSG } from './messages';

export interface ExtrasRuleGroup {
  id: string;
  nombre: string;
  minimo: number;
  /** 0 means no upper limit. */
  maximo: number;
  obligatorio: boolean;
}

/** Lowest number of options that must be chosen: the minimum, and at least 1 when the group is required. */
export function groupMinimum(group: Pick<ExtrasRuleGroup, 'minimo' | 'obligatorio'>): number {
  return Math.max(group.minimo, group.obligatorio ? 1 : 0);
}

/** The group's label in the panel: 'Obligatorio' when customers must choose (a minimum of 1 or more), else 'Opcional'. */
export function groupRequirementLabel(group: Pick<ExtrasRuleGroup, 'minimo' | 'obligatorio'>): 'Obligatorio' | 'Opcional' {
  return groupMinimum(group) > 0 ? 'Obligatorio' : 'Opcional';
}

/** Highest number of options, or null for no limit. */
export function groupMaximum(group: Pick<ExtrasRuleGroup, 'maximo'>): number | null {
  return group.maximo > 0 ? group.maximo : null;
}

/** The refusal for a group given how many of its options are chosen, or null when the count is fine. */
export function extrasGroupProblem(group: ExtrasRuleGroup, count: number): string | null {
  const min = groupMinimum(group);
  if (count < min) return ORDER_RULE_MSG.extrasBelowMin(group.nombre, min);
  const max = groupMaximum(group);
  if (max !== null && count > max) return ORDER_RULE_MSG.extrasAboveMax(group.nombre, max);
  return null;
}

/** Every group refusal, in the groups' order (empty when the choice is valid). */
export function extrasProblems(groups: readonly ExtrasRuleGroup[], countOf: (groupId: string) => number): string[] {
  const problems: string[] = [];
  for (const group of groups) {
    const problem = extrasGroupProblem(group, countOf(group.id));
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Count of chosen options per group for groups that list their option ids (the menu's shape). */
export function countChosenIn(group: { opciones: readonly { id: string }[] }, chosen: ReadonlySet<string>): number {
  return group.opciones.filter((option) => chosen.has(option.id)).length;
}
