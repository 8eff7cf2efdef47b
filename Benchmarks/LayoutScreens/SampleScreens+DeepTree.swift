import Foundation
import LayoutCore

extension SampleScreens {
  /// Towers of views nested ten deep, each inset 2 and 4 in its parent, five towers to a row.
  public static func deepTree(views: Int) -> Window {
    let window = makeWindow()
    var constraints: [LayoutConstraint] = []
    var previousTower: View?
    for tower in 0..<parts(views, viewsPerPart: 10) {
      var parent: View = window
      for depth in 0..<10 {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        if depth == 0 {
          // Towers wrap five to a row, each row below the previous.
          let column = CGFloat(tower % 5)
          constraints += [
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 2 + column * 77),
            view.widthAnchor.constraint(equalToConstant: 75),
            view.heightAnchor.constraint(equalToConstant: 100),
          ]
          if let previousTower, tower % 5 != 0 {
            constraints.append(view.topAnchor.constraint(equalTo: previousTower.topAnchor))
          } else if let previousTower {
            constraints.append(view.topAnchor.constraint(equalTo: previousTower.bottomAnchor, constant: 4))
          } else {
            constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
          }
          previousTower = view
        } else {
          constraints += [
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 2),
            view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -2),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4),
            view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -4),
          ]
        }
        parent = view
      }
    }
    LayoutConstraint.activate(constraints)
    return window
  }
}
