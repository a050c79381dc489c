/** Winner board, GET /lgw/games/winners (spec §3 Winner entry, §9: the site asks for 20). */
import { z } from 'zod';
import { supportedLanguages } from '../languages.ts';
import { gameTypeSchema } from './game-types.ts';
import { optionalFilterSchema, wholeNumberSchema } from './query-fields.ts';

export const winnerBoardLimitDefault = 20;
export const winnerBoardLimitMax = 50;

export const winnerBoardQuerySchema = z.object({
  gameCategory: optionalFilterSchema(gameTypeSchema),
  language: z.string().trim().max(10).optional(),
  limitNum: wholeNumberSchema(1, winnerBoardLimitMax).default(winnerBoardLimitDefault),
});
export type WinnerBoardQuery = z.infer<typeof winnerBoardQuerySchema>;

/** One win: the player's masked name, the amount in minor units and the game to start on click. */
export const winnerVoSchema = z.object({
  customerName: z.string(),
  winAmount: z.number().int().positive(),
  iconUrl: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: gameTypeSchema,
  nodeId: z.number().int().positive(),
});
export const winnerEntrySchema = z.object({ vo: winnerVoSchema });
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;
/** Sorted by winAmount, largest first. */
export const winnerBoardValueSchema = z.object({ list: z.array(winnerEntrySchema) });

/** The public realtime topic on which each new board win is pushed as it happens; guests may listen. */
export const winnerTopic = 'lobby:winners';

/** What of a board row depends on the reader's language: the game's name and its picture (titled with that name). */
export const winnerLocalisedSchema = z.object({ gameName: z.string(), iconUrl: z.string() });

/**
 * A new board win, pushed on `winnerTopic`: the board's row (`vo`, in the default language) and, for every
 * language the site speaks, the game's name and picture as the board's list in that language gives them.
 */
export const winnerEventSchema = winnerEntrySchema.extend({
  type: z.literal('winner'),
  localised: z.record(z.enum(supportedLanguages), winnerLocalisedSchema),
});
export type WinnerEvent = z.infer<typeof winnerEventSchema>;

/**
 * Masks an account for public display: the first two characters, three asterisks and the last one
 * (`abcdefz` → `ab***z`); short accounts keep fewer characters so that most of the name stays hidden.
 */
export function maskCustomerName(account: string): string {
  const characters = [...account];
  if (characters.length >= 5) return `${characters.slice(0, 2).join('')}***${characters.at(-1)}`;
  if (characters.length >= 2) return `${characters[0]}***${characters.at(-1)}`;
  return `${characters[0] ?? ''}***`;
}
