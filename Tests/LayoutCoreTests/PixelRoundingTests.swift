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
}
