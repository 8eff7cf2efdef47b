import Foundation
import Testing

@testable import LayoutCore

@Suite struct AnchorTests {
  private func pair() -> (Window, View, View) {
    let window = makeWindow(width: 300, height: 300)
    let a = constrainedView("a", in: window)
    let b = constrainedView("b", in: window)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      a.widthAnchor.constraint(equalToConstant: 50),
      a.heightAnchor.constraint(equalToConstant: 40),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (window, a, b)
  }

  @Test func everyAnchorOfAView() {
    let (window, a, b) = pair()
    LayoutConstraint.activate([
      b.centerXAnchor.constraint(equalTo: a.centerXAnchor),
      b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 5),
      b.centerYAnchor.constraint(equalTo: a.bottomAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    expectFrame(b, rect(20, 65, 30, 10))
  }

  @Test func inequalitiesHoldAtTheirBound() {
    let (window, a, b) = pair()
    let stretch = b.widthAnchor.constraint(equalToConstant: 500)
    stretch.priority = .defaultLow
    let snug = b.leftAnchor.constraint(equalTo: a.rightAnchor)
    snug.priority = 100
    LayoutConstraint.activate([
      b.leftAnchor.constraint(greaterThanOrEqualTo: a.rightAnchor, constant: 5),
      b.rightAnchor.constraint(lessThanOrEqualTo: window.rightAnchor, constant: -5),
      b.topAnchor.constraint(greaterThanOrEqualTo: a.topAnchor),
      b.topAnchor.constraint(lessThanOrEqualTo: a.topAnchor),
      b.widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, multiplier: 4),
      b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 1, constant: 0),
      b.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
      b.widthAnchor.constraint(lessThanOrEqualToConstant: 1000),
      stretch, snug,
    ])
    window.layoutIfNeeded()
    // Stretching to 500 stops at the window's right edge less 5 (295) and at 4 × 50.
    expectFrame(b, rect(65, 10, 200, 10))
  }

  @Test func systemSpacingIsEightPoints() {
    let (window, a, b) = pair()
    LayoutConstraint.activate([
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
      b.widthAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    expectFrame(b, rect(76, 58, 10, 10))
    let ge = b.leadingAnchor.constraint(
      greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    let le = b.topAnchor.constraint(
      lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 0.5)
    #expect(ge.constant == 8 && ge.relation == .greaterThanOrEqual)
    #expect(le.constant == 4 && le.relation == .lessThanOrEqual)
    let xle = b.leadingAnchor.constraint(
      lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    let yge = b.topAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    #expect(xle.relation == .lessThanOrEqual && yge.relation == .greaterThanOrEqual)
  }

  @Test func anchorsCaptureTheirCallSite() {
    let view = View()
    let line = #line + 1
    let constraint = view.heightAnchor.constraint(equalToConstant: 10)
    #expect(constraint.line == UInt(line))
    #expect("\(constraint.file)" == "LayoutCoreTests/AnchorTests.swift")
  }
}
