import Cassowary

/// A raw constraint system in the "cassowary-system/1" format of `shared/bench/harness.py`.
///
/// Variables are named; each constraint is `Σ coefficient·variable + constant (op) 0`
/// with a strength; edit variables take suggestions in phases of steps.
public struct Workload {
  /// One suggestion sequence.
  public struct Phase {
    /// The phase's name, such as `drag`.
    public var name: String
    /// Each step suggests values for some edit variables, then updates.
    public var steps: [[(variable: Int, value: Double)]]
  }

  /// An edit variable and its strength.
  public struct Edit {
    /// The index of the variable.
    public var variable: Int
    /// Its strength (below required).
    public var strength: Strength
  }

  /// The free-text name of the system.
  public var name: String
  /// The variables, by index.
  public var variables: [Variable]
  /// The constraints in file order.
  public var constraints: [LinearConstraint]
  /// The edit variables.
  public var edits: [Edit]
  /// Whether the edits are added before the constraints.
  public var editsFirst: Bool
  /// The suggestion phases, run in order.
  public var phases: [Phase]
}
