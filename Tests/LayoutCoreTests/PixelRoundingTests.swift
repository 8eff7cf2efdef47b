import Foundation
import Testing

@testable import LayoutCore

@Suite struct PixelRoundingTests {
  private func placedBox(y: CGFloat, height: CGFloat = 10, scale: CGFloat) -> View {
    let window = makeWindow(height: 2000, scale: scale)
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: height),
    ])
    window.layoutIfNeeded()
    return box
  }

  /// Checklist: 950.25 becomes 950.5 at scale 2 (half up) and 950.2 becomes 950 at scale 1.
  @Test func framesRoundToThePixelGridHalfUp() {
    #expect(placedBox(y: 950.25, scale: 2).frame.minY == 950.5)
    #expect(placedBox(y: 950.2, scale: 1).frame.minY == 950)
    #expect(placedBox(y: 950.5, scale: 1).frame.minY == 951)
    #expect(placedBox(y: 173.5, scale: 3).frame.minY == 521.0 / 3)
  }

  /// The far edge is rounded, not the size, so neighbours keep touching.
  @Test func edgesRatherThanSizesAreRounded() {
    let box = placedBox(y: 0.4, height: 10.2, scale: 1)
    #expect(box.frame == rect(0, 0, 10, 11))
    let window = makeWindow(width: 100, scale: 1)
    let thirds = (0..<3).map { constrainedView("third\($0)", in: window) }
    var constraints = [thirds[0].leadingAnchor.constraint(equalTo: window.leadingAnchor)]
    for (index, third) in thirds.enumerated() {
      constraints += [
        third.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3.0),
        third.topAnchor.constraint(equalTo: window.topAnchor),
        third.heightAnchor.constraint(equalToConstant: 10),
      ]
      if index > 0 {
        constraints.append(
          third.leadingAnchor.constraint(equalTo: thirds[index - 1].trailingAnchor))
      }
    }
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    #expect(thirds.map(\.frame.minX) == [0, 33, 67])
    #expect(thirds.map(\.frame.width) == [33, 34, 33])
    #expect(thirds[2].frame.maxX == 100)
  }

  @Test func changingTheScaleRerounds() {
    let window = makeWindow(height: 2000, scale: 1)
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 950.25),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(box.frame.minY == 950)
    window.displayScale = 2
    window.layoutIfNeeded()
    #expect(box.frame.minY == 950.5)
    window.displayScale = 0
    #expect(window.displayScale == 2, "a scale that is not positive is ignored")
  }

  @Test func framesSetByHandAreNotRounded() {
    let window = makeWindow(scale: 1)
    let view = View(frame: rect(0.3, 0.3, 10.3, 10.3))
    window.addSubview(view)
    let follower = constrainedView("follower", in: window)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: view.trailingAnchor),
      follower.topAnchor.constraint(equalTo: view.topAnchor),
      follower.widthAnchor.constraint(equalToConstant: 5),
      follower.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.layoutIfNeeded()
    #expect(view.frame == rect(0.3, 0.3, 10.3, 10.3))
    expectFrame(follower, rect(11, 0, 5, 5))
  }

  /// A subview pinned to all four edges of its parent covers it exactly, at
  /// every scale, wherever the parent lands between pixels (once, at
  /// scale 1 a parent at y 364.4, 115.2 tall, was 116 tall and its child 115).
  @Test(arguments: [1.0, 2.0, 3.0])
  func aSubviewPinnedToItsParentsEdgesCoversIt(scale: CGFloat) {
    let window = makeWindow(height: 2000, scale: scale)
    let parent = constrainedView("parent", in: window)
    let child = constrainedView("child", in: parent)
    let grandchild = constrainedView("grandchild", in: child)
    let top = parent.topAnchor.constraint(equalTo: window.topAnchor, constant: 364.4)
    LayoutConstraint.activate([
      top,
      parent.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10.3),
      parent.widthAnchor.constraint(equalToConstant: 100.45),
      parent.heightAnchor.constraint(equalToConstant: 115.2),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      grandchild.topAnchor.constraint(equalTo: child.topAnchor),
      grandchild.bottomAnchor.constraint(equalTo: child.bottomAnchor),
      grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor),
      grandchild.trailingAnchor.constraint(equalTo: child.trailingAnchor),
    ])
    for y in [364.4, 364.45, 364.6, 364.75, 365.1] {
      top.constant = y
      window.layoutIfNeeded()
      #expect(child.frame == CGRect(origin: .zero, size: parent.frame.size), "y \(y) at scale \(scale)")
      #expect(grandchild.frame == child.bounds, "y \(y) at scale \(scale)")
      // The parent's edges are the solved ones, rounded.
      #expect(abs(parent.frame.minY - (y * scale + 0.5).rounded(.down) / scale) < 1e-9)
      #expect(abs(parent.frame.maxY - ((y + 115.2) * scale + 0.5).rounded(.down) / scale) < 1e-9)
    }
    if scale == 1 {
      top.constant = 364.4
      window.layoutIfNeeded()
      #expect(parent.frame == rect(10, 364, 101, 116))
      #expect(child.frame == rect(0, 0, 101, 116))
    }
  }

  /// A child's edges in the middle of a moved parent are re-rounded when the
  /// parent moves by less than a pixel and keeps its drawn size.
  @Test func aSubPixelMoveOfTheParentReroundsItsSubviews() {
    let window = makeWindow(height: 2000, scale: 1)
    let parent = constrainedView("parent", in: window)
    let child = constrainedView("child", in: parent)
    let top = parent.topAnchor.constraint(equalTo: window.topAnchor, constant: 10.4)
    LayoutConstraint.activate([
      top,
      parent.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      parent.widthAnchor.constraint(equalToConstant: 50),
      parent.heightAnchor.constraint(equalToConstant: 50),
      child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.5),
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    // Solved: parent 10.4, child 10.9 → drawn parent 10, child 11: 1 below it.
    #expect(parent.frame.minY == 10)
    #expect(child.frame.minY == 1)
    top.constant = 10.45
    window.layoutIfNeeded()
    // Parent still drawn at 10 (10.45), child at 10.95 → 11: still 1.
    #expect(child.frame.minY == 1)
    top.constant = 10.6
    window.layoutIfNeeded()
    // Parent drawn at 11 (10.6), child at 11.1 → 11: now 0 below it.
    #expect(parent.frame.minY == 11)
    #expect(child.frame.minY == 0)
  }
}
