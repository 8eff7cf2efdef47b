import Foundation
import Testing

/// A rectangle from four numbers, so expected frames read like the seed's.
nonisolated func rect(
  _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat
) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Whether two rectangles are equal up to floating-point rounding.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.origin.x - b.origin.x) <= tolerance
    && abs(a.origin.y - b.origin.y) <= tolerance
    && abs(a.size.width - b.size.width) <= tolerance
    && abs(a.size.height - b.size.height) <= tolerance
}

/// Expects `actual` to match `expected` frame by frame, naming the index of
/// each frame that differs (weights such as thirds are not exact in binary).
func expectFrames(
  _ actual: [CGRect], _ expected: [CGRect],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    actual.count == expected.count, "frame count",
    sourceLocation: sourceLocation)
  for (index, (got, want)) in zip(actual, expected).enumerated() {
    #expect(
      isClose(got, want), "frame \(index) is \(got), expected \(want)",
      sourceLocation: sourceLocation)
  }
}
