import Cassowary

// MARK: - Borrowing an item's parts

extension Borrowed where Object == ItemVariables {
  /// The item's left edge (x) in its parent's coordinates.
  @inline(__always)
  var minX: Borrowed<Variable> { read { Borrowed<Variable>(Unmanaged.passUnretained($0.minX)) } }
  /// The item's top edge (y) in its parent's coordinates.
  @inline(__always)
  var minY: Borrowed<Variable> { read { Borrowed<Variable>(Unmanaged.passUnretained($0.minY)) } }
  /// The item's width.
  @inline(__always)
  var width: Borrowed<Variable> { read { Borrowed<Variable>(Unmanaged.passUnretained($0.width)) } }
  /// The item's height.
  @inline(__always)
  var height: Borrowed<Variable> { read { Borrowed<Variable>(Unmanaged.passUnretained($0.height)) } }
}

extension LayoutItem {
  /// The item's unknowns, borrowed: the item holds them. (Bound with
  /// `if let`, the holder was retained and released at each use.)
  @inline(__always)
  var borrowedVariables: Borrowed<ItemVariables>? { variables.mapped { Borrowed(Unmanaged.passUnretained($0)) } }

  /// The view the item is positioned in (a view's superview, a guide's
  /// owning view), borrowed: the tree holds it while the item is in it.
  @inline(__always)
  var borrowedParent: Borrowed<View>? { unmanagedParent.mapped(Borrowed.init) }

  /// The view the item's constraints are installed with (a view itself, a
  /// guide's owning view), borrowed as ``borrowedParent`` is.
  @inline(__always)
  var borrowedHost: Borrowed<View>? { unmanagedHost.mapped(Borrowed.init) }
}

extension ItemReference {
  /// The item, borrowed, or nil once it is freed: the tree the item is in
  /// holds it while the engine reads it.
  @inline(__always)
  var borrowed: Borrowed<LayoutItem>? { unmanaged.mapped(Borrowed.init) }
}

extension View {
  /// The superview, borrowed: it holds this view (see ``superviewReference``).
  @inline(__always)
  var borrowedSuperview: Borrowed<View>? { superviewReference.mapped(Borrowed.init) }

  /// The root of the view's tree, borrowed: the tree holds it.
  @inline(__always)
  var borrowedRoot: Borrowed<View> { Borrowed(unmanagedRoot) }
}
