import Foundation
import Testing

@testable import LayoutCore

/// A view's intrinsic size is one constraint per axis holding both
/// priorities, as UIKit's `NSContentSizeLayoutConstraint` (one solver row),
/// and two halves while either priority is required.
@Suite struct ContentSizeConstraintTests {
  /// A 100 × 30 image at the window's top left, and a width pull on it.
  private func pulledImage(width: CGFloat, priority: LayoutPriority) -> (Window, SizedView, LayoutConstraint) {
    let window = makeWindow()
    let image = SizedView(size: CGSize(width: 100, height: 30))
    window.addSubview(image)
    let pull = image.widthAnchor.constraint(equalToConstant: width)
    pull.priority = priority
    LayoutConstraint.activate([
      pull, image.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      image.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    return (window, image, pull)
  }

  /// The engine's constraints on an axis that hold the view's content size.
  private func contentSize(of view: View, _ axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    view.constraintsAffectingLayout(for: axis).filter(\.kind.isContentSize)
  }

  @Test func oneConstraintPerAxisHoldsBothPriorities() throws {
    let (window, image, _) = pulledImage(width: 150, priority: 249)
    let width = try #require(contentSize(of: image, .horizontal).only)
    #expect(width.kind == .contentSize && width.relation == .equal && width.constant == 100)
    #expect(width.priority == 250 && width.compressionResistance == 750)
    #expect(width.diagnosticDescription.contains("@250 hugging, @750 compression resistance"))
    #expect(contentSize(of: image, .vertical).count == 1)

    // A second image adds its two position constraints and one constraint
    // per axis for its content: four solver constraints, not six.
    let solver = window.layoutEngine.solver
    let before = solver.constraintCount
    let other = SizedView(size: CGSize(width: 10, height: 10))
    window.addSubview(other)
    LayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      other.topAnchor.constraint(equalTo: image.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(solver.constraintCount == before + 4)
    expectFrame(other, rect(0, 30, 10, 10))
  }

  @Test func aRequiredHuggingSplitsTheConstraintUntilItIsLowered() throws {
    let (window, image, _) = pulledImage(width: 150, priority: 999)
    #expect(image.frame.width == 150)
    image.setContentHuggingPriority(.required, for: .horizontal)
    window.layoutIfNeeded()
    #expect(image.frame.width == 100, "a required hugging beats a 999 pull")
    let halves = contentSize(of: image, .horizontal)
    #expect(Set(halves.compactMap(\.identifier)) == ["View-contentHugging-width", "View-compressionResistance-width"])
    #expect(halves.first { $0.kind == .contentHugging }?.priority == .required)
    #expect(halves.first { $0.kind == .compressionResistance }?.priority == 750)
    #expect(window.layoutDiagnostics.records.isEmpty)

    // A required half takes a new optional priority on the other in place.
    image.setContentCompressionResistancePriority(700, for: .horizontal)
    window.layoutIfNeeded()
    #expect(contentSize(of: image, .horizontal).map(ObjectIdentifier.init) == halves.map(ObjectIdentifier.init))
    #expect(halves.first { $0.kind == .compressionResistance }?.priority == 700)

    image.setContentHuggingPriority(.defaultLow, for: .horizontal)
    window.layoutIfNeeded()
    #expect(image.frame.width == 150, "lowered again, the pull wins")
    let merged = try #require(contentSize(of: image, .horizontal).only)
    #expect(merged.kind == .contentSize && merged.compressionResistance == 700)
    #expect(halves.allSatisfy { !$0.isActive })
  }

  @Test func aRequiredCompressionResistanceHolds() {
    let (window, image, pull) = pulledImage(width: 60, priority: 999)
    #expect(image.frame.width == 60)
    image.setContentCompressionResistancePriority(.required, for: .horizontal)
    window.layoutIfNeeded()
    #expect(image.frame.width == 100, "a required compression resistance beats a 999 push")
    pull.constant = 140
    window.layoutIfNeeded()
    #expect(image.frame.width == 140, "hugging 250 still gives way to the pull")
  }

  /// A new intrinsic size changes the constant of the constraint there is.
  @Test func aNewIntrinsicSizeKeepsTheConstraint() throws {
    let (window, image, _) = pulledImage(width: 150, priority: 200)
    let width = try #require(contentSize(of: image, .horizontal).only)
    image.imageSize = CGSize(width: 120, height: 30)
    window.layoutIfNeeded()
    #expect(image.frame.width == 120)
    #expect(contentSize(of: image, .horizontal).only === width && width.constant == 120)
  }

  /// Fitting sizes weigh the one constraint's two sides as layout does.
  @Test func fittingHonoursBothSides() {
    let container = View()
    let image = SizedView(size: CGSize(width: 100, height: 30))
    container.addSubview(image)
    pinEdges(of: image, to: container)
    let wide = container.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: 500, verticalFittingPriority: 1)
    #expect(wide == CGSize(width: 200, height: 30), "a 500 target beats hugging 250")
    let narrow = container.systemLayoutSizeFitting(
      CGSize(width: 50, height: 0), withHorizontalFittingPriority: 500, verticalFittingPriority: 1)
    #expect(narrow == CGSize(width: 100, height: 30), "compression resistance 750 beats a 500 target")
  }
}

extension Array {
  /// The one element of a one-element array, else nil.
  fileprivate var only: Element? { count == 1 ? first : nil }
}
