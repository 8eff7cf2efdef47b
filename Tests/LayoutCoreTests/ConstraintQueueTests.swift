import Foundation
import Testing

@testable import LayoutCore

/// The engine installs queued constraints in a fixed order (required
/// equalities, required inequalities, then preferences strongest first),
/// filed when they are queued; a constraint whose priority changes while it
/// waits is installed where its new priority puts it.
@Suite struct ConstraintQueueTests {
  /// Constraints between two views, with a name to follow them by.
  static func constraints() -> (
    equal: LayoutConstraint, atLeast: LayoutConstraint, weak: LayoutConstraint, strong: LayoutConstraint
  ) {
    let a = View()
    let b = View()
    let equal = a.widthAnchor.constraint(equalToConstant: 10)
    let atLeast = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 5)
    let weak = b.widthAnchor.constraint(equalToConstant: 20)
    weak.priority = .defaultLow
    let strong = b.heightAnchor.constraint(equalToConstant: 30)
    strong.priority = .defaultHigh
    return (equal, atLeast, weak, strong)
  }

  static func order(_ queue: inout ConstraintQueue) -> [LayoutConstraint] {
    var order: [LayoutConstraint] = []
    queue.drain { order.append($0) }
    return order
  }

  @Test func drainsRequiredEqualitiesThenInequalitiesThenPreferencesStrongestFirst() {
    let c = Self.constraints()
    var queue = ConstraintQueue()
    for constraint in [c.weak, c.atLeast, c.strong, c.equal] { queue.append(constraint, installs: true) }
    #expect(queue.count == 4 && queue.installCount == 4)
    #expect(
      Self.order(&queue).map(ObjectIdentifier.init)
        == [c.equal, c.atLeast, c.strong, c.weak].map(ObjectIdentifier.init))
    #expect(queue.isEmpty)
    // Drained, the queue is reused as new.
    queue.append(c.weak, installs: false)
    #expect(queue.count == 1 && queue.installCount == 0)
    #expect(Self.order(&queue).map(ObjectIdentifier.init) == [ObjectIdentifier(c.weak)])
  }

  @Test func aPriorityChangedWhileQueuedMovesTheConstraint() {
    let c = Self.constraints()
    var queue = ConstraintQueue()
    for constraint in [c.weak, c.atLeast, c.strong, c.equal] { queue.append(constraint, installs: true) }
    // The weak preference becomes required, the required equality optional.
    c.weak.priority = .required
    queue.noteChange(of: c.weak)
    c.equal.priority = .defaultLow
    queue.noteChange(of: c.equal)
    #expect(
      Self.order(&queue).map(ObjectIdentifier.init)
        == [c.weak, c.atLeast, c.strong, c.equal].map(ObjectIdentifier.init))
  }

  /// A required constraint moved back among the required keeps its place
  /// in queue order; past a few moves the queue is filed again whole, with
  /// the same result.
  @Test func manyPriorityChangesWhileQueuedKeepQueueOrder() {
    let views = (0..<16).map { _ in View() }
    let made = views.map { $0.widthAnchor.constraint(equalToConstant: 10) }
    // One changed twice is moved both times; six changed are moved four
    // times, and then the queue is filed again.
    for count in [1, 6] {
      var queue = ConstraintQueue()
      for constraint in made {
        constraint.priority = .required
        queue.append(constraint, installs: true)
      }
      // Every other one, from the third, made optional; the first of them
      // made required again.
      let changed = stride(from: 2, to: 2 + 2 * count, by: 2).map { made[$0] }
      for constraint in changed {
        constraint.priority = .defaultLow
        queue.noteChange(of: constraint)
      }
      changed[0].priority = .required
      queue.noteChange(of: changed[0])
      let stillOptional = changed.dropFirst()
      let expected =
        made.filter { constraint in !stillOptional.contains { $0 === constraint } } + Array(stillOptional)
      #expect(
        Self.order(&queue).map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init),
        "\(count) changed")
    }
  }

  /// Through the engine: a priority changed between activation and layout
  /// still lays out by the new priority.
  @Test func theEngineLaysOutByThePriorityAConstraintHasWhenItIsInstalled() {
    let window = Window(size: CGSize(width: 300, height: 300))
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    narrow.priority = .defaultHigh
    wide.priority = .defaultLow
    LayoutConstraint.activate([
      narrow, wide, view.heightAnchor.constraint(equalToConstant: 10),
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    ])
    narrow.priority = .defaultLow
    wide.priority = .defaultHigh
    window.layoutIfNeeded()
    #expect(view.frame.width == 200)
  }

  /// Plans chunks of `size` and hands the queue over as the engine does:
  /// the chunks' count, their constraints in order, then the deferred ones.
  static func chunkedOrder(
    _ queue: inout ConstraintQueue, size: Int
  ) -> (chunks: Int, inChunks: [LayoutConstraint], deferred: [LayoutConstraint]) {
    let chunks = queue.chunkPlan(size: size)
    var inChunks: [LayoutConstraint] = []
    for chunk in 0..<chunks.count {
      for group in 0..<ConstraintQueue.groupCount {
        queue.forEach(inChunk: chunk, group: group, of: chunks) { inChunks.append($0) }
      }
    }
    var none = ConstraintQueue()
    var deferred: [LayoutConstraint] = []
    queue.forEachDeferred(mergedWith: &none) { deferred.append($0) }
    return (chunks.count, inChunks, deferred)
  }

  /// A container of more than `ConstraintQueue.nearbySubviewCount` views.
  static func container() -> View {
    let view = View()
    for _ in 0...ConstraintQueue.nearbySubviewCount { view.addSubview(View()) }
    return view
  }

  /// In chunks: by key, each chunk in the order a whole queue has; weak
  /// preferences (below `defaultLow`) on a container of many views after
  /// every chunk.
  @Test func chunksFollowKeysAndKeepEachChunksOrder() {
    var made: [(key: Int, constraint: LayoutConstraint)] = []
    // Constraints do not keep their items alive.
    var containers: [View] = []
    for key in [0, 100] {
      let c = Self.constraints()
      containers.append(Self.container())
      let fit = containers[containers.count - 1].heightAnchor.constraint(equalToConstant: 0)
      fit.priority = LayoutPriority(49)
      made += [(key, c.weak), (key, fit), (key, c.atLeast), (key, c.strong), (key, c.equal)]
    }
    var queue = ConstraintQueue()
    // The later chunk's constraints first: keys, not queue order, choose the chunk.
    for (key, constraint) in made.reversed() { queue.append(constraint, installs: true, key: key) }
    let (chunkCount, inChunks, deferred) = Self.chunkedOrder(&queue, size: 4)
    #expect(chunkCount == 2)
    let order = inChunks + deferred
    let byName = { (i: Int) in made[i].constraint }
    // equal, atLeast, strong, weak of the key-0 chunk, then of the key-100 one, then both
    // fits in queue order (the key-100 one was queued first).
    let expected = [4, 2, 3, 0, 9, 7, 8, 5, 6, 1].map(byName)
    #expect(order.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    withExtendedLifetime(containers) {}
  }

  /// A weak preference on a view with few subviews reaches only views made
  /// near it: it goes with its chunk, after the chunk's stronger ones, and
  /// nothing waits for every chunk.
  @Test func aWeakPreferenceOnAFewViewsGoesWithItsChunk() {
    var made: [(key: Int, constraint: LayoutConstraint)] = []
    var cards: [View] = []
    for key in [0, 100] {
      let c = Self.constraints()
      let card = View()
      cards.append(card)
      card.addSubview(View())
      let fit = card.heightAnchor.constraint(equalToConstant: 0)
      fit.priority = LayoutPriority(1)
      made += [(key, fit), (key, c.weak), (key, c.equal)]
    }
    var queue = ConstraintQueue()
    for (key, constraint) in made { queue.append(constraint, installs: true, key: key) }
    let (chunkCount, order, deferred) = Self.chunkedOrder(&queue, size: 3)
    #expect(chunkCount == 2)
    #expect(deferred.isEmpty)
    // equal, weak (250), fit (1) of each chunk.
    let expected = [2, 1, 0, 5, 4, 3].map { made[$0].constraint }
    #expect(order.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    withExtendedLifetime(cards) {}
  }
}
