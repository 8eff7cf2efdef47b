/// When the shift key turns on by itself, as UIKit's `UITextAutocapitalizationType`.
nonisolated public enum TextAutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
  /// Never.
  case none
  /// At each word.
  case words
  /// At each sentence.
  case sentences
  /// For every letter.
  case allCharacters
}
