import Foundation
import LayoutCore
import Testing
import VisualFormat

/// VFL strings laid out in a 400×300 window (margins 8), frames worked out by hand.
@Suite struct VisualFormatLayoutTests {
  let window: Window
  let a = View(), b = View(), c = View()

  init() {
    window = Window(size: CGSize(width: 400, height: 300))
    for (view, name) in [(a, "a"), (b, "b"), (c, "c")] {
      view.debugName = name
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
  }

  var views: [String: LayoutItem] { ["a": a, "b": b, "c": c] }

  func layout(_ formats: [String], options: LayoutConstraint.FormatOptions = [], metrics: [String: CGFloat]? = nil)
    throws
  {
    for format in formats {
      LayoutConstraint.activate(
        LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
    }
    window.layoutIfNeeded()
  }

  @Test func standardSpacingAndMargins() throws {
    // |- and -| pin to the margins (8); siblings are 8 apart; equal widths share the rest.
    try layout(["H:|-[a]-[b(==a)]-|", "V:|-[a]-|", "V:|-[b]-|"])
    #expect(a.frame == CGRect(x: 8, y: 8, width: 188, height: 284))
    #expect(b.frame == CGRect(x: 204, y: 8, width: 188, height: 284))
  }

  @Test func explicitSpacesMeasureFromTheEdge() throws {
    try layout(["|-50-[a]-50-|", "V:|-0-[a(40)]"])
    #expect(a.frame == CGRect(x: 50, y: 0, width: 300, height: 40))
  }

  @Test func verticalLineWithGapAndFlushViews() throws {
    try layout(["V:|[a(30)]-10-[b(20)][c(==b)]", "H:|[a(10)]", "H:|[b(10)]", "H:|[c(10)]"])
    #expect(a.frame.minY == 0)
    #expect(b.frame.minY == 40)
    #expect(c.frame.minY == 60 && c.frame.height == 20)
  }

  @Test func relationsPrioritiesAndPredicateLists() throws {
    // a wants 100 at priority 20 but must stay between 120 and 150: 120.
    try layout(["H:|[a(100@20,>=120,<=150)]-(>=10)-[b(50)]|", "V:|[a(10)]", "V:|[b(10)]"])
    #expect(a.frame.width == 120)
    #expect(b.frame.minX == 350)
  }

  @Test func metrics() throws {
    try layout(["H:|-side-[a(width)]", "V:|-side-[a(width)]"], metrics: ["side": 20, "width": 60])
    #expect(a.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
  }

  @Test func negativeSpaceInParentheses() throws {
    try layout(["H:|[a(100)]-(-20)-[b(100)]", "V:|[a(10)]", "V:|[b(10)]"])
    #expect(b.frame.minX == 80)
  }

  @Test func leadingToTrailingFlipsInRightToLeft() throws {
    window.layoutDirection = .rightToLeft
    try layout(["H:|-[a(100)]-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"])
    #expect(a.frame.minX == 292)
    #expect(b.frame.minX == 234)
  }

  @Test func directionLeftToRightIgnoresTheLayoutDirection() throws {
    window.layoutDirection = .rightToLeft
    try layout(["H:|-10-[a(100)]", "V:|[a(10)]"], options: .directionLeftToRight)
    #expect(a.frame.minX == 10)
  }

  @Test func directionRightToLeftRunsFromTheRight() throws {
    try layout(["H:|-10-[a(100)]-10-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft)
    #expect(a.frame.minX == 290)
    #expect(b.frame.minX == 230)
  }

  @Test func alignmentOptions() throws {
    try layout(["H:|-[a(50)]-[b(50)]"], options: .alignAllCenterY)
    try layout(["V:|-[a(100)]", "V:[b(20)]"])
    #expect(b.frame.midY == a.frame.midY)
    #expect(b.frame.minY == 48)
  }

  @Test func optionsMustMatchTheAxis() {
    #expect(throws: VisualFormatError.self) {
      try LayoutConstraint.checkedConstraints(withVisualFormat: "H:[a]-[b]", options: .alignAllLeft, views: views)
    }
    do {
      _ = try LayoutConstraint.checkedConstraints(withVisualFormat: "V:[a]-[b]", options: .alignAllTop, views: views)
    } catch {
      #expect(error.message.contains("vertical edge, which is not allowed for layout that is also vertical"))
    }
    do {
      _ = try LayoutConstraint.checkedConstraints(
        withVisualFormat: "[a]-[b]", options: .spacingBaselineToBaseline, views: views)
    } catch {
      #expect(error.message == "BaselineToBaseline format option not valid for horizontal layout")
    }
  }

  @Test func baselineSpacingRelatesBaselines() throws {
    let made = LayoutConstraint.constraints(
      withVisualFormat: "V:[a]-12-[b]", options: .spacingBaselineToBaseline, views: views)
    #expect(made.count == 1)
    #expect(made[0].firstAttribute == .firstBaseline && made[0].secondAttribute == .lastBaseline)
    #expect(made[0].constant == 12)
  }

  @Test func barNextToAViewWithoutSuperviewIsAnError() {
    let loose = View()
    do {
      _ = try LayoutConstraint.checkedConstraints(withVisualFormat: "H:[x]-|", views: ["x": loose])
      Issue.record("must throw")
    } catch {
      #expect(error.message == "Unable to interpret '|' character, because the related view doesn't have a superview")
      #expect(error.offset == 6)  // under the '|'
    }
  }

  @Test func madeConstraintsAreInactiveAndCarryTheCallSite() throws {
    let made = LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", views: views)
    #expect(made.count == 2)
    #expect(made.allSatisfy { !$0.isActive })
    #expect(made.allSatisfy { "\($0.file)".hasSuffix("VisualFormatLayoutTests.swift") })
  }

  @Test func aFailingFormatActivatesNothing() {
    #expect(throws: VisualFormatError.self) {
      LayoutConstraint.activate(
        try LayoutConstraint.checkedConstraints(withVisualFormat: "H:|-[a]-[missing]|", views: views))
    }
    #expect(window.constraints.filter { $0.firstItem === a || $0.secondItem === a }.isEmpty)
  }

  @Test func appleNineExamplesMakeTheDocumentedConstraints() throws {
    func made(_ format: String) throws -> [String] {
      LayoutConstraint.constraints(withVisualFormat: format, views: views).map { c in
        let second =
          c.secondItem.map { item in "\((item as? View)?.debugName ?? "superview").\(c.secondAttribute)" } ?? ""
        return
          "\((c.firstItem as? View)?.debugName ?? "superview").\(c.firstAttribute) \(c.relation) \(second) \(c.constant)@\(c.priority.rawValue)"
      }
    }
    #expect(try made("[a]-[b]") == ["b.leading == a.trailing 8.0@1000.0"])
    #expect(try made("[a(>=50)]") == ["a.width >=  50.0@1000.0"])
    #expect(try made("[a][b]") == ["b.leading == a.trailing 0.0@1000.0"])
    #expect(try made("[a(100@20)]") == ["a.width ==  100.0@20.0"])
    #expect(try made("[a(==b)]") == ["a.width == b.width 0.0@1000.0"])
    #expect(try made("V:[a]-10-[b]") == ["b.top == a.bottom 10.0@1000.0"])
    #expect(
      try made("|-50-[a]-50-|") == [
        "a.leading == superview.leading 50.0@1000.0", "superview.trailing == a.trailing 50.0@1000.0",
      ])
  }
}
