import Foundation

/// An sRGB colour with alpha, as UIKit's `UIColor`: the system colours by
/// name, and initialisers from components, white levels and hex.
///
/// ```swift
/// view.backgroundColor = .systemBlue
/// label.textColor = Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
/// card.layer.borderColor = Color(hex: 0xE5E5EA).cgColor
/// ```
///
/// The system colours (``label``, ``systemBackground``, ``systemBlue``…)
/// are dynamic, as UIKit's: their components are the light-mode values, and
/// ``resolvedColor(with:)`` gives the dark ones for a dark trait collection.
/// Colours of your own can be dynamic too:
///
/// ```swift
/// let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemTeal : .systemBlue }
/// let shown = accent.resolvedColor(with: view.traitCollection)
/// ```
nonisolated public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0 to 1 (a dynamic colour's in light mode).
  public var red: CGFloat
  /// The green component, 0 to 1.
  public var green: CGFloat
  /// The blue component, 0 to 1.
  public var blue: CGFloat
  /// The opacity, 0 (transparent) to 1 (opaque).
  public var alpha: CGFloat
  /// What a dynamic colour resolves by; nil for a fixed colour.
  var dynamic: DynamicColorProvider?

  /// Creates a dynamic colour, as UIKit's `UIColor(dynamicProvider:)`:
  /// `provider` gives the colour for a trait collection. Its components are
  /// the colour for light mode; ``resolvedColor(with:)`` asks for others.
  public init(dynamicProvider provider: @escaping @Sendable (TraitCollection) -> Color) {
    let light = TraitCollection(userInterfaceStyle: .light)
    self = provider(light).resolvedColor(with: light)
    dynamic = DynamicColorProvider(provider)
  }

  /// The colour for `traits`: a dynamic colour's value there (resolved in
  /// turn when the provider gives a dynamic colour), a fixed colour itself.
  public func resolvedColor(with traits: TraitCollection) -> Color {
    guard let dynamic else { return self }
    return dynamic.provider(traits).resolvedColor(with: traits).fixed
  }

  /// The colour with its light-mode components and nothing dynamic.
  private var fixed: Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether two colours are the same: the same components, and for a
  /// dynamic colour the same provider.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
      && lhs.dynamic === rhs.dynamic
  }

  /// Hashes the components (the provider is left out: equal colours hash alike).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// Creates a colour from sRGB components and an opacity, each clamped to 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates a grey: 0 is black, 1 is white.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Creates a colour from a CSS-style hex string: `#RGB`, `#RRGGBB` or
  /// `#RRGGBBAA`, with or without the `#`; nil if the string is not one of those.
  public init?(hex: String) {
    var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
    switch digits.count {
    case 3:
      let r = (value >> 8) & 0xF
      let g = (value >> 4) & 0xF
      let b = value & 0xF
      self.init(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
    case 6:
      self.init(hex: value)
    case 8:
      self.init(hex: value >> 8, alpha: CGFloat(value & 0xFF) / 255)
    default:
      return nil
    }
  }

  /// The same colour with another opacity, as `UIColor.withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour itself, so that UIKit's `layer.borderColor = color.cgColor` ports as typed.
  public var cgColor: Color { self }

  /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque: the form SVG and CSS read.
  public var hexString: String {
    func byte(_ component: CGFloat) -> String {
      let value = Int((component * 255).rounded())
      return (value < 16 ? "0" : "") + String(value, radix: 16, uppercase: true)
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }

  /// The hex form, as ``hexString``.
  public var description: String { hexString }

  private static func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }

  /// A colour from 0–255 components (the form Apple publishes the system colours in).
  private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Color {
    Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }

  /// A system colour: `light` in light mode and when unspecified, `dark` in dark mode.
  private static func system(_ light: Color, dark: Color) -> Color {
    Color { traits in traits.userInterfaceStyle == .dark ? dark : light }
  }
}

// MARK: - Fixed colours

nonisolated extension Color {
  /// Black.
  public static let black = Color(white: 0)
  /// White.
  public static let white = Color(white: 1)
  /// Fully transparent black.
  public static let clear = Color(white: 0, alpha: 0)
  /// A grey of white level 1/3.
  public static let darkGray = Color(white: 1.0 / 3)
  /// A grey of white level 1/2.
  public static let gray = Color(white: 0.5)
  /// A grey of white level 2/3.
  public static let lightGray = Color(white: 2.0 / 3)
  /// Pure red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Pure green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Pure blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Cyan (0, 1, 1).
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Yellow (1, 1, 0).
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Magenta (1, 0, 1).
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Orange (1, 0.5, 0).
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple (0.5, 0, 0.5).
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}

