#include "chess960/error.h"

namespace chess960 {

const char* errorCodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::FEN_FIELD_COUNT:
      return "FEN_FIELD_COUNT";
    case ErrorCode::FEN_BOARD:
      return "FEN_BOARD";
    case ErrorCode::FEN_TURN:
      return "FEN_TURN";
    case ErrorCode::FEN_CASTLING:
      return "FEN_CASTLING";
    case ErrorCode::FEN_EN_PASSANT:
      return "FEN_EN_PASSANT";
    case ErrorCode::FEN_HALFMOVE_CLOCK:
      return "FEN_HALFMOVE_CLOCK";
    case ErrorCode::FEN_FULLMOVE_NUMBER:
      return "FEN_FULLMOVE_NUMBER";
    case ErrorCode::KINGS:
      return "KINGS";
    case ErrorCode::PAWNS_ON_BACK_RANK:
      return "PAWNS_ON_BACK_RANK";
    case ErrorCode::OPPOSITE_CHECK:
      return "OPPOSITE_CHECK";
    case ErrorCode::CASTLING_RIGHTS:
      return "CASTLING_RIGHTS";
    case ErrorCode::EN_PASSANT:
      return "EN_PASSANT";
    case ErrorCode::INVALID_UCI:
      return "INVALID_UCI";
    case ErrorCode::INVALID_SAN:
      return "INVALID_SAN";
    case ErrorCode::AMBIGUOUS_SAN:
      return "AMBIGUOUS_SAN";
    case ErrorCode::ILLEGAL_MOVE:
      return "ILLEGAL_MOVE";
    case ErrorCode::POSITION_NUMBER:
      return "POSITION_NUMBER";
    case ErrorCode::BACK_RANK:
      return "BACK_RANK";
    case ErrorCode::DIE_ROLLS:
      return "DIE_ROLLS";
    case ErrorCode::CARDS:
      return "CARDS";
    case ErrorCode::PGN:
      return "PGN";
  }
  return "UNKNOWN";
}

}  // namespace chess960
