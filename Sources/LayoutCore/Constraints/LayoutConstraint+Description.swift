import Foundation

// MARK: - Descriptions

extension LayoutConstraint {
  /// ``description``'s text, read where the constraint lives.
  var describedText: String {
    var text = "<LayoutConstraint "
    if let identifier { text += "'\(identifier)' " }
    text += equation
    if !priority.isRequired { text += " @\(priority)" }
    text += engineState.isBroken ? " (broken)" : engineState.isActive ? " (active)" : " (inactive)"
    text += " \(file):\(line)>"
    return text
  }

  /// The relation alone: `title.top == card.top + 12`.
  var equation: String {
    let left = "\(firstItem?.displayName ?? "<deallocated>").\(firstAttribute)"
    var right: String
    if secondAttribute == .notAnAttribute {
      right = formatPoints(constant)
    } else {
      right = "\(secondItem?.displayName ?? "<deallocated>").\(secondAttribute)"
      if multiplier != 1 { right = "\(formatPoints(multiplier)) * " + right }
      if constant > 0 { right += " + \(formatPoints(constant))" }
      if constant < 0 { right += " - \(formatPoints(-constant))" }
    }
    return "\(left) \(relation) \(right)"
  }
}
