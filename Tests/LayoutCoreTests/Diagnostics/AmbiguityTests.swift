import Foundation
import Testing

@testable import LayoutCore

/// Ambiguous layouts: which view, which axis, which constraints.
@Suite struct AmbiguityTests {
  /// A view with a y position and a size but no x position.
  @Test func aMissingXPosition() throws {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(box.hasAmbiguousLayout)
    #expect(!window.hasAmbiguousLayout)
    let report = window.checkLayout()
    #expect(report.ambiguities.count == 1)
    let finding = try #require(report.ambiguities.first)
    #expect(finding.view === box)
    #expect(finding.axis == .horizontal)
    #expect(finding.positionRange == -Double.infinity...Double.infinity)
    #expect(finding.lengthRange == nil)
    #expect(finding.constraints.count == 1)
    #expect(finding.constraints.first?.firstAttribute == .width)
    #expect(
      finding.description.hasPrefix(
        "box is ambiguous horizontally: its x position can be anything."))
    #expect(finding.suggestion == "add a constraint that fixes its x position.")

    box.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
    #expect(!box.hasAmbiguousLayout)
    #expect(!window.checkLayout().hasProblems)
  }

  /// Two labels in a row that both hug at 250: the extra width can go to
  /// either, so both are ambiguous horizontally and neither vertically.
  @Test func twoLabelsWithEqualHuggingInARow() throws {
    let window = makeWindow()
    let left = constrainedLabel("ab", in: window)
    let right = constrainedLabel("cd", in: window)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      right.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
      left.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      right.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    let report = window.checkLayout()
    #expect(report.diagnostics.isEmpty)
    #expect(report.ambiguities.map(\.viewName) == ["ab", "cd"])
    #expect(report.ambiguities.allSatisfy { $0.axis == .horizontal })
    let first = report.ambiguities[0]
    #expect(first.positionRange == nil)
    let width = try #require(first.lengthRange)
    #expect(abs(width.lowerBound - 20) < 1e-6 && abs(width.upperBound - 346) < 1e-6)
    #expect(first.description.contains("its width can be anything from 20 to 346"))
    #expect(
      first.description.contains(
        "ab.width == 20 @250 hugging, @750 compression resistance ('View-contentSize-width', content size)"))
    #expect(first.suggestion.contains("content hugging"))
    let second = report.ambiguities[1]
    #expect(second.positionRange != nil && second.lengthRange != nil)

    left.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    #expect(!window.checkLayout().hasProblems)
    #expect(left.frame.width == 20)
  }

  /// The constraints that touch a view on one axis, the engine's included.
  @Test func constraintsAffectingLayoutPerAxis() {
    let window = makeWindow()
    let label = constrainedLabel("Hello", in: window)
    let leading = label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8)
    let top = label.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)
    LayoutConstraint.activate([leading, top])
    let horizontal = label.constraintsAffectingLayout(for: .horizontal)
    let vertical = label.constraintsAffectingLayout(for: .vertical)
    #expect(horizontal.first === leading)
    // One content-size constraint per axis, with both priorities, as UIKit's.
    #expect(horizontal.compactMap(\.identifier) == ["View-contentSize-width"])
    #expect(vertical.first === top)
    #expect(vertical.compactMap(\.identifier) == ["View-contentSize-height"])

    let plain = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(plain)
    plain.widthAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
    let mask = plain.constraintsAffectingLayout(for: .vertical)
    #expect(mask.count == 2 && mask.allSatisfy { $0.identifier == "h=--& v=--&" })
  }

  /// Exercising moves the view to another valid layout at the next pass,
  /// and back on the next call; it stays ambiguous.
  @Test func exercisingAmbiguity() {
    let window = makeWindow()
    let left = constrainedLabel("ab", in: window)
    let right = constrainedLabel("cd", in: window)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      right.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -8),
      left.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      right.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    let before = left.frame.width
    left.exerciseAmbiguityInLayout()
    window.layoutIfNeeded()
    let after = left.frame.width
    #expect(abs(after - before) > 100)
    #expect(after == 20 || after == 346)
    #expect(right.frame.minX == left.frame.maxX + 8)
    #expect(right.frame.maxX == 382)
    #expect(left.hasAmbiguousLayout)

    left.exerciseAmbiguityInLayout()
    window.layoutIfNeeded()
    #expect(left.frame.width == (after == 20 ? 346 : 20))
    #expect(right.frame.maxX == 382)
  }

  /// An unbounded position moves by 100 points.
  @Test func exercisingAnUnboundedPosition() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    let x = box.frame.minX
    box.exerciseAmbiguityInLayout()
    window.layoutIfNeeded()
    #expect(abs(box.frame.minX - x) == 100)
    #expect(box.frame.size == CGSize(width: 10, height: 10))
  }

  /// Two optional heights of equal priority pull equally hard: any height
  /// between them is as good, so the height is ambiguous (not a conflict).
  @Test func twoOptionalHeightsOfEqualPriority() throws {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let short = box.heightAnchor.constraint(equalToConstant: 100)
    let tall = box.heightAnchor.constraint(equalToConstant: 200)
    short.priority = .defaultHigh
    tall.priority = .defaultHigh
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      short, tall,
    ])
    let report = window.checkLayout()
    #expect(report.diagnostics.isEmpty)
    let finding = try #require(report.ambiguities.first)
    #expect(report.ambiguities.count == 1)
    #expect(finding.view === box && finding.axis == .vertical)
    let height = try #require(finding.lengthRange)
    #expect(abs(height.lowerBound - 100) < 1e-6 && abs(height.upperBound - 200) < 1e-6)
    #expect(finding.positionRange == nil)
  }

  /// Views outside constraint-based layout are never ambiguous.
  @Test func framesSetByHandAreNotAmbiguous() {
    let window = makeWindow()
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    window.layoutIfNeeded()
    #expect(!view.hasAmbiguousLayout)
    #expect(view.constraintsAffectingLayout(for: .horizontal).isEmpty)
    #expect(!window.checkLayout().hasProblems)
  }
}

/// Exercising survives tree changes.
@Suite struct AmbiguityTreeChangeTests {
  @Test func anExercisedViewCanLeaveAndRejoin() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    box.exerciseAmbiguityInLayout()
    window.layoutIfNeeded()
    box.removeFromSuperview()
    window.addSubview(box)
    // Leaving ended the constraints with the window; the size ones stay.
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
      box.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    let report = window.checkLayout()
    #expect(!report.hasProblems)
    #expect(box.frame == CGRect(x: 5, y: 0, width: 10, height: 10))
  }
}
