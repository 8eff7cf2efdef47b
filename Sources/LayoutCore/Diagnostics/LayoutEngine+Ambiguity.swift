import Cassowary
import Foundation

// MARK: - Finding and exercising ambiguity

extension LayoutEngine {
  /// The interval each of an item's unknowns takes over all optimal
  /// solutions, in its parent's coordinates; nil where the item has no
  /// unknowns. A root's position is never ambiguous (it is its frame's).
  ///
  /// An unknown no constraint names is free: `-∞...∞`. Exercise pins are
  /// lifted while measuring, so an exercised view still counts as ambiguous.
  func valueRanges(of item: LayoutItem) -> ItemRanges? {
    guard let variables = item.variables else { return nil }
    let isRoot = (item as? View) === root
    let solver = solver
    return withoutAmbiguityPins {
      func range(_ variable: Variable, isPosition: Bool) -> ClosedRange<Double> {
        if let range = solver.valueRange(of: variable) { return range }
        if isPosition && isRoot { return 0...0 }
        return -Double.infinity...Double.infinity
      }
      return ItemRanges(
        minX: range(variables.minX, isPosition: true),
        minY: range(variables.minY, isPosition: true),
        width: range(variables.width, isPosition: false),
        height: range(variables.height, isPosition: false))
    }
  }

  /// Runs `body` with the exercise pins out of the solver.
  private func withoutAmbiguityPins<T>(_ body: () -> T) -> T {
    let pins = ambiguityPins.values.flatMap { $0 }
    guard !pins.isEmpty else { return body() }
    for pin in pins { try? solver.removeConstraint(pin) }
    defer { for pin in pins { try? solver.addConstraint(pin) } }
    return body()
  }

  /// Moves a view's ambiguous unknowns to another value their constraints
  /// allow (the other end of each interval, a finite step where it is
  /// open), held by pulls weaker than any priority, from the next layout on.
  /// Called again, it moves them back.
  func exerciseAmbiguity(of view: View) {
    flushQueues()
    dropAmbiguityPins(of: view)
    guard let variables = view.variables, let ranges = valueRanges(of: view) else { return }
    let tolerance = ambiguityTolerance
    var pins: [LinearConstraint] = []
    let unknowns: [(Variable, ClosedRange<Double>, Bool)] = [
      (variables.minX, ranges.minX, false), (variables.minY, ranges.minY, false),
      (variables.width, ranges.width, true), (variables.height, ranges.height, true),
    ]
    for (variable, range, isLength) in unknowns
    where range.upperBound - range.lowerBound > tolerance {
      let current = solver.value(of: variable)
      let low = isLength ? max(range.lowerBound, 0) : range.lowerBound
      let high = range.upperBound
      // The farther end, or a step of 100 points where the interval is open.
      var target = current - low > high - current ? low : high
      if !target.isFinite { target = target < current ? current - 100 : current + 100 }
      if abs(target - current) <= tolerance { target = target == low ? high : low }
      guard target.isFinite else { continue }
      let pin = LinearConstraint(
        LinearExpression(variable) - target, .equal, strength: Self.exerciseStrength)
      if (try? solver.addConstraint(pin)) != nil { pins.append(pin) }
    }
    guard !pins.isEmpty else { return }
    ambiguityPins[ObjectIdentifier(view)] = pins
    solverTouched = true
    if let parent = view.storedSuperview { parent.setNeedsLayout() } else { rootNeedsFrame = true }
  }

  /// Takes a view's exercise pins out of the solver (the view leaves the tree).
  func dropAmbiguityPins(of view: View) {
    guard !ambiguityPins.isEmpty,
      let pins = ambiguityPins.removeValue(forKey: ObjectIdentifier(view))
    else { return }
    for pin in pins { try? solver.removeConstraint(pin) }
    solverTouched = true
  }

  /// Below every priority's weight (priority 1 weighs about 1e-3).
  static let exerciseStrength = Strength(1e-5)

  /// Half a device pixel, in points: intervals narrower than this are noise.
  var ambiguityTolerance: Double { 0.5 / max(displayScale, 1) }
}

/// The intervals of an item's four unknowns over all optimal solutions.
struct ItemRanges {
  var minX: ClosedRange<Double>
  var minY: ClosedRange<Double>
  var width: ClosedRange<Double>
  var height: ClosedRange<Double>
}
