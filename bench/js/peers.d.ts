// The benchmarks' peers are installed in bench/ only (npm ci there), which the type check does not
// need: declared here as untyped modules (exact names take precedence over node_modules, so the
// check is the same with or without bench/node_modules). What bench/js is checked for is its use of
// the chess960 package and of Node.
declare module 'chessops/chess';
declare module 'chessops/compat';
declare module 'chessops/debug';
declare module 'chessops/fen';
declare module 'chessops/pgn';
declare module 'chessops/san';
declare module 'chess.js';
declare module 'ffish-es6';
declare module 'esbuild';
