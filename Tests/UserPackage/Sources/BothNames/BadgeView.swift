import AutoLayout
import SwiftUINames

// With both modules imported, the shared names are spelled with their module,
// once, in type aliases; everything else reads as usual.
typealias LayoutView = AutoLayout.View
typealias LayoutColor = AutoLayout.Color

/// A layout view in a file that also imports the SwiftUI stand-in.
final class BadgeView: LayoutView {
  let title = AutoLayout.Label()
  let button = AutoLayout.Button()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = LayoutColor.systemBlue
    title.font = AutoLayout.Font.systemFont(ofSize: 13)
    addSubview(title)
    addSubview(button)
    title.snp.makeConstraints { make in
      make.leading.top.bottom.equalToSuperview().inset(4)
    }
    button.snp.makeConstraints { make in
      make.leading.equalTo(title.snp.trailing).offset(8)
      make.trailing.centerY.equalToSuperview()
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  /// The SwiftUI stand-in's names stay reachable beside ours.
  static func both() -> (SwiftUINames.Color, LayoutColor) { (SwiftUINames.Color(), .red) }
}
