/**
 * The tables a player sits at: each play draws its outcome with node:crypto, takes the stake through the
 * platform's wallet (bet), and pays the win (win, closing the round). The duel keeps its round open
 * between the deal and the player's decision.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { duelActionSchema, duelDealSchema, dealDuel, cardName, settleDuel, type DuelHand } from './games/duel.ts';
import { fishingBetSchema, playFishing } from './games/fishing.ts';
import { playRoulette, rouletteBetSchema } from './games/roulette.ts';
import { playSlot, slotBetSchema } from './games/slot.ts';
import { playSports, sportsBetSchema } from './games/sports.ts';
import type { TableKind } from './pages.ts';
import type { VendorEngine } from './vendor-engine.ts';

/** A player's seat: the platform session it plays on and the game it launched. */
export interface Seat {
  vendorCode: string;
  token: string;
  user: string;
  currency: string;
  gameCode: string;
  table: TableKind;
  /** Duels dealt and not yet decided, by bet id. */
  duels: Map<string, { hand: DuelHand; stake: number }>;
}

export type PlayAnswer = { status: string; balance: number | null; stake?: number; win?: number; detail?: unknown; betId?: string };

export class PlayRefused extends Error {}

/** Draws the outcome of a one-step play, before any money moves. */
function drawOutcome(table: Exclude<TableKind, 'duel'>, input: unknown): { stake: number; win: number; detail: unknown } {
  switch (table) {
    case 'slot':
      return playSlot(parse(slotBetSchema, input));
    case 'roulette':
      return playRoulette(parse(rouletteBetSchema, input));
    case 'sports':
      return playSports(parse(sportsBetSchema, input));
    case 'fishing':
      return playFishing(parse(fishingBetSchema, input));
  }
}

function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new PlayRefused(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return parsed.data;
}

export function tables(engine: VendorEngine) {
  function identityOf(seat: Seat) {
    return { vendorCode: seat.vendorCode, user: seat.user, token: seat.token, round: randomUUID(), gameCode: seat.gameCode, currency: seat.currency };
  }

  /** A one-step game: draw, bet, pay. */
  async function playInstant(seat: Seat, input: unknown): Promise<PlayAnswer> {
    if (seat.table === 'duel') throw new PlayRefused('the duel deals first');
    const outcome = drawOutcome(seat.table, input);
    const bet = await engine.bet(identityOf(seat), outcome.stake, outcome.win);
    if (bet.status !== 'OK') return { status: bet.status, balance: bet.balance };
    const paid = await engine.win(bet.betId, outcome.win);
    return { status: paid.status, balance: paid.balance, stake: outcome.stake, win: outcome.win, detail: outcome.detail };
  }

  async function deal(seat: Seat, input: unknown): Promise<PlayAnswer> {
    const { stake } = parse(duelDealSchema, input);
    const hand = dealDuel();
    const bet = await engine.bet(identityOf(seat), stake, null);
    if (bet.status !== 'OK') return { status: bet.status, balance: bet.balance };
    seat.duels.set(bet.betId, { hand, stake });
    return { status: 'OK', balance: bet.balance, stake, betId: bet.betId, detail: { player: cardName(hand.player) } };
  }

  async function decide(seat: Seat, betId: string, input: unknown): Promise<PlayAnswer> {
    const { action } = parse(duelActionSchema, input);
    const duel = seat.duels.get(betId);
    if (!duel) throw new PlayRefused('no duel is waiting for that decision');
    seat.duels.delete(betId);
    const settled = settleDuel(duel.hand, duel.stake, action);
    const paid = await engine.win(betId, settled.win);
    return { status: paid.status, balance: paid.balance, stake: duel.stake, win: settled.win, detail: settled.detail };
  }

  return {
    async play(seat: Seat, input: { action?: string; betId?: string } & Record<string, unknown>): Promise<PlayAnswer> {
      if (seat.table !== 'duel') return playInstant(seat, input);
      if (input.action === 'deal') return deal(seat, input);
      if (typeof input.betId !== 'string') throw new PlayRefused('betId is required to play or fold');
      return decide(seat, input.betId, input);
    },
  };
}
