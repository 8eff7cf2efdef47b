import Foundation
import LayoutCore

// MARK: - Values

nonisolated extension CGSize: ConstraintRelatableTarget {
  /// The size as a constraint target: width and height take its components; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.size(self)) }
}

nonisolated extension CGPoint: ConstraintRelatableTarget {
  /// The point as a constraint target: x positions take `x`, y positions `y`; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.point(self)) }
}

nonisolated extension EdgeInsets: ConstraintInsetTarget {
  /// The insets as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.insets(self)) }
}

nonisolated extension DirectionalEdgeInsets: ConstraintInsetTarget {
  /// The insets as a constraint target, resolved by the item's layout direction; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.directionalInsets(self)) }
}

// MARK: - Items and priorities

extension LayoutItem: ConstraintRelatableTarget {
  /// The item as a constraint target, related attribute to same attribute; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.item(self, nil)) }
}

nonisolated extension LayoutPriority: ConstraintPriorityTarget {
  /// The priority as a number; not API.
  public var _constraintPriority: Float { rawValue }
}
