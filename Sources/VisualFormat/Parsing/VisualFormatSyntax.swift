/// One parsed Visual Format string, before it is turned into constraints.
nonisolated struct VisualFormatSyntax: Equatable {
  /// `H:` (the default) or `V:`.
  enum Axis: Equatable {
    case horizontal
    case vertical
  }

  /// How two neighbours (views or the superview bar) are spaced.
  enum Connection: Equatable {
    /// No dash: the gap is zero.
    case flush
    /// A lone dash: the standard spacing.
    case standard
    /// `-predicate-` or `-(predicate, …)-`: one constraint per predicate.
    case predicates([Predicate])
  }

  /// What a predicate compares with.
  enum Object: Equatable {
    case constant(Double)
    /// Another view's width or height (view predicates only).
    case view(String)
  }

  /// `[relation] object [@priority]`.
  struct Predicate: Equatable {
    enum Relation: Equatable {
      case equal
      case lessThanOrEqual
      case greaterThanOrEqual
    }

    var relation: Relation
    var object: Object
    /// 1000 (required) unless given with `@`.
    var priority: Double
  }

  /// `[name(predicates)]`.
  struct View: Equatable {
    var name: String
    var predicates: [Predicate]
  }

  var axis: Axis
  /// The connection from a leading `|` to the first view, if the string starts with `|`.
  var leadingSuperview: Connection?
  var views: [View]
  /// `connections[i]` joins `views[i]` and `views[i + 1]`.
  var connections: [Connection]
  /// The connection from the last view to a trailing `|`, if the string ends with `|`.
  var trailingSuperview: Connection?
}
