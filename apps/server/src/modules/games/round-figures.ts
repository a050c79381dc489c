/**
 * A round's contribution to its member's daily figures (valid bet, win, round count per merchant day and
 * category). Figures change only through `saveRound`, by the difference between the round before and
 * after, so a round settled, corrected by a late rollback or reopened is always counted exactly once.
 */
import { recordCategoryOf } from '@platform/contract';
import type { Executor } from './ports.ts';
import type { FiguresDelta, GamesRepository, Round, RoundOpening, RoundState } from './repository.ts';

/** yyyy-MM-dd of an instant in a zone `gmtOffsetMinutes` from UTC. */
export function merchantDayOf(instant: Date, gmtOffsetMinutes: number): string {
  return new Date(instant.getTime() + gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

const noFigures: FiguresDelta = { rounds: 0, stake: 0, validBet: 0, win: 0 };

/** What a round adds to the daily figures: settled rounds of real money only. */
export function figuresOf(round: Pick<Round, 'status' | 'playMoney' | 'stake' | 'stakeRefunded' | 'win'>): FiguresDelta {
  if (round.status !== 'settled' || round.playMoney) return noFigures;
  return { rounds: 1, stake: round.stake, validBet: round.stake - round.stakeRefunded, win: round.win };
}

function difference(after: FiguresDelta, before: FiguresDelta): FiguresDelta {
  return { rounds: after.rounds - before.rounds, stake: after.stake - before.stake, validBet: after.validBet - before.validBet, win: after.win - before.win };
}

function isZero(delta: FiguresDelta): boolean {
  return delta.rounds === 0 && delta.stake === 0 && delta.validBet === 0 && delta.win === 0;
}

/**
 * Writes a round's new state (inserting it when `before` is undefined) and the change of the daily figures
 * it causes; the merchant day is fixed at the round's first settlement.
 */
export async function saveRound(
  repository: GamesRepository,
  executor: Executor,
  change: { before: Round | undefined; opening: RoundOpening; state: RoundState; gmtOffsetMinutes: () => Promise<number> },
): Promise<{ round: Round; delta: FiguresDelta }> {
  const { before, opening, state } = change;
  const settlesNow = state.status === 'settled' && state.figuresDay === null;
  const stateWithDay = settlesNow ? { ...state, figuresDay: merchantDayOf(new Date(), await change.gmtOffsetMinutes()) } : state;
  const after = before ? await repository.updateRound(executor, before.id, stateWithDay) : await repository.insertRound(executor, opening, stateWithDay);
  const delta = difference(figuresOf(after), before ? figuresOf(before) : noFigures);
  if (!isZero(delta) && after.figuresDay !== null) {
    // The figures are kept by the records' category: the house games under ORIGINALS, the others by game type.
    await repository.addFigures(executor, { memberId: after.memberId, day: after.figuresDay, gameType: recordCategoryOf(after.vendorCode, after.gameType) }, delta);
  }
  return { round: after, delta };
}

/** The changing columns of a round, to build its next state from. */
export function stateOf(round: Round): RoundState {
  return {
    status: round.status,
    stake: round.stake,
    stakeRefunded: round.stakeRefunded,
    win: round.win,
    betCount: round.betCount,
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter,
    settledAt: round.settledAt,
    figuresDay: round.figuresDay,
  };
}
