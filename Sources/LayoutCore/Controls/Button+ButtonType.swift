extension Button {
  /// A button's kind, as `UIButton.ButtonType`.
  nonisolated public enum ButtonType: Int, Sendable, CaseIterable {
    /// No styling: the title is white unless you set a colour.
    case custom
    /// The system style: the title in the tint colour.
    case system
    /// A detail-disclosure ("i" in a circle) image, 22 × 22.
    case detailDisclosure
    /// An info image for light backgrounds, 22 × 22.
    case infoLight
    /// An info image for dark backgrounds, 22 × 22.
    case infoDark
    /// A "+" in a circle, 22 × 22.
    case contactAdd
    /// A close ("x") image, 30 × 30.
    case close

    var isInfo: Bool { self == .infoLight || self == .infoDark }

    /// The symbol drawn for the types that come with an image.
    var symbolName: String {
      switch self {
      case .contactAdd: "plus.circle"
      case .close: "xmark.circle.fill"
      case .detailDisclosure, .infoLight, .infoDark: "info.circle"
      case .custom, .system: ""
      }
    }
  }
}
