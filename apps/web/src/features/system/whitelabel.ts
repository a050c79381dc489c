import type { WhitelabelNode } from '@platform/contract';

/**
 * Whether a white-label module is switched on: the node exists, is enabled ('1'), and so is
 * every ancestor, since switching off a parent hides its whole branch.
 */
export function isModuleEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isModuleEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
