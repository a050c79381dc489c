/* global document, fetch */
// Drives a game page of the simulated vendor: reads the controls, posts each play, shows the outcome
// and the balance the platform answered. Loaded as a file (never inline) so the page's CSP stays strict.
(function () {
  'use strict';
  var body = document.body;
  var session = body.dataset.session;
  var table = body.dataset.table;
  var currency = body.dataset.currency || '';
  var balanceView = document.querySelector('[data-balance]');
  var message = document.querySelector('[data-message]');
  var pendingDuel = null;

  function money(minorUnits) {
    var negative = minorUnits < 0;
    var absolute = Math.abs(minorUnits);
    return (negative ? '-' : '') + currency + ' ' + Math.floor(absolute / 100) + '.' + String(absolute % 100).padStart(2, '0');
  }

  function number(name) {
    var input = document.querySelector('[name="' + name + '"]');
    return input ? Number.parseInt(input.value, 10) : undefined;
  }

  function show(text) {
    if (message) message.textContent = text;
  }

  function play(payload) {
    var request = Object.assign({ session: session }, payload);
    return fetch('/api/play', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (typeof answer.balance === 'number' && balanceView) balanceView.textContent = money(answer.balance);
        if (answer.status !== 'OK') show(answer.message || answer.status);
        return answer;
      })
      .catch(function () { show('FAILED'); return { status: 'FAILED' }; });
  }

  function describe(answer) {
    if (answer.status !== 'OK') return;
    var detail = answer.detail || {};
    var outcome = table === 'slot'
      ? detail.grid.map(function (reel) { return reel.join(' '); }).join(' | ')
      : table === 'roulette' ? detail.pocket + ' ' + detail.colour
      : table === 'sports' ? detail.match + ' ' + detail.score.join('–') + ' (' + detail.result + ')'
      : table === 'fishing' ? detail.target + (detail.hit ? ' ✔' : ' ✘')
      : detail.player + ' vs ' + detail.opponent + ' (' + detail.outcome + ')';
    show(outcome + ' — ' + money(answer.win) + ' / ' + money(answer.stake));
    var grid = document.querySelector('[data-grid]');
    if (grid && detail.grid) grid.textContent = detail.grid.map(function (reel) { return reel.join('\n'); }).join('   ');
  }

  function setDuelButtons(dealt) {
    document.querySelectorAll('[data-action="play"],[data-action="fold"]').forEach(function (button) { button.disabled = !dealt; });
    var deal = document.querySelector('[data-action="deal"]');
    if (deal) deal.disabled = dealt;
  }

  document.addEventListener('click', function (event) {
    var button = event.target.closest('button[data-action]');
    if (!button) return;
    var action = button.dataset.action;
    if (table === 'slot') play({ lineBet: number('lineBet') }).then(describe);
    else if (table === 'roulette') play({ stake: number('stake'), kind: document.querySelector('[name="kind"]').value, pick: number('pick') }).then(describe);
    else if (table === 'sports') play({ stake: number('stake'), fixture: Number(button.dataset.fixture), outcome: button.dataset.outcome }).then(describe);
    else if (table === 'fishing') play({ stake: number('stake'), target: button.dataset.target }).then(describe);
    else if (action === 'deal') {
      play({ action: 'deal', stake: number('stake') }).then(function (answer) {
        if (answer.status !== 'OK') return;
        pendingDuel = answer.betId;
        var cards = document.querySelector('[data-cards]');
        if (cards) cards.textContent = answer.detail.player + ' vs ?';
        setDuelButtons(true);
      });
    } else if (pendingDuel) {
      var betId = pendingDuel;
      pendingDuel = null;
      setDuelButtons(false);
      play({ action: action, betId: betId }).then(describe);
    }
  });
})();
