import Foundation

// Every standard numeric type is a target, as SnapKit accepts Int, UInt,
// Float, Double and CGFloat; the sized integers cost nothing more.

nonisolated extension Int: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension Int8: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension Int16: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension Int32: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension Int64: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension UInt: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension UInt8: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension UInt16: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension UInt32: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension UInt64: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension Float: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension Double: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}

nonisolated extension CGFloat: ConstraintOffsetTarget, ConstraintPriorityTarget {
  /// The number as a constraint target; not API.
  public var _constraintTarget: _ConstraintTarget { _ConstraintTarget(.number(CGFloat(self))) }
  /// The number as a priority; not API.
  public var _constraintPriority: Float { Float(self) }
}
