// chess960: the Chess960 (Fischer Random) rules, compiled from C++ to WebAssembly.
//
//   import { chess960 } from 'chess960';
//   const game = chess960.game(chess960.startFen(chess960.randomPositionNumber()));
//
// This file only names what the package exports; each part lives in its own module.

/**
 * `import { chess960 } from 'chess960'`: the library (`Chess960`), its games (`Game`), PGN
 * collections (`PgnGame`), errors and types. The README is the guide; this is the reference.
 * @module chess960
 */
import { chess960, load } from './load.js';

export { chess960, load };
export default load;
export { Chess960 } from './chess960.js';
export * from './errors.js';
export { Game } from './game.js';
export { PIECE_LETTERS, sanFromLetters, sanWithLetters, type PieceLetters } from './piece-letters.js';
export type { CastlingReason, CastlingSideStatus, CastlingStatus } from './castling.js';
export type {
  DestsOptions,
  DivideOptions,
  DrawClaim,
  DrawClaimMove,
  DrawReason,
  DropChoice,
  DropMove,
  DropNone,
  DropRefused,
  DropResult,
  FenOptions,
  FenReadOptions,
  LegalMovesOptions,
  MoveInput,
  MoveResult,
  Outcome,
  PgnOptions,
  PieceOnSquare,
  PremoveDropped,
  PremoveOptions,
  PremovePlayed,
  PremoveResult,
  SquareInput,
} from './game-types.js';
export type { Color, PieceSymbol, Square } from './squares.js';
export { PgnGame } from './pgn.js';
export { PGN_RESULTS } from './generated/contract.js';
export type {
  DrawAlgorithm,
  DrawAnnouncement,
  DrawAnnouncementOptions,
  DrawnStart,
  DrawOptions,
  DrawPoolOptions,
  DrawVerification,
  DrawVerifyOptions,
  TournamentDraw,
} from './draw.js';
export type { StartEvaluation, StartEvaluations } from './evaluation-types.js';
export type { StartSubset } from './subsets.js';
export type {
  PgnArrow,
  PgnEval,
  PgnGameInput,
  PgnMarkColor,
  PgnNode,
  PgnNodeInput,
  PgnReadableStream,
  PgnReadOptions,
  PgnResult,
  PgnStreamReader,
  PgnSource,
  PgnSquare,
} from './pgn-types.js';
export {
  CHESS2880_POSITION_COUNT,
  type DiceReading,
  POSITION_COUNT,
  SHUFFLE_POSITION_COUNT,
  STANDARD_FEN,
  STANDARD_POSITION_NUMBER,
} from './start-positions.js';
