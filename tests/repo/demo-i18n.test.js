// The demo's catalogues (demo/src/locales): every key in every language with the same
// placeholders and every plural form the language needs; every error code the package declares
// translated in each language but English (whose sentences are the package's own, but for a
// refused move); a sentence for every reason a PGN game stops; and no static text in
// demo/index.html that bypasses the catalogue.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PIECE_LETTERS } from 'chess960';
import { REPO } from '../js/helpers.js';

const LANGUAGES = ['en', 'ru', 'de', 'hy'];
const catalogues = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (lang) => [lang, (await import(join(REPO, 'demo', 'src', 'locales', `${lang}.js`))).default]),
  ),
);
// Keys that translate the package's English messages: English shows the package's words.
const isLibraryKey = (key) => key.startsWith('error.') || key.startsWith('castle.');

const placeholdersOf = (entry) =>
  [
    ...new Set(
      (typeof entry === 'string' ? [entry] : Object.values(entry)).flatMap((text) =>
        [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      ),
    ),
  ]
    .filter((name) => name !== 'count')
    .sort();

/** The error codes the package declares: its ErrorCode type (dist/*.d.ts) and its README's table. */
function packageErrorCodes() {
  const codes = new Set();
  const dist = join(REPO, 'npm', 'dist');
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.d.ts'))) {
    const text = readFileSync(join(dist, file), 'utf8');
    const declaration = text.match(/type ErrorCode\s*=([^;]*);/)?.[1] ?? '';
    for (const [, code] of declaration.matchAll(/['"]([A-Z_]+)['"]/g)) codes.add(code);
  }
  const readme = readFileSync(join(REPO, 'npm', 'README.md'), 'utf8');
  for (const [, code] of readme.matchAll(/^\| `([A-Z_]+)` \| `\w+Error` \|/gm)) codes.add(code);
  return [...codes];
}

describe('demo catalogues', () => {
  it('have every key of the English catalogue, with the same placeholders', () => {
    const english = catalogues.en;
    for (const lang of LANGUAGES) {
      const catalogue = catalogues[lang];
      const uiKeys = Object.keys(catalogue).filter((key) => !isLibraryKey(key));
      expect(uiKeys.sort(), `${lang}: keys`).toEqual(
        Object.keys(english)
          .filter((key) => !isLibraryKey(key))
          .sort(),
      );
      for (const key of uiKeys)
        expect(placeholdersOf(catalogue[key]), `${lang} ${key}`).toEqual(placeholdersOf(english[key]));
    }
  });

  it('give every plural form the language has (Intl.PluralRules), and non-empty texts', () => {
    for (const lang of LANGUAGES) {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, entry] of Object.entries(catalogues[lang])) {
        if (typeof entry === 'string') {
          expect(entry.trim().length, `${lang} ${key}`).toBeGreaterThan(0);
          continue;
        }
        expect(Object.keys(entry).sort(), `${lang} ${key}: plural forms`).toEqual([...categories].sort());
        for (const form of Object.values(entry))
          expect(placeholdersOf(form), `${lang} ${key}`).toEqual(placeholdersOf(entry));
      }
    }
  });

  it('translate every error code the package declares, in each language but English', () => {
    const codes = packageErrorCodes();
    expect(codes.length).toBeGreaterThanOrEqual(21);
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      for (const code of codes) expect(catalogues[lang], `${lang}: error.${code}`).toHaveProperty([`error.${code}`]);
      const errorKeys = Object.keys(catalogues[lang]).filter((key) => key.startsWith('error.'));
      expect(errorKeys.sort(), `${lang}: no translation of a code the package does not have`).toEqual(
        codes.map((c) => `error.${c}`).sort(),
      );
    }
  });

  it('translate every castling reason kind and cause the package documents, with the same placeholders', () => {
    const keys = Object.keys(catalogues.ru).filter((key) => key.startsWith('castle.'));
    expect(keys.sort()).toEqual(
      [
        'castle.no-right',
        'castle.no-right.start',
        'castle.no-right.king-moved',
        'castle.no-right.rook-moved',
        'castle.no-right.rook-captured',
        'castle.not-to-move',
        'castle.in-check',
        'castle.attacked',
        'castle.blocked',
      ].sort(),
    );
    for (const lang of ['de', 'hy']) {
      const libraryKeys = Object.keys(catalogues[lang]).filter(isLibraryKey);
      expect(libraryKeys.sort()).toEqual(Object.keys(catalogues.ru).filter(isLibraryKey).sort());
      for (const key of libraryKeys)
        expect(placeholdersOf(catalogues[lang][key]), `${lang} ${key}`).toEqual(placeholdersOf(catalogues.ru[key]));
    }
    // English keeps the package's words but for the refused moves, whose message writes out the position.
    expect(Object.keys(catalogues.en).filter(isLibraryKey).sort()).toEqual(
      ['error.AMBIGUOUS_SAN', 'error.ILLEGAL_MOVE', 'error.INVALID_SAN', 'error.INVALID_UCI'].sort(),
    );
    for (const key of Object.keys(catalogues.en).filter(isLibraryKey))
      expect(placeholdersOf(catalogues.en[key]), `en ${key}`).toEqual(placeholdersOf(catalogues.ru[key]));
  });

  it('say why a PGN game stopped for every reason the package declares, in every language', () => {
    const contract = readFileSync(join(REPO, 'npm', 'dist', 'generated', 'contract.d.ts'), 'utf8');
    const declared = contract.match(/type PgnErrorReason\s*=([^;]*);/)?.[1] ?? '';
    const reasons = [...declared.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]);
    expect(reasons).toContain('UNCLOSED_COMMENT');
    expect(reasons.length).toBeGreaterThanOrEqual(11);
    for (const lang of LANGUAGES) {
      const keys = Object.keys(catalogues[lang]).filter((key) => key.startsWith('pgnError.'));
      expect(keys.sort(), `${lang}: pgnError.<reason>`).toEqual(reasons.map((reason) => `pgnError.${reason}`).sort());
    }
  });

  it('name a letter set of the package for the "local" notation', () => {
    expect(catalogues.ru.localLetters).toBe('ru');
    expect(catalogues.de.localLetters).toBe('de');
    expect(catalogues.hy.localLetters).toBe('figurine'); // no settled Armenian letters
    for (const lang of ['ru', 'de', 'hy']) expect(PIECE_LETTERS).toHaveProperty(catalogues[lang].localLetters);
  });

  it('use the chess words of each language', () => {
    const all = (lang) => JSON.stringify(catalogues[lang]);
    for (const word of ['шах', 'Мат', 'Пат', 'рокировк', 'Ничья']) expect(all('ru')).toContain(word);
    for (const word of ['Schach', 'Matt', 'Patt', 'Rochade', 'Remis']) expect(all('de')).toContain(word);
    for (const word of ['շախ', 'Մատ', 'Պատ', 'փոխատեղում', 'ոչ-ոքի']) expect(all('hy')).toContain(word);
  });
});

