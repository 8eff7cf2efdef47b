import Foundation
import LayoutCore

/// Which rectangle of the superview a pin option pins to.
nonisolated enum PinTarget {
  case edges
  case margins
  case safeArea
  case readableContent

  /// The superview itself or one of its guides.
  #if MainActorViews
    @MainActor
  #endif
  func item(of superview: View) -> LayoutItem {
    switch self {
    case .edges: superview
    case .margins: superview.layoutMarginsGuide
    case .safeArea: superview.safeAreaLayoutGuide
    case .readableContent: superview.readableContentGuide
    }
  }

  /// An option pinning the given edges (nil: leave free) at inward insets.
  func option(
    top: CGFloat? = nil, leading: CGFloat? = nil, bottom: CGFloat? = nil, trailing: CGFloat? = nil
  ) -> ViewLayoutOption {
    ViewLayoutOption.constraints { view, superview in
      let target = item(of: superview)
      var constraints: [LayoutConstraint] = []
      if let top {
        constraints.append(view.topAnchor.constraint(equalTo: target.topAnchor, constant: top))
      }
      if let leading {
        constraints.append(
          view.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: leading))
      }
      if let bottom {
        constraints.append(
          view.bottomAnchor.constraint(equalTo: target.bottomAnchor, constant: -bottom))
      }
      if let trailing {
        constraints.append(
          view.trailingAnchor.constraint(equalTo: target.trailingAnchor, constant: -trailing))
      }
      return constraints
    }
  }
}
