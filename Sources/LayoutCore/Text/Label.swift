import Foundation

/// A view that shows text, sized by it, as UIKit's `UILabel` (without drawing).
///
/// A label's intrinsic content size is its measured text, so constraints
/// need only place it:
///
/// ```swift
/// let title = Label(text: "Sign in")
/// title.font = .systemFont(ofSize: 20)
/// title.translatesAutoresizingMaskIntoConstraints = false
/// // intrinsicContentSize: 70 × 24 with the default measurer
/// ```
///
/// With ``numberOfLines`` other than 1 the text wraps at
/// ``preferredMaxLayoutWidth``, or, when that is 0, at the width the last
/// layout pass gave the label, which UIKit calls a double pass: the first
/// pass finds the width, the second the height. (When a large screen is
/// laid out for the first time, the engine measures such labels at the
/// widths it solved for them before it sets frames, which saves the
/// second pass.) Empty text has a zero size.
/// Baselines come from the measurement, for ``View/firstBaselineAnchor`` and
/// ``View/lastBaselineAnchor``; text is centered vertically in a taller label.
open class Label: View {
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

  // UIKit's accessibility defaults for a label: an element named by its text.
  override var isAccessibilityElementByDefault: Bool { true }
  override var accessibilityLabelByDefault: String? { text }
  override var accessibilityTraitsByDefault: AccessibilityTraits { .staticText }

  /// The text shown; nil or empty gives a zero intrinsic size.
  @exclusivity(unchecked) public var text: String? {
    didSet { if text != oldValue { textDidChange() } }
  }

  /// The font the text is measured and drawn in; the 17-point system font by default, as UIKit's.
  ///
  /// Setting nil restores the default, as it does in UIKit.
  public var font: Font! {
    get { storedFont }
    set {
      let font = newValue ?? .systemFont(ofSize: 17)
      if font != storedFont {
        storedFont = font
        textDidChange()
      }
    }
  }

  /// The font size in points: the ``font``'s point size (17 by default).
  public var fontSize: CGFloat {
    get { storedFont.pointSize }
    set { font = storedFont.withSize(newValue) }
  }

  /// The text's colour; ``Color/label`` (black) by default. Drawing only.
  public var textColor: Color! = .label

  /// Where lines sit between the label's edges; ``TextAlignment/natural`` by default. Drawing only.
  public var textAlignment = TextAlignment.natural

  /// How text that does not fit is cut when drawn; ``LineBreakMode/byTruncatingTail`` by default.
  ///
  /// Measurement is the same in every mode, as in UIKit: the intrinsic size
  /// is the text's, and the renderers cut text the engine gave less room.
  public var lineBreakMode = LineBreakMode.byTruncatingTail

  @exclusivity(unchecked) private var storedFont = Font.systemFont(ofSize: 17)

