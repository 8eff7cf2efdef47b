import Foundation

/// A collection item's view as a layout container, as UIKit's
/// `UICollectionViewCell`: a ``contentView`` that fills the cell and holds
/// its subviews, and self-sizing through
/// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
///
/// There is no collection view (no data source, layout object or reuse
/// queue): make cells, size them as a collection view's layout would ask,
/// and lay them out.
///
/// ```swift
/// let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
/// cell.contentView.addSubview(thumbnail)
/// ```
open class CollectionViewCell: View {
  /// The view your subviews go in; it fills the cell.
  public let contentView: View
  /// A view behind the content view, filling the cell.
  public var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      guard let backgroundView else { return }
      backgroundView.frame = bounds
      backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      insertSubview(backgroundView, at: 0)
    }
  }
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// The identifier a collection view would reuse the cell under; nil here.
  public var reuseIdentifier: String? { nil }

  /// Creates a cell with a frame (the designated initializer, as in UIKit).
  public override init(frame: CGRect) {
    contentView = View(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    setUpContentView()
  }

  /// Creates a cell from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    contentView = View()
    super.init(coder: coder)
    setUpContentView()
  }

  private func setUpContentView() {
    contentView.debugName = "contentView"
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Called before the cell is used for another item; reset its content
  /// here, calling `super`. Nothing calls it headless but your code.
  open func prepareForReuse() {}

  /// Sizes the cell by its content view's constraints, as self-sizing
  /// collection view cells are sized.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    contentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }
}
