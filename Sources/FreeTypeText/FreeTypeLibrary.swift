import CFreeType

/// A FreeType library instance, freed when the last face opened with it is:
/// FreeType frees a library's faces with it, so faces keep it alive.
final class FreeTypeLibrary {
  let handle: FT_Library

  /// Starts FreeType; nil if it cannot.
  init?() {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    handle = library
  }

  deinit { FT_Done_FreeType(handle) }
}
