import Foundation

// MARK: - Constraints in words, for diagnostics

extension LayoutConstraint {
  /// The constraint in words, with its identifier and where it was made:
  /// `title.leading == superview.leadingMargin + 8 ('title-leading', Screen.swift:12)`.
  ///
  /// An item without a ``View/debugName`` that is the other item's
  /// superview is called `superview`. Constraints the engine made name
  /// their origin instead of a source line: `(h=--& v=--&, autoresizing mask)`.
  public var diagnosticDescription: String {
    var notes: [String] = []
    if let identifier { notes.append("'\(identifier)'") }
    if let origin = kind.origin {
      notes.append(origin)
    } else {
      notes.append("\(file):\(line)")
    }
    var text = wordedEquation
    if kind == .contentSize {
      // Both priorities, as UIKit describes its content-size constraints
      // (`Hug:250 CompressionResistance:750`).
      text += " @\(priority) hugging, @\(compressionResistance) compression resistance"
    } else if !priority.isRequired {
      text += " @\(priority)"
    }
    return text + " (" + notes.joined(separator: ", ") + ")"
  }

  /// `first.attribute relation multiplier × second.attribute + constant`, with
  /// the items named for a reader.
  var wordedEquation: String {
    let first = firstItem
    let second = secondItem
    let left = "\(Self.name(of: first, besides: second)).\(firstAttribute)"
    var right: String
    if secondAttribute == .notAnAttribute || multiplier == 0 {
      right = formatPoints(constant)
    } else {
      right = "\(Self.name(of: second, besides: first)).\(secondAttribute)"
      if multiplier != 1 { right = "\(formatPoints(multiplier)) × " + right }
      if constant > 0 { right += " + \(formatPoints(constant))" }
      if constant < 0 { right += " - \(formatPoints(-constant))" }
    }
    return "\(left) \(relation) \(right)"
  }

  /// An item's name: its debug name, else `superview` when it is the other
  /// item's superview (or owning view), else its type and address.
  static func name(of item: LayoutItem?, besides other: LayoutItem?) -> String {
    guard let item else { return "<deallocated>" }
    if let view = item as? View, view.storedDebugName == nil, let other,
      other.parentView === view
    {
      return "superview"
    }
    return item.displayName
  }
}

extension LayoutConstraint.Kind {
  /// Why the engine made a constraint of this kind, or nil for the user's.
  var origin: String? {
    switch self {
    case .user, .invalid: nil
    case .autoresizing: "autoresizing mask"
    case .contentSize: "content size"
    case .contentHugging: "content hugging"
    case .compressionResistance: "compression resistance"
    case .layoutGuide: "layout guide"
    case .rootSize: "the root view's frame"
    case .fitting: "fitting size"
    case .stackView: "stack view"
    }
  }
}
