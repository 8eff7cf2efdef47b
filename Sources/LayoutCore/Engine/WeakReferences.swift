/// A stand-in for an engine that constraints can hold: it becomes nil when
/// the engine is freed, like a weak reference, without giving the engine a
/// side table.
final class EngineToken {
  unowned(unsafe) var engine: LayoutEngine?
}

/// An item in the engine's variable index. Items leave the index before they
/// leave the tree, and a tree's items outlive its engine's use of the index.
struct IndexedItem {
  unowned(unsafe) let item: LayoutItem
}
