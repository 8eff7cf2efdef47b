import Foundation

/// A one-line text entry, as UIKit's `UITextField`, sized by its text or placeholder.
///
/// Its intrinsic width is the wider of its text and placeholder, plus 7
/// points at each side for a ``BorderStyle/roundedRect`` field; its
/// intrinsic height is one line of its font, or 34 points for a rounded-rect
/// field (UIKit's). Fields usually get their width from constraints.
///
/// ```swift
/// let email = TextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// ```
open class TextField: Control {
  /// Whether the font follows the content size category, as UIKit's
  /// `adjustsFontForContentSizeCategory`. Turned on, a text style's font
  /// (``Font/preferredFont(forTextStyle:)``) is made again at
  /// ``ContentSizeCategory/current``; there are no Settings to change it
  /// afterwards, so a test chooses the category before it builds its views.
  public var adjustsFontForContentSizeCategory = false {
    didSet {
      if adjustsFontForContentSizeCategory, let style = font?.textStyle {
        font = .preferredFont(forTextStyle: style)
      }
    }
  }

  // UIKit's accessibility defaults for a text field: its text, else its placeholder, as the value.
  override var accessibilityValueByDefault: String? {
    if let text, !text.isEmpty { return text }
    return placeholder
  }

  /// A text field can take the focus while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Takes the focus if the delegate agrees, then tells it editing began.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true else {
      return false
    }
    guard super.becomeFirstResponder() else { return false }
    delegate?.textFieldDidBeginEditing(self)
    return true
  }

  /// Gives up the focus if the delegate agrees, then tells it editing ended.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
    delegate?.textFieldDidEndEditing(self)
    return true
  }

  /// Whether the field is first responder, as UIKit's `isEditing`.
  public var isEditing: Bool { isFirstResponder }

  /// The delegate told of editing, as UIKit's `delegate` (held weakly).
  public weak var delegate: (any TextFieldDelegate)?

  // MARK: Text input traits: kept for the code that sets them; no keyboard headless.

  /// The keyboard the field asks for.
  public var keyboardType = KeyboardType.default
  /// When the shift key turns on by itself; sentences by default.
  public var autocapitalizationType = TextAutocapitalizationType.sentences
  /// Whether typing is corrected.
  public var autocorrectionType = TextAutocorrectionType.default
  /// What the field holds, for suggestions and autofill.
  public var textContentType: TextContentType?
  /// The title of the return key.
  public var returnKeyType = ReturnKeyType.default
  /// When the clear button shows; never by default.
  public var clearButtonMode = ViewMode.never

  /// The text entered.
  public var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The grey text shown while the field is empty.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The font of the text and placeholder; 17-point system by default.
  public var font: Font! = .systemFont(ofSize: 17) {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The text's colour; ``Color/label`` by default.
  public var textColor: Color! = .label

  /// Where the text sits; ``TextAlignment/natural`` by default.
  public var textAlignment = TextAlignment.natural

  /// The frame drawn around the field; none by default, as in UIKit.
  public var borderStyle = BorderStyle.none {
    didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Whether the text is drawn as dots.
  public var isSecureTextEntry = false

  /// What measures the text: ``Label/defaultTextMeasurer`` when the view was made, unless you set another.
  public var textMeasurer: any TextMeasurer = Label.defaultTextMeasurer {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates an empty field with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a text field from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The wider of text and placeholder, by one line (34 tall when rounded-rect).
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? .systemFont(ofSize: 17)
    let line = textMeasurer.measure("X", font: font, maxWidth: .infinity, numberOfLines: 1).size.height
    let widths = [text, placeholder].compactMap { $0 }.filter { !$0.isEmpty }.map {
      textMeasurer.width(of: $0, font: font)
    }
    let padding: CGFloat = borderStyle == .roundedRect ? 7 : 0
    return CGSize(
      width: (widths.max() ?? 0) + 2 * padding, height: borderStyle == .roundedRect ? max(34, line) : line)
  }

  /// The intrinsic size: fields do not wrap.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The frame drawn around a text field, as `UITextField.BorderStyle`.
  nonisolated public enum BorderStyle: Int, Sendable, CaseIterable {
    /// No border.
    case none
    /// A thin rectangle.
    case line
    /// A bezel (drawn as a line here).
    case bezel
    /// A rounded rectangle, 34 points tall.
    case roundedRect
  }
}
