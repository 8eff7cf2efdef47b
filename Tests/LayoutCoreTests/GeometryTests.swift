import Foundation
import Testing

@testable import LayoutCore

@Suite struct GeometryTests {
  @Test func edgeInsetsInsetRectangles() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect(0, 0, 100, 50).inset(by: insets) == rect(2, 1, 94, 46))
    #expect(rect(0, 0, 10, 10).inset(by: .zero) == rect(0, 0, 10, 10))
    #expect("\(insets)" == "{1, 2, 3, 4}")
    #expect("\(EdgeInsets(top: 0.5, left: 0, bottom: 0, right: 0))" == "{0.5, 0, 0, 0}")
  }

  @Test func directionalInsetsResolveByDirection() {
    let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(insets.resolved(.leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(insets.resolved(.rightToLeft) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    #expect(insets.resolved(.rightToLeft).directional(.rightToLeft) == insets)
    #expect("\(insets)" == "{1, 2, 3, 4}")
  }

  @Test func pixelRoundingIsHalfUp() {
    #expect(roundToPixel(950.25, scale: 2) == 950.5)
    #expect(roundToPixel(950.2, scale: 1) == 950)
    #expect(roundToPixel(-0.5, scale: 1) == 0)
    #expect(roundToPixel(173.5, scale: 3) == 521.0 / 3)
    #expect(
      roundToPixel(950.249999999, scale: 2) == 950.5, "solver noise below a millionth of a pixel")
  }
}
