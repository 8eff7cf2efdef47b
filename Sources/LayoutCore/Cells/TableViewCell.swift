import Foundation

/// A table row's view as a layout container, as UIKit's `UITableViewCell`:
/// a ``contentView`` that fills the cell and holds the row's subviews, the
/// standard labels and image view, and self-sizing through
/// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
///
/// There is no table view (no data source, scrolling or reuse queue): make
/// cells yourself, size them the way a table view asks them, and lay them out.
///
/// ```swift
/// final class MessageCell: TableViewCell {
///   let body = Label()
///   override init(style: CellStyle, reuseIdentifier: String?) {
///     super.init(style: style, reuseIdentifier: reuseIdentifier)
///     body.numberOfLines = 0
///     body.translatesAutoresizingMaskIntoConstraints = false
///     contentView.addSubview(body)
///     LayoutConstraint.activate([
///       body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
///       body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
///       body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
///       body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
///     ])
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// let cell = MessageCell(style: .default, reuseIdentifier: "message")
/// let height = cell.systemLayoutSizeFitting(
///   CGSize(width: 375, height: View.layoutFittingCompressedSize.height),
///   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
/// ```
open class TableViewCell: View {
  /// The standard layouts of a cell's labels, as `UITableViewCell.CellStyle`.
  nonisolated public enum CellStyle: Int, Sendable {
    /// A text label at the leading edge (and an optional image before it).
    case `default`
    /// A text label at the leading edge and a detail label at the trailing edge.
    case value1
    /// A detail label beside a short, trailing-aligned text label.
    case value2
    /// A text label over a detail label.
    case subtitle
  }

  /// How a selected cell is drawn, as `UITableViewCell.SelectionStyle`; kept for UIKit's spelling.
  nonisolated public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// The control at the trailing edge, as `UITableViewCell.AccessoryType`.
  /// Its width is taken from the content view, as in UIKit.
  nonisolated public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