describe('demo/index.html', () => {
  const html = readFileSync(join(REPO, 'demo', 'index.html'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  const VOID = new Set(['meta', 'link', 'input', 'br', 'img', 'hr', '!doctype']);

  it('has no text outside the catalogue: each text is data-i18n, or a name marked translate="no"', () => {
    const bypassing = [];
    const stack = []; // { tag, translated }
    for (const [, close, tag, attributes = '', text] of html.matchAll(/<(\/?)([!\w-]+)([^>]*)>([^<]*)/g)) {
      const name = tag.toLowerCase();
      if (close) stack.splice(stack.map((e) => e.tag).lastIndexOf(name));
      else if (!VOID.has(name) && !attributes.endsWith('/')) {
        const translated = /data-i18n=|translate="no"/.test(attributes) || name === 'script' || name === 'style';
        stack.push({ tag: name, translated });
      }
      const top = stack.at(-1);
      const exempt = stack.some((e) => e.translated);
      // Symbols (icons, arrows) are not words.
      if (/\p{L}/u.test(text) && !exempt) bypassing.push(`<${top?.tag}>${text.trim()}`);
    }
    expect(bypassing).toEqual([]);
  });

  it('has no title, aria-label or placeholder outside the catalogue', () => {
    const attributes = [...html.matchAll(/\s(title|aria-label|placeholder)="([^"]*)"/g)].map(
      (m) => `${m[1]}="${m[2]}"`,
    );
    expect(attributes).toEqual([]);
  });

  it('names every data-i18n key that the English catalogue has', () => {
    const keys = [...html.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) expect(catalogues.en, key).toHaveProperty([key]);
  });
});

describe('demo i18n.js and messages.js', async () => {
  // The modules touch the DOM only for <html lang> (and storage, which they may go without).
  /** @type {any} */ (globalThis).document ??= { documentElement: {} };
  const { chooseLanguage, setLanguage, t, formatNumber } = await import(join(REPO, 'demo', 'src', 'i18n.js'));
  const { errorText, castlingReasonText } = await import(join(REPO, 'demo', 'src', 'messages.js'));
  const chess = await (await import('chess960')).load();

  it('chooses the link, then the last choice, then the browser, then English', () => {
    expect(chooseLanguage({ link: 'ru', stored: 'de', preferred: ['hy'] })).toBe('ru');
    expect(chooseLanguage({ link: 'xx', stored: 'de', preferred: ['hy'] })).toBe('de');
    expect(chooseLanguage({ preferred: ['fr-FR', 'de-AT', 'ru'] })).toBe('de');
    expect(chooseLanguage({ preferred: ['fr', 'ja'] })).toBe('en');
  });

  it('fills placeholders, capitalizes {Reason}, picks Russian plural forms, sets <html lang>', async () => {
    expect(await setLanguage('ru-RU', { remember: false })).toBe('ru');
    expect(/** @type {any} */ (globalThis).document.documentElement.lang).toBe('ru');
    expect([1, 3, 5, 21, 12].map((count) => t('dieRollCount', { count }))).toEqual([
      '1 бросок кубика',
      '3 броска кубика',
      '5 бросков кубика',
      '21 бросок кубика',
      '12 бросков кубика',
    ]);
    expect(t('mayClaim', { reason: t('draw.threefold-repetition') })).toBe(
      ' · Троекратное повторение позиции: можно потребовать ничью',
    );
    expect(t('castleNotLegal', { move: 'O-O', reasons: 'король под шахом' })).toBe(
      'Рокировка O-O невозможна: король под шахом',
    );
    expect(t('no-such-key')).toBe('no-such-key');
  });

  it('words the library errors and castling reasons in the language, and English shortens a refused move', async () => {
    const illegal = (() => {
      try {
        chess.game().move('Qh5');
      } catch (error) {
        return error;
      }
    })();
    await setLanguage('de', { remember: false });
    expect(errorText(illegal, { move: 'Dh5' })).toBe('Dh5 ist hier kein legaler Zug.');
    expect(errorText(chess.validateFen('8/8/8/8/8/8/8/K7 w - - 0 1'))).toBe(
      'Unmögliche Stellung: jede Seite braucht genau einen König.',
    );
    expect(errorText(new Error('plain'))).toBe('plain');
    expect(formatNumber(-0.35, { signDisplay: 'exceptZero', minimumFractionDigits: 2 })).toBe('-0,35');
    const moved = chess.game();
    for (const san of ['a4', 'a5', 'Ra2', 'Nf6', 'Ra1', 'Ng8']) moved.move(san);
    const [lost] = moved.castlingStatus().w.queenside.reasons;
    expect(castlingReasonText(lost, (san) => san.replace('R', 'T'))).toBe('der Turm von a1 hat schon gezogen (Ta2)');
    const [blocked] = chess.game().castlingStatus().w.queenside.reasons;
    expect(castlingReasonText(blocked)).toBe('b1, c1 und d1 sind besetzt');
    await setLanguage('en', { remember: false });
    // A refused move in a short sentence (the package's message also writes out the position).
    expect(illegal.message).toContain(chess.startFen(518));
    expect(errorText(illegal, { move: 'Qh5' })).toBe('Qh5 is not a legal move here.');
    const fen = chess.validateFen('8/8/8/8/8/8/8/K7 w - - 0 1');
    expect(errorText(fen)).toBe(fen.message);
    expect(castlingReasonText(blocked)).toBe(blocked.message);
  });
});
