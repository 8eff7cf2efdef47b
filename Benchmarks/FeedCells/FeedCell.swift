import Foundation
import LayoutCore

/// A feed cell in one of the benchmark's forms: made empty, given an
/// item, sized to a width and laid out, as a collection view does with it.
public protocol FeedCell: View {
  /// Makes an empty cell (its subviews, and its constraints if it has any).
  init()
  /// Puts an item's texts in the cell's labels.
  func show(_ item: FeedItem)
  /// The cell's size at `width`: its height follows from its content.
  func fittingSize(width: CGFloat) -> CGSize
}

extension FeedCell {
  /// The size a collection view asks a self-sizing cell for: its
  /// constraints fitted at `width` exactly, as short as they allow. The
  /// forms laid out by constraints and stack views use this; the others
  /// add up their heights themselves.
  public func fittingSize(width: CGFloat) -> CGSize {
    systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The benchmark's work for one item: a cell made, given the item, sized
  /// to `width` and laid out at that size; returns its height.
  public static func layOut(_ item: FeedItem, width: CGFloat) -> CGFloat {
    let cell = Self()
    cell.show(item)
    let size = cell.fittingSize(width: width)
    cell.frame = CGRect(origin: .zero, size: size)
    cell.layoutIfNeeded()
    return size.height
  }
}

/// The images the cells show: a 50-point avatar and a 350 × 200 picture.
enum FeedImages {
  static let avatar = Image(size: CGSize(width: 50, height: 50), name: "50x50")
  static let picture = Image(size: CGSize(width: 350, height: 200), name: "350x200")
}
