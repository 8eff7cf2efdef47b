import Foundation
import LayoutCore

extension SampleScreens {
  /// A vertical stack of horizontal stacks, each a 48 × 48 image and a
  /// vertical stack of two labels: five views per row.
  ///
  /// - Parameters:
  ///   - views: About how many views to make.
  ///   - list: The outer (vertical) stack's distribution.
  ///   - row: Each row's alignment.
  ///   - rowDistribution: Each row's distribution.
  ///   - text: The label stack's distribution.
  ///   - hiddenEvery: Hides every n-th row, or none when nil.
  public static func stackList(
    views: Int, list: StackView.Distribution = .fill, row: StackView.Alignment = .center,
    rowDistribution: StackView.Distribution = .fill, text: StackView.Distribution = .fill, hiddenEvery: Int? = nil
  ) -> Window {
    let window = makeWindow()
    let stack = listStack(in: window, distribution: list)
    for index in 0..<parts(views, viewsPerPart: 5) {
      let image = View()
      image.widthAnchor.constraint(equalToConstant: 48).isActive = true
      image.heightAnchor.constraint(equalToConstant: 48).isActive = true
      let title = Label(text: "Row \(index)")
      let detail = Label(text: "Detail for row \(index)")
      detail.fontSize = 13
      let texts = StackView(arrangedSubviews: [title, detail])
      texts.axis = .vertical
      texts.spacing = 2
      texts.distribution = text
      let line = StackView(arrangedSubviews: [image, texts])
      line.spacing = 12
      line.alignment = row
      line.distribution = rowDistribution
      if let hiddenEvery, index % hiddenEvery == hiddenEvery - 1 { line.isHidden = true }
      stack.addArrangedSubview(line)
    }
    return window
  }

  /// A row to add to a laid-out stack list: a 48 × 48 image beside a
  /// vertical stack of a title and a detail label, centred, as the list's
  /// own rows are by default.
  public static func listRow(_ index: Int) -> StackView {
    let image = View()
    image.widthAnchor.constraint(equalToConstant: 48).isActive = true
    image.heightAnchor.constraint(equalToConstant: 48).isActive = true
    let texts = StackView(arrangedSubviews: [
      Label(text: "New row \(index)"), Label(text: "Detail for new row \(index)"),
    ])
    texts.axis = .vertical
    texts.spacing = 2
    let line = StackView(arrangedSubviews: [image, texts])
    line.spacing = 12
    line.alignment = .center
    return line
  }

  /// A vertical stack spaced 8 apart, pinned to the top and sides of `window`:
  /// the list the rows of a list screen are arranged in.
  public static func listStack(in window: Window, distribution: StackView.Distribution = .fill) -> StackView {
    let stack = StackView()
    stack.axis = .vertical
    stack.spacing = 8
    stack.distribution = distribution
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: window.topAnchor),
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    return stack
  }
}
