import type { LaunchGameValue } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /wps/game/launchGame: a one-time address that opens the game (spec §4 Start game). */
export function launchGame(nodeId: number, language: string): Promise<LaunchGameValue> {
  return api.post<LaunchGameValue>('/wps/game/launchGame', {
    moduleId: moduleIds.games,
    body: { nodeId, platform: 'html5-desktop', language },
  });
}
