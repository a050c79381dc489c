/**
 * The verify page's logic: reading its form from the address (a past round opens it prefilled), checking
 * the typed values, and recomputing a house round in this browser with the same game-math code the server
 * settles with. The SHA-256 of the server seed must equal the hash published before the round.
 */
import { crashClientSeed } from '@platform/contract/games/house';
import { crashPoint } from '@platform/game-math/house/crash';
import { diceMultiplierBasisPoints, diceWins, rollDice, type DiceDirection } from '@platform/game-math/house/dice';
import { placeMines } from '@platform/game-math/house/mines';
import { createOutcomeStream, hashSeed } from '@platform/game-math/provably-fair';
import { GOLDEN_REELS } from '@platform/game-math/slot/golden-reels';
import { playRound, type SlotRound } from '@platform/game-math/slot/spin';

export const verifyGames = ['DICE', 'SLOT', 'MINES', 'CRASH'] as const;
export type VerifyGame = (typeof verifyGames)[number];

/** The verify form as typed: every field is text until checked. */
export interface VerifyForm {
  game: VerifyGame;
  serverSeed: string;
  /** The hash published before play, when the page was opened from a round. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  direction: DiceDirection;
  /** Dice win chance in basis points, as text. */
  chance: string;
  mines: string;
  crashRoundId: string;
  /** The round's result as the game recorded it (see `resultKeyOf`), to compare with the recomputed one. */
  result: string;
}

export const emptyVerifyForm: VerifyForm = {
  game: 'DICE',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '',
  direction: 'under',
  chance: '4950',
  mines: '3',
  crashRoundId: '',
  result: '',
};

/** Query parameter names of the verify page. */
const names = {
  game: 'game',
  serverSeed: 'seed',
  serverSeedHash: 'hash',
  clientSeed: 'client',
  nonce: 'nonce',
  direction: 'direction',
  chance: 'chance',
  mines: 'mines',
  crashRoundId: 'round',
  result: 'result',
} as const satisfies Record<keyof VerifyForm, string>;

function isVerifyGame(value: string): value is VerifyGame {
  return (verifyGames as readonly string[]).includes(value);
}

/** The form the address prefills; unknown or missing values keep the empty form's. */
export function parseVerifyParams(search: URLSearchParams): VerifyForm {
  const text = (key: keyof VerifyForm) => search.get(names[key])?.trim() ?? '';
  const game = text('game').toUpperCase();
  const direction = text('direction');
  return {
    game: isVerifyGame(game) ? game : emptyVerifyForm.game,
    serverSeed: text('serverSeed').toLowerCase(),
    serverSeedHash: text('serverSeedHash').toLowerCase(),
    clientSeed: text('clientSeed'),
    nonce: text('nonce'),
    direction: direction === 'over' ? 'over' : 'under',
    chance: text('chance') || emptyVerifyForm.chance,
    mines: text('mines') || emptyVerifyForm.mines,
    crashRoundId: text('crashRoundId'),
    result: text('result'),
  };
}

/** What a link to the verify page carries for one round. */
export interface VerifyLinkInput {
  game: VerifyGame;
  serverSeedHash: string;
  serverSeed?: string | null;
  clientSeed?: string;
  nonce?: number;
  direction?: DiceDirection;
  chanceBasisPoints?: number;
  mines?: number;
  crashRoundId?: string;
  result?: string;
}

/** The query string (with its "?") that opens the verify page prefilled with a round. */
export function verifyQueryOf(input: VerifyLinkInput): string {
  const search = new URLSearchParams();
  search.set(names.game, input.game.toLowerCase());
  search.set(names.serverSeedHash, input.serverSeedHash);
  if (input.serverSeed) search.set(names.serverSeed, input.serverSeed);
  if (input.clientSeed !== undefined && input.game !== 'CRASH') search.set(names.clientSeed, input.clientSeed);
  if (input.nonce !== undefined && input.game !== 'CRASH') search.set(names.nonce, String(input.nonce));
  if (input.game === 'DICE') {
    if (input.direction) search.set(names.direction, input.direction);
    if (input.chanceBasisPoints !== undefined) search.set(names.chance, String(input.chanceBasisPoints));
  }
  if (input.game === 'MINES' && input.mines !== undefined) search.set(names.mines, String(input.mines));
  if (input.game === 'CRASH' && input.crashRoundId) search.set(names.crashRoundId, input.crashRoundId);
  if (input.result !== undefined) search.set(names.result, input.result);
  return `?${search.toString()}`;
}

export type VerifyRequest =
  | { game: 'SLOT'; serverSeed: string; clientSeed: string; nonce: number }
  | { game: 'DICE'; serverSeed: string; clientSeed: string; nonce: number; direction: DiceDirection; chanceBasisPoints: number }
  | { game: 'MINES'; serverSeed: string; clientSeed: string; nonce: number; mines: number }
  | { game: 'CRASH'; serverSeed: string; crashRoundId: string };

