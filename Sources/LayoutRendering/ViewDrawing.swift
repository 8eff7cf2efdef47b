import Foundation
import LayoutCore

/// What a view looks like, read off it when a ``LayoutSnapshot`` is taken:
/// the layer's colours and corners, and the content the view kind draws.
nonisolated public struct ViewDrawing: Sendable {
  /// The fill behind the content, if any.
  public var backgroundColor: Color?
  /// The view's own opacity (subviews are drawn inside it).
  public var alpha: CGFloat = 1
  /// The corner radius of the background and border.
  public var cornerRadius: CGFloat = 0
  /// The border's width; 0 for none.
  public var borderWidth: CGFloat = 0
  /// The border's colour.
  public var borderColor: Color?
  /// Whether subviews are clipped to the bounds.
  public var clipsToBounds = false
  /// The shadow under the background, if the layer casts one.
  public var shadow: Shadow?

  /// A layer's shadow: its colour with the layer's shadow opacity, offset and blur radius.
  public struct Shadow: Sendable, Equatable {
    /// The colour, opacity included.
    public var color: Color
    /// How far the shadow is moved.
    public var offset: CGSize
    /// The blur radius.
    public var radius: CGFloat
  }
  /// What the view draws inside its background.
  public var content: Content?

  /// Lines of text as drawn: broken, cut and with an ellipsis where the view's room ran out.
  public struct Text: Sendable {
    /// The lines, top to bottom.
    public var lines: [String]
    /// Each line's width, as the view's measurer measured it.
    public var widths: [CGFloat]
    /// The font.
    public var font: Font
    /// The colour.
    public var color: Color
    /// Where lines sit, resolved to left, center or right.
    public var alignment: TextAlignment
    /// The height of a line.
    public var lineHeight: CGFloat
    /// The first baseline below the text block's top.
    public var firstBaseline: CGFloat
    /// The face the text was measured with, which a drawing names so that a
    /// viewer draws it at the measured width; nil for the fixed metrics.
    public var face: TextFace? = nil
  }

  /// The content of the views the kit draws.
  public enum Content: Sendable {
    /// A label's text, or a text field's text or placeholder.
    case text(Text, field: TextField.BorderStyle?)
    /// A placeholder for an image: its name and size, where it sits, and the tint for symbols.
    case image(name: String?, rect: CGRect, tint: Color?)
    /// A button's background from its configuration (title and image are subviews).
    case button(fill: Color?, cornerRadius: CGFloat)
    /// A switch.
    case toggle(isOn: Bool, onTint: Color, thumb: Color)
    /// A slider: the value's place on the track, 0 to 1 (from the right when mirrored, as in right-to-left layouts).
    case slider(fraction: CGFloat, tint: Color, track: Color, mirrored: Bool)
    /// A progress bar, filled from the right when mirrored.
    case progress(fraction: CGFloat, tint: Color, track: Color, mirrored: Bool)
    /// A segmented control's titles and the selected index.
    case segments(titles: [String], selected: Int, selectedTint: Color)
    /// A spinner.
    case spinner(color: Color)
  }
}

extension ViewDrawing {
  /// Reads a view's drawing, or nil for a plain view that draws nothing.
  init?(_ view: View) {
    let content = Self.content(of: view)
    // Reading `view.layer` would make a layer for every plain view.
    let layer = view.existingLayer
    guard content != nil || layer != nil || view.clipsToBounds else { return nil }
    backgroundColor = layer?.backgroundColor
    alpha = CGFloat(layer?.opacity ?? 1)
    cornerRadius = layer?.cornerRadius ?? 0
    borderWidth = layer?.borderWidth ?? 0
    borderColor = layer?.borderColor
    clipsToBounds = view.clipsToBounds
    if let layer, layer.shadowOpacity > 0, let color = layer.shadowColor {
      shadow = Shadow(
        color: color.withAlphaComponent(color.alpha * CGFloat(layer.shadowOpacity)), offset: layer.shadowOffset,
        radius: layer.shadowRadius)
    }
    self.content = content
  }

