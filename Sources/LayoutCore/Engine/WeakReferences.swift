/// A stand-in for an engine that constraints can hold: it becomes nil when
/// the engine is freed, like a weak reference, without giving the engine a
/// side table.
final class EngineToken {
  /// The engine, or nil once it is freed.
  var engine: LayoutEngine? {
    get { engineReference?.takeUnretainedValue() }
    set { engineReference = newValue.map { Unmanaged.passUnretained($0) } }
  }
  /// ``engine``, stored unmanaged (see `View.superviewReference`).
  @exclusivity(unchecked) var engineReference: Unmanaged<LayoutEngine>?
}
