import Foundation
import LayoutCore

/// Lays out a set of Visual Format lines in a plain container, with no other code:
/// what `autolayout vfl` draws.
///
/// Every view named in the formats (`[name…]`) becomes a subview of a container
/// of the given size with the default layout margins (8). Views have no
/// intrinsic size unless one is given.
///
/// ```swift
/// let canvas = try VisualFormatCanvas(
///   formats: ["H:|-[title]-[button(80)]-|", "V:|-[title(30)]", "V:|-[button(30)]"],
///   size: CGSize(width: 320, height: 100))
/// canvas.views["button"]!.frame   // (232, 8, 80, 30)
/// ```
#if MainActorViews
  @preconcurrency @MainActor
#endif
public struct VisualFormatCanvas {
  /// The container; its subviews are the named views.
  public let container: View
  /// The named views.
  public let views: [String: View]
  /// The window holding the container (its scale and direction apply).
  public let window: Window

  /// A subview with a fixed intrinsic content size.
  final class SizedView: View {
    var size: CGSize
    init(size: CGSize) {
      self.size = size
      super.init(frame: .zero)
    }
    /// Never made from an archive.
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  /// Builds the container, makes and activates every format's constraints, and lays out.
  /// - Parameters:
  ///   - formats: The VFL lines.
  ///   - size: The container's size.
  ///   - metrics: Named numbers for the formats.
  ///   - intrinsicSizes: Intrinsic content sizes by view name.
  ///   - options: Options for every line (each must suit the line's axis).
  ///   - layoutDirection: Left-to-right or right-to-left.
  /// - Throws: ``VisualFormatError`` for the first format that fails, naming it in the message.
  public init(
    formats: [String], size: CGSize, metrics: [String: CGFloat] = [:], intrinsicSizes: [String: CGSize] = [:],
    options: LayoutConstraint.FormatOptions = [], layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  ) throws(VisualFormatError) {
    window = Window(size: size, layoutDirection: layoutDirection)
    container = View(frame: CGRect(origin: .zero, size: size))
    container.debugName = "container"
    window.addSubview(container)
    var views: [String: View] = [:]
    for format in formats {
      for name in Self.viewNames(in: format) where views[name] == nil {
        let view: View = intrinsicSizes[name].map { SizedView(size: $0) } ?? View()
        view.debugName = name
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        views[name] = view
      }
    }
    self.views = views
    var made: [LayoutConstraint] = []
    for format in formats {
      let line = try LayoutConstraint.checkedConstraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views)
      // The format names its constraints, so that problems say where they came from.
      for constraint in line { constraint.identifier = format }
      made += line
    }
    LayoutConstraint.activate(made)
    window.layoutIfNeeded()
  }

  /// The names that follow a `[` in a format, in order.
  static func viewNames(in format: String) -> [String] {
    var names: [String] = []
    var current: String?
    for c in format {
      if c == "[" {
        current = ""
      } else if var name = current {
        if c.isASCII && (c.isLetter || c == "_" || (c.isNumber && !name.isEmpty)) {
          name.append(c)
          current = name
        } else {
          if !name.isEmpty { names.append(name) }
          current = nil
        }
      }
    }
    // A name the format ends in (`[b` with no `]`) is still a view, so that
    // the parser reports the missing bracket rather than an unknown name.
    if let current, !current.isEmpty { names.append(current) }
    return names
  }
}
