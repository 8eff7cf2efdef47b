import LayoutCore

/// Collects `$`-prefixed wrapped properties for `Subviews { }` and `Children { }`.
#if MainActorViews
  @preconcurrency @MainActor
#endif
@resultBuilder
public enum EnclosedPropertiesBuilder {
  /// One property: `$label`.
  public static func buildExpression(_ property: EnclosedProperty) -> [EnclosedProperty] {
    [property]
  }

  /// The lines of a block, in order.
  public static func buildBlock(_ components: [EnclosedProperty]...) -> [EnclosedProperty] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`: `if showsBadge { $badge }`.
  public static func buildOptional(_ component: [EnclosedProperty]?) -> [EnclosedProperty] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [EnclosedProperty]) -> [EnclosedProperty] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [EnclosedProperty]) -> [EnclosedProperty] {
    component
  }
}
