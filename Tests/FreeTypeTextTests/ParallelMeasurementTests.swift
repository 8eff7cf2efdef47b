import Foundation
import FreeTypeText
import LayoutCore
import Testing

/// One measurer shared by tasks that measure at once, as a snapshot suite's
/// screens or a feed's cells laid out in parallel share it.
@Suite nonisolated struct ParallelMeasurementTests {
  @Test func tasksSharingAMeasurerGetWhatOneTaskGets() async throws {
    let measurer = try FreeTypeTextMeasurer()
    let texts = (0..<200).map { "Row \($0): a title that wraps at phone width when it is long enough, \($0 * 7)" }
    let fonts: [Font] = [.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13), .italicSystemFont(ofSize: 15)]
    func measureAll() -> [CGSize] {
      texts.enumerated().map { index, text in
        measurer.measure(text, font: fonts[index % fonts.count], maxWidth: 240, numberOfLines: 0).size
      }
    }
    let alone = measureAll()
    let together = await withTaskGroup(of: [CGSize].self) { group in
      for _ in 0..<4 { group.addTask { measureAll() } }
      var results: [[CGSize]] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(together.count == 4)
    for result in together { #expect(result == alone) }
    // Wrapping happened: some texts took more than one line.
    #expect(Set(alone.map(\.height)).count > 1)
  }
}
