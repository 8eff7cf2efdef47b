import Foundation

// MARK: - Adding and removing constraints, as UIKit's older API

extension View {
  /// Activates a constraint, as UIKit's `addConstraint(_:)`.
  ///
  /// UIKit installs the constraint on the receiver, which must contain its
  /// items; here it is installed on the items' nearest common ancestor, as
  /// activating it does, which gives the same layout. The constraint shows
  /// in that view's ``constraints``; ``removeConstraint(_:)`` on the
  /// receiver or on that view removes it.
  ///
  /// ```swift
  /// container.addConstraint(
  ///   LayoutConstraint(item: label, attribute: .centerX, relatedBy: .equal,
  ///                    toItem: container, attribute: .centerX, multiplier: 1, constant: 0))
  /// ```
  public func addConstraint(_ constraint: LayoutConstraint) {
    constraint.isActive = true
  }

  /// Activates constraints, as UIKit's `addConstraints(_:)` (see ``addConstraint(_:)``).
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
  }

  /// Deactivates a constraint installed on this view or a view inside it,
  /// as UIKit's `removeConstraint(_:)`; does nothing for other constraints.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard let host = constraint.installedView, host.isDescendant(of: self) else { return }
    constraint.isActive = false
  }

  /// Deactivates constraints, as UIKit's `removeConstraints(_:)` (see ``removeConstraint(_:)``).
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }
}

// MARK: - UIKit's nested names

extension View {
  /// UIKit's `UIView.ContentMode`.
  public typealias ContentMode = LayoutCore.ContentMode
  /// UIKit's `UIView.AutoresizingMask`.
  public typealias AutoresizingMask = LayoutCore.AutoresizingMask
}
