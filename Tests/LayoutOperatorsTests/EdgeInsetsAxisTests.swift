import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

@Suite struct EdgeInsetsAxisTests {
  @Test func horizontalOnly() {
    #expect(EdgeInsets(left: 3, right: 4) == EdgeInsets(top: 0, left: 3, bottom: 0, right: 4))
  }

  @Test func verticalOnly() {
    #expect(EdgeInsets(top: 1, bottom: 2) == EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
  }
}
