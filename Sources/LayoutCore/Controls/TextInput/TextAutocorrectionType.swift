/// Whether typing is corrected, as UIKit's `UITextAutocorrectionType`.
nonisolated public enum TextAutocorrectionType: Int, Sendable, Hashable, CaseIterable {
  /// As the system decides.
  case `default`
  /// Not corrected.
  case no
  /// Corrected.
  case yes
}
