/**
 * The lottery's clock work, run on every node: create draws ahead, open and close them on time, and
 * draw (or cancel) each due draw. PostgreSQL decides who does what: creating a draw twice keeps the
 * first, a status change is announced by the node whose update moved the row, and a due draw is drawn
 * by the node holding its row lock, which also marks it done in the same transaction. So however many
 * nodes run, no issue is drawn twice; and a node that starts after a pause catches up on every draw
 * that came due meanwhile (cancelling those past the grace period).
 */
import { lotteryTopic } from '@platform/contract';
import { settleDueDraw, type DrawDone, type SettleDrawDependencies } from './draw-settlement.ts';
import type { DrawsService } from './draws-service.ts';
import type { LotteryGames } from './games.ts';
import type { LotteryPorts } from './ports.ts';
import { drawValue } from './present.ts';
import type { LotteryDraw, LotteryRepository } from './repository.ts';

export interface SchedulerLogger {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

const tickMs = 1_000;
const ensureEveryMs = 10_000;
/** A tick settles at most this many draws before it lets the next tick start. */
const drawsPerTickMax = 200;

export function lotteryScheduler(options: {
  repository: LotteryRepository;
  games: LotteryGames;
  draws: DrawsService;
  ports: LotteryPorts;
  settle: SettleDrawDependencies;
  now: () => Date;
  log: () => SchedulerLogger;
}) {
  const { repository, games, ports } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastEnsured = Number.NEGATIVE_INFINITY;

  async function announce(type: string, draw: LotteryDraw): Promise<void> {
    const game = await games.byId(draw.gameId);
    ports.realtime.toTopic(lotteryTopic(game.gameCode), { type, draw: drawValue(game.gameCode, draw) });
  }

  async function afterDraw(done: DrawDone): Promise<void> {
    if (done.betCount > 0) {
      options.log().info({ gameCode: done.game.gameCode, issue: done.draw.issue, outcome: done.outcome, bets: done.betCount, phasesMs: done.phasesMs }, 'lottery: draw done');
    }
    const draw = await repository.findDrawByIssue(done.game.id, done.draw.issue);
    if (draw) await announce(done.outcome === 'settled' ? 'lottery.result' : 'lottery.cancelled', draw);
    ports.ledger.announce(done.credited);
    const nodeId = await options.settle.nodeIdOf(done.game);
    if (nodeId === null) return;
    for (const win of done.topWins) {
      const member = await ports.members.memberOf(win.memberId);
      if (member) await ports.catalogue.recordWin({ memberId: win.memberId, account: member.account, nodeId, winAmount: win.win });
    }
  }

  /** Draws every due draw this node can lock; answers how many it drew or cancelled. */
  async function drawDue(now: Date): Promise<DrawDone[]> {
    const done: DrawDone[] = [];
    for (let count = 0; count < drawsPerTickMax; count++) {
      const next = await settleDueDraw(options.settle, now);
      if (!next) break;
      done.push(next);
      await afterDraw(next).catch((error: unknown) => options.log().error({ err: error }, 'lottery: work after a draw failed'));
    }
    return done;
  }

  /** One pass at `now`: create draws ahead, move statuses, draw what is due. */
  async function tick(now = options.now()): Promise<{ created: number; drawn: DrawDone[] }> {
    let created = 0;
    if (now.getTime() - lastEnsured >= ensureEveryMs || now.getTime() < lastEnsured) {
      created = await options.draws.ensureDrawsAhead(now);
      lastEnsured = now.getTime();
    }
    const moved = await repository.advanceStatuses(now);
    for (const draw of moved.opened) await announce('lottery.open', draw);
    for (const draw of moved.closed) await announce('lottery.closed', draw);
    const drawn = await drawDue(now);
    return { created, drawn };
  }

  function schedule(): void {
    timer = setTimeout(() => {
      running = tick()
        .then(() => undefined)
        .catch((error: unknown) => options.log().error({ err: error }, 'lottery: scheduler tick failed'))
        .finally(() => {
          running = undefined;
          if (timer) schedule();
        });
    }, tickMs);
    timer.unref();
  }

  return {
    tick,
    /** Draws the single earliest due draw at `now` (and its work after commit); null when none is due. */
    async drawNext(now = options.now()): Promise<DrawDone | null> {
      const done = await settleDueDraw(options.settle, now);
      if (done) await afterDraw(done).catch((error: unknown) => options.log().error({ err: error }, 'lottery: work after a draw failed'));
      return done;
    },
    /** Forgets when draws were last created, so the next tick creates them (after a clock jump in tests). */
    resetEnsure(): void {
      lastEnsured = Number.NEGATIVE_INFINITY;
    },
    start(): void {
      if (timer) return;
      schedule();
    },
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
    get started(): boolean {
      return timer !== undefined;
    },
  };
}

export type LotteryScheduler = ReturnType<typeof lotteryScheduler>;
