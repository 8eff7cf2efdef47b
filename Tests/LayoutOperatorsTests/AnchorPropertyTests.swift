import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

@Suite struct AnchorPropertyTests {
  typealias Attribute = LayoutConstraint.Attribute

  /// The item and attribute of each single anchor of `item`.
  func singles(of item: LayoutItem) -> [(AnchorTerm, Attribute)] {
    [
      (item.top.term, .top), (item.bottom.term, .bottom), (item.leading.term, .leading),
      (item.trailing.term, .trailing), (item.left.term, .left), (item.right.term, .right),
      (item.centerX.term, .centerX), (item.centerY.term, .centerY),
      (item.width.term, .width), (item.height.term, .height),
    ]
  }

  @Test func everyAnchorOfAView() {
    let view = View()
    for (term, attribute) in singles(of: view) {
      #expect(term.item === view)
      #expect(term.attribute == attribute)
      #expect(term.multiplier == 1 && term.constant == 0)
    }
    #expect(view.firstBaseline.term.attribute == .firstBaseline)
    #expect(view.lastBaseline.term.attribute == .lastBaseline)
  }

  @Test func everyAnchorOfTheMarginsGuide() {
    let view = View()
    for (term, attribute) in singles(of: view.layoutMarginsGuide) {
      #expect(term.item === view.layoutMarginsGuide)
      #expect(term.attribute == attribute)
    }
  }

  @Test func everyAnchorOfTheSafeAreaGuide() {
    let view = View()
    for (term, attribute) in singles(of: view.safeAreaLayoutGuide) {
      #expect(term.item === view.safeAreaLayoutGuide)
      #expect(term.attribute == attribute)
    }
  }

  @Test func compositesListTheirAnchorsInOrder() {
    let view = View()
    #expect(view.size.terms.map(\.attribute) == [.width, .height])
    #expect(view.centerXY.terms.map(\.attribute) == [.centerX, .centerY])
    #expect(view.horizontalEdges.terms.map(\.attribute) == [.leading, .trailing])
    #expect(view.verticalEdges.terms.map(\.attribute) == [.top, .bottom])
    #expect(view.edges.terms.map(\.attribute) == [.leading, .trailing, .top, .bottom])
    #expect(view.edges.terms.allSatisfy { $0.item === view })
  }

  @Test func compositesOfGuides() {
    let view = View()
    let guide = view.layoutMarginsGuide
    #expect(guide.size.terms.allSatisfy { $0.item === guide })
    #expect(guide.centerXY.terms.map(\.attribute) == [.centerX, .centerY])
    #expect(view.safeAreaLayoutGuide.edges.terms.allSatisfy { $0.item === view.safeAreaLayoutGuide })
  }

  @Test func safeAreaBottom() {
    let window = makeWindow(safeArea: EdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
    let bar = makeView("bar", in: window)
    Constraints {
      bar.bottom == window.safeAreaLayoutGuide.bottom
      bar.top == window.safeAreaLayoutGuide.top + 10
      bar.horizontalEdges == window.safeAreaLayoutGuide.horizontalEdges
    }.activate()
    window.layoutIfNeeded()
    #expect(bar.frame == rect(0, 50, 300, 520))
  }

  @Test func marginsGuideEdges() {
    let window = makeWindow()
    let container = makeView("container", in: window)
    let content = makeView("content", in: container)
    container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    Constraints {
      container.edges == window.edges
      content.edges == container.layoutMarginsGuide.edges
    }.activate()
    window.layoutIfNeeded()
    #expect(content.frame == rect(20, 10, 240, 560))
  }

  @Test func userGuideAsAnItem() {
    let window = makeWindow()
    let guide = LayoutGuide()
    window.addLayoutGuide(guide)
    let view = makeView("view", in: window)
    Constraints {
      guide.leading == window.leading + 30
      guide.top == window.top + 40
      guide.size == CGSize(width: 100, height: 60)
      view.edges == guide.edges - EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    }.activate()
    window.layoutIfNeeded()
    #expect(guide.layoutFrame == rect(30, 40, 100, 60))
    #expect(view.frame == rect(35, 45, 90, 50))
  }

  @Test func baselines() {
    let window = makeWindow()
    let anchor = makeView("anchor", in: window)
    let label = Label(text: "Hi")
    label.fontSize = 20
    window.addSubview(label)
    Constraints {
      anchor.edges == window.edges - EdgeInsets(top: 100, left: 0, bottom: 400, right: 0)
      label.leading == window.leading
      label.firstBaseline == anchor.bottom + 20
    }.activate()
    window.layoutIfNeeded()
    // The default text metrics put the baseline fontSize (20) below the top.
    #expect(label.frame.minY == 200)
    let bottomAligned = label.lastBaseline == anchor.top
    #expect(bottomAligned.firstAttribute == .lastBaseline)
  }
}
