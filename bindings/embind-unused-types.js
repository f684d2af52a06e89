// Embind registers every built-in type when the module starts. No wide string (std::wstring,
// std::u16string, std::u32string), no float or double and no typed_memory_view crosses this
// boundary (to_js.h), so registering those is a no-op here, and their converters stay out of the
// download.
/* global mergeInto, LibraryManager -- Emscripten's library scope */
mergeInto(LibraryManager.library, {
  _embind_register_std_wstring: function () {},
  _embind_register_float: function () {},
  _embind_register_memory_view: function () {},
});
