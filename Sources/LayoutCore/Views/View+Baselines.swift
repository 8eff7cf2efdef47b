import Foundation

// MARK: - Baselines

extension View {
  /// The baseline of the first line of text; the top edge for views without text.
  @inlinable public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }

  /// The baseline of the last line of text; the bottom edge for views without text.
  @inlinable public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }
}
