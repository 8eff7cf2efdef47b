import Foundation

/// A view whose frame the constraints do not decide on one axis: several
/// layouts satisfy them equally well.
///
/// UIKit then picks one of them silently, and the view may jump when
/// anything changes. Each finding names the view, the axis, how far the
/// position and length can move (in the superview's coordinates), and the
/// constraints that touch the view on that axis.
///
/// ```swift
/// for ambiguity in window.checkLayout().ambiguities {
///   print(ambiguity)   // "title is ambiguous horizontally: its x position ..."
/// }
/// ```
public struct LayoutAmbiguity: CustomStringConvertible {
  /// The ambiguous view.
  public let view: View
  /// The axis on which it is ambiguous.
  public let axis: LayoutConstraint.Axis
  /// The values its x (or y) position can take, relative to its superview,
  /// or nil when the position is decided.
  public let positionRange: ClosedRange<Double>?
  /// The values its width (or height) can take, or nil when it is decided.
  public let lengthRange: ClosedRange<Double>?
  /// The active constraints that name the view on this axis, the engine's own included.
  public let constraints: [LayoutConstraint]

  /// The view's name in messages.
  public var viewName: String { view.displayName }

  /// A way to remove the ambiguity.
  public var suggestion: String {
    let position = axis == .horizontal ? "x position" : "y position"
    let length = axis == .horizontal ? "width" : "height"
    let hasContentSize = constraints.contains { $0.kind.isContentSize }
    if lengthRange != nil && hasContentSize {
      return "give this view, or the one next to it, a different content hugging "
        + "(or compression resistance) priority on this axis, for example "
        + "setContentHuggingPriority(.defaultLow + 1, for: .\(axis)), "
        + "or fix its \(length) with a constraint."
    }
    if positionRange != nil && lengthRange != nil {
      return "add constraints that fix its \(position) and its \(length)."
    }
    if positionRange != nil { return "add a constraint that fixes its \(position)." }
    return "add a constraint that fixes its \(length)."
  }

  /// The finding in words, with the constraints on the axis and a suggestion.
  public var description: String {
    let direction = axis == .horizontal ? "horizontally" : "vertically"
    var parts: [String] = []
    if let positionRange {
      parts.append(
        "its \(axis == .horizontal ? "x" : "y") position can be \(Self.words(positionRange))")
    }
    if let lengthRange {
      parts.append(
        "its \(axis == .horizontal ? "width" : "height") can be \(Self.words(lengthRange))")
    }
    var text = "\(viewName) is ambiguous \(direction): " + parts.joined(separator: " and ") + "."
    if constraints.isEmpty {
      text += "\n    No constraint names it on this axis."
    } else {
      text += "\n    Constraints on this axis:"
      for constraint in constraints { text += "\n        \(constraint.diagnosticDescription)" }
    }
    text += "\n    Suggestion: \(suggestion)"
    return text
  }

  /// `anything`, `from 8 to 200`, `40 or more`.
  static func words(_ range: ClosedRange<Double>) -> String {
    switch (range.lowerBound.isFinite, range.upperBound.isFinite) {
    case (false, false): "anything"
    case (true, false): "\(formatPoints(range.lowerBound)) or more"
    case (false, true): "\(formatPoints(range.upperBound)) or less"
    case (true, true):
      "anything from \(formatPoints(range.lowerBound)) to \(formatPoints(range.upperBound))"
    }
  }
}

// MARK: - Ambiguity on views

extension View {
  /// Whether the constraints leave this view's frame undecided: its position
  /// or size can move by more than half a pixel without making the layout
  /// any worse.
  ///
  /// Queued constraint changes are applied first. A view whose frame is not
  /// computed by constraints is never ambiguous.
  public var hasAmbiguousLayout: Bool { !ambiguities().isEmpty }

  /// The active constraints that name this view on one axis, as UIKit's
  /// method: the user's and the engine's (autoresizing `h=--&`, content
  /// hugging and compression resistance, `Root-width`...).
  ///
  /// Constraints on x positions and widths are horizontal; on y positions,
  /// baselines and heights, vertical. Queued changes are applied first.
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis)
    -> [LayoutConstraint]
  {
    rootView.engineIfPresent?.flushQueues()
    return activeConstraints.filter { $0.axis(for: self) == axis }.sorted {
      ($0.kind == .user ? 0 : 1, $0.line) < ($1.kind == .user ? 0 : 1, $1.line)
    }
  }

  /// Moves this view, if its layout is ambiguous, to another layout its
  /// constraints allow, at the next layout pass; call it again to move it
  /// back. A debugging aid, as in UIKit.
  ///
  /// Each undecided position or length goes to the other end of its
  /// interval (100 points along where the interval has no end). The view
  /// stays ambiguous; ``hasAmbiguousLayout`` still says so.
  public func exerciseAmbiguityInLayout() {
    guard let engine = rootView.engineIfPresent else { return }
    engine.exerciseAmbiguity(of: self)
  }

  /// The axes on which this view is ambiguous, with the details.
  func ambiguities() -> [LayoutAmbiguity] {
    guard let engine = rootView.engineIfPresent else { return [] }
    engine.flushQueues()
    // A view that leaves its frame to constraints but has none is in no
    // solver at all: every position and length is open, as UIKit reports it.
    let unconstrained =
      rootView !== self && !storedTranslatesMask
      ? ItemRanges(
        minX: -.infinity ... .infinity, minY: -.infinity ... .infinity, width: -.infinity ... .infinity,
        height: -.infinity ... .infinity) : nil
    guard let ranges = engine.valueRanges(of: self) ?? unconstrained else { return [] }
    let tolerance = engine.ambiguityTolerance
    func loose(_ range: ClosedRange<Double>) -> ClosedRange<Double>? {
      range.upperBound - range.lowerBound > tolerance ? range : nil
    }
    var result: [LayoutAmbiguity] = []
    for (axis, position, length) in [
      (LayoutConstraint.Axis.horizontal, ranges.minX, ranges.width),
      (.vertical, ranges.minY, ranges.height),
    ] {
      let positionRange = loose(position)
      let lengthRange = loose(length)
      guard positionRange != nil || lengthRange != nil else { continue }
      result.append(
        LayoutAmbiguity(
          view: self, axis: axis, positionRange: positionRange, lengthRange: lengthRange,
          constraints: constraintsAffectingLayout(for: axis)))
    }
    return result
  }
}

extension LayoutConstraint {
  /// The axis on which the constraint places `item` (one of its items).
  func axis(for item: LayoutItem) -> LayoutConstraint.Axis? {
    let attribute = firstItem === item ? firstAttribute : secondAttribute
    switch attribute.family {
    case .xAxis: return .horizontal
    case .yAxis: return .vertical
    case .dimension: return attribute == .width ? .horizontal : .vertical
    case .none: return nil
    }
  }
}
