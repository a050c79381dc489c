/**
 * The game pages, rendered on the server as plain HTML. No inline script or style: the page's data
 * travels in data attributes and /static/play.js drives it, so a strict Content-Security-Policy holds.
 */
import { fishTargets } from './games/fishing.ts';
import { slotPaylines } from './games/slot.ts';
import { sportsMarkets } from './games/sports.ts';

export type TableKind = 'slot' | 'roulette' | 'sports' | 'fishing' | 'duel';

/** Which table a lobby category opens. */
export function tableOf(gameType: string): TableKind {
  switch (gameType) {
    case 'LIVE':
      return 'roulette';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCK':
      return 'sports';
    case 'FISH':
      return 'fishing';
    case 'PVP':
      return 'duel';
    default:
      return 'slot';
  }
}

const texts = {
  pt: { balance: 'Saldo', stake: 'Aposta', play: 'Jogar', spin: 'Girar', deal: 'Dar cartas', fold: 'Desistir', shoot: 'Disparar', lineBet: 'Aposta por linha', lines: 'linhas', pick: 'Número ou dúzia', back: 'Voltar ao lobby', expired: 'A sessão de jogo terminou. Volte ao lobby e abra o jogo de novo.' },
  en: { balance: 'Balance', stake: 'Stake', play: 'Play', spin: 'Spin', deal: 'Deal', fold: 'Fold', shoot: 'Shoot', lineBet: 'Line bet', lines: 'lines', pick: 'Number or dozen', back: 'Back to the lobby', expired: 'The game session has ended. Go back to the lobby and open the game again.' },
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);
}

function textsOf(language: string) {
  return language.startsWith('pt') ? texts.pt : texts.en;
}

/** An integer in hundredths as text with two decimals (odds and money alike). */
export function hundredths(value: number): string {
  return `${value < 0 ? '-' : ''}${Math.trunc(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;
}

function money(minorUnits: number, currency: string): string {
  return `${currency} ${hundredths(minorUnits)}`;
}

function controls(table: TableKind, language: string): string {
  const t = textsOf(language);
  const stakeInput = `<label>${t.stake} <input name="stake" type="number" min="1" step="1" value="100" inputmode="numeric"></label>`;
  switch (table) {
    case 'slot':
      return `<div class="grid" data-grid></div><label>${t.lineBet} <input name="lineBet" type="number" min="1" value="10"></label> <span>× ${slotPaylines.length} ${t.lines}</span><button data-action="spin">${t.spin}</button>`;
    case 'roulette':
      return `${stakeInput}<select name="kind">${['red', 'black', 'even', 'odd', 'low', 'high', 'dozen', 'straight'].map((kind) => `<option value="${kind}">${kind}</option>`).join('')}</select><label>${t.pick} <input name="pick" type="number" min="0" max="36" value="1"></label><button data-action="spin">${t.spin}</button><div class="wheel" data-result></div>`;
    case 'sports':
      return `${stakeInput}<div class="markets">${sportsMarkets()
        .map((market) => `<fieldset><legend>${escapeHtml(market.home)} × ${escapeHtml(market.away)}</legend>${['home', 'draw', 'away'].map((outcome, index) => `<button data-action="bet" data-fixture="${market.index}" data-outcome="${outcome}">${outcome} ${hundredths(market.odds[index]!)}</button>`).join('')}</fieldset>`)
        .join('')}</div>`;
    case 'fishing':
      return `${stakeInput}<div class="sea">${Object.entries(fishTargets).map(([name, target]) => `<button data-action="shoot" data-target="${name}">${name} ×${target.multiplier}</button>`).join('')}</div>`;
    case 'duel':
      return `${stakeInput}<button data-action="deal">${t.deal}</button><button data-action="play" disabled>${t.play}</button><button data-action="fold" disabled>${t.fold}</button><div class="cards" data-cards></div>`;
  }
}

/** The page of one table for one player session. */
export function gamePage(page: { sessionKey: string; table: TableKind; title: string; balance: number; currency: string; language: string; lobbyUrl: string }): string {
  const t = textsOf(page.language);
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<link rel="stylesheet" href="/static/play.css">
<script src="/static/play.js" defer></script>
</head>
<body data-session="${escapeHtml(page.sessionKey)}" data-table="${page.table}" data-currency="${escapeHtml(page.currency)}">
<main class="table table-${page.table}">
<header><h1>${escapeHtml(page.title)}</h1><p>${t.balance}: <strong data-balance>${escapeHtml(money(page.balance, page.currency))}</strong></p></header>
<section class="controls">${controls(page.table, page.language)}</section>
<output class="message" data-message aria-live="polite"></output>
<footer><a href="${escapeHtml(page.lobbyUrl)}" target="_top">${t.back}</a></footer>
</main>
</body>
</html>`;
}

export function expiredPage(language: string, lobbyUrl: string): string {
  const t = textsOf(language);
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${t.back}</title><link rel="stylesheet" href="/static/play.css"></head><body><main class="table"><p>${t.expired}</p><a href="${escapeHtml(lobbyUrl)}" target="_top">${t.back}</a></main></body></html>`;
}
