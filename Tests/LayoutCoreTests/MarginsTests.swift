import Foundation
import Testing

@testable import LayoutCore

@Suite struct MarginsTests {
  /// A container filling the window by constraints, and a child pinned to the container's margins guide.
  private func container(in window: Window) -> (View, View) {
    let container = constrainedView("container", in: window)
    let child = constrainedView("child", in: container)
    let margins = container.layoutMarginsGuide
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      container.topAnchor.constraint(equalTo: window.topAnchor),
      container.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      child.topAnchor.constraint(equalTo: margins.topAnchor),
      child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    return (container, child)
  }

  /// Checklist: layout margins are 8 points on each side by default.
  @Test func defaultMarginsAreEight() {
    let window = makeWindow()
    let (container, child) = container(in: window)
    window.layoutIfNeeded()
    #expect(container.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(
      container.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    expectFrame(child, rect(8, 8, 374, 828))
    #expect(container.layoutMarginsGuide.layoutFrame == rect(8, 8, 374, 828))
  }

  @Test func marginAttributesMatchTheGuide() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: box, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leadingMargin
      ),
      LayoutConstraint(
        item: box, attribute: .trailing, relatedBy: .equal, toItem: window,
        attribute: .trailingMargin),
      LayoutConstraint(
        item: box, attribute: .top, relatedBy: .equal, toItem: window, attribute: .topMargin),
      LayoutConstraint(
        item: box, attribute: .centerY, relatedBy: .equal, toItem: window,
        attribute: .centerYWithinMargins),
    ])
    window.layoutIfNeeded()
    expectFrame(box, rect(8, 8, 374, 828))
  }

  @Test func changingMarginsMovesWhatIsPinnedToThem() {
    let window = makeWindow()
    let (container, child) = container(in: window)
    window.layoutIfNeeded()
    container.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 10, right: 4)
    window.layoutIfNeeded()
    expectFrame(child, rect(16, 20, 370, 814))
  }

  /// Directional margins follow the layout direction; absolute ones do not.
  @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func directionalMarginsFlipInRightToLeft(direction: UserInterfaceLayoutDirection) {
    let window = makeWindow(direction: direction)
    let (container, child) = container(in: window)
    container.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 10)
    window.layoutIfNeeded()
    if direction == .leftToRight {
      expectFrame(child, rect(30, 0, 350, 844))
      #expect(container.layoutMargins.left == 30)
    } else {
      expectFrame(child, rect(10, 0, 350, 844))
      #expect(container.layoutMargins.left == 10)
    }
    container.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
    window.layoutIfNeeded()
    expectFrame(child, rect(30, 0, 350, 844))
  }

  /// With preservesSuperviewLayoutMargins, a margin is at least the
  /// superview's margin minus the distance between the two edges.
  @Test func preservingSuperviewMargins() {
    let window = makeWindow(width: 400, height: 400)
    window.layoutMargins = EdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
    let inner = constrainedView("inner", in: window)
    let content = constrainedView("content", in: inner)
    LayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      inner.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      inner.widthAnchor.constraint(equalToConstant: 300),
      inner.heightAnchor.constraint(equalToConstant: 100),
      content.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(content, rect(8, 8, 284, 10))
    inner.preservesSuperviewLayoutMargins = true
    window.layoutIfNeeded()
    // Left: max(8, 40 − 10) = 30. Right: inner ends at 310, 90 from the
    // window's right edge, beyond its 40-point margin: stays 8. Top: 100 down: 8.
    expectFrame(content, rect(30, 8, 262, 10))
  }

  /// Margins are measured from the safe area where it intrudes (a margin is
  /// added to the safe-area inset), unless insetsLayoutMarginsFromSafeArea is off.
  @Test func marginsAddTheSafeArea() {
    let window = makeWindow(safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let (container, child) = container(in: window)
    window.layoutIfNeeded()
    expectFrame(child, rect(8, 55, 374, 747))
    container.insetsLayoutMarginsFromSafeArea = false
    window.layoutIfNeeded()
    expectFrame(child, rect(8, 8, 374, 828))
  }
}
