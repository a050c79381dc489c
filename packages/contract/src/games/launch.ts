/**
 * Start game (spec §4): POST /wps/game/launchGame. A member or agent names a game by `nodeId`, or by
 * vendor and game code; the answer is a URL on a launch CDN host that opens the game page. Lottery
 * vendors (LOTT, ELOTT, TCG_LOTTO_VN, TCG_SEA) are not launched here: the site routes them to its
 * lottery pages, and this call answers `game_opens_lottery_page` for them.
 */
import { z } from 'zod';
import { gamePlatforms, gameTypeSchema, vendorCodeSchema } from '../lobby/game-types.ts';
import { wholeNumberSchema } from '../lobby/query-fields.ts';
import { documentAs } from '../json-schema.ts';

/** Vendors whose games open the site's own lottery pages instead of a launch. */
export const lotteryPageVendors = ['LOTT', 'ELOTT', 'TCG_LOTTO_VN', 'TCG_SEA'] as const;

/** How long a launch token may wait for the vendor to exchange it. */
export const launchTokenLifetimeMinutes = 10;

export const launchGameRequestSchema = documentAs(
  z
    .object({
      nodeId: wholeNumberSchema(1, 2_147_483_647).optional(),
      vassalage: vendorCodeSchema.optional(),
      gameCode: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a game code').optional(),
      gameType: gameTypeSchema.optional(),
      platform: z.enum(gamePlatforms).default('html5-desktop'),
      language: z.string().trim().max(10).optional(),
    })
    .refine((request) => request.nodeId !== undefined || (request.vassalage !== undefined && request.gameCode !== undefined), {
      message: 'name the game by nodeId, or by vassalage and gameCode',
      path: ['nodeId'],
      params: { rule: 'required' },
    }),
  (json) => ({ ...json, anyOf: [{ required: ['nodeId'] }, { required: ['vassalage', 'gameCode'] }] }),
);
export type LaunchGameRequest = z.infer<typeof launchGameRequestSchema>;

/**
 * `url` opens the game (in the game page's frame or in /seamless). `kind` HOUSE is a game of the platform
 * that the site renders itself at `url`; VENDOR is an external vendor's page reached through the launch host.
 */
export const launchGameValueSchema = z.object({
  url: z.string(),
  kind: z.enum(['VENDOR', 'HOUSE']),
  nodeId: z.number().int().positive(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: gameTypeSchema,
  expiresAt: z.string(),
});
export type LaunchGameValue = z.infer<typeof launchGameValueSchema>;
