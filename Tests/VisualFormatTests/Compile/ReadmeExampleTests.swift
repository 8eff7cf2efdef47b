import Foundation
import LayoutCore
import Testing
import VisualFormat

/// The README's first example, verbatim, so the README cannot drift from the code.
@Suite struct ReadmeExampleTests {
  @Test func readmeExample() throws {
    let window = Window(size: CGSize(width: 320, height: 100))
    let title = Label()
    let button = View()
    title.text = "Hello"
    for view in [title, button] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    LayoutConstraint.activate(
      [
        title.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
        title.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      ]
        + (LayoutConstraint.constraints(
          withVisualFormat: "H:[button(80)]-|", options: [], metrics: nil, views: ["button": button])))
    button.heightAnchor.constraint(equalToConstant: 44).isActive = true
    button.centerYAnchor.constraint(equalTo: title.centerYAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(button.frame == CGRect(x: 232, y: 28, width: 80, height: 44))
  }
}
