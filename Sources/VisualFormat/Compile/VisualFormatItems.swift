import LayoutCore

/// The layout items one parsed format names, each name once, found in the
/// caller's views dictionary before the format is compiled.
///
/// The compiler reads its views from here, not from the dictionary: the
/// dictionary's type is the caller's (`[String: View]`, `[String: Any]`), and
/// compiled for any such type the compiler's lookups went through generic
/// code, slower than the few string comparisons a format's names take here.
nonisolated struct VisualFormatItems {
  private var entries: [(name: String, item: LayoutItem)] = []

  /// The items `views` gives every name `syntax` uses; nil when it lacks one.
  init?<Item: LayoutItem>(_ syntax: VisualFormatSyntax, in views: [String: Item]) {
    entries.reserveCapacity(syntax.views.count)
    for view in syntax.views {
      guard add(view.name, from: views) else { return nil }
      for predicate in view.predicates {
        if case .view(let name) = predicate.object, !add(name, from: views) { return nil }
      }
    }
  }

  private mutating func add<Item: LayoutItem>(_ name: String, from views: [String: Item]) -> Bool {
    if entries.contains(where: { $0.name == name }) { return true }
    guard let item = views[name] else { return false }
    entries.append((name, item))
    return true
  }

  /// The item of a name the format uses.
  subscript(name: String) -> LayoutItem {
    entries.first { $0.name == name }!.item
  }
}
