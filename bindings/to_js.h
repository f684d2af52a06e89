// How the functions of embind_api.h meet JS: their answers made into JS values (a record as a
// plain object by its description in records.h, a list as an array, std::nullopt as null), their
// arguments taken from JS (an enum as its number, a list of numbers as an array), so that Embind
// registers no type of ours and no C++ object reaches JS.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "records.h"

namespace chess960::bindings {

template <class T>
emscripten::val toJs(const T& value) {
  using emscripten::val;
  if constexpr (DescribedRecord<T>) {
    val object = val::object();
    std::apply([&](const auto&... field) { (object.set(field.name, toJs(value.*field.member)), ...); },
               RecordFields<T>::fields);
    return object;
  } else if constexpr (isVector<T>) {
    val list = val::array();
    for (std::size_t i = 0; i < value.size(); ++i) list.set(int(i), toJs(value[i]));
    return list;
  } else if constexpr (isOptional<T>) {
    return value ? toJs(*value) : val::null();
  } else if constexpr (std::is_same_v<T, Move>) {
    return val(int(value.bits()));
  } else if constexpr (std::is_enum_v<T> || (std::is_integral_v<T> && !std::is_same_v<T, bool>)) {
    return val(int(value));
  } else {
    return val(value);  // bool, double, std::string
  }
}

// An argument as JS passes it (`type`) and as the function takes it (`from`).
template <class T>
struct FromJs {
  using type = T;  // bool, int, double
  static T from(T value) { return value; }
};
template <class T>
requires std::is_enum_v<T>
struct FromJs<T> {
  using type = int;
  static T from(int value) { return T(value); }
};
template <>
struct FromJs<std::string> {
  using type = const std::string&;
  static const std::string& from(const std::string& value) { return value; }
};
template <>
struct FromJs<std::vector<int>> {
  using type = const emscripten::val&;
  static std::vector<int> from(const emscripten::val& list) { return emscripten::vecFromJSArray<int>(list); }
};

// Answers Embind passes as they are; the rest become JS values by toJs.
template <class T>
inline constexpr bool passedAsIs =
    std::is_void_v<T> || std::is_arithmetic_v<T> || std::is_same_v<T, std::string>;

// The function Embind registers for `function`.
template <auto function>
struct Bound;
template <class Result, class... Args, Result (*function)(Args...)>
struct Bound<function> {
  static auto call(typename FromJs<std::remove_cvref_t<Args>>::type... args) {
    if constexpr (passedAsIs<Result>)
      return function(FromJs<std::remove_cvref_t<Args>>::from(args)...);
    else
      return toJs(function(FromJs<std::remove_cvref_t<Args>>::from(args)...));
  }
};

}  // namespace chess960::bindings
