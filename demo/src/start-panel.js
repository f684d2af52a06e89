// The start: the current start in words, a start by number (one for both sides, or two for Double
// Chess960) and a random start from a pool, beside the board; in the tools, the back ranks as
// strips, Double Chess960 and the die (Althöfer's procedure, the package turning the rolls into a
// number). The engine's score of the start and the engine-balanced pool come from
// chess960/evaluations (start-evaluations.js), once it has loaded.
import { InvalidStartPositionError } from 'chess960';
import { $, pieceElement } from './dom.js';
import { formatNumber, t } from './i18n.js';
import { errorText } from './messages.js';
import {
  BALANCED_MAX_SCORE,
  balancedPool,
  balancedPoolName,
  evaluationTable,
  loadEvaluations,
  scoreLine,
} from './start-evaluations.js';
import { dieSteps, startLabel } from './view.js';

/** A fair die roll, 1-6 (rejection sampling keeps the six faces equally likely). */
function rollOnce() {
  const byte = new Uint8Array(1);
  do crypto.getRandomValues(byte);
  while (byte[0] >= 252);
  return (byte[0] % 6) + 1;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A number from 0 to n - 1, each equally likely (crypto.getRandomValues, rejection sampling). */
function randomBelow(n) {
  const word = new Uint32Array(1);
  const limit = 2 ** 32 - (2 ** 32 % n);
  do crypto.getRandomValues(word);
  while (word[0] >= limit);
  return word[0] % n;
}

/** Wires the start panel to the store; returns { loadRandom } for other features' buttons. */
export function createStartPanel({ store }) {
  const { state } = store;
  const { chess } = state;
  const el = {
    backrank: $('backrank'),
    score: $('start-score'),
    balancedHint: $('balanced-hint'),
    strips: $('rank-strips'),
    form: $('position-form'),
    number: $('position-number'),
    numberLabel: $('position-number-label'),
    blackNumber: $('position-number-black'),
    blackField: $('black-number-field'),
    double: $('double'),
    random: $('random'),
    subset: $('random-subset'),
    rollDie: $('roll-die'),
    dieRolls: $('die-rolls'),
    error: $('position-error'),
  };
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let dieRun = 0; // increases when a new game starts, so that an unfinished die animation stops

  function clearError() {
    el.error.textContent = '';
    el.number.removeAttribute('aria-invalid');
    el.blackNumber.removeAttribute('aria-invalid');
  }

  function setDouble(on) {
    el.double.checked = on;
    clearError();
    el.blackField.hidden = !on;
    el.form.classList.toggle('double', on); // two numbers: each says whose it is
    el.numberLabel.textContent = t(on ? 'numberLabelWhite' : 'numberLabel');
    if (on && !el.blackNumber.value) el.blackNumber.value = el.number.value;
  }

  /** The number typed in a field, or throws an Error whose message the page shows. `missing`: the key of the message for an empty field. */
  function readNumber(input, missing) {
    const text = input.value.trim();
    if (text === '') throw new Error(t(missing));
    if (!/^[+-]?\d+(\.\d+)?$/.test(text)) throw new Error(t('numberNotNumber', { text }));
    return Number(text);
  }

  function loadNumbers() {
    const double = el.double.checked;
    let white;
    let black;
    let field = el.number;
    try {
      white = readNumber(el.number, double ? 'numberMissingWhite' : 'numberMissing');
      chess.backRank(white); // the library says what is wrong with the number
      field = el.blackNumber;
      black = double ? readNumber(el.blackNumber, 'numberMissingBlack') : white;
      chess.backRank(black);
    } catch (error) {
      el.error.textContent = errorText(error, { value: field.value.trim() });
      field.setAttribute('aria-invalid', 'true');
      field.focus();
      el.error.scrollIntoView({ block: 'nearest' });
      return;
    }
    store.newGame(chess.startFen(white, black), { white, black });
  }

  async function loadRandom() {
    const pool = el.subset.value; // 'chess960', 'chess18', 'chess90', 'chess870' or 'balanced'
    let pick = () => chess.randomPositionNumberIn(pool);
    if (pool === 'balanced') {
      await loadEvaluations();
      const starts = balancedPool(chess);
      pick = () => starts[randomBelow(starts.length)];
    }
    const white = pick();
    const black = el.double.checked ? pick() : white;
    store.newGame(chess.startFen(white, black), { white, black });
  }

  /** Rolls until the five placements are made: the rolls used (re-rolls included) and the start. */
  function rollForStart() {
    const rolls = [];
    for (;;) {
      for (let i = 0; i < 20; i++) rolls.push(rollOnce());
      try {
        const { number, rollsUsed } = chess.positionFromDice(rolls);
        return { number, rolls: rolls.slice(0, rollsUsed) };
      } catch (error) {
        // Too few placements yet (rare: many re-rolls): roll on. Anything else is a bug.
        if (!(error instanceof InvalidStartPositionError)) throw error;
      }
    }
  }

  /** Shows the rolls one by one (spinning each face unless motion is reduced), then loads the start. */
  async function rollDie() {
    const run = ++dieRun;
    const { number, rolls } = rollForStart();
    el.rollDie.disabled = true;
    el.dieRolls.setAttribute('aria-busy', 'true');
    el.dieRolls.dataset.rolls = '';
    el.dieRolls.replaceChildren();
    for (const { roll, placed } of dieSteps(rolls)) {
      const face = document.createElement('span');
      face.className = 'die-face';
      el.dieRolls.append(face);
      if (!reducedMotion.matches) {
        face.classList.add('spinning');
        for (let frame = 0; frame < 6; frame++) {
          face.textContent = String(((roll + frame) % 6) + 1);
          await pause(45);
          if (run !== dieRun) return;
        }
        face.classList.remove('spinning');
      }
      face.textContent = String(roll);
      face.dataset.placed = placed ?? '';
      if (!placed) face.classList.add('reroll');
    }
    const result = document.createElement('span');
    result.className = 'die-result';
    result.dataset.number = String(number);
    result.dataset.count = String(rolls.length);
    el.dieRolls.append(result);
    labelDieRolls();
    el.dieRolls.dataset.rolls = rolls.join(',');
    store.newGame(chess.startFen(number), { white: number, black: number }, { rolled: true });
  }

  /** The die's faces and result in words (again when the language changes). */
  function labelDieRolls() {
    for (const face of el.dieRolls.querySelectorAll('.die-face')) {
      const roll = Number(face.textContent);
      face.title = face.dataset.placed
        ? t('placed', { roll, piece: t(`die.${face.dataset.placed}`) })
        : t('rerolled', { roll });
      face.setAttribute('aria-label', face.title);
    }
    const result = el.dieRolls.querySelector('.die-result');
    if (!result) return;
    result.textContent = t('dieResult', { number: Number(result.dataset.number) });
    result.title = t('dieRollCount', { count: Number(result.dataset.count) });
  }

  /** The current start: its number and back rank in words, one strip of pieces per side. */
  function renderStart() {
    const { start } = state;
    // One line per side for Double Chess960 (the text still reads "White … / Black …").
    el.backrank.replaceChildren(
      ...startLabel(chess, start)
        .split(' / ')
        .flatMap((text, i) => {
          const line = Object.assign(document.createElement('span'), { className: 'backrank-side', textContent: text });
          if (i === 0) return [line];
          return [
            Object.assign(document.createElement('span'), { className: 'visually-hidden', textContent: ' / ' }),
            line,
          ];
        }),
    );
    // The engine's score is of a start as both sides have it: none for Double Chess960.
    el.score.textContent = start && start.black === start.white ? scoreLine(start.white) : '';
    el.strips.replaceChildren();
    if (!start) return;
    const sides =
      start.black === start.white
        ? [['w', start.white]]
        : [
            ['w', start.white],
            ['b', start.black],
          ];
    for (const [color, number] of sides) {
      const strip = document.createElement('div');
      strip.className = 'cg-wrap rank-strip';
      strip.title = t(`startTitle.${color}`, { number });
      for (const letter of chess.backRank(number)) strip.append(pieceElement(color, letter.toLowerCase()));
      el.strips.append(strip);
    }
  }

  /** The engine-balanced pool: its name in the picker and what it is, in the start options. */
  function renderBalanced() {
    el.subset.querySelector('option[value="balanced"]').textContent = balancedPoolName();
    const table = evaluationTable();
    el.balancedHint.textContent = table
      ? t('subsetBalancedHint', {
          max: BALANCED_MAX_SCORE,
          count: balancedPool(chess).length,
          engine: table.engine,
          nodes: formatNumber(table.nodes),
          date: table.date,
        })
      : '';
  }

  // A new game: a die animation still running ends (the rolls stay only when they made this game),
  // and the fields show the new start's numbers (none for a custom position).
  store.on('new', ({ rolled }) => {
    dieRun += 1;
    el.rollDie.disabled = false;
    el.dieRolls.removeAttribute('aria-busy');
    if (!rolled) {
      el.dieRolls.replaceChildren();
      el.dieRolls.dataset.rolls = '';
    }
    clearError();
    const { start } = state;
    el.number.value = start ? String(start.white) : '';
    el.blackNumber.value = start ? String(start.black) : '';
    if (start && start.black !== start.white && !el.double.checked) setDouble(true);
    renderStart();
  });
  store.on('relabel', () => {
    el.numberLabel.textContent = t(el.double.checked ? 'numberLabelWhite' : 'numberLabel');
    el.error.textContent = '';
    labelDieRolls();
    renderStart();
    renderBalanced();
  });

  for (const field of [el.number, el.blackNumber])
    field.addEventListener('input', () => {
      el.error.textContent = '';
      field.removeAttribute('aria-invalid');
    });
  el.form.addEventListener('submit', (event) => {
    event.preventDefault();
    loadNumbers();
  });
  el.random.addEventListener('click', loadRandom);
  el.rollDie.addEventListener('click', rollDie);
  el.double.addEventListener('change', () => {
    setDouble(el.double.checked);
    // Back to one number: a Double Chess960 game on the board becomes White's start for both sides.
    const { start } = state;
    if (!el.double.checked && start && start.black !== start.white)
      store.newGame(chess.startFen(start.white), { white: start.white, black: start.white });
  });
  renderBalanced();
  // After the board is up: the table, then the score of the start shown and the pool's line.
  loadEvaluations().then(() => {
    renderStart();
    renderBalanced();
  });
  return { loadRandom };
}
