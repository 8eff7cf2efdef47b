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

  /// Creates a default progress view with a frame (the designated initializer, as in UIKit).
  public override init(frame: CGRect) {
    progressViewStyle = .default
    super.init(frame: frame)
  }

  /// Creates a default progress view from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    progressViewStyle = .default
    super.init(coder: coder)
  }

  /// Creates a progress view of a style, as `UIProgressView(progressViewStyle:)`.
  public convenience init(progressViewStyle: Style) {
    self.init(frame: .zero)
    self.progressViewStyle = progressViewStyle
  }

  /// Sets the progress (`animated` is accepted for UIKit's spelling).
  public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// No intrinsic width; 4 points tall.
  open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 4) }

  /// The given width, 4 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 4) }

  /// A progress view's look, as `UIProgressView.Style`.
  nonisolated public enum Style: Int, Sendable, CaseIterable {
    /// The standard look.
    case `default`
    /// The look for toolbars.
    case bar
  }
}
