import Foundation
import LayoutCore
import Testing
import VisualFormat

/// Apple's signature takes `metrics: [String: Any]?` and `views: [String: Any]`;
/// seed 001's readers pass dictionaries typed that way, with NSNumber, Int or
/// Double metrics.
@Suite struct AppleSignatureTests {
  func laidOut(metrics: [String: Any], views: (View, View) -> [String: Any]) throws -> (View, View) {
    let window = Window(size: CGSize(width: 320, height: 100), displayScale: 1)
    let (a, b) = window.twoSubviews { View() }
    let constraints = LayoutConstraint.constraints(
      withVisualFormat: "H:|-(left)-[a(width)]-(gap)-[b(==a)]", options: .alignAllTop, metrics: metrics,
      views: views(a, b))
    LayoutConstraint.activate(
      constraints + [a.topAnchor.constraint(equalTo: window.topAnchor), a.heightAnchor.constraint(equalToConstant: 10)])
    window.layoutIfNeeded()
    return (a, b)
  }

  @Test func metricsOfEveryNumberType() throws {
    let metrics: [String: Any] = ["left": NSNumber(value: 10), "width": 40, "gap": 5.5 as Double]
    let (a, b) = try laidOut(metrics: metrics) { ["a": $0, "b": $1] }
    #expect(a.frame.minX == 10)
    #expect(a.frame.width == 40)
    #expect(b.frame.minX == 56)  // 10 + 40 + 5.5, rounded to the pixel
    let typed: [String: CGFloat] = ["left": 10, "width": 40, "gap": 6]
    let (c, _) = try laidOut(metrics: typed) { ["a": $0, "b": $1] }
    #expect(c.frame.width == 40)
    let floats: [String: Any] = ["left": Float(2), "width": Int32(30), "gap": UInt8(4)]
    let (d, e) = try laidOut(metrics: floats) { ["a": $0, "b": $1] }
    #expect(d.frame.minX == 2 && e.frame.minX == 36)
  }

  /// The reason UIKit's exception would give, recorded in the tree of the
  /// format's views, and nothing made.
  private func reportedReason(metrics: [String: Any], views: (View, View) -> [String: Any]) -> String? {
    let window = Window(size: CGSize(width: 320, height: 100))
    let a = View()
    let b = View()
    window.addSubview(a)
    window.addSubview(b)
    let made = LayoutConstraint.constraints(
      withVisualFormat: "H:|-(left)-[a(width)]-(gap)-[b(==a)]", options: .alignAllTop, metrics: metrics,
      views: views(a, b))
    #expect(made.isEmpty)
    guard case .invalidConstraint(let reason, let location) = window.layoutDiagnostics.records.last?.kind else {
      return nil
    }
    #expect(location.hasPrefix("VisualFormatTests/AppleSignatureTests.swift:"))
    return reason
  }

  @Test func aMetricThatIsNotANumberIsReportedNamingIt() {
    let reason = reportedReason(metrics: ["left": "ten", "width": 40, "gap": 5]) { ["a": $0, "b": $1] }
    #expect(reason?.contains("the metric 'left' is String ten, not a finite number") == true)
    let nan = reportedReason(metrics: ["left": Double.nan, "width": 40, "gap": 5]) { ["a": $0, "b": $1] }
    #expect(nan?.contains("the metric 'left' is Double nan, not a finite number") == true)
    #expect(throws: VisualFormatError.self) {
      _ = try LayoutConstraint.checkedConstraints(
        withVisualFormat: "H:|-(left)-[a]", metrics: ["left": "ten"], views: ["a": View()])
    }
  }

  @Test func aViewThatIsNotAViewIsReportedNamingIt() {
    let reason = reportedReason(metrics: ["left": 1, "width": 40, "gap": 5]) { a, _ in ["a": a, "b": 42] }
    #expect(reason?.contains("the views dictionary maps 'b' to Int, not a view or layout guide") == true)
  }
}

/// Constraints made from a VFL line point at the line that wrote it, for
/// diagnostics (TinyVFL's once pointed into VFL.swift).
@Suite struct VisualFormatCallSiteTests {
  @Test func tinyVFLConstraintsCarryTheLineThatWroteThem() throws {
    let window = Window(size: CGSize(width: 100, height: 100))
    let a = View()
    window.addSubview(a)
    let expectedLine: UInt = #line + 1
    let line = VFL.h(.superView, .space(8), .view(a, size: 20))
    let constraints = try line.constraints
    #expect(!constraints.isEmpty)
    for constraint in constraints {
      #expect("\(constraint.file)".hasSuffix("AppleSignatureTests.swift"))
      #expect(constraint.line == expectedLine)
    }
    let activeLine: UInt = #line + 1
    let active = try VFL.v(.view(a, size: 10)).withOptions([]).active()
    #expect(active.allSatisfy { $0.line == activeLine })
  }

  @Test func appleStringsCarryTheCallersLine() throws {
    let a = View()
    let expectedLine: UInt = #line + 1
    let constraints = LayoutConstraint.constraints(withVisualFormat: "H:[a(20)]", views: ["a": a])
    #expect(constraints.first?.line == expectedLine)
  }
}
