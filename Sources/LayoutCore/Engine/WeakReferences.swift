/// A stand-in for an engine that constraints can hold: it becomes nil when
/// the engine is freed, like a weak reference, without giving the engine a
/// side table.
final class EngineToken {
  unowned(unsafe) var engine: LayoutEngine?
}
