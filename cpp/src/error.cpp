#include "chess960/error.h"

namespace chess960 {

const char* errorCodeName(ErrorCode code) {
  static constexpr const char* NAMES[] = {
#define CHESS960_ERROR_NAME(name, meaning) #name,
      CHESS960_ERROR_CODES(CHESS960_ERROR_NAME)
#undef CHESS960_ERROR_NAME
  };
  const int index = int(code);
  return index >= 0 && index < ERROR_CODE_COUNT ? NAMES[index] : "UNKNOWN";
}

}  // namespace chess960
