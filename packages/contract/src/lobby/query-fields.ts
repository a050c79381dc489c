/** Query-string fields shared by the lobby and content calls: whole numbers, optional filters and paging bounds. */
import { z } from 'zod';

/** Paging bounds: a page number beyond this is refused rather than turned into a huge offset. */
export const pageNoMax = 10_000;
/** Lobby page size (spec §9) and its bound. */
export const gameListPageSizeDefault = 36;
export const gameListPageSizeMax = 100;
/** Favourites are fetched whole (spec §9: pageSize 999). */
export const favouritePageSizeMax = 999;
/** A search text longer than any game name is refused. */
export const gameNameSearchLengthMax = 64;

/** A whole number from a query string ("12") or JSON (12), within bounds; anything else is a 400. */
export function wholeNumberSchema(minimum: number, maximum: number) {
  return z.preprocess(
    (input) => (typeof input === 'string' && /^\s*\d{1,10}\s*$/.test(input) ? Number(input) : input),
    z.number().int().min(minimum).max(maximum),
  );
}

/** An optional filter where an empty value or `ALL` means "no filter" (the lobby's ALL entries). */
export function optionalFilterSchema<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((input) => (input === '' || input === 'ALL' ? undefined : input), schema.optional());
}

/** A search text: surrounding whitespace trimmed (spec §5 Search box); empty means no search. */
export const searchTextSchema = z.preprocess(
  (input) => (typeof input === 'string' && input.trim() === '' ? undefined : input),
  z.string().trim().max(gameNameSearchLengthMax).optional(),
);
