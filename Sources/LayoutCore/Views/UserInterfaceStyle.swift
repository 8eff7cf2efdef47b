/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
///
/// Views are light unless a view, its controller or an ancestor sets
/// `overrideUserInterfaceStyle`; dynamic colours resolve by it (see
/// ``Color/resolvedColor(with:)``).
nonisolated public enum UserInterfaceStyle: Int, Sendable, Hashable, CaseIterable {
  /// Not specified: the style comes from the environment.
  case unspecified
  /// Dark content on light backgrounds.
  case light
  /// Light content on dark backgrounds.
  case dark
}
