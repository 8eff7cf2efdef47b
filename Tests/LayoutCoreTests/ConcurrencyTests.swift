import Foundation
import Testing

@testable import LayoutCore

// Trees in parallel tasks need views outside the main actor: the
// MainActorViews trait off (`swift test --disable-default-traits`).
#if !MainActorViews
  @Suite struct ConcurrencyTests {
    /// Builds a list of cards and returns their frames (a Sendable result: the
    /// views themselves never leave the task that made them).
    nonisolated static func layOutCards(count: Int, width: CGFloat) -> [CGRect] {
      let window = Window(size: CGSize(width: width, height: 800), displayScale: 2)
      var previous = window.safeAreaLayoutGuide.topAnchor
      var labels: [Label] = []
      for index in 0..<count {
        let label = Label(text: "Card \(index) " + String(repeating: "word ", count: index % 7))
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        LayoutConstraint.activate([
          label.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
          label.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
          label.topAnchor.constraint(equalTo: previous, constant: 8),
        ])
        previous = label.bottomAnchor
        labels.append(label)
      }
      window.layoutIfNeeded()
      return labels.map(\.frame)
    }

    /// Independent trees lay out in parallel tasks, each confined to its task,
    /// with the same results as one after the other.
    @Test func independentTreesLayOutInParallelTasks() async {
      let widths: [CGFloat] = [320, 375, 390, 414, 768, 1024, 320, 390]
      let expected = widths.map { Self.layOutCards(count: 40, width: $0) }
      let results = await withTaskGroup(of: (Int, [CGRect]).self) { group in
        for (index, width) in widths.enumerated() {
          group.addTask { (index, Self.layOutCards(count: 40, width: width)) }
        }
        var collected = [[CGRect]](repeating: [], count: widths.count)
        for await (index, frames) in group { collected[index] = frames }
        return collected
      }
      #expect(results == expected)
      #expect(results[0] != results[4], "different widths wrap differently")
    }
  }
#endif
