import Foundation
import Testing

@testable import LayoutCore

/// `anchorWithOffset(to:)`: the distance between two anchors, constrained
/// like a width or height, and anchors as UIKit's class hierarchy.
@Suite struct AnchorOffsetTests {
  /// UIKit's documented use: two gaps kept in proportion. Three views in a
  /// row, the gap between the first two half the gap after the second.
  @Test func offsetsRelateLikeDimensions() {
    let window = makeWindow(width: 300, height: 100)
    let a = constrainedView("a", in: window)
    let b = constrainedView("b", in: window)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 60),
      b.widthAnchor.constraint(equalToConstant: 60),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      b.topAnchor.constraint(equalTo: window.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    let first = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let second = b.trailingAnchor.anchorWithOffset(to: window.trailingAnchor)
    first.constraint(equalTo: second, multiplier: 0.5).isActive = true
    window.layoutIfNeeded()
    // 300 - 120 = 180 of gaps, split 60 and 120.
    #expect(b.frame.minX == 120)
    #expect(window.layoutDiagnostics.records.isEmpty)
    #expect(window.checkLayout().ambiguities.isEmpty)
  }

  /// A vertical offset from a container's top to a label's center holds a
  /// third of the container's height.
  @Test func verticalOffsetsFollowTheirAnchors() {
    let window = makeWindow(width: 300, height: 300)
    let title = constrainedView("title", in: window)
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      title.widthAnchor.constraint(equalToConstant: 50),
      title.heightAnchor.constraint(equalToConstant: 20),
      window.topAnchor.anchorWithOffset(to: title.centerYAnchor).constraint(
        equalTo: window.heightAnchor, multiplier: 1.0 / 3),
    ])
    window.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 0, y: 90, width: 50, height: 20))
  }

  /// In a right-to-left layout the distance between directional anchors runs
  /// towards the trailing edge, so the same constraints mirror.
  @Test func directionalOffsetsMirrorInRightToLeft() {
    let window = makeWindow(width: 300, height: 100, direction: .rightToLeft)
    let a = constrainedView("a", in: window)
    LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: window.topAnchor),
      a.widthAnchor.constraint(equalToConstant: 40),
      a.heightAnchor.constraint(equalToConstant: 10),
      window.leadingAnchor.anchorWithOffset(to: a.leadingAnchor).constraint(equalToConstant: 25),
    ])
    window.layoutIfNeeded()
    #expect(a.frame.maxX == 275)
  }

  /// Code extends each anchor family on its own and writes functions over
  /// every family, as it does with UIKit's `NSLayoutAnchor<AnchorType>`.
  @Test func anchorsAreAClassHierarchy() {
    let window = makeWindow(width: 200, height: 200)
    let a = constrainedView("a", in: window)
    func pinned<Family>(_ one: LayoutAnchor<Family>, _ other: LayoutAnchor<Family>) -> LayoutConstraint {
      one.constraint(equalTo: other, constant: 5)
    }
    let anchors: [AnyObject] = [a.leadingAnchor, a.topAnchor, a.widthAnchor]
    #expect(anchors.map { ($0 as? NamedFamily)?.family } == ["x", "y", "size"])
    LayoutConstraint.activate([
      pinned(a.leadingAnchor, window.leadingAnchor),
      pinned(a.topAnchor, window.topAnchor),
      pinned(a.widthAnchor, window.widthAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 5, y: 5, width: 205, height: 10))
    #expect(a.leadingAnchor.name == "a.leading")
  }
}

/// A protocol each anchor family conforms to separately.
private protocol NamedFamily { var family: String { get } }
extension XAxisAnchor: NamedFamily { fileprivate var family: String { "x" } }
extension YAxisAnchor: NamedFamily { fileprivate var family: String { "y" } }
extension DimensionAnchor: NamedFamily { fileprivate var family: String { "size" } }
