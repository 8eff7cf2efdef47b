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

/// The images the cells show: a 50-point avatar and a 350 × 200 picture.
enum FeedImages {
  static let avatar = Image(size: CGSize(width: 50, height: 50), name: "50x50")
  static let picture = Image(size: CGSize(width: 350, height: 200), name: "350x200")
}
