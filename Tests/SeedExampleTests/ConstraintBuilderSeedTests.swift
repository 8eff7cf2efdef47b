import AutoLayout
import LayoutOperators
import Testing

// Seed 000 (Constraint Builder, operator overloading and result builders):
// the article's expressions as its readers type them. The stored article
// lost its code blocks; these are the forms its text and the library's
// README show (see shared/reference/seeds.md).
@Suite struct ConstraintBuilderSeedTests {
  let window = Window(size: CGSize(width: 300, height: 600))

  private func views(_ count: Int) -> [View] {
    (0..<count).map { _ in
      let view = View()
      window.addSubview(view)
      return view
    }
  }

  @Test func singleAnchorsInArithmetic() {
    let v = views(3)
    let view = v[0]
    let button = v[1]
    let view3 = v[2]
    Constraints {
      view.top == window.top
      view.leading == window.leading
      view.width == 100
      view.bottom == 4 * button.top + 10
      button.leading == view.trailing + 8
      button.top == window.top + 50
      button.size == CGSize(width: 40, height: 40)
      view3.centerX == view.trailing / 3
      view3.top == window.top
      view3.size == view.size / 2
    }.activate()
    window.layoutIfNeeded()
    // view.bottom == 4 × button.top + 10, with the button at 50: 210.
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 210))
    #expect(button.frame.minX == 108)
    // centerX == view.trailing / 3: 33.3, on whole pixels; half the view's size.
    #expect(abs(view3.frame.midX - 100 / 3.0) <= 0.5)
    #expect(view3.frame.size == CGSize(width: 50, height: 105))
  }

  @Test func compositeAnchorsWithInsets() {
    let v = views(2)
    let view1 = v[0]
    let view2 = v[1]
    Constraints {
      view1.centerXY == window.centerXY
      view1.size == 200
      view2.edges == view1.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }.activate()
    window.layoutIfNeeded()
    #expect(view1.frame == CGRect(x: 50, y: 200, width: 200, height: 200))
    // Insets grow the edges outward, as the article's picture shows (the
    // top and leading constants are negated); `-` shrinks them.
    #expect(view2.frame == CGRect(x: 40, y: 190, width: 220, height: 220))
  }

  @Test func theBuilderTakesControlFlowAndPriorities() {
    let v = views(3)
    let compact = true
    Constraints {
      for (index, view) in v.enumerated() {
        view.top == window.top + CGFloat(index) * 50
        view.horizontalEdges == window.horizontalEdges - EdgeInsets(left: 16, right: 16)
      }
      if compact {
        v[0].height == 40
      } else {
        v[0].height == 80
      }
      v[1].height == 100 ~ .defaultHigh
      v[1].height == 30 ~ .defaultLow
      v[2].height == 30 ~ .almostRequired
    }.activate()
    window.layoutIfNeeded()
    #expect(
      v.map(\.frame) == [
        CGRect(x: 16, y: 0, width: 268, height: 40), CGRect(x: 16, y: 50, width: 268, height: 100),
        CGRect(x: 16, y: 100, width: 268, height: 30),
      ])
  }
}
