import Foundation
import LayoutCore

/// One screen of the demo gallery: how to build it, and where it comes from.
public struct GalleryScreen {
  /// A file-name-safe identifier, such as `vfl-find-panel`.
  public var id: String
  /// The title shown above the picture.
  public var title: String
  /// Which seed or module it shows, such as "seed 001: Visual Format Language".
  public var source: String
  /// The screen's size.
  public var size: CGSize
  /// Builds the screen in a window of ``size`` laid out in the given direction,
  /// and returns the window, laid out.
  public var build: (UserInterfaceLayoutDirection) throws -> Window

  /// Creates a screen.
  public init(
    id: String, title: String, source: String, size: CGSize,
    build: @escaping (UserInterfaceLayoutDirection) throws -> Window
  ) {
    self.id = id
    self.title = title
    self.source = source
    self.size = size
    self.build = build
  }
}

/// Shared helpers for building screens.
enum Screen {
  /// A window of a size and direction.
  static func window(_ size: CGSize, _ direction: UserInterfaceLayoutDirection) -> Window {
    let window = Window(size: size, layoutDirection: direction)
    window.debugName = "window"
    return window
  }

  /// A view named for the picture, ready for constraints.
  static func view(_ name: String, in parent: View) -> View {
    let view = View()
    view.debugName = name
    paint(view)
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  /// Soft fills for the gallery's plain views, picked by name so every picture is the same.
  static let fills: [Color] = [
    Color.systemBlue.withAlphaComponent(0.18), Color.systemGreen.withAlphaComponent(0.22),
    Color.systemOrange.withAlphaComponent(0.22), Color.systemPurple.withAlphaComponent(0.18),
    Color.systemPink.withAlphaComponent(0.18), Color.systemTeal.withAlphaComponent(0.22),
    Color.systemYellow.withAlphaComponent(0.3), Color.systemIndigo.withAlphaComponent(0.18),
  ]

  /// Gives a plain view a soft fill and rounded corners, so screens of boxes look like screens.
  @discardableResult
  static func paint(_ view: View, radius: CGFloat = 8) -> View {
    let name = view.debugName ?? ""
    let index = name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
    view.backgroundColor = fills[index % fills.count]
    view.layer.cornerRadius = radius
    return view
  }

  /// A rounded-rect text field with a placeholder, ready for constraints.
  static func field(_ name: String, _ placeholder: String, in parent: View) -> TextField {
    let field = TextField()
    field.debugName = name
    field.placeholder = placeholder
    field.borderStyle = .roundedRect
    field.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(field)
    return field
  }

  /// A label with text, ready for constraints.
  static func label(_ name: String, _ text: String, size: CGFloat = 17, in parent: View) -> Label {
    let label = Label()
    label.debugName = name
    label.text = text
    label.fontSize = size
    label.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(label)
    return label
  }
}
