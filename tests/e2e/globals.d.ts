// For the type check of tests/e2e (tsconfig.json). playwright-core and the bundlers are installed in
// tests/e2e only (npm ci there), after the check runs: declared here as untyped modules, which take
// precedence over node_modules, so the check is the same either way. The pages publish their results
// on window.
declare module 'playwright-core';
declare module 'rollup';
declare module '@rollup/plugin-node-resolve';
declare module 'esbuild';

interface Window {
  /** What a test page (fixtures/checks.js) publishes: { ok, results } or { ok: false, error }. */
  __chess960?: unknown;
  /** What a README recipe page publishes (readme-recipes.test.mjs). */
  __recipe?: {
    game?: import('chess960').Game;
    chess?: import('chess960/chess.js').Chess;
    board?: import('chessground/api').Api;
    nodes?: number;
    moves?: string[];
  };
  /**
   * What a board recipe page publishes (board-recipes.test.mjs): its game and board (chessground's
   * or cm-chessboard's), and the chessground recipe's opponentMoved() and stored premove.
   */
  __board?: {
    game: import('chess960').Game;
    board: { getFen(): string; getPosition(): string };
    opponentMoved(uci: string): void;
    premove(): string[] | null;
  };
  /** The game of the chess.js-style page that bundlers.test.mjs bundles (fixtures/chess-js-page). */
  __game?: import('chess960/chess.js').Chess;
  /** axe-core, added to a page by a11y.test.mjs (axe.min.js): its run() and the violations found. */
  axe?: {
    run(
      context: Document,
      options: object,
    ): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
  };
}
