import Foundation

// MARK: - Checking item-and-attribute constraints

extension LayoutConstraint {
  /// Throws where UIKit raises an exception for an ill-formed constraint.
  ///
  /// Unlike UIKit, leading and trailing may be related to left and right:
  /// each resolves to the physical edge its item's layout direction gives.
  static func validate(
    item: LayoutItem, attribute: Attribute, toItem: LayoutItem?, attribute second: Attribute,
    multiplier: CGFloat, constant: CGFloat, file: StaticString, line: UInt,
    mixedAxes: Bool = false
  ) throws(ConstraintError) {
    func fail(_ reason: String) -> ConstraintError {
      .invalidConstraint(reason, location: "\(file):\(line)")
    }
    // Named only when a check fails: interpolating an attribute reflects on
    // the enum, and building the name for every valid constraint was a tenth
    // of what a 1,000-view list written with the maker cost.
    var first: String { "\(item.displayName).\(attribute)" }
    guard attribute != .notAnAttribute else {
      throw fail(
        "the first attribute of a constraint on \(item.displayName) cannot be notAnAttribute")
    }
    guard multiplier.isFinite else {
      throw fail("the multiplier of \(first) is \(multiplier), not a finite number")
    }
    guard constant.isFinite else {
      throw fail("the constant of \(first) is \(constant), not a finite number")
    }
    try checkItem(item, attribute, fail)
    guard let toItem else {
      guard second == .notAnAttribute else {
        throw fail("\(first) names a second attribute (\(second)) but no second item")
      }
      guard attribute.family == .dimension else {
        throw fail(
          "\(first) is a position related to a constant; positions must be related to "
            + "another position (give a second item), only width and height can equal a constant")
      }
      return
    }
    guard second != .notAnAttribute else {
      throw fail("\(first) is related to \(toItem.displayName) without a second attribute")
    }
    try checkItem(toItem, second, fail)
    guard mixedAxes || attribute.family == second.family else {
      throw fail(
        "\(first) cannot be related to \(toItem.displayName).\(second): "
          + "x positions, y positions and sizes only relate within their own kind")
    }
    if attribute.family != .dimension && multiplier == 0 {
      throw fail(
        "\(first) has a multiplier of 0, which makes a position equal to a constant; "
          + "positions must be specified in pairs")
    }
  }

  /// Throws where UIKit's `NSLayoutConstraint(item:…)` raises: as
  /// ``validate(item:attribute:toItem:attribute:multiplier:constant:file:line:mixedAxes:)``,
  /// with items typed `Any` that must be views or guides. Attributes of
  /// different axes pass, as in UIKit, which refuses them only when the
  /// engine takes the constraint (see ``relatesOneAxis``).
  static func validateUIKitArguments(
    item: Any, _ first: LayoutItem?, attribute: Attribute, toItem: Any?, _ second: LayoutItem?,
    attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
    file: StaticString, line: UInt
  ) throws(ConstraintError) {
    let location = "\(file):\(line)"
    guard let first else {
      throw .invalidConstraint(
        "the first item is \(type(of: item)), not a view or layout guide", location: location)
    }
    if let toItem, second == nil {
      throw .invalidConstraint(
        "the second item is \(type(of: toItem)), not a view or layout guide", location: location)
    }
    try validate(
      item: first, attribute: attribute, toItem: second, attribute: secondAttribute,
      multiplier: multiplier, constant: constant, file: file, line: line, mixedAxes: true)
  }

  /// Whether both sides measure along one axis (or the right side is a
  /// constant): what the engine requires before it installs a constraint.
  @inline(__always) var relatesOneAxis: Bool {
    secondAttribute == firstAttribute || secondAttribute == .notAnAttribute
      || firstAttribute.family == secondAttribute.family
  }

  /// Rejects attributes a kind of item does not have.
  private static func checkItem(
    _ item: LayoutItem, _ attribute: Attribute, _ fail: (String) -> ConstraintError
  ) throws(ConstraintError) {
    guard item is LayoutGuide else { return }
    if attribute.isMargin {
      throw fail("layout guide \(item.displayName) has no margins (\(attribute)); use its edges")
    }
    if attribute == .firstBaseline || attribute == .lastBaseline {
      throw fail(
        "layout guide \(item.displayName) has no baselines (\(attribute)); use top or bottom")
    }
  }
}

// MARK: - Package hooks

extension LayoutConstraint {
  /// Records something UIKit refuses with an exception (an ill-formed
  /// constraint or format string, `reason`) made at `location`, in the tree
  /// of `item`, for the modules that make constraints from text.
  package static func reportInvalid(reason: String, location: String, near item: LayoutItem?) {
    LayoutEngine.reportInvalid(reason: reason, location: location, near: item)
  }

  /// Makes a checked constraint from items and attributes, for the DSL modules
  /// (operator DSL, maker, Visual Format Language).
  ///
  /// The result is inactive. `file` and `line` should be the location of the
  /// user's code, so that descriptions and diagnostics point there.
  /// - Throws: ``ConstraintError/invalidConstraint(_:location:)`` for constraints
  ///   UIKit would reject.
  package static func make(
    item: LayoutItem, attribute: Attribute, relatedBy relation: Relation,
    toItem: LayoutItem?, attribute secondAttribute: Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, identifier: String? = nil,
    file: StaticString, line: UInt
  ) throws(ConstraintError) -> LayoutConstraint {
    try validate(
      item: item, attribute: attribute, toItem: toItem, attribute: secondAttribute,
      multiplier: multiplier, constant: constant, file: file, line: line)
    return LayoutConstraint(
      item: item, attribute: attribute, relation: relation, toItem: toItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority, kind: .user, identifier: identifier, file: file, line: line)
  }
}
