/// The function behind a dynamic ``Color``: the colour for a set of traits.
///
/// A class, so that a colour holding one stays a small value and two copies
/// of one dynamic colour compare equal (by the provider's identity).
nonisolated final class DynamicColorProvider: Sendable {
  /// Gives the colour for the traits.
  let provider: @Sendable (TraitCollection) -> Color

  init(_ provider: @escaping @Sendable (TraitCollection) -> Color) {
    self.provider = provider
  }
}
