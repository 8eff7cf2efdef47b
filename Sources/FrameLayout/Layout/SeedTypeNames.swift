// The Simple Layout Engine article names these types at the top level
// (`Layout(parentFrame:direction:alignment:)`, `catch LayoutError.outOfSpace`);
// they live inside `Layout` here, and these names let its code port as it is.

/// The axis a ``Layout`` stacks its items along; the same as ``Layout/Direction``.
public typealias Direction = Layout.Direction

/// Where a ``Layout`` places items across its axis; the same as ``Layout/Alignment``.
public typealias Alignment = Layout.Alignment

/// Why a ``Layout`` could not place its items; the same as ``Layout/LayoutError``.
public typealias LayoutError = Layout.LayoutError
