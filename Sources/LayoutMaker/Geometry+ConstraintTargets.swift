import Foundation
import LayoutCore

// MARK: - Values

extension CGSize: ConstraintRelatableTarget {
  /// The size as a constraint target: width and height take its components; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.size(self)) }
}

extension CGPoint: ConstraintRelatableTarget {
  /// The point as a constraint target: x positions take `x`, y positions `y`; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.point(self)) }
}

extension EdgeInsets: ConstraintInsetTarget {
  /// The insets as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.insets(self)) }
}

extension DirectionalEdgeInsets: ConstraintInsetTarget {
  /// The insets as a constraint target, resolved by the item's layout direction; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.directionalInsets(self)) }
}

// MARK: - Items and priorities

extension LayoutItem: ConstraintRelatableTarget {
  /// The item as a constraint target, related attribute to same attribute; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.item(self, nil)) }
}

extension LayoutPriority: ConstraintPriorityTarget {
  /// The priority as a number; not API.
  public var _constraintPriority: Float { rawValue }
}
