import Foundation
import LayoutComposition
import LayoutCore

/// One row of the Subviews list: the image and a vertical stack of two labels
/// declared with property wrappers, as a Subviews user writes a cell.
final class SubviewsRow: Superview {
  let title = Label()
  let detail = Label()

  @Subview(
    .pin,
    {
      $0.spacing = 12
      $0.alignment = .center
    })
  var line = StackView()

  @ArrangedSubview(of: \.line, [.width(48), .height(48)])
  var image = View()

  @ArrangedSubview(of: \.line, { $0.spacing = 2 })
  var texts = _VerticalStack { (self: SubviewsRow) in
    self.title
    self.detail
  }

  init(index: Int) {
    super.init()
    title.text = "Row \(index)"
    detail.text = "Detail for row \(index)"
    detail.fontSize = 13
  }
}
