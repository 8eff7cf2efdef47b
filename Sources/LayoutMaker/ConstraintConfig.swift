import LayoutCore

/// SnapKit's global settings, kept so that code which sets them compiles.
///
/// SnapKit reads one global layout direction to decide whether an
/// `EdgeInsets`' left inset goes to the leading or the trailing edge. Here
/// each view's own direction decides (its window's `layoutDirection` and its
/// `semanticContentAttribute`), so trees of both directions can be laid out
/// side by side; the value below is not read.
nonisolated public enum ConstraintConfig {
  /// SnapKit's global layout direction; not read here (see ``ConstraintConfig``).
  @available(*, deprecated, message: "each view's own layout direction is used; this value is not read")
  nonisolated(unsafe) public static var interfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight
}
