import Foundation

extension Button {
  /// How a modern button looks and is measured, as `UIButton.Configuration`.
  ///
  /// ```swift
  /// var configuration = Button.Configuration.filled()
  /// configuration.title = "Continue"
  /// configuration.image = Image(systemName: "arrow.right")
  /// configuration.imagePadding = 8
  /// let button = Button(configuration: configuration)
  /// ```
  nonisolated public struct Configuration: Hashable, Sendable {
    /// The look, as the static makers name it.
    nonisolated public enum Style: String, Hashable, Sendable {
      /// Title only, in the tint colour.
      case plain
      /// A light tint behind the title.
      case tinted
      /// A grey fill behind the title.
      case gray
      /// A solid tint behind a white title.
      case filled
    }

    /// How round the background's corners are.
    nonisolated public enum CornerStyle: Hashable, Sendable {
      /// The style's own radius (6 points, or 8 for filled styles).
      case dynamic
      /// Square corners.
      case fixed
      /// 4 points.
      case small
      /// 8 points.
      case medium
      /// 12 points.
      case large
      /// Half the height: a pill.
      case capsule
    }

    /// How large the button is, as `UIButton.Configuration.Size`: its title
    /// font and default insets (see ``contentInsets``).
    nonisolated public enum Size: Hashable, Sendable {
      /// The medium size.
      case automatic
      /// 12-point title, 3 points above and below, 8 at the sides.
      case mini
      /// 15-point title, 5 above and below, 10 at the sides.
      case small
      /// 17-point title, 7 above and below, 12 at the sides.
      case medium
      /// 17-point title, 14 above and below, 20 at the sides.
      case large
    }

    /// How the title and subtitle lines align, as `UIButton.Configuration.TitleAlignment`.
    nonisolated public enum TitleAlignment: Hashable, Sendable {
      /// Centred, or leading beside an image placed above or below.
      case automatic
      /// Along the leading edge.
      case leading
      /// Centred.
      case center
      /// Along the trailing edge.
      case trailing
    }

    /// The look.
    public var style: Style
    /// The size: the title font and, unless ``contentInsets`` is set, the insets.
    public var buttonSize = Size.automatic
    /// Where the image sits beside the title: `.leading` (the default),
    /// `.trailing`, `.top` or `.bottom`.
    public var imagePlacement = DirectionalRectEdge.leading
    /// The space between title and subtitle; kept for drawing (the subtitle is not measured).
    public var titlePadding: CGFloat = 0
    /// How the title lines align.
    public var titleAlignment = TitleAlignment.automatic
    /// Whether an activity indicator stands in for the image; kept for drawing.
    public var showsActivityIndicator = false
    /// The title.
    public var title: String?
    /// A second, smaller line under the title (kept for drawing; not measured).
    public var subtitle: String?
    /// The image before the title.
    public var image: Image?
    /// The space between image and title; 0 by default.
    public var imagePadding: CGFloat = 0
    /// The space around the content: the ``buttonSize``'s until set (7
    /// points above and below and 12 at the sides for the default size).
    public var contentInsets: DirectionalEdgeInsets {
      get { customContentInsets ?? Self.insets(for: buttonSize) }
      set { customContentInsets = newValue }
    }
    private var customContentInsets: DirectionalEdgeInsets?
    /// The fill colour of filled and tinted styles; the tint colour when nil.
    public var baseBackgroundColor: Color?
    /// The title and image colour; the style's own when nil.
    public var baseForegroundColor: Color?
    /// The corner rounding of the background.
    public var cornerStyle = CornerStyle.dynamic

    /// Creates a configuration of a style.
    public init(style: Style) { self.style = style }

    /// A button with a title and no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A button with a light tint behind it.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A button with a grey background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A button filled with the tint colour.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A button with a grey background (the older name of ``gray()``).
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// A button filled with the tint colour (the older name of ``filled()``).
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
    /// A button with a light tint (the older name of ``tinted()``).
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// A button with no background (the older name of ``plain()``).
    public static func borderless() -> Configuration { Configuration(style: .plain) }

    /// The title colour: the configured one, white on filled buttons, the tint otherwise.
    public func resolvedForegroundColor(tint: Color) -> Color {
      if let baseForegroundColor { return baseForegroundColor }
      return style == .filled ? .white : (style == .gray ? .label : tint)
    }

    /// The background colour, or nil for plain buttons.
    public func resolvedBackgroundColor(tint: Color) -> Color? {
      switch style {
      case .plain: return baseBackgroundColor
      case .filled: return baseBackgroundColor ?? tint
      case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
      case .gray: return baseBackgroundColor ?? .secondarySystemFill
      }
    }

    /// The size of the title font for the ``buttonSize``.
    public var titleFontSize: CGFloat {
      switch buttonSize {
      case .mini: 12
      case .small: 15
      case .automatic, .medium, .large: 17
      }
    }

    /// A size's default insets.
    private static func insets(for size: Size) -> DirectionalEdgeInsets {
      switch size {
      case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .automatic, .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The corner radius for a button of `height`.
    public func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .dynamic: style == .plain ? 0 : 6
      case .fixed: 0
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      }
    }
  }
}
