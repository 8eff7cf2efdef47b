import Foundation

/// A tappable view with a title and an image, as UIKit's `UIButton`.
///
/// Its intrinsic content size is its content plus insets, so constraints need only place it:
///
/// ```swift
/// let signIn = Button(type: .system)
/// signIn.setTitle("Sign in", for: .normal)
/// // intrinsicContentSize: 52.5 × 30 with the default text measurer
///
/// var configuration = Button.Configuration.filled()
/// configuration.title = "Continue"
/// let next = Button(configuration: configuration)
/// // the title at 17 points, 7 points above and below, 12 at the sides
/// ```
///
/// Without a configuration, as `UIButton(type:)`: the title is set in the
/// 15-point system font, the image sits before it, the content has 6 points
/// above and below (UIKit's "Button" is 46 × 30), and ``contentEdgeInsets``
/// are added around it. With a ``configuration``: the title is set in the
/// 17-point system font, ``Configuration/imagePadding`` separates image and
/// title, and ``Configuration/contentInsets`` surround them. The title
/// label and image view are subviews placed by ``layoutSubviews()``, as in
/// UIKit; baselines come from the title.
open class Button: Control {
  // UIKit's accessibility defaults for a button: named by its title.
  override var accessibilityLabelByDefault: String? { currentTitle }
  override var accessibilityTraitsByDefault: AccessibilityTraits {
    super.accessibilityTraitsByDefault.union(.button)
  }

  /// The button's kind, as `UIButton.ButtonType`.
  public private(set) var buttonType: ButtonType

  /// The look and insets of a button made with ``init(configuration:primaryAction:)``; nil for classic buttons.
  public var configuration: Configuration? {
    didSet { configurationDidChange() }
  }

  /// Space added around the title and image (classic buttons); zero by default.
  public var contentEdgeInsets = EdgeInsets.zero {
    didSet { if contentEdgeInsets != oldValue { contentDidChange() } }
  }

  /// Moves the title when drawn, without changing the intrinsic size (as in UIKit).
  public var titleEdgeInsets = EdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  /// Moves the image when drawn, without changing the intrinsic size (as in UIKit).
  public var imageEdgeInsets = EdgeInsets.zero {
    didSet { setNeedsLayout() }
  }

  private var titles: [State: String] = [:]
  private var titleColors: [State: Color] = [:]
  private var images: [State: Image] = [:]
  private var storedTitleLabel: Label?
  private var storedImageView: ImageView?