// MARK: - System colours (light and dark)

nonisolated extension Color {
  /// UIKit's system red.
  public static let systemRed = system(rgb(255, 59, 48), dark: rgb(255, 69, 58))
  /// UIKit's system orange.
  public static let systemOrange = system(rgb(255, 149, 0), dark: rgb(255, 159, 10))
  /// UIKit's system yellow.
  public static let systemYellow = system(rgb(255, 204, 0), dark: rgb(255, 214, 10))
  /// UIKit's system green.
  public static let systemGreen = system(rgb(52, 199, 89), dark: rgb(48, 209, 88))
  /// UIKit's system mint.
  public static let systemMint = system(rgb(0, 199, 190), dark: rgb(99, 230, 226))
  /// UIKit's system teal.
  public static let systemTeal = system(rgb(48, 176, 199), dark: rgb(64, 200, 224))
  /// UIKit's system cyan.
  public static let systemCyan = system(rgb(50, 173, 230), dark: rgb(100, 210, 255))
  /// UIKit's system blue, the default tint.
  public static let systemBlue = system(rgb(0, 122, 255), dark: rgb(10, 132, 255))
  /// UIKit's system indigo.
  public static let systemIndigo = system(rgb(88, 86, 214), dark: rgb(94, 92, 230))
  /// UIKit's system purple.
  public static let systemPurple = system(rgb(175, 82, 222), dark: rgb(191, 90, 242))
  /// UIKit's system pink.
  public static let systemPink = system(rgb(255, 45, 85), dark: rgb(255, 55, 95))
  /// UIKit's system brown.
  public static let systemBrown = system(rgb(162, 132, 94), dark: rgb(172, 142, 104))
  /// UIKit's system grey.
  public static let systemGray = system(rgb(142, 142, 147), dark: rgb(142, 142, 147))
  /// UIKit's second system grey.
  public static let systemGray2 = system(rgb(174, 174, 178), dark: rgb(99, 99, 102))
  /// UIKit's third system grey.
  public static let systemGray3 = system(rgb(199, 199, 204), dark: rgb(72, 72, 74))
  /// UIKit's fourth system grey.
  public static let systemGray4 = system(rgb(209, 209, 214), dark: rgb(58, 58, 60))
  /// UIKit's fifth system grey.
  public static let systemGray5 = system(rgb(229, 229, 234), dark: rgb(44, 44, 46))
  /// UIKit's sixth system grey.
  public static let systemGray6 = system(rgb(242, 242, 247), dark: rgb(28, 28, 30))

  /// Primary text.
  public static let label = system(rgb(0, 0, 0), dark: rgb(255, 255, 255))
  /// Secondary text.
  public static let secondaryLabel = system(rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
  /// Tertiary text.
  public static let tertiaryLabel = system(rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  /// Placeholder text in text fields.
  public static let placeholderText = system(rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  /// Links.
  public static let link = system(rgb(0, 122, 255), dark: rgb(9, 132, 255))
  /// Thin lines between content.
  public static let separator = system(rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
  /// The background of a screen.
  public static let systemBackground = system(rgb(255, 255, 255), dark: rgb(0, 0, 0))
  /// Content layered on ``systemBackground``.
  public static let secondarySystemBackground = system(rgb(242, 242, 247), dark: rgb(28, 28, 30))
  /// Content layered on ``secondarySystemBackground``.
  public static let tertiarySystemBackground = system(rgb(255, 255, 255), dark: rgb(44, 44, 46))
  /// The background of a grouped table.
  public static let systemGroupedBackground = system(rgb(242, 242, 247), dark: rgb(0, 0, 0))
  /// Cells on ``systemGroupedBackground``.
  public static let secondarySystemGroupedBackground = system(rgb(255, 255, 255), dark: rgb(28, 28, 30))
  /// Fills for thin and small shapes.
  public static let systemFill = system(rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
  /// Fills for medium shapes.
  public static let secondarySystemFill = system(rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
  /// Fills for large shapes.
  public static let tertiarySystemFill = system(rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
}
