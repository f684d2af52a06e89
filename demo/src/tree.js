// The game as a tree of moves: the main line is every node's first child, the other children are
// variations. Nodes carry UCI and SAN (and room for a PGN comment), so a PGN reader's tree can be
// loaded into the same shape later. No DOM and no rules here: the caller plays the moves.

let nextId = 1;

/** The root: the start position, no move. */
export function createRoot() {
  return { id: 0, parent: null, children: [], uci: null, san: null, comment: '', ply: 0 };
}

/** The child of `parent` for `move` ({ uci, san }): the existing one, or a new variation. */
export function addChild(parent, { uci, san }) {
  const known = parent.children.find((child) => child.uci === uci);
  if (known) return known;
  const node = { id: nextId++, parent, children: [], uci, san, comment: '', ply: parent.ply + 1 };
  parent.children.push(node);
  return node;
}

/**
 * A variation that repeats `node`'s move (the one already there, or a new one): the moves played
 * after the end of a recorded game go there, so that the game itself ends where it ended.
 */
export function repeatAsVariation(node) {
  const { parent } = node;
  const known = parent.children.find((child) => child !== node && child.uci === node.uci);
  if (known) return known;
  const copy = { id: nextId++, parent, children: [], uci: node.uci, san: node.san, comment: '', ply: node.ply };
  parent.children.push(copy);
  return copy;
}

/** Removes `node` and everything after it; returns its parent. */
export function removeNode(node) {
  const { parent } = node;
  parent.children.splice(parent.children.indexOf(node), 1);
  return parent;
}

/** The moves from the start to `node`, `node` last. */
export function pathTo(node) {
  const path = [];
  for (let n = node; n.parent; n = n.parent) path.push(n);
  return path.reverse();
}

/** The last node of the line through `node`: its first children followed to the end. */
export function lineEnd(node) {
  let n = node;
  while (n.children.length > 0) n = n.children[0];
  return n;
}

/** Is `node` on the main line (the first child at every step from the root)? */
export function isMainline(node) {
  for (let n = node; n.parent; n = n.parent) if (n.parent.children[0] !== n) return false;
  return true;
}

/**
 * Every move node in PGN order: a move, then the variations to it (each in full), then what
 * follows it. The order `encodeTree` writes and `decodeTree` reads, so an index into it names a
 * node in a URL.
 */
export function nodesInOrder(root) {
  const out = [];
  const line = (from) => {
    for (let n = from; n.children.length > 0;) {
      const [main, ...variations] = n.children;
      out.push(main);
      for (const v of variations) {
        out.push(v);
        line(v);
      }
      n = main;
    }
  };
  line(root);
  return out;
}

/** The tree as text for a URL: UCI moves joined by '_', variations in parentheses. */
export function encodeTree(root) {
  const line = (from) => {
    const parts = [];
    for (let n = from; n.children.length > 0;) {
      const [main, ...variations] = n.children;
      parts.push(main.uci);
      for (const v of variations) parts.push(`(${[v.uci, ...line(v)].join('_')})`);
      n = main;
    }
    return parts;
  };
  return line(root).join('_');
}

/**
 * Rebuilds a tree from `encodeTree` text. `play(node, uci)` returns { uci, san } for a legal move
 * after `node`, or null. Stops at the first move that is not legal (or unreadable text) and
 * says so in `error`: { root, nodes (in order), error }.
 */
export function decodeTree(text, play) {
  const root = createRoot();
  const nodes = [];
  const tokens = text.match(/\(|\)|[^_()]+/g) ?? [];
  const stack = [];
  let at = root; // the next move follows this node
  let last = null; // the last move read at this depth: a '(' gives an alternative to it
  for (const token of tokens) {
    if (token === '(') {
      if (!last) return { root, nodes, error: token };
      stack.push([at, last]);
      at = last.parent;
      last = null;
    } else if (token === ')') {
      if (stack.length === 0) return { root, nodes, error: token };
      [at, last] = stack.pop();
    } else {
      const move = play(at, token);
      if (!move) return { root, nodes, error: token };
      const node = addChild(at, move);
      nodes.push(node);
      at = node;
      last = node;
    }
  }
  return { root, nodes, error: null };
}
