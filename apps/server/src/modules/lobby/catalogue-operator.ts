import { gameKinds, gamePlatforms, gameTypeSchema, vendorCodeSchema, type GameType } from '@platform/contract';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { ChangeBus } from './change-bus.ts';
import { artVersionOf, searchTextOf } from './catalogue-service.ts';
import type { LocalisedNames } from './demo-catalogue.ts';
import type { LobbyRepository } from './repository.ts';

const nameSchema = z.string().trim().min(1).max(120);
const namesSchema = z.object({ pt: nameSchema, en: nameSchema, es: nameSchema.optional(), zh: nameSchema.optional() });

/** A game added by the operator; the server writes its search text and artwork version. */
export const gameCreateSchema = z.object({
  vendorCode: vendorCodeSchema,
  gameCode: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  gameType: gameTypeSchema,
  gameClassify: z.string().trim().regex(/^[A-Z0-9_]{1,32}$/),
  isGame: z.enum(gameKinds).default('GAME'),
  names: namesSchema,
  displayName: nameSchema.optional(),
  platforms: z.array(z.enum(gamePlatforms)).min(1).default(['html5-desktop', 'html5']),
  isHot: z.boolean().default(false),
  popularity: z.number().int().min(0).max(2_000_000_000).default(0),
  sort: z.number().int().min(-1000).max(1000).default(0),
});
export type GameCreate = z.infer<typeof gameCreateSchema>;

export const gameUpdateSchema = z
  .object({
    names: namesSchema.optional(),
    isHot: z.boolean().optional(),
    status: z.union([z.literal(0), z.literal(1)]).optional(),
    sort: z.number().int().min(-1000).max(1000).optional(),
    popularity: z.number().int().min(0).max(2_000_000_000).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change' });
export type GameUpdate = z.infer<typeof gameUpdateSchema>;

export const vendorUpdateSchema = z
  .object({
    status: z.union([z.literal(0), z.literal(1)]).optional(),
    maintenance: z.boolean().optional(),
    sort: z.number().int().min(-1000).max(10_000).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change' });
export type VendorUpdate = z.infer<typeof vendorUpdateSchema>;

/** The operator's changes to the catalogue; each one tells every node to drop its cached lists. */
export function catalogueOperatorService(options: { repository: LobbyRepository; bus: ChangeBus }) {
  const catalogue = options.repository.catalogue;
  return {
    async createGame(input: GameCreate): Promise<{ nodeId: number }> {
      const vendor = await catalogue.findVendor(input.vendorCode);
      if (!vendor) throw new AppError('vendor_not_found');
      const names = input.names as LocalisedNames;
      const displayName = input.displayName ?? names.en;
      const nodeId = await catalogue.insertGame({
        vendorCode: input.vendorCode,
        gameCode: input.gameCode,
        gameType: input.gameType,
        gameClassify: input.gameClassify,
        isGame: input.isGame,
        names,
        displayName,
        searchText: searchTextOf(names, displayName, input.gameCode),
        platforms: input.platforms,
        isHot: input.isHot,
        popularity: input.popularity,
        releasedDaysAgo: 0,
        sort: input.sort,
        artVersion: artVersionOf(names, displayName),
      });
      if (nodeId === undefined) throw new AppError('conflict');
      if (!vendor.game_types.includes(input.gameType)) await catalogue.addVendorGameType(vendor.code, input.gameType as GameType);
      await options.bus.publish();
      return { nodeId };
    },

    async updateGame(nodeId: number, patch: GameUpdate): Promise<{ nodeId: number }> {
      const game = await catalogue.findGame(nodeId);
      if (!game) throw new AppError('game_not_found');
      const names = patch.names as LocalisedNames | undefined;
      const renamed = names ? { names, displayName: names.en, searchText: searchTextOf(names, names.en, game.game_code), artVersion: artVersionOf(names, names.en) } : {};
      await catalogue.updateGame(nodeId, { ...renamed, isHot: patch.isHot, status: patch.status, sort: patch.sort, popularity: patch.popularity });
      await options.bus.publish();
      return { nodeId };
    },

    async updateVendor(code: string, patch: VendorUpdate): Promise<{ vassalage: string }> {
      const updated = await catalogue.updateVendor(code, patch);
      if (!updated) throw new AppError('vendor_not_found');
      await options.bus.publish();
      return { vassalage: code };
    },
  };
}

export type CatalogueOperatorService = ReturnType<typeof catalogueOperatorService>;
