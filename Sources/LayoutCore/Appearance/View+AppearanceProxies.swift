import Foundation

extension View {
  /// Notes, for each appearance value that applies to this view, what the
  /// property holds as the view is made (see `AppearanceRegistry`).
  func noteAppearanceDefaults() {
    var noted: [AppearanceKey: AnyHashable] = [:]
    for record in AppearanceRegistry.ordered where record.matches(self) {
      noted[record.key] = record.read(self)
    }
    if !noted.isEmpty { extras.appearanceNoted = noted }
  }

  /// Sets the appearance values that apply to this view as it joins a
  /// window: those whose property still holds what was noted (the view's
  /// code did not set it), less specific classes first.
  func applyAppearance() {
    var noted = extrasStorage?.appearanceNoted ?? [:]
    let eligible = AppearanceRegistry.ordered.filter { record in
      guard record.matches(self) else { return false }
      guard let before = noted[record.key] else { return true }
      return record.read(self) == before
    }
    guard !eligible.isEmpty else { return }
    for record in eligible { record.write(self) }
    for record in eligible { noted[record.key] = record.read(self) }
    extras.appearanceNoted = noted
  }
}
