import LayoutCore

/// The names a rendered line gives its views in the format string (`v0`,
/// `v1`, …), each view named once, and the views by name.
struct VFLViewNames {
  private var byView: [ObjectIdentifier: String] = [:]
  /// The views by the names they were given.
  private(set) var views: [String: LayoutItem] = [:]

  /// The view's name, given now if it has none yet.
  mutating func name(_ view: LayoutItem) -> String {
    let id = ObjectIdentifier(view)
    if let existing = byView[id] { return existing }
    let new = "v\(byView.count)"
    byView[id] = new
    views[new] = view
    return new
  }
}
