import Foundation

/// A spinner, as UIKit's `UIActivityIndicatorView`: 20 × 20 (medium) or 37 × 37 (large).
///
/// As in UIKit, a stopped indicator is hidden while ``hidesWhenStopped`` is
/// true (the default), and hidden views leave stack views.
///
/// ```swift
/// let spinner = ActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// ```
open class ActivityIndicatorView: View {
  /// The size and look.
  public var style: Style {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The spinner's colour; the style's grey when nil.
  public var color: Color?

  /// Whether the indicator hides itself while stopped; true by default.
  public var hidesWhenStopped = true {
    didSet { syncHidden() }
  }

  /// Whether the indicator is spinning.
  public private(set) var isAnimating = false

  /// Creates an indicator of a style, stopped (and so hidden).
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: style.size))
    syncHidden()
  }

  /// Creates a medium indicator with a frame.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    syncHidden()
  }

  /// Creates a medium indicator from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    syncHidden()
  }

  /// Starts spinning and shows the indicator.
  public func startAnimating() {
    isAnimating = true
    syncHidden()
  }

  /// Stops spinning and hides the indicator if ``hidesWhenStopped`` is set.
  public func stopAnimating() {
    isAnimating = false
    syncHidden()
  }

  /// The style's size.
  open override var intrinsicContentSize: CGSize { style.size }

  /// The style's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

  private func syncHidden() {
    isHidden = hidesWhenStopped && !isAnimating
  }

  /// An indicator's size, as `UIActivityIndicatorView.Style`.
  nonisolated public enum Style: Int, Sendable, CaseIterable {
    /// 20 × 20.
    case medium
    /// 37 × 37.
    case large

    /// The indicator's size in this style.
    public var size: CGSize {
      self == .medium ? CGSize(width: 20, height: 20) : CGSize(width: 37, height: 37)
    }
  }
}
