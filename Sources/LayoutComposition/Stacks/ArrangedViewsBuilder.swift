import LayoutCore

/// Collects the views of `_HorizontalStack { }` and `_VerticalStack { }`.
#if MainActorViews
  @preconcurrency @MainActor
#endif
@resultBuilder
public enum ArrangedViewsBuilder {
  /// One view: `self.icon` or `Label(text: "Hi")`.
  public static func buildExpression(_ view: View) -> [View] { [view] }

  /// Several views at once.
  public static func buildExpression(_ views: [View]) -> [View] { views }

  /// The lines of a block, in order.
  public static func buildBlock(_ components: [View]...) -> [View] { components.flatMap { $0 } }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [View]?) -> [View] { component ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [View]) -> [View] { component }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [View]) -> [View] { component }

  /// A `for` loop.
  public static func buildArray(_ components: [[View]]) -> [View] { components.flatMap { $0 } }
}
