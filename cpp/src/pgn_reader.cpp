// PgnReader: the tokenizer over the input (pgn_tokenizer.h) and the game it is reading
// (pgn_game_reader.h).
#include "chess960/pgn_reader.h"

#include "pgn_game_reader.h"
#include "pgn_tokenizer.h"

namespace chess960 {

namespace {

// What nextText reads a game with: its syntax and its tags, not its moves.
class SyntaxOnly final : public PgnVisitor {
  Next beginMovetext(const Position&, bool) override { return Next::SKIP; }
};

}  // namespace

struct PgnReader::State {
  explicit State(PgnReadOptions readOptions) : options(readOptions), game(tokens, options) {}

  void reset(PgnReadOptions readOptions, int line = 1, int column = 1) {
    options = readOptions;
    tokens.reset(options.limits, line, column);
    games = 0;
    inGame = false;
  }
  // The next game or error. `cutting` (nextText): the game's text stays in the buffer, and the end
  // of a game's text is a step of its own (GAME), its error told or not.
  Step read(PgnVisitor& visitor, bool cutting = false) {
    for (;;) {
      if (!inGame) {
        const pgn::TokenKind seek = tokens.seekGame();
        if (seek != pgn::TokenKind::WORD) return seek == pgn::TokenKind::END ? Step::END : Step::NEED_INPUT;
        gameStart = tokens.place();
        game.start(games, cutting);
        inGame = true;
      }
      switch (game.read(visitor)) {
        case pgn::GameReader::Status::MORE:
          return Step::NEED_INPUT;
        case pgn::GameReader::Status::ERROR:
          return Step::ERROR;  // the rest of the game is passed over at the next call
        case pgn::GameReader::Status::GAME:
          inGame = false;
          return Step::GAME;
        case pgn::GameReader::Status::DONE:
          inGame = false;
          if (cutting) return Step::GAME;
      }
    }
  }

  PgnReadOptions options;
  pgn::Tokenizer tokens{options.limits};
  pgn::GameReader game;
  std::size_t games = 0;
  bool inGame = false;
  pgn::Place gameStart;
  PgnGameText text;  // nextText: the game's text, taken when known (a game cut short: before its end)
  bool textTaken = false;
};

PgnReader::PgnReader(PgnReadOptions options) : state_(std::make_unique<State>(options)) {}
PgnReader::~PgnReader() = default;

void PgnReader::feed(std::string_view chunk) { state_->tokens.feed(chunk); }
void PgnReader::finish() { state_->tokens.finish(); }
void PgnReader::reset(PgnReadOptions options) { state_->reset(options); }

void PgnReader::reset(PgnReadOptions options, const PgnGameText& game) {
  state_->reset(options, game.line, game.column);
  state_->games = game.gameIndex;
  feed(game.text);
  finish();
}

PgnReader::Step PgnReader::next(PgnVisitor& visitor) { return state_->read(visitor); }

PgnReader::Step PgnReader::nextText(PgnGameText& game) {
  State& s = *state_;
  SyntaxOnly syntax;
  for (;;) {
    if (!s.inGame) s.textTaken = false;
    const Step step = s.read(syntax, true);
    if (step == Step::NEED_INPUT || step == Step::END) return step;
    if (!s.game.begun()) continue;  // only comments: no game
    if (!s.textTaken && s.game.textEnd() != pgn::NONE) {
      s.text.text = s.tokens.text(s.gameStart.offset, s.game.textEnd());
      s.text.gameIndex = s.game.gameIndex();
      s.text.line = s.gameStart.line;
      s.text.column = s.gameStart.column();
      s.game.stopKeeping();
      s.textTaken = true;
    }
    if (s.textTaken && !s.inGame) {
      game = std::move(s.text);
      return Step::GAME;
    }
  }
}

const PgnError& PgnReader::error() const { return state_->game.error(); }
std::size_t PgnReader::gameCount() const { return state_->games; }
std::size_t PgnReader::bufferedBytes() const { return state_->tokens.buffered(); }

}  // namespace chess960
