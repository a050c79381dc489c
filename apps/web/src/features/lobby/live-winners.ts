import type { Language } from '@platform/contract/languages';
import type { WinnerEntry, WinnerEvent } from '@platform/contract/lobby/winners';
import type { winnerTopic as contractWinnerTopic } from '@platform/contract/lobby/winners';

/** The public topic new board wins are pushed on, repeated from the contract (whose module builds zod schemas). */
export const winnerTopic: typeof contractWinnerTopic = 'lobby:winners';

const voTextFields = ['customerName', 'iconUrl', 'vassalage', 'gameCode', 'gameName', 'gameType'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositiveWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * Reads one pushed message of the winner topic into the board's row in this language, or undefined for
 * anything else. Checked by hand: the home page loads without the schema library.
 */
export function parseWinnerEvent(data: unknown, language: Language): WinnerEntry | undefined {
  if (typeof data !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isRecord(message) || message.type !== 'winner' || !isRecord(message.vo) || !isRecord(message.localised)) return undefined;
  const { vo } = message;
  if (!isPositiveWhole(vo.winAmount) || !isPositiveWhole(vo.nodeId) || voTextFields.some((field) => typeof vo[field] !== 'string')) return undefined;
  const localised = message.localised[language];
  const names = isRecord(localised) && typeof localised.gameName === 'string' && typeof localised.iconUrl === 'string' ? { gameName: localised.gameName, iconUrl: localised.iconUrl } : {};
  const event = message as unknown as WinnerEvent;
  return { vo: { ...event.vo, ...names } };
}

/**
 * The board with a new win: placed at the top of the rows of its amount (the newest first among equal wins,
 * as the server lists them), largest first, at most `limit` rows, so a win smaller than all shown drops out.
 */
export function mergeWinner(list: readonly WinnerEntry[], entry: WinnerEntry, limit: number): WinnerEntry[] {
  return [entry, ...list].sort((first, second) => second.vo.winAmount - first.vo.winAmount).slice(0, limit);
}
