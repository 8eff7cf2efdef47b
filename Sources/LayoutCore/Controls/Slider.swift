import Foundation

/// A control that picks a value from a range by dragging, as UIKit's
/// `UISlider`: 30 points tall (as Interface Builder draws it), as wide as constraints make it.
///
/// ```swift
/// let volume = Slider()
/// volume.minimumValue = 0
/// volume.maximumValue = 11
/// volume.value = 7
/// ```
open class Slider: Control {
  // UIKit's accessibility defaults for a slider: adjustable, its value as a percentage.
  override var accessibilityTraitsByDefault: AccessibilityTraits {
    super.accessibilityTraitsByDefault.union(.adjustable)
  }
  override var accessibilityValueByDefault: String? {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? (value - minimumValue) / span : 0
    return "\(Int((fraction * 100).rounded()))%"
  }

  /// The value, kept between ``minimumValue`` and ``maximumValue``; 0 by default.
  public var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }

  /// The smallest value; 0 by default.
  public var minimumValue: Float = 0 {
    didSet { value = storedValue }
  }

  /// The largest value; 1 by default.
  public var maximumValue: Float = 1 {
    didSet { value = storedValue }
  }

  /// The filled track's colour; the tint when nil.
  public var minimumTrackTintColor: Color?

  /// The empty track's colour; a light grey when nil.
  public var maximumTrackTintColor: Color?

  private var storedValue: Float = 0

  /// Creates a slider with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a slider from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the value (`animated` is accepted for UIKit's spelling).
  public func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// How far along the track the value is, 0 to 1.
  public var fraction: CGFloat {
    maximumValue > minimumValue ? CGFloat((value - minimumValue) / (maximumValue - minimumValue)) : 0
  }

  /// No intrinsic width; 30 points tall.
  open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 30) }

  /// The given width, 30 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 30) }
}