    /// The width the accessory takes from the content view.
    var width: CGFloat {
      switch self {
      case .none: 0
      case .disclosureIndicator, .checkmark: 38
      case .detailButton, .detailDisclosureButton: 48
      }
    }
  }

  /// The view your subviews go in: it fills the cell, less the accessory.
  /// Its layout margins are UIKit's for cells: 11 points above and below,
  /// 16 at the sides.
  public let contentView: View
  /// The identifier the cell was made with.
  public let reuseIdentifier: String?
  /// The style the cell was made with.
  public let style: CellStyle

  /// The accessory at the trailing edge; none by default.
  public var accessoryType = AccessoryType.none {
    didSet { if accessoryType != oldValue { setNeedsLayout() } }
  }
  /// How the cell looks selected.
  public var selectionStyle = SelectionStyle.default
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Where the separator below the cell starts and ends.
  public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  private var storedTextLabel: Label?
  private var storedDetailLabel: Label?
  private var storedImageView: ImageView?

  /// Creates a cell of a style, as `UITableViewCell(style:reuseIdentifier:)`
  /// (the designated initializer, as in UIKit); the cell is 320 × 44 until
  /// you size it.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUpContentView()
  }

  /// Creates a default cell from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(coder: coder)
    frame.size = CGSize(width: 320, height: 44)
    setUpContentView()
  }

  /// Creates a default cell with a frame.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  private func setUpContentView() {
    contentView.debugName = "contentView"
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    // A table places its cells' content inside the safe area itself
    // (`insetsContentViewsToSafeArea`), so the margins leave it out: a cell
    // that crosses the home indicator is as tall as the others.
    contentView.insetsLayoutMarginsFromSafeArea = false
    addSubview(contentView)
  }

  /// The main label, made on first use and laid out for the cell's style.
  public var textLabel: Label? {
    standardView(\.storedTextLabel, "textLabel") { Label() }
  }

  /// The secondary label, for every style but ``CellStyle/default`` (nil there), made on first use.
  public var detailTextLabel: Label? {
    guard style != .default else { return nil }
    return standardView(\.storedDetailLabel, "detailTextLabel") {
      let label = Label()
      label.fontSize = style == .subtitle ? 12 : 17
      return label
    }
  }

  /// The image at the leading edge, made on first use.
  public var imageView: ImageView? {
    standardView(\.storedImageView, "imageView") { ImageView() }
  }

  /// One of the standard views, made (named, stored and placed) on first use.
  private func standardView<Made: View>(
    _ stored: ReferenceWritableKeyPath<TableViewCell, Made?>, _ name: String, make: () -> Made
  ) -> Made {
    if let existing = self[keyPath: stored] { return existing }
    let view = make()
    view.debugName = name
    self[keyPath: stored] = view
    placeStandardViews()
    return view
  }

  /// Called before the cell is used for another row; reset its content
  /// here, calling `super`. Nothing calls it headless but your code.
  open func prepareForReuse() {}

  /// Sizes the cell by its content view's constraints, as UIKit's cells
  /// self-size: a table view asks with its width at `.required` and a
  /// compressed height at `.fittingSizeLevel`. The accessory's width is
  /// taken from the content view.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    let accessory = accessoryType.width
    let inner = contentView.systemLayoutSizeFitting(
      CGSize(width: max(targetSize.width - accessory, 0), height: targetSize.height),
      withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    return CGSize(width: inner.width + accessory, height: inner.height)
  }

  /// Keeps the content view filling the cell, less the accessory.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = max(bounds.width - accessoryType.width, 0)
    contentView.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
  }

  /// Adds the standard labels and image to the content view and constrains
  /// them for the style, each time one of them is first asked for.
  private func placeStandardViews() {
    let views = [storedImageView, storedTextLabel, storedDetailLabel].compactMap { $0 as View? }
    for view in views where view.superview !== contentView {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    let old = contentView.constraints.filter { $0.identifier?.hasPrefix("UITableViewCell-") == true }
    LayoutConstraint.deactivate(old)
    let margins = contentView.layoutMarginsGuide
    var made: [LayoutConstraint] = []
    func add(_ constraint: LayoutConstraint, _ name: String) {
      constraint.identifier = "UITableViewCell-\(name)"
      made.append(constraint)
    }
    var leading = margins.leadingAnchor
    if let image = storedImageView {
      add(image.leadingAnchor.constraint(equalTo: margins.leadingAnchor), "image-leading")
      add(image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor), "image-centerY")
      add(image.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor), "image-top")
      add(margins.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor), "image-bottom")
      leading = image.trailingAnchor
    }
    let text = storedTextLabel
    let detail = storedDetailLabel
    if let text {
      add(text.leadingAnchor.constraint(equalTo: leading, constant: storedImageView == nil ? 0 : 16), "text-leading")
    }
    switch style {
    case .subtitle:
      if let text {
        add(text.topAnchor.constraint(equalTo: margins.topAnchor), "text-top")
        add(margins.trailingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor), "text-trailing")
      }
      if let detail {
        add(detail.leadingAnchor.constraint(equalTo: text?.leadingAnchor ?? leading), "detail-leading")
        add(margins.trailingAnchor.constraint(greaterThanOrEqualTo: detail.trailingAnchor), "detail-trailing")
        add(detail.topAnchor.constraint(equalTo: text?.bottomAnchor ?? margins.topAnchor), "detail-top")
        add(detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor), "detail-bottom")
      } else if let text {
        add(text.bottomAnchor.constraint(equalTo: margins.bottomAnchor), "text-bottom")
      }
    default:
      for label in [text, detail].compactMap({ $0 }) {
        add(label.topAnchor.constraint(equalTo: margins.topAnchor), "\(label.debugName ?? "")-top")
        add(label.bottomAnchor.constraint(equalTo: margins.bottomAnchor), "\(label.debugName ?? "")-bottom")
      }
      if let detail {
        add(detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor), "detail-trailing")
        add(
          detail.leadingAnchor.constraint(greaterThanOrEqualTo: text?.trailingAnchor ?? leading, constant: 8),
          "detail-leading")
      } else if let text {
        add(margins.trailingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor), "text-trailing")
      }
    }
    // UIKit's list content is at least 44 points tall: one line of text
    // with its 11-point margins is 42.33, and a default row is 44.
    let minimum = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: Self.minimumStandardHeight)
    minimum.priority = .required - 1
    add(minimum, "minimum-height")
    LayoutConstraint.activate(made)
  }

  /// The least height of a cell showing the standard labels and image.
  static let minimumStandardHeight = 44.0
}
