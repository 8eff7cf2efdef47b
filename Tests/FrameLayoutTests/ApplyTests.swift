import Foundation
import FrameLayout
import LayoutCore
import Testing

@Suite struct ApplyTests {
  @Test func setsEachViewsFrameFromItsItem() throws {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    let layout = Layout(parentFrame: screen, direction: .column)
    try layout.add(items: [.height(64), .flexible, .height(49)])
    let header = View()
    let content = View()
    let tabBar = View()
    try layout.apply(to: [header, content, tabBar])
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 64))
    #expect(content.frame == CGRect(x: 0, y: 64, width: 375, height: 699))
    #expect(tabBar.frame == CGRect(x: 0, y: 763, width: 375, height: 49))
  }

  @Test func moreViewsThanItemsThrowsAndSetsNothing() throws {
    let layout = Layout(parentFrame: CGRect(x: 0, y: 0, width: 100, height: 100), direction: .row)
    try layout.add(item: .flexible)
    let a = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let b = View()
    #expect(throws: Layout.LayoutError.self) { try layout.apply(to: [a, b]) }
    #expect(a.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func appliedViewsKeepTheirOwnConstraints() throws {
    // A frame-laid-out container can still lay out its subviews with constraints.
    let window = Window(size: CGSize(width: 300, height: 200))
    let container = View()
    window.addSubview(container)
    let layout = Layout(parentFrame: window.bounds, direction: .column)
    try layout.add(items: [.height(50), .flexible])
    try layout.apply(to: [View(), container])
    let inner = View()
    inner.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(inner)
    LayoutConstraint.activate([
      inner.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      inner.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      inner.widthAnchor.constraint(equalToConstant: 100),
      inner.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 0, y: 50, width: 300, height: 150))
    #expect(inner.frame == CGRect(x: 100, y: 55, width: 100, height: 40))
  }
}