  /// Creates a custom-type button with a frame: the designated initializer,
  /// as `UIButton(frame:)` is, so that subclasses override it as in UIKit.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    contentDidChange()
  }

  /// Creates a custom-type button from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
    contentDidChange()
  }

  /// Creates a button of a type, as `UIButton(type:)`; ``ButtonType/system``
  /// draws its title in the tint colour.
  public convenience init(type: ButtonType, primaryAction: Action? = nil) {
    self.init(frame: .zero)
    buttonType = type
    if type == .contactAdd || type == .detailDisclosure || type.isInfo || type == .close {
      images[.normal] = Image(
        size: CGSize(width: type == .close ? 30 : 22, height: type == .close ? 30 : 22),
        name: type.symbolName)
    }
    if let primaryAction { adopt(primaryAction) }
    contentDidChange()
  }

  /// Creates a custom-type button with a frame and an action, as `UIButton(frame:primaryAction:)`.
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(type: .custom, primaryAction: primaryAction)
    self.frame = frame
  }

  /// Creates a button drawn and measured by a configuration, as `UIButton(configuration:primaryAction:)`.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
    configurationDidChange()  // observers do not run inside the class's own initializers
  }

  // MARK: Titles and images per state

  /// Sets the title shown in `state` (the ``Control/State/normal`` title shows when a state has none).
  public func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    contentDidChange()
  }

  /// The title set for `state`, or nil.
  public func title(for state: State) -> String? { titles[state] }

  /// Sets the title's colour in `state`.
  public func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
    setNeedsLayout()
  }

  /// The title colour set for `state`, or nil.
  public func titleColor(for state: State) -> Color? { titleColors[state] }

  /// Sets the image shown in `state`.
  public func setImage(_ image: Image?, for state: State) {
    images[state] = image
    contentDidChange()
  }

  /// The image set for `state`, or nil.
  public func image(for state: State) -> Image? { images[state] }

  /// The title shown now: the configuration's, or the current state's, falling back to the normal state's.
  public var currentTitle: String? {
    if let configuration { return configuration.title }
    return titles[state] ?? titles[.normal]
  }

  /// The image shown now.
  public var currentImage: Image? {
    if let configuration { return configuration.image }
    return images[state] ?? images[.normal]
  }

  /// The title's colour now: the state's, the configuration's, the tint for system buttons, or white.
  public var currentTitleColor: Color {
    if let configuration { return configuration.resolvedForegroundColor(tint: tintColor) }
    if let color = titleColors[state] ?? titleColors[.normal] { return color }
    return buttonType == .custom ? .white : (isEnabled ? tintColor : .systemGray3)
  }

  /// The label that shows the title, made when the button first has one (its font can be changed).
  public var titleLabel: Label? {
    if storedTitleLabel == nil, currentTitle != nil { makeTitleLabel() }
    return storedTitleLabel
  }

  /// The view that shows the image, made when the button first has one.
  public var imageView: ImageView? {
    if storedImageView == nil, currentImage != nil { makeImageView() }
    return storedImageView
  }

  // MARK: Size

  /// The content (image and title side by side) plus insets.
  open override var intrinsicContentSize: CGSize {
    let content = contentSize()
    let insets = resolvedInsets
    if content == .zero && configuration == nil {
      return CGSize(width: 30, height: 30)  // an empty classic button, as UIKit's
    }
    return CGSize(
      width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
  }

  /// The intrinsic size: buttons do not wrap.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the title label and image view, centred inside the insets.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let insets = resolvedInsets
    let box = CGRect(
      x: insets.left, y: insets.top, width: bounds.width - insets.left - insets.right,
      height: bounds.height - insets.top - insets.bottom)
    let title = titleSize
    let image = currentImage?.size ?? .zero
    let gap = title.width > 0 && image.width > 0 ? imagePadding : 0
    var imageFrame: CGRect
    var titleFrame: CGRect
    switch imagePlacement {
    case .top, .bottom:
      // Stacked and centred across: the image above (or below) the title.
      let top = box.minY + (box.height - (image.height + gap + title.height)) / 2
      let first = imagePlacement == .top ? image.height : title.height
      imageFrame = CGRect(x: box.midX - image.width / 2, y: top, width: image.width, height: image.height)
      titleFrame = CGRect(x: box.midX - title.width / 2, y: top, width: title.width, height: title.height)
      if imagePlacement == .top { titleFrame.origin.y += first + gap } else { imageFrame.origin.y += first + gap }
    default:
      // Side by side, the image on the leading or trailing side, in the layout direction.
      let left = box.minX + (box.width - (image.width + gap + title.width)) / 2
      let imageFirst = (imagePlacement == .trailing) == (effectiveUserInterfaceLayoutDirection == .rightToLeft)
      imageFrame = CGRect(x: left, y: box.midY - image.height / 2, width: image.width, height: image.height)
      titleFrame = CGRect(x: left, y: box.midY - title.height / 2, width: title.width, height: title.height)
      if imageFirst { titleFrame.origin.x += image.width + gap } else { imageFrame.origin.x += title.width + gap }
    }
    if let imageView = storedImageView {
      imageView.tintColor = currentTitleColor
      imageView.frame = imageFrame.inset(by: imageEdgeInsets)
    }
    if let label = storedTitleLabel {
      label.textColor = currentTitleColor
      label.frame = titleFrame.inset(by: titleEdgeInsets)
    }
  }

  override var baselineOffsetsFromCenter: (first: Double, last: Double)? {
    guard let text = currentTitle, !text.isEmpty else { return nil }
    let label = titleLabel ?? Label()
    let measurement = label.textMeasurer.measure(text, font: titleFont, maxWidth: .infinity, numberOfLines: 1)
    let insets = resolvedInsets
    // Content is centred between the insets: its centre sits (top − bottom) / 2 below the button's.
    var shift = Double(insets.top - insets.bottom) / 2
    // An image stacked above (below) the title moves the title down (up) by half of it and its gap.
    if let image = currentImage?.size, image.height > 0, imagePlacement == .top || imagePlacement == .bottom {
      let stacked = Double(image.height + imagePadding) / 2
      shift += imagePlacement == .top ? stacked : -stacked
    }
    let half = Double(measurement.size.height) / 2
    return (Double(measurement.firstBaseline) - half + shift, Double(measurement.lastBaseline) - half + shift)
  }

  // MARK: Internals

  private var titleFont: Font { storedTitleLabel?.font ?? titleFont(configured: configuration != nil) }

  /// UIKit's title fonts: 15 points for classic buttons, the size's (17 by default) with a configuration.
  private func titleFont(configured: Bool) -> Font {
    .systemFont(ofSize: configured ? configuration?.titleFontSize ?? 17 : 15)
  }

  private var imagePadding: CGFloat { configuration?.imagePadding ?? 0 }

  /// Where the image sits: the configuration's placement, leading for classic buttons.
  private var imagePlacement: DirectionalRectEdge { configuration?.imagePlacement ?? .leading }

  private var resolvedInsets: EdgeInsets {
    if let configuration {
      let insets = configuration.contentInsets
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return EdgeInsets(
        top: insets.top, left: rtl ? insets.trailing : insets.leading, bottom: insets.bottom,
        right: rtl ? insets.leading : insets.trailing)
    }
    let extra: CGFloat = contentSize().height > 0 ? 6 : 0
    return EdgeInsets(
      top: contentEdgeInsets.top + extra, left: contentEdgeInsets.left, bottom: contentEdgeInsets.bottom + extra,
      right: contentEdgeInsets.right)
  }

  private var titleSize: CGSize {
    guard let text = currentTitle, !text.isEmpty else { return .zero }
    let measurer = storedTitleLabel?.textMeasurer ?? Label.defaultTextMeasurer
    return measurer.measure(text, font: titleFont, maxWidth: .infinity, numberOfLines: 1).size
  }

  private func contentSize() -> CGSize {
    let title = titleSize
    let image = currentImage?.size ?? .zero
    let gap = title.width > 0 && image.width > 0 ? imagePadding : 0
    if imagePlacement == .top || imagePlacement == .bottom {
      return CGSize(width: max(title.width, image.width), height: title.height + gap + image.height)
    }
    return CGSize(width: title.width + gap + image.width, height: max(title.height, image.height))
  }

  private func makeTitleLabel() {
    let label = Label()
    label.font = titleFont
    storedTitleLabel = label
    addSubview(label)
  }

  private func makeImageView() {
    let view = ImageView()
    storedImageView = view
    addSubview(view)
  }

  private func configurationDidChange() {
    storedTitleLabel?.font = titleFont(configured: configuration != nil)
    contentDidChange()
  }

  private func adopt(_ action: Action) {
    if !action.title.isEmpty { titles[.normal] = action.title }
    if let image = action.image { images[.normal] = image }
    addAction(action, for: .primaryActionTriggered)
    addAction(action, for: .touchUpInside)
  }

  /// The title, image or insets changed: new subviews if needed, a new size, new baselines.
  private func contentDidChange() {
    if currentTitle != nil && storedTitleLabel == nil { makeTitleLabel() }
    if currentImage != nil && storedImageView == nil { makeImageView() }
    storedTitleLabel?.text = currentTitle
    storedImageView?.image = currentImage
    invalidateIntrinsicContentSize()
    LayoutEngine.baselinesDidChange(of: self)
    setNeedsLayout()
  }

  override func stateDidChange() { contentDidChange() }

  override func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {
    // The title label's font or measurer changed: the button's size follows.
    if subview === storedTitleLabel {
      invalidateIntrinsicContentSize()
      LayoutEngine.baselinesDidChange(of: self)
    }
  }
}
