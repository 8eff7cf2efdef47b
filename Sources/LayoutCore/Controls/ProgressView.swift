import Foundation

/// A progress bar, as UIKit's `UIProgressView`: 4 points tall, as wide as constraints make it.
///
/// ```swift
/// let upload = ProgressView(progressViewStyle: .default)
/// upload.progress = 0.4
/// ```
open class ProgressView: View {
  /// How far along, 0 to 1.
  public var progress: Float = 0 {
    didSet { progress = min(max(progress, 0), 1) }
  }

  /// The look: default or bar (the same size here).
  public var progressViewStyle: Style

  /// The filled part's colour; the tint when nil.
  public var progressTintColor: Color?

  /// The unfilled part's colour; a light grey when nil.
  public var trackTintColor: Color?

  /// Creates a progress view of a style.
  public init(progressViewStyle: Style = .default) {
    self.progressViewStyle = progressViewStyle
    super.init(frame: .zero)
  }

  /// Creates a default progress view with a frame.
  public convenience override init(frame: CGRect) {
    self.init(progressViewStyle: .default)
    self.frame = frame
  }

  /// Sets the progress (`animated` is accepted for UIKit's spelling).
  public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// No intrinsic width; 4 points tall.
  open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 4) }

  /// The given width, 4 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 4) }

  /// A progress view's look, as `UIProgressView.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    /// The standard look.
    case `default`
    /// The look for toolbars.
    case bar
  }
}
