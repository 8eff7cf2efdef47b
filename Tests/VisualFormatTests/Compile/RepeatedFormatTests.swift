import Foundation
import LayoutCore
import Testing
import VisualFormat

/// A format made again (every cell of a list makes the same ones) gives the
/// same constraints and the same errors as the first time, whichever views
/// and metrics each call passes.
@Suite struct RepeatedFormatTests {
  /// The window's two views laid out by `format` with `views(a, b)`.
  private func frames(
    _ format: String, metrics: [String: Any]? = nil, views: (View, View) -> [String: Any]
  ) -> (CGRect, CGRect, [LayoutDiagnostic]) {
    let window = Window(size: CGSize(width: 300, height: 100), displayScale: 1)
    let (a, b) = window.twoSubviews(top: true) { View() }
    b.widthAnchor.constraint(equalToConstant: 30).isActive = true
    LayoutConstraint.activate(
      LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views(a, b)))
    window.layoutIfNeeded()
    return (a.frame, b.frame, window.layoutDiagnostics.records)
  }

  @Test func aFormatMadeAgainLaysOutTheSame() {
    let format = "H:|-10-[first(==second)]-5-[second]"
    let once = frames(format) { ["first": $0, "second": $1] }
    let again = frames(format) { ["first": $0, "second": $1] }
    #expect(once.0 == CGRect(x: 10, y: 0, width: 30, height: 10))
    #expect(again.0 == once.0 && again.1 == once.1)
    #expect(again.1.minX == 45)
  }

  @Test func aNameThatIsAViewInOneCallAndAMetricInAnotherIsReadByEachCall() {
    let format = "H:|-0-[left(side)]"
    let asView = frames(format) { ["left": $0, "side": $1] }
    let asMetric = frames(format, metrics: ["side": 50]) { a, _ in ["left": a] }
    let asViewAgain = frames(format) { ["left": $0, "side": $1] }
    #expect(asView.0.width == 30)  // as wide as the other view
    #expect(asMetric.0.width == 50)
    #expect(asViewAgain.0.width == 30)
  }

  @Test func aFormatMadeAgainWithANameMissingReportsItAtItsColumn() throws {
    let format = "H:|-[one]-[two]-|"
    _ = frames(format) { ["one": $0, "two": $1] }
    let window = Window(size: CGSize(width: 300, height: 100))
    let one = View()
    window.addSubview(one)
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.checkedConstraints(withVisualFormat: format, views: ["one": one])
    }
    do {
      _ = try LayoutConstraint.checkedConstraints(withVisualFormat: format, views: ["one": one])
    } catch {
      #expect(error.message == "two is not a key in the views dictionary.")
      #expect(error.offset == 11)
    }
  }

  @Test func aFormatMadeAgainWithAValueThatIsNotAViewReportsIt() throws {
    let format = "V:|-[top]"
    _ = frames(format) { a, _ in ["top": a] }
    let top = View()
    let window = Window(size: CGSize(width: 300, height: 100))
    window.addSubview(top)
    do {
      _ = try LayoutConstraint.checkedConstraints(withVisualFormat: format, views: ["top": top, "label": "text"])
      Issue.record("a views dictionary holding a string should not be taken")
    } catch {
      #expect(error.message.contains("'label'"))
    }
  }

  // Views leave the main actor only when the MainActorViews trait is off.
  #if !MainActorViews
    @Test func cellsMadeInParallelGetTheirOwnViews() async {
      let widths = await withTaskGroup(of: CGFloat.self) { group in
        for index in 0..<8 {
          group.addTask {
            let (a, _, _) = self.frames("H:|-0-[a]-\(index)-[b]-0-|") { ["a": $0, "b": $1] }
            return a.width
          }
        }
        return await group.reduce(into: []) { $0.append($1) }.sorted()
      }
      #expect(widths == (0..<8).map { CGFloat(270 - $0) }.sorted())
    }
  #endif
}