export type VerifyProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'chance' | 'mines' | 'crashRoundId';

const serverSeedPattern = /^[0-9a-f]{64}$/;
const clientSeedPattern = /^[\x21-\x7e]{1,64}$/;

function integerIn(text: string, minimum: number, maximum: number): number | null {
  if (!/^\d{1,16}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= minimum && value <= maximum ? value : null;
}

/** Checks the form; answers the request to recompute, or the first field that is wrong. */
export function checkVerifyForm(form: VerifyForm): { request: VerifyRequest; problem?: undefined } | { request?: undefined; problem: VerifyProblem } {
  const serverSeed = form.serverSeed.trim().toLowerCase();
  if (!serverSeedPattern.test(serverSeed)) return { problem: 'serverSeed' };
  if (form.game === 'CRASH') {
    if (!/^\d{1,19}$/.test(form.crashRoundId.trim())) return { problem: 'crashRoundId' };
    return { request: { game: 'CRASH', serverSeed, crashRoundId: form.crashRoundId.trim() } };
  }
  const clientSeed = form.clientSeed.trim();
  if (!clientSeedPattern.test(clientSeed)) return { problem: 'clientSeed' };
  const nonce = integerIn(form.nonce, 0, Number.MAX_SAFE_INTEGER);
  if (nonce === null) return { problem: 'nonce' };
  if (form.game === 'DICE') {
    const chanceBasisPoints = integerIn(form.chance, 100, 9500);
    if (chanceBasisPoints === null) return { problem: 'chance' };
    return { request: { game: 'DICE', serverSeed, clientSeed, nonce, direction: form.direction, chanceBasisPoints } };
  }
  if (form.game === 'MINES') {
    const mines = integerIn(form.mines, 1, 24);
    if (mines === null) return { problem: 'mines' };
    return { request: { game: 'MINES', serverSeed, clientSeed, nonce, mines } };
  }
  return { request: { game: 'SLOT', serverSeed, clientSeed, nonce } };
}

export type VerifiedOutcome =
  | { game: 'DICE'; roll: number; won: boolean; direction: DiceDirection; chanceBasisPoints: number; multiplierBasisPoints: number }
  | { game: 'SLOT'; round: SlotRound }
  | { game: 'MINES'; mines: number; minePositions: number[] }
  | { game: 'CRASH'; crashRoundId: string; crashPoint: number };

export interface Verification {
  /** SHA-256 of the server seed: it must equal the hash published before play. */
  serverSeedHash: string;
  outcome: VerifiedOutcome;
  /** The outcome in the form of a `result` parameter, to compare with the round's. */
  resultKey: string;
}

/** A round's result as one short text: the dice roll, the mined cells in order, the slot's total pay in line bets, the crash point. */
export function resultKeyOf(outcome: VerifiedOutcome): string {
  switch (outcome.game) {
    case 'DICE':
      return String(outcome.roll);
    case 'SLOT':
      return String(outcome.round.totalWin);
    case 'MINES':
      return outcome.minePositions.join('-');
    case 'CRASH':
      return String(outcome.crashPoint);
  }
}

/** The mined cells as a `result` parameter: ascending, joined by "-". */
export function minesResultKey(positions: readonly number[]): string {
  return [...positions].sort((left, right) => left - right).join('-');
}

/** Recomputes a round from its seeds, as the server does when it settles it. */
export function verifyRound(request: VerifyRequest): Verification {
  const serverSeedHash = hashSeed(request.serverSeed);
  const outcome = outcomeOf(request);
  return { serverSeedHash, outcome, resultKey: resultKeyOf(outcome) };
}

function outcomeOf(request: VerifyRequest): VerifiedOutcome {
  switch (request.game) {
    case 'DICE': {
      const roll = rollDice(createOutcomeStream(request));
      const bet = { direction: request.direction, chanceBasisPoints: request.chanceBasisPoints };
      return { game: 'DICE', roll, won: diceWins(bet, roll), ...bet, multiplierBasisPoints: diceMultiplierBasisPoints(request.chanceBasisPoints) };
    }
    case 'SLOT':
      return { game: 'SLOT', round: playRound(GOLDEN_REELS, createOutcomeStream(request)) };
    case 'MINES': {
      const positions = placeMines(createOutcomeStream(request), request.mines);
      return { game: 'MINES', mines: request.mines, minePositions: [...positions].sort((left, right) => left - right) };
    }
    case 'CRASH': {
      const stream = createOutcomeStream({ serverSeed: request.serverSeed, clientSeed: crashClientSeed, nonce: Number(request.crashRoundId) });
      return { game: 'CRASH', crashRoundId: request.crashRoundId, crashPoint: crashPoint(stream) };
    }
  }
}
