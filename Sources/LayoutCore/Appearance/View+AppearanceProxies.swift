import Foundation

extension View {
  /// Notes, for each appearance value that applies to this view, what the
  /// property holds as the view is made (see `AppearanceRegistry`).
  func noteAppearanceDefaults() {
    var noted: [AppearanceKey: AnyHashable] = [:]
    for record in AppearanceRegistry.ordered {
      if let value = record.read(self) { noted[record.key] = value }
    }
    if !noted.isEmpty { extras.appearanceNoted = noted }
  }

  /// Sets the appearance values that apply to this view as it joins a
  /// window: those whose property still holds what was noted (the view's
  /// code did not set it), less specific classes first.
  func applyAppearance() {
    var noted = extrasStorage?.appearanceNoted ?? [:]
    let eligible = AppearanceRegistry.ordered.filter { record in
      // Records of other classes read nil.
      guard let current = record.read(self) else { return false }
      return noted[record.key].map { $0 == current } ?? true
    }
    guard !eligible.isEmpty else { return }
    for record in eligible { record.write(self) }
    for record in eligible { noted[record.key] = record.read(self) }
    extras.appearanceNoted = noted
  }
}
