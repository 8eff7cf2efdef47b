import Foundation
import LayoutCore
import Testing

@testable import LayoutOperators

/// Numbers that leave no valid constraint stop the program with a message,
/// as API misuse does; the types already rule out mixing anchor families.
@Suite struct MisuseTests {
  @Test func divisionByZero() async {
    await #expect(processExitsWith: .failure) {
      // Exit tests run their body off the main actor, where views live.
      await MainActor.run {
        let a = View()
        let b = View()
        _ = a.width == b.width / 0
      }
    }
  }

  @Test func aZeroFactorOnTheLeft() async {
    await #expect(processExitsWith: .failure) {
      // Exit tests run their body off the main actor, where views live.
      await MainActor.run {
        let a = View()
        let b = View()
        _ = a.top * 0 == b.top
      }
    }
  }

  @Test func aPositionEqualToAConstantTimesZero() async {
    await #expect(processExitsWith: .failure) {
      // Exit tests run their body off the main actor, where views live.
      await MainActor.run {
        let a = View()
        let b = View()
        _ = a.top == b.top * 0 + 10
      }
    }
  }
}
