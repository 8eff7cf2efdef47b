import Foundation

nonisolated extension Font {
  /// A stroke weight, with UIKit's values from −1 (thinnest) to 1 (heaviest).
  nonisolated public struct Weight: Hashable, Sendable, Comparable {
    /// The weight's value: 0 is regular, 0.4 bold.
    public var rawValue: CGFloat

    /// Creates a weight from its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The thinnest weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// A thin weight.
    public static let thin = Weight(rawValue: -0.6)
    /// A light weight.
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight.
    public static let regular = Weight(rawValue: 0)
    /// A medium weight.
    public static let medium = Weight(rawValue: 0.23)
    /// A semibold weight (headlines).
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight.
    public static let bold = Weight(rawValue: 0.4)
    /// A heavy weight.
    public static let heavy = Weight(rawValue: 0.56)
    /// The heaviest weight.
    public static let black = Weight(rawValue: 0.62)

    /// Whether the weight is drawn with a bold face (semibold and heavier).
    public var isBold: Bool { rawValue >= Weight.semibold.rawValue }

    /// Orders weights from thin to heavy.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name of the nearest standard weight.
    var name: String {
      let names: [(Weight, String)] = [
        (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"),
        (.medium, "medium"), (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
      ]
      return names.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
    }

    /// The CSS `font-weight` for drawing (100–900).
    public var cssWeight: Int {
      let table: [(CGFloat, Int)] = [
        (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
        (0.62, 900),
      ]
      return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
    }
  }

  /// A width, with UIKit's values: negative is narrower, positive wider.
  nonisolated public struct Width: Hashable, Sendable {
    /// The width's value: 0 is standard.
    public var rawValue: CGFloat

    /// Creates a width from its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The narrowest width.
    public static let compressed = Width(rawValue: -0.3)
    /// A narrow width.
    public static let condensed = Width(rawValue: -0.2)
    /// The standard width.
    public static let standard = Width(rawValue: 0)
    /// A wide width.
    public static let expanded = Width(rawValue: 0.2)
  }

  /// A family of faces, as `UIFontDescriptor.SystemDesign`.
  nonisolated public enum Design: String, Hashable, Sendable, CaseIterable {
    /// The system's sans-serif face.
    case `default`
    /// A face whose characters are all one width.
    case monospaced
    /// A face with serifs.
    case serif
    /// A sans-serif face with rounded strokes.
    case rounded
  }

  /// A text style for ``Font/preferredFont(forTextStyle:)``, as `UIFont.TextStyle`.
  nonisolated public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// 34 points.
    case largeTitle
    /// 28 points.
    case title1
    /// 22 points.
    case title2
    /// 20 points.
    case title3
    /// 17 points, semibold.
    case headline
    /// 17 points: the default for text.
    case body
    /// 16 points.
    case callout
    /// 15 points.
    case subheadline
    /// 13 points.
    case footnote
    /// 12 points.
    case caption1
    /// 11 points.
    case caption2

    /// The style's size at the default content size category.
    public var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      }
    }

    /// The style's size at `category`, from Apple's Dynamic Type table
    /// (body: 14, 15, 16, 17, 19, 21 and 23 points from extra small to
    /// extra extra extra large, then 28, 33, 40, 47 and 53 for the
    /// accessibility sizes).
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
      let sizes: [CGFloat] =
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
      return sizes[category.index ?? 3]
    }

    /// The style's weight: semibold for headlines, regular otherwise.
    public var weight: Weight { self == .headline ? .semibold : .regular }
  }
}