  /// The most lines to use; 1 by default, 0 for no limit.
  @exclusivity(unchecked) public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { textDidChange() } }
  }

  /// The width multi-line text wraps at; 0 (the default) wraps at the label's laid-out width.
  @exclusivity(unchecked) public var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } }
  }

  /// What measures the text: ``Label/defaultTextMeasurer`` when the view was made, unless you set another.
  @exclusivity(unchecked) public var textMeasurer: any TextMeasurer = Label.defaultTextMeasurer {
    didSet { textDidChange() }
  }

  /// The measurer labels, text fields and segmented controls start with:
  /// ``DefaultTextMeasurer`` unless a task binds another.
  ///
  /// Bind it around the code that builds a screen to measure every view
  /// in it with a real font, without setting each view's measurer:
  ///
  /// ```swift
  /// let screen = try Label.$defaultTextMeasurer.withValue(FreeTypeTextMeasurer()) { makeScreen() }
  /// ```
  @TaskLocal public static var defaultTextMeasurer: any TextMeasurer & Sendable = DefaultTextMeasurer()

  /// The last measurement and the width it was made at.
  @exclusivity(unchecked) private var cachedMeasurement: (width: CGFloat, measurement: TextMeasurement)?
  /// The baselines constraints were last built with, if any were.
  @exclusivity(unchecked) private var lastBaselines: (first: Double, last: Double)?
  /// Whether the label, never laid out, was measured at the width the
  /// engine will give it (see ``takeWidthBeforeFrame(scale:)``): it then
  /// wraps at the width of ``cachedMeasurement`` until its first frame.
  /// (A flag after the optional tuple above takes none of the object's
  /// room: a width here made every label 16 bytes larger in the heap.)
  @exclusivity(unchecked) private var measuredBeforeFrame = false

  /// Creates an empty label with a frame (`Label()` makes one with a zero frame).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a label from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a label showing `text`.
  public convenience init(text: String?) {
    self.init()
    self.text = text
  }

  /// The measured text at the wrapping width, or zero for empty text.
  open override var intrinsicContentSize: CGSize {
    guard let measurement = currentMeasurement else { return .zero }
    noteBaselines(measurement)
    return measurement.size
  }

  /// The text's size when wrapped at `size.width` (for multi-line labels).
  ///
  /// A measurement the label already holds at that width is reused: a
  /// one-line label's size does not depend on the width asked, so it is
  /// measured once for ``intrinsicContentSize`` and every `sizeThatFits`
  /// until its text or font changes. (Hand-written layout asks each label
  /// once to size a cell and again to lay it out: measured twice, that was
  /// half of a hand-written feed cell's time.)
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.infinity : size.width
    if let cachedMeasurement, cachedMeasurement.width == width { return cachedMeasurement.measurement.size }
    let measurement = textMeasurer.measure(text, font: storedFont, maxWidth: width, numberOfLines: numberOfLines)
    // Kept only for a one-line label, whose cache is always at no width
    // limit: a wrapping label's cache is the width the engine last read its
    // size at, which a measurement at another width must not replace.
    if numberOfLines == 1 { cachedMeasurement = (width, measurement) }
    return measurement.size
  }

  override var baselineOffsetsFromCenter: (first: Double, last: Double)? {
    guard let measurement = currentMeasurement else { return nil }
    let offsets = Self.offsets(measurement)
    lastBaselines = offsets
    return offsets
  }

  /// Whether the text wraps at the width the label is laid out at (UIKit's
  /// double pass): it wraps, and no preferred width is set.
  private var wrapsAtLaidOutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

  override func sizeDidChange(byEngine: Bool) {
    guard wrapsAtLaidOutWidth else { return }
    measuredBeforeFrame = false
    // The double pass: a wrapping label measures again at its new width,
    // unless the engine had it measured there before the frame came.
    if cachedMeasurement?.width != wrapWidth { invalidateIntrinsicContentSizeForNewSize() }
  }

  /// Measures a wrapping label that was never laid out at the width the
  /// engine solved for it, rounded as its frame will be, and wraps there
  /// until its first frame; returns whether the intrinsic size must be
  /// read again.
  ///
  /// Why: a wrapping label measured at its laid-out width only once frames
  /// are set makes a second round of the whole layout pass, which in a
  /// large screen finds the solver's rows out of the cache. A large
  /// install reads each chunk's values while the chunk is in the cache and
  /// has its wrapping labels measured then (measured: a 10,000-view feed's
  /// second round was 12% of its build). If the frame comes out at another
  /// width (a later chunk moved the label), ``sizeDidChange(byEngine:)``
  /// measures again, as without this.
  override func takeWidthBeforeFrame(scale: Double) -> Bool {
    guard wrapsAtLaidOutWidth, storedFrame.width == 0,
      let text, !text.isEmpty, let width = solvedFrameWidth(scale: scale), width > 0, width.isFinite,
      cachedMeasurement?.width != width
    else { return false }
    cachedMeasurement = (
      width, textMeasurer.measure(text, font: storedFont, maxWidth: width, numberOfLines: numberOfLines)
    )
    measuredBeforeFrame = true
    storedSuperview?.subviewDidInvalidateIntrinsicContentSize(self)
    return true
  }

  /// Undoes ``takeWidthBeforeFrame(scale:)`` for a label still never laid
  /// out, so that it wraps at no width again until the engine measures it
  /// anew (a fitting at another size starts from the text's own width);
  /// returns whether its intrinsic size must be read again.
  func forgetWidthBeforeFrame() -> Bool {
    guard measuredBeforeFrame else { return false }
    measuredBeforeFrame = false
    return true
  }

  /// The width text wraps at now.
  private var wrapWidth: CGFloat {
    if numberOfLines == 1 { return .infinity }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    if storedFrame.width > 0 { return storedFrame.width }
    return measuredBeforeFrame ? cachedMeasurement?.width ?? .infinity : .infinity
  }

  /// The measurement at the current wrapping width, cached.
  private var currentMeasurement: TextMeasurement? {
    guard let text, !text.isEmpty else { return nil }
    let width = wrapWidth
    if let cachedMeasurement, cachedMeasurement.width == width {
      return cachedMeasurement.measurement
    }
    let measurement = textMeasurer.measure(
      text, font: storedFont, maxWidth: width, numberOfLines: numberOfLines)
    cachedMeasurement = (width, measurement)
    return measurement
  }

  private func textDidChange() {
    cachedMeasurement = nil
    measuredBeforeFrame = false
    invalidateIntrinsicContentSize()
  }

  /// Rebuilds baseline constraints when the text's baselines moved.
  private func noteBaselines(_ measurement: TextMeasurement) {
    // Only constraints built with other baselines need rebuilding.
    guard let lastBaselines, lastBaselines != Self.offsets(measurement) else { return }
    self.lastBaselines = nil
    LayoutEngine.baselinesDidChange(of: self)
  }

  /// Baselines measured from the text's vertical center.
  private static func offsets(_ measurement: TextMeasurement) -> (first: Double, last: Double) {
    let half = Double(measurement.size.height) / 2
    return (Double(measurement.firstBaseline) - half, Double(measurement.lastBaseline) - half)
  }
}
