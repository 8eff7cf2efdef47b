import Foundation

/// An on/off control, as UIKit's `UISwitch`: always 51 × 31 points.
///
/// It never stretches: its content hugging priority is
/// ``LayoutPriority/defaultHigh`` on both axes, so in a row beside a label
/// the label takes the spare width.
///
/// ```swift
/// let notifications = Switch()
/// notifications.isOn = true
/// ```
open class Switch: Control {
  // UIKit's accessibility defaults for a switch: a button whose value is "1" when on.
  override var accessibilityTraitsByDefault: AccessibilityTraits {
    super.accessibilityTraitsByDefault.union(.button)
  }
  override var accessibilityValueByDefault: String? { isOn ? "1" : "0" }

  /// Whether the switch is on.
  public var isOn = false

  /// The fill when on; ``Color/systemGreen`` when nil.
  public var onTintColor: Color?

  /// The knob's colour; white when nil.
  public var thumbTintColor: Color?

  /// Creates a switch, 51 × 31, whatever the frame's size (as UIKit's).
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// Creates a switch, its frame the switch's size from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame.size = Switch.size
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// Turns the switch on or off (`animated` is accepted for UIKit's spelling).
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize { Switch.size }

  /// 51 × 31.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

  static let size = CGSize(width: 51, height: 31)
}
