import Foundation
import Testing

@testable import LayoutCore

@Suite struct RightToLeftTests {
  /// Checklist: leading is the right edge in right-to-left layouts, and a
  /// positive constant points towards the trailing edge (left).
  @Test func leadingIsTheRightEdge() {
    let window = makeWindow(width: 300, direction: .rightToLeft)
    let first = constrainedView("first", in: window)
    let second = constrainedView("second", in: window)
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      first.topAnchor.constraint(equalTo: window.topAnchor),
      first.widthAnchor.constraint(equalToConstant: 50),
      first.heightAnchor.constraint(equalToConstant: 20),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
      second.topAnchor.constraint(equalTo: window.topAnchor),
      second.widthAnchor.constraint(equalToConstant: 30),
      second.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    expectFrame(first, rect(240, 0, 50, 20))
    expectFrame(second, rect(202, 0, 30, 20))
  }

  @Test func leftAndRightDoNotFlip() {
    let window = makeWindow(width: 300, direction: .rightToLeft)
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    expectFrame(box, rect(10, 0, 50, 20))
  }

  /// A right-to-left layout is the left-to-right one mirrored: x ↦ width − x.
  @Test func rightToLeftMirrorsLeftToRight() {
    func layout(_ direction: UserInterfaceLayoutDirection) -> [CGRect] {
      let window = makeWindow(width: 320, direction: direction)
      let icon = constrainedView("icon", in: window)
      let title = constrainedLabel("Title", in: window)
      let accessory = constrainedView("accessory", in: window)
      LayoutConstraint.activate([
        icon.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
        icon.widthAnchor.constraint(equalToConstant: 24),
        icon.heightAnchor.constraint(equalToConstant: 24),
        icon.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        title.leadingAnchor.constraint(
          equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
        title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        accessory.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
        accessory.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
        accessory.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        accessory.widthAnchor.constraint(equalToConstant: 12),
        accessory.heightAnchor.constraint(equalToConstant: 12),
      ])
      window.layoutIfNeeded()
      return [icon.frame, title.frame, accessory.frame]
    }
    let leftToRight = layout(.leftToRight)
    let rightToLeft = layout(.rightToLeft)
    #expect(leftToRight == [rect(8, 10, 24, 24), rect(40, 10, 50, 24), rect(300, 16, 12, 12)])
    for (ltr, rtl) in zip(leftToRight, rightToLeft) {
      #expect(rtl == CGRect(x: 320 - ltr.maxX, y: ltr.minY, width: ltr.width, height: ltr.height))
    }
  }

  @Test func semanticContentAttributeOverridesTheWindow() {
    let window = makeWindow(width: 300, direction: .rightToLeft)
    let media = View()
    #expect(media.effectiveUserInterfaceLayoutDirection == .leftToRight, "outside a window")
    window.addSubview(media)
    #expect(media.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    media.semanticContentAttribute = .playback
    #expect(media.effectiveUserInterfaceLayoutDirection == .leftToRight)
    media.semanticContentAttribute = .forceRightToLeft
    #expect(media.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let ltrWindow = makeWindow()
    ltrWindow.addSubview(media)
    #expect(media.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  /// Constraints follow a change of direction at the next layout pass.
  @Test func changingDirectionRelaysOut() {
    let window = makeWindow(width: 300)
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    expectFrame(box, rect(10, 0, 50, 20))
    window.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    expectFrame(box, rect(240, 0, 50, 20))
    window.semanticContentAttribute = .forceLeftToRight
    window.layoutIfNeeded()
    // Mixed directions: the box's leading is still its right edge, the
    // window's is now its left edge (0), and the constant points towards
    // the box's trailing side (left): box.right == 0 − 10.
    #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    expectFrame(box, rect(-60, 0, 50, 20))
    box.semanticContentAttribute = .forceLeftToRight
    window.layoutIfNeeded()
    expectFrame(box, rect(10, 0, 50, 20))
  }
}
