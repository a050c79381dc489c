/**
 * A PvP-style card duel in two steps: the stake deals a card to each side (the opponent's face down);
 * the player then plays (higher card wins 1.95×, a tie returns the stake) or folds (half back).
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';

export const duelDealSchema = z.object({ stake: z.number().int().min(1).max(10_000_000) });
export const duelActionSchema = z.object({ action: z.enum(['play', 'fold']) });

const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
const suits = ['♠', '♥', '♦', '♣'] as const;

export interface DuelHand {
  player: number;
  opponent: number;
}

/** Two different cards of one deck, as indices 0–51 (rank = index mod 13). */
export function dealDuel(): DuelHand {
  const player = randomInt(52);
  let opponent = randomInt(51);
  if (opponent >= player) opponent++;
  return { player, opponent };
}

export function cardName(card: number): string {
  return `${ranks[card % 13]}${suits[Math.floor(card / 13)]}`;
}

export function settleDuel(hand: DuelHand, stake: number, action: 'play' | 'fold') {
  const playerRank = hand.player % 13;
  const opponentRank = hand.opponent % 13;
  const outcome = action === 'fold' ? 'fold' : playerRank > opponentRank ? 'win' : playerRank === opponentRank ? 'tie' : 'lose';
  const win = outcome === 'fold' ? Math.floor(stake / 2) : outcome === 'win' ? Math.floor((stake * 195) / 100) : outcome === 'tie' ? stake : 0;
  return { win, detail: { player: cardName(hand.player), opponent: cardName(hand.opponent), outcome } };
}
