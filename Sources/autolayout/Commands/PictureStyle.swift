import ArgumentParser
import LayoutRendering

/// `--style`: what a picture shows.
enum PictureStyle: String, ExpressibleByArgument, CaseIterable {
  /// The views as they look, with outlines and names over them.
  case debug
  /// The views as they look.
  case screen
  /// A box per view with its name (the structure only).
  case outlines

  var rendererStyle: SVGRenderer.Style {
    switch self {
    case .debug: .screenWithOutlines
    case .screen: .screen
    case .outlines: .outlines
    }
  }
}
