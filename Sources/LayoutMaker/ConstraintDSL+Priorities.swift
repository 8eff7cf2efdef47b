import LayoutCore

// MARK: - Hugging and compression resistance

extension ConstraintDSL where Item: View {
  /// How much the view resists growing wider than its content.
  public var contentHuggingHorizontalPriority: Float {
    get { item.contentHuggingPriority(for: .horizontal).rawValue }
    nonmutating set { item.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
  }

  /// How much the view resists growing taller than its content.
  public var contentHuggingVerticalPriority: Float {
    get { item.contentHuggingPriority(for: .vertical).rawValue }
    nonmutating set { item.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
  }

  /// How much the view resists shrinking narrower than its content.
  public var contentCompressionResistanceHorizontalPriority: Float {
    get { item.contentCompressionResistancePriority(for: .horizontal).rawValue }
    nonmutating set {
      item.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal)
    }
  }

  /// How much the view resists shrinking shorter than its content.
  public var contentCompressionResistanceVerticalPriority: Float {
    get { item.contentCompressionResistancePriority(for: .vertical).rawValue }
    nonmutating set {
      item.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical)
    }
  }
}