  private static func content(of view: View) -> Content? {
    switch view {
    case let label as Label:
      guard let text = label.text, !text.isEmpty else { return nil }
      return .text(
        lines(
          text, measurer: label.textMeasurer, font: label.font, color: label.textColor ?? .label,
          alignment: label.textAlignment, numberOfLines: label.numberOfLines, mode: label.lineBreakMode,
          view: label),
        field: nil)
    case let field as TextField:
      let isPlaceholder = (field.text ?? "").isEmpty
      let shown = isPlaceholder ? (field.placeholder ?? "") : field.text!
      let text = field.isSecureTextEntry && !isPlaceholder ? String(repeating: "•", count: shown.count) : shown
      var lines = lines(
        text, measurer: field.textMeasurer, font: field.font, color: isPlaceholder ? .placeholderText : field.textColor,
        alignment: field.textAlignment, numberOfLines: 1, mode: .byTruncatingTail, view: field,
        inset: field.borderStyle == .roundedRect ? 7 : 0)
      if text.isEmpty { lines.lines = [] }
      return .text(lines, field: field.borderStyle)
    case let imageView as ImageView:
      guard let image = imageView.image else { return nil }
      return .image(
        name: image.name, rect: placement(of: image.size, in: imageView.bounds.size, mode: imageView.contentMode),
        tint: image.isSymbol ? imageView.tintColor : nil)
    case let button as Button:
      guard let configuration = button.configuration else { return nil }
      return .button(
        fill: configuration.resolvedBackgroundColor(tint: button.tintColor),
        cornerRadius: configuration.cornerRadius(height: button.bounds.height))
    case let toggle as Switch:
      return .toggle(
        isOn: toggle.isOn, onTint: toggle.onTintColor ?? .systemGreen, thumb: toggle.thumbTintColor ?? .white)
    case let slider as Slider:
      return .slider(
        fraction: slider.fraction, tint: slider.minimumTrackTintColor ?? slider.tintColor,
        track: slider.maximumTrackTintColor ?? .systemGray5,
        mirrored: slider.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    case let progress as ProgressView:
      return .progress(
        fraction: CGFloat(progress.progress), tint: progress.progressTintColor ?? progress.tintColor,
        track: progress.trackTintColor ?? .systemGray5,
        mirrored: progress.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    case let control as SegmentedControl:
      return .segments(
        titles: (0..<control.numberOfSegments).map {
          control.titleForSegment(at: $0) ?? control.imageForSegment(at: $0)?.name ?? ""
        },
        selected: control.selectedSegmentIndex, selectedTint: control.selectedSegmentTintColor ?? .white)
    case let spinner as ActivityIndicatorView:
      return .spinner(color: spinner.color ?? .systemGray)
    default:
      return nil
    }
  }

  /// Breaks text into the lines that fit the view, cutting the last as the mode says.
  private static func lines(
    _ text: String, measurer: any TextMeasurer, font: Font, color: Color, alignment: TextAlignment,
    numberOfLines: Int, mode: LineBreakMode, view: View, inset: CGFloat = 0
  ) -> Text {
    // Frames are rounded to pixels, so a label can be up to a pixel smaller
    // than its text: text within a point of fitting fits.
    let slack: CGFloat = 1
    let width = max(view.bounds.width - 2 * inset, 0) + slack
    let line = measurer.measure("X", font: font, maxWidth: .infinity, numberOfLines: 1)
    let lineHeight = max(line.size.height, 1)
    // As many lines as the label allows and its height holds (at least one).
    var limit = max(Int(((view.bounds.height + slack) / lineHeight + 1e-6).rounded(.down)), 1)
    if numberOfLines > 0 { limit = min(limit, numberOfLines) }
    var lines = measurer.lines(
      of: text, font: font, maxWidth: numberOfLines == 1 ? .infinity : width, numberOfLines: limit)
    if let last = lines.last, measurer.width(of: last, font: font) > width + 1e-6 {
      lines[lines.count - 1] = cut(last, to: width, mode: mode, measurer: measurer, font: font)
    }
    let direction = view.effectiveUserInterfaceLayoutDirection
    let resolved: TextAlignment =
      switch alignment {
      case .natural, .justified: direction == .rightToLeft ? .right : .left
      default: alignment
      }
    return Text(
      lines: lines, widths: lines.map { min(measurer.width(of: $0, font: font), width) }, font: font, color: color,
      alignment: resolved, lineHeight: lineHeight, firstBaseline: line.firstBaseline, face: measurer.face(for: font))
  }

  /// The longest cut of `text` that fits `width`, with an ellipsis for the truncating modes.
  static func cut(_ text: String, to width: CGFloat, mode: LineBreakMode, measurer: any TextMeasurer, font: Font)
    -> String
  {
    let characters = Array(text)
    func fits(_ candidate: String) -> Bool { measurer.width(of: candidate, font: font) <= width + 1e-6 }
    // Binary search on how many characters to keep: width grows with the count.
    func longest(_ make: (Int) -> String) -> String {
      var low = 0
      var high = characters.count
      while low < high {
        let middle = (low + high + 1) / 2
        if fits(make(middle)) { low = middle } else { high = middle - 1 }
      }
      return make(low)
    }
    switch mode {
    case .byClipping, .byWordWrapping, .byCharWrapping:
      return longest { String(characters[..<$0]) }
    case .byTruncatingTail:
      return longest { String(characters[..<$0]).trimmingCharacters(in: .whitespaces) + "…" }
    case .byTruncatingHead:
      return longest { "…" + String(characters[(characters.count - $0)...]).trimmingCharacters(in: .whitespaces) }
    case .byTruncatingMiddle:
      return longest { kept in
        let head = (kept + 1) / 2
        let tail = kept / 2
        return String(characters[..<head]) + "…" + String(characters[(characters.count - tail)...])
      }
    }
  }

  /// Where an image of `size` is drawn in `bounds` by a content mode.
  static func placement(of size: CGSize, in bounds: CGSize, mode: ContentMode) -> CGRect {
    guard size.width > 0, size.height > 0 else { return CGRect(origin: .zero, size: bounds) }
    var drawn = size
    switch mode {
    case .scaleToFill, .redraw:
      return CGRect(origin: .zero, size: bounds)
    case .scaleAspectFit, .scaleAspectFill:
      let scales = (bounds.width / size.width, bounds.height / size.height)
      let scale = mode == .scaleAspectFit ? min(scales.0, scales.1) : max(scales.0, scales.1)
      drawn = CGSize(width: size.width * scale, height: size.height * scale)
    default:
      break
    }
    let dx = bounds.width - drawn.width
    let dy = bounds.height - drawn.height
    let x: CGFloat
    let y: CGFloat
    switch mode {
    case .left, .topLeft, .bottomLeft: x = 0
    case .right, .topRight, .bottomRight: x = dx
    default: x = dx / 2
    }
    switch mode {
    case .top, .topLeft, .topRight: y = 0
    case .bottom, .bottomLeft, .bottomRight: y = dy
    default: y = dy / 2
    }
    return CGRect(x: x, y: y, width: drawn.width, height: drawn.height)
  }
}
