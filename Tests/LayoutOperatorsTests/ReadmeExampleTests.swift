import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

/// Constraint Builder's README example and the seed article's picture,
/// laid out to frames worked out by hand.
@Suite struct ReadmeExampleTests {
  @Test func viewsAroundACenteredSquare() {
    // A 300 × 600 screen with 20 on top and 30 at the bottom covered.
    let view = makeWindow(safeArea: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
    let view1 = makeView("view1", in: view)
    let view2 = makeView("view2", in: view)
    let view3 = makeView("view3", in: view)
    let view4 = makeView("view4", in: view)

    Constraints {
      view.centerXY == view1.centerXY
      view1.size == 200
      view2.edges == view1.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      view3.bottom == view.safeAreaLayoutGuide.bottom
      view3.size == view1.size / 2
      view3.centerX == view.trailing / 3
      view4.horizontalEdges == view3.horizontalEdges + EdgeInsets(left: 10, right: 10)
      view4.top == view2.bottom + 50
      view4.height == 100
    }.activate()
    view.layoutIfNeeded()

    // view1: 200 square centered on (150, 300).
    #expect(view1.frame == rect(50, 200, 200, 200))
    // view2: view1 grown by 10 on every side.
    #expect(view2.frame == rect(40, 190, 220, 220))
    // view3: 100 square, bottom on the safe area (570), centered on x = 300 / 3.
    #expect(view3.frame == rect(50, 470, 100, 100))
    // view4: view3's span grown by 10 each way, 50 below view2 (410).
    #expect(view4.frame == rect(40, 460, 120, 100))
    #expect(view.layoutDiagnostics.records.isEmpty)
  }

  @Test func theSameConstraintsAsTheAnchorAPI() {
    let view = makeWindow()
    let view1 = makeView("view1", in: view)
    let view2 = makeView("view2", in: view)
    let dsl = Constraints {
      view.centerXY == view1.centerXY
      view1.size == 200
      view2.edges == view1.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }
    let anchors = [
      view.centerXAnchor.constraint(equalTo: view1.centerXAnchor),
      view.centerYAnchor.constraint(equalTo: view1.centerYAnchor),
      view1.widthAnchor.constraint(equalToConstant: 200),
      view1.heightAnchor.constraint(equalToConstant: 200),
      view2.leadingAnchor.constraint(equalTo: view1.leadingAnchor, constant: -10),
      view2.trailingAnchor.constraint(equalTo: view1.trailingAnchor, constant: 10),
      view2.topAnchor.constraint(equalTo: view1.topAnchor, constant: -10),
      view2.bottomAnchor.constraint(equalTo: view1.bottomAnchor, constant: 10),
    ]
    #expect(dsl.count == anchors.count)
    for (made, expected) in zip(dsl, anchors) {
      #expect(made.firstItem === expected.firstItem)
      #expect(made.firstAttribute == expected.firstAttribute)
      #expect(made.relation == expected.relation)
      #expect(made.secondItem === expected.secondItem)
      #expect(made.secondAttribute == expected.secondAttribute)
      #expect(made.multiplier == expected.multiplier)
      #expect(made.constant == expected.constant)
    }
  }

  @Test func shiftVersusInset() {
    // The article's picture: a red 200 square; blue is red + 40.
    let window = makeWindow(width: 400, height: 400)
    let red = makeView("red", in: window)
    let shifted = makeView("shifted", in: window)
    let inset = makeView("inset", in: window)
    Constraints {
      red.centerXY == window.centerXY
      red.size == 200
      shifted.edges == red.edges + 40
      inset.edges == red.edges + EdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
    }.activate()
    window.layoutIfNeeded()
    #expect(red.frame == rect(100, 100, 200, 200))
    #expect(shifted.frame == rect(140, 140, 200, 200))
    #expect(inset.frame == rect(60, 60, 280, 280))
  }

  @Test func theMapViewExample() {
    let view = makeWindow()
    let mapView = makeView("map", in: view)
    let view2 = makeView("view2", in: view)
    Constraints {
      mapView.size == 200 ~ .required
      mapView.centerXY == view.centerXY
      view.centerX == view2.centerX
      mapView.bottom == view2.top - 10
      view2.size == mapView.size / 2
    }.activate()
    view.layoutIfNeeded()
    #expect(mapView.frame == rect(50, 200, 200, 200))
    // mapView.bottom (400) == view2.top − 10.
    #expect(view2.frame == rect(100, 410, 100, 100))
  }
}
