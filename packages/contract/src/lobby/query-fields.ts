/** Query-string fields shared by the lobby and content calls: whole numbers, optional filters and paging bounds. */
import { z } from 'zod';
import { documentAs, numberOrDigitsJson, orderedFieldsExtension } from '../json-schema.ts';

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
  const schema = z.preprocess(
    (input) => (typeof input === 'string' && /^\s*\d{1,10}\s*$/.test(input) ? Number(input) : input),
    z.number().int().min(minimum).max(maximum),
  );
  return documentAs(schema, numberOrDigitsJson(minimum, maximum, 10));
}

/** A real calendar day as yyyy-MM-dd: 2026-02-30 is refused, 2028-02-29 accepted (documented as `format: date`). */
export const calendarDateSchema = z.iso.date('a date as yyyy-MM-dd');

/** The `x-ordered-fields` extension of a query whose `from` must not be after its `to`. */
export const orderedDateRangeMeta = {
  [orderedFieldsExtension]: [{ lower: 'from', upper: 'to' }],
  description: '`from` must not be after `to` (both yyyy-MM-dd, both included).',
};

/** An optional filter where an empty value or `ALL` means "no filter" (the lobby's ALL entries). */
export function optionalFilterSchema<Schema extends z.ZodType>(schema: Schema) {
  const filter = z.preprocess((input) => (input === '' || input === 'ALL' ? undefined : input), schema.optional());
  return documentAs(filter, (json) => ({ anyOf: [json, { type: 'string', enum: ['', 'ALL'], description: 'no filter' }] }));
}

/** A search text: surrounding whitespace trimmed (spec §5 Search box); empty means no search. */
export const searchTextSchema = z.preprocess(
  (input) => (typeof input === 'string' && input.trim() === '' ? undefined : input),
  z.string().trim().max(gameNameSearchLengthMax).optional(),
);
