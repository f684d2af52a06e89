// What is drawn on the board over the pieces (chessground's auto-shapes), by layer: a game's own
// [%cal] arrows and [%csl] squares, the keyboard cursor, the engine's best move. Each feature sets
// its layer; the board shows them all.
/**
 * @param {{ setAutoShapes(shapes: object[]): void }} board the chessground instance
 * @returns {{ set(layer: string, shapes: object[]): void }}
 */
export function createBoardShapes(board) {
  const layers = new Map();
  return {
    set(layer, shapes) {
      layers.set(layer, shapes);
      board.setAutoShapes([...layers.values()].flat());
    },
  };
}
