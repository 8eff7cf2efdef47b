import Foundation
import LayoutCore
import Testing
import VisualFormat

/// Dictionaries of views written the ways apps write them: typed by their
/// views (`[String: View]`, `[String: Label]`), mixed in a literal, or
/// `[String: Any]`, all make the same constraints and report the same errors.
@Suite struct TypedViewDictionaryTests {
  let window = Window(size: CGSize(width: 300, height: 100), displayScale: 1)

  private func subviews<V: View>(_ make: () -> V) -> (V, V) { window.twoSubviews(top: true, make) }

  private func laidOut(_ constraints: [LayoutConstraint]) {
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
  }

  @Test func aDictionaryTypedByItsViewsLaysOutAsAnyDictionaryDoes() {
    let format = "H:|-10-[a(==b)]-6-[b]-10-|"
    let (a, b) = subviews { View() }
    let typed: [String: View] = ["a": a, "b": b]
    laidOut(LayoutConstraint.constraints(withVisualFormat: format, views: typed))
    let other = TypedViewDictionaryTests()
    let (c, d) = other.subviews { View() }
    let untyped: [String: Any] = ["a": c, "b": d]
    other.laidOut(LayoutConstraint.constraints(withVisualFormat: format, views: untyped))
    #expect(a.frame == CGRect(x: 10, y: 0, width: 137, height: 10))
    #expect(a.frame == c.frame && b.frame == d.frame)
  }

  @Test func literalsOfLabelsOrOfViewsAndGuidesCompileAndLayOut() {
    let (title, detail) = subviews { Label() }
    laidOut(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-8-[title]-8-[detail(40)]", views: ["title": title, "detail": detail]))
    #expect(detail.frame.width == 40)
    let guide = LayoutGuide()
    window.addLayoutGuide(guide)
    let (view, _) = subviews { View() }
    laidOut(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-20-[guide(30)]-0-[view(50)]", views: ["guide": guide, "view": view])
        + [guide.topAnchor.constraint(equalTo: window.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1)])
    #expect(guide.layoutFrame.minX == 20 && view.frame.minX == 50)
  }

  @Test func aTypedDictionaryReportsAMissingNameAsTheUntypedOneDoes() {
    let (a, _) = subviews { View() }
    let typed: [String: View] = ["a": a]
    let made = LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[missing]-|", views: typed)
    #expect(made.isEmpty)
    guard case .invalidConstraint(let reason, _) = window.layoutDiagnostics.records.last?.kind else {
      Issue.record("no diagnostic")
      return
    }
    #expect(reason.contains("missing is not a key in the views dictionary"))
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.checkedConstraints(withVisualFormat: "H:|-[a]-[missing]-|", views: typed)
    }
  }

  @Test func metricsWorkWithATypedDictionary() throws {
    let (a, _) = subviews { View() }
    laidOut(
      try LayoutConstraint.checkedConstraints(
        withVisualFormat: "H:|-pad-[a(side)]", metrics: ["pad": 12, "side": 30], views: ["a": a]))
    #expect(a.frame == CGRect(x: 12, y: 0, width: 30, height: 10))
  }
}
