import Foundation
import LayoutCore

extension SampleScreens {
  /// Independent cells of a fixed pitch, three to a row, each with a label: two views per cell.
  public static func grid(views: Int) -> Window {
    let window = makeWindow()
    var constraints: [LayoutConstraint] = []
    for index in 0..<parts(views, viewsPerPart: 2) {
      let cell = View()
      let label = Label(text: "\(index)")
      cell.translatesAutoresizingMaskIntoConstraints = false
      label.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(cell)
      cell.addSubview(label)
      let column = CGFloat(index % 3)
      let row = CGFloat(index / 3)
      constraints += [
        cell.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8 + column * 128),
        cell.topAnchor.constraint(equalTo: window.topAnchor, constant: 8 + row * 128),
        cell.widthAnchor.constraint(equalToConstant: 120),
        cell.heightAnchor.constraint(equalToConstant: 120),
        label.centerXAnchor.constraint(equalTo: cell.centerXAnchor),
        label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
      ]
    }
    LayoutConstraint.activate(constraints)
    return window
  }
}
