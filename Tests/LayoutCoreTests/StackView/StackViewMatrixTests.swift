import Foundation
import Testing

@testable import LayoutCore

/// Every distribution × alignment × axis (and right-to-left), with frames
/// worked out by hand from the constraint recipe.
///
/// Three views 40, 60 and 20 long and 20, 30 and 10 thick in a stack 220
/// long and 50 thick with spacing 10, at scale 1 (both edges of a frame are
/// rounded to whole points). B hugs at 249, so `fill` stretches it.
@Suite struct StackViewMatrixTests {
  nonisolated struct Case: Sendable, CustomTestStringConvertible {
    let distribution: StackView.Distribution
    let alignment: StackView.Alignment
    let axis: LayoutConstraint.Axis
    let direction: UserInterfaceLayoutDirection
    var testDescription: String {
      "\(distribution) \(alignment) \(axis) \(direction == .leftToRight ? "LTR" : "RTL")"
    }
  }

  nonisolated static let cases: [Case] = {
    let distributions: [StackView.Distribution] = [
      .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
      .spaceBetween, .spaceAround, .spaceEvenly,
    ]
    let alignments: [StackView.Alignment] = [
      .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
    ]
    let layouts: [(LayoutConstraint.Axis, UserInterfaceLayoutDirection)] = [
      (.horizontal, .leftToRight), (.vertical, .leftToRight),
      (.horizontal, .rightToLeft), (.vertical, .rightToLeft),
    ]
    return distributions.flatMap { distribution in
      alignments.flatMap { alignment in
        layouts.map {
          Case(distribution: distribution, alignment: alignment, axis: $0, direction: $1)
        }
      }
    }
  }()

  /// Start and length of A, B and C along the axis (220 long, 120 of content, spacing 10).
  static func along(_ distribution: StackView.Distribution) -> [(CGFloat, CGFloat)] {
    switch distribution {
    // B (hugging 249) takes the 80 spare points.
    case .fill: [(0, 40), (50, 140), (200, 20)]
    // 200 / 3 = 66.67 each: edges 0|66.67, 76.67|143.33, 153.33|220, rounded.
    case .fillEqually: [(0, 67), (77, 66), (153, 67)]
    // Shares of 220 by 40:60:20 over 140 (content + spacing): 62.86, 94.29;
    // C (priority 997) gives way to the required sum: 42.86.
    case .fillProportionally: [(0, 63), (73, 94), (177, 43)]
    // Two gaps of 50.
    case .equalSpacing, .spaceBetween: [(0, 40), (90, 60), (200, 20)]
    // Centers at 20 and 210, so B's at 115.
    case .equalCentering: [(0, 40), (85, 60), (200, 20)]
    // Gaps g and ends g / 2: 3g = 100.
    case .spaceAround: [(17, 40), (90, 60), (183, 20)]
    // Gaps and ends g: 4g = 100.
    case .spaceEvenly: [(25, 40), (90, 60), (175, 20)]
    }
  }

  /// Start and thickness of A, B and C across the axis (50 thick). The
  /// views have no text, so baselines are their top and bottom edges; a
  /// vertical stack treats baselines as leading and trailing.
  static func across(_ alignment: StackView.Alignment) -> [(CGFloat, CGFloat)] {
    switch alignment {
    case .fill: [(0, 50), (0, 50), (0, 50)]
    case .leading, .firstBaseline: [(0, 20), (0, 30), (0, 10)]
    case .center: [(15, 20), (10, 30), (20, 10)]
    case .trailing: [(30, 20), (20, 30), (40, 10)]
    // Bottoms aligned, the row at the top of the stack.
    case .lastBaseline: [(10, 20), (0, 30), (20, 10)]
    }
  }

  @Test(arguments: cases) func frames(of testCase: Case) {
    let items = threeItems(axis: testCase.axis)
    items[1].setContentHuggingPriority(249, for: testCase.axis)
    let size =
      testCase.axis == .horizontal ? CGSize(width: 220, height: 50) : CGSize(width: 50, height: 220)
    let (window, stack) = makeStack(
      items, axis: testCase.axis, size: size, direction: testCase.direction)
    stack.distribution = testCase.distribution
    stack.alignment = testCase.alignment
    window.layoutIfNeeded()

    var acrossValues = Self.across(testCase.alignment)
    if testCase.axis == .vertical && testCase.alignment == .lastBaseline {
      acrossValues = Self.across(.trailing)
    }
    for (index, item) in items.enumerated() {
      let along = Self.along(testCase.distribution)[index]
      let across = acrossValues[index]
      var expected = frame(along: along, across: across, axis: testCase.axis)
      if testCase.direction == .rightToLeft { expected = mirrored(expected, inWidth: size.width) }
      #expect(item.frame == expected, "\(item.debugName ?? "")")
    }
    #expect(stack.frame.size == size)
    #expect(window.layoutDiagnostics.records.isEmpty)
  }
}
