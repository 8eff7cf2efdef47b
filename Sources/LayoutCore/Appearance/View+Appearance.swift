import Foundation

// MARK: - Drawing properties (kept on the layer, made on first use)

extension View {
  /// What the view looks like when drawn: corners, border, shadow.
  ///
  /// Made on first use; a view that never asks for it carries no appearance storage.
  public var layer: Layer {
    if let storedLayer { return storedLayer }
    let layer = Layer()
    storedLayer = layer
    return layer
  }

  /// The layer if one was made, for renderers that must not make one per view.
  package var existingLayer: Layer? { storedLayer }

  /// The fill behind the view's content; nil (the default) is transparent.
  public var backgroundColor: Color? {
    get { storedLayer?.backgroundColor }
    set { layer.backgroundColor = newValue }
  }

  /// The view's opacity, 0 to 1, applied to its subviews too; 1 by default.
  ///
  /// As in UIKit, a view with an alpha of 0 still takes part in layout.
  public var alpha: CGFloat {
    get { CGFloat(storedLayer?.opacity ?? 1) }
    set { layer.opacity = Float(min(max(newValue, 0), 1)) }
  }

  /// Whether subviews are clipped to the view's bounds; false by default
  /// (true for ``ScrollView``).
  public var clipsToBounds: Bool {
    get { storedLayer?.masksToBounds ?? defaultClipsToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// The colour controls use for their active parts: the nearest one set on
  /// this view or an ancestor, or ``Color/systemBlue``, as UIKit's `tintColor`.
  ///
  /// Setting nil makes the view inherit again.
  public var tintColor: Color! {
    get {
      var view: View? = self
      while let current = view {
        if let tint = current.storedLayer?.tintColor { return tint }
        view = current.storedSuperview
      }
      return .systemBlue
    }
    set { layer.tintColor = newValue }
  }

  /// How the view's content is placed in its bounds when drawn (images); ``ContentMode/scaleToFill`` by default.
  public var contentMode: ContentMode {
    get { storedLayer?.contentMode ?? .scaleToFill }
    set { layer.contentMode = newValue }
  }

  /// Scroll views clip by default; other views do not.
  private var defaultClipsToBounds: Bool { self is ScrollView }
}

// MARK: - Interaction and display (kept for UIKit's spelling)

extension View {
  /// Whether the view takes touches, as UIKit's: true by default, false for
  /// labels and image views. Headless, nothing delivers events: the value is
  /// kept for code that sets and reads it.
  public var isUserInteractionEnabled: Bool {
    get { extrasStorage?.isUserInteractionEnabled ?? !(self is Label || self is ImageView) }
    set { extras.isUserInteractionEnabled = newValue }
  }

  /// Marks the view for redrawing, as UIKit's; headless, pictures are drawn
  /// when asked for, so there is nothing to mark.
  public func setNeedsDisplay() {}
}
