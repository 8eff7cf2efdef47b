import Foundation
import Testing

@testable import LayoutCore

@Suite struct LayoutPriorityTests {
  @Test func namedLevelsHaveUIKitValues() {
    #expect(LayoutPriority.required.rawValue == 1000)
    #expect(LayoutPriority.defaultHigh.rawValue == 750)
    #expect(LayoutPriority.defaultLow.rawValue == 250)
    #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  @Test func literalsAndArithmetic() {
    let fromInteger: LayoutPriority = 751
    let fromFloat: LayoutPriority = 999.5
    #expect(fromInteger == .defaultHigh + 1)
    #expect(fromFloat.rawValue == 999.5)
    #expect(LayoutPriority.required - 1 == 999)
    #expect(LayoutPriority.defaultLow < .defaultHigh)
    #expect("\(LayoutPriority.defaultHigh + 1)" == "751")
    #expect("\(fromFloat)" == "999.5")
  }

  @Test func weightsAreStrictlyOrderedAndBelowRequired() {
    var previous = 0.0
    for tenth in 1..<10_000 {
      let weight = LayoutPriority.weight(Float(tenth) / 10)
      #expect(weight > previous, "priority \(Double(tenth) / 10)")
      previous = weight
    }
    #expect(!LayoutPriority(999.999).strength.isRequired)
    #expect(LayoutPriority(999.999).strength < LayoutPriority.brokenStrength)
    #expect(LayoutPriority.required.strength.isRequired)
  }

  @Test func documentedRatiosHold() {
    #expect(LayoutPriority.weight(751) / LayoutPriority.weight(750) > 99)
    #expect(LayoutPriority.weight(251) / LayoutPriority.weight(250) > 99)
    #expect(LayoutPriority.weight(51) / LayoutPriority.weight(50) > 9.9)
    #expect(LayoutPriority.weight(999) / LayoutPriority.weight(998) > 9.9)
  }

  /// Checklist: 999 is optional, 1000 required — the required constraint wins.
  @Test func requiredBeats999() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let preferred = box.widthAnchor.constraint(equalToConstant: 100)
    preferred.priority = 999
    LayoutConstraint.activate([
      preferred,
      box.widthAnchor.constraint(equalToConstant: 200),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(box.frame.width == 200)
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  /// A 751 constraint beats several 750s pulling the other way: a container
  /// held to 100 points at 751 squeezes ten labels that resist compression at 750.
  @Test func priority751BeatsTenCompressionResistances() {
    let window = makeWindow()
    let column = constrainedView("column", in: window)
    var constraints = [
      column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      column.topAnchor.constraint(equalTo: window.topAnchor),
    ]
    let narrow = column.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
    narrow.priority = .defaultHigh + 1
    constraints.append(narrow)
    var previous = column.topAnchor
    for index in 0..<10 {
      // 30 characters at 10 points: 150 points wide.
      let label = constrainedLabel(String(repeating: "x", count: 30), in: column)
      label.debugName = "label\(index)"
      constraints += [
        label.leadingAnchor.constraint(equalTo: column.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: column.trailingAnchor),
        label.topAnchor.constraint(equalTo: previous),
      ]
      previous = label.bottomAnchor
    }
    constraints.append(column.bottomAnchor.constraint(equalTo: previous))
    LayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    #expect(column.frame.width == 100)
    #expect(column.subviews.allSatisfy { $0.frame.width == 100 })
  }

  /// Checklist: hugging 250 vs 251 — of two labels sharing a row, the one
  /// that hugs at 251 keeps its intrinsic width and the other stretches.
  @Test(arguments: [false, true]) func hugging251StaysAtIntrinsicWidth(swap: Bool) {
    let window = makeWindow(width: 300)
    let name = constrainedLabel("Name", in: window)  // 40 × 24
    let value = constrainedLabel("Value", in: window)  // 50 × 24
    let hugger = swap ? value : name
    hugger.setContentHuggingPriority(251, for: .horizontal)
    LayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
      value.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      name.topAnchor.constraint(equalTo: window.topAnchor),
      value.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    if swap {
      expectFrame(name, rect(0, 0, 250, 24))
      expectFrame(value, rect(250, 0, 50, 24))
    } else {
      expectFrame(name, rect(0, 0, 40, 24))
      expectFrame(value, rect(40, 0, 260, 24))
    }
  }

  /// Checklist: compression resistance 750 beats a 749 width, loses to a 751 one.
  @Test(arguments: [(749, 100.0), (751, 50.0)]) func compressionResistance750(
    widthPriority: Float, expectedWidth: Double
  ) {
    let window = makeWindow()
    let label = constrainedLabel(String(repeating: "x", count: 10), in: window)  // 100 points
    let width = label.widthAnchor.constraint(equalToConstant: 50)
    width.priority = LayoutPriority(widthPriority)
    LayoutConstraint.activate([
      width,
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      label.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(label.frame.width == CGFloat(expectedWidth))
  }

  /// The fitting level (50) loses to hugging (250): a view pulled to 300
  /// points at 50 keeps its 64-point intrinsic width.
  @Test func fittingLevelLosesToHugging() {
    let window = makeWindow()
    let image = SizedView(size: CGSize(width: 64, height: 64))
    window.addSubview(image)
    let wide = image.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = .fittingSizeLevel
    LayoutConstraint.activate([
      wide,
      image.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      image.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(image.frame.size == CGSize(width: 64, height: 64))
  }
}
