import LayoutCore
import Synchronization

/// Parsed Visual Format strings kept by their text, so a format made again
/// (every cell of a list makes the same ones) is bound to its views without
/// being parsed again.
///
/// Only formats parsed without metrics are kept: with no metrics, every
/// name in a format that parsed is a view, so the parse depends on the text
/// alone, and a later call only has to check that its views dictionary
/// holds each name. A call whose dictionary does not is parsed afresh, which
/// reports the error with its column. A feed cell makes 27 formats; parsing
/// them and the set of names the parser checks against were 9% of the cell.
enum VisualFormatSyntaxCache {
  /// At most this many formats are kept; past it the cache starts again
  /// empty, so a program that makes formats from data cannot grow it
  /// without bound.
  static let capacity = 512

  private static let entries = Mutex<[String: VisualFormatSyntax]>([:])

  /// The syntax parsed earlier for `format`, if it was kept.
  static func syntax(of format: String) -> VisualFormatSyntax? {
    entries.withLock { $0[format] }
  }

  /// Keeps the syntax of a format parsed without metrics.
  static func keep(_ syntax: VisualFormatSyntax, for format: String) {
    entries.withLock { entries in
      if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
      entries[format] = syntax
    }
  }

  /// Whether `items` holds every view name a syntax uses.
  static func names(of syntax: VisualFormatSyntax, allIn items: [String: LayoutItem]) -> Bool {
    syntax.views.allSatisfy { view in
      items[view.name] != nil
        && view.predicates.allSatisfy { predicate in
          guard case .view(let name) = predicate.object else { return true }
          return items[name] != nil
        }
    }
  }
}
