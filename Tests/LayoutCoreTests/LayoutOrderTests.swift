import Foundation
import Testing

@testable import LayoutCore

/// The order a layout pass calls `updateConstraints` and `layoutSubviews`
/// in, as UIKit calls them: constraints children first (a view after the
/// views below it, one subtree at a time), layout outermost first and depth
/// first (a view's subviews right after it, before its siblings'), each
/// view once.
@Suite struct LayoutOrderTests {
  /// A view that records its `updateConstraints` and `layoutSubviews` calls.
  final class Recorder: View {
    let name: String
    let log: Log
    init(_ name: String, _ log: Log) {
      self.name = name
      self.log = log
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
    }

    /// Never made from an archive.
    required init?(coder: NSCoder) { nil }
    /// Run after the view's own work, as an app's override would.
    var afterUpdate: (() -> Void)?
    var afterLayout: (() -> Void)?
    override func updateConstraints() {
      log.updates.append(name)
      super.updateConstraints()
      afterUpdate?()
    }
    override func layoutSubviews() {
      log.layouts.append(name)
      super.layoutSubviews()
      afterLayout?()
    }
  }

  final class Log {
    var updates: [String] = []
    var layouts: [String] = []
  }

  /// Places `view` `inset` from its parent's top leading corner, sized by constraints.
  private func pin(_ view: View, in parent: View, inset: CGFloat, width: CGFloat, height: CGFloat) {
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
      view.widthAnchor.constraint(equalToConstant: width),
      view.heightAnchor.constraint(equalToConstant: height),
    ])
  }

  /// The names of recorded views, in order.
  private func names(_ views: [View]) -> [String] { views.map { ($0 as? Recorder)?.name ?? "?" } }

  /// Two columns of two rows each, every view sized by constraints:
  /// `a` holds `a1` and `a2`, `b` holds `b1` and `b2`; `a1` holds `a1x`.
  private func makeTree(_ log: Log) -> (Window, [String: Recorder]) {
    let window = makeWindow()
    var views: [String: Recorder] = [:]
    func add(_ name: String, to parent: View, width: CGFloat, height: CGFloat) -> Recorder {
      let view = Recorder(name, log)
      parent.addSubview(view)
      views[name] = view
      pin(view, in: parent, inset: 1, width: width, height: height)
      return view
    }
    let a = add("a", to: window, width: 100, height: 100)
    let b = add("b", to: window, width: 90, height: 90)
    let a1 = add("a1", to: a, width: 50, height: 50)
    _ = add("a2", to: a, width: 40, height: 40)
    _ = add("b1", to: b, width: 30, height: 30)
    _ = add("b2", to: b, width: 20, height: 20)
    _ = add("a1x", to: a1, width: 10, height: 10)
    return (window, views)
  }

  @Test func layoutRunsOutermostFirstAndDepthFirst() {
    let log = Log()
    let (window, views) = makeTree(log)
    window.layoutIfNeeded()
    // Every view got its size from its parent's layout: each is laid out
    // once, its subtree right after it.
    #expect(log.layouts == ["a", "a1", "a1x", "a2", "b", "b1", "b2"])
    #expect(views["a1x"]!.frame == CGRect(x: 1, y: 1, width: 10, height: 10))
    #expect(views["b2"]!.frame == CGRect(x: 1, y: 1, width: 20, height: 20))

    // A change deep in one column lays out only what it resized.
    log.layouts = []
    views["a1"]!.constraints.first { $0.firstAttribute == .width }!.constant = 55
    window.layoutIfNeeded()
    #expect(log.layouts == ["a", "a1"])
    #expect(views["a1"]!.frame.width == 55)
  }

  /// The tree laid out once, the log cleared; `change` marks views by
  /// name, and the calls of the next pass are returned.
  private func callsAfterLayout(_ change: ([String: Recorder]) -> Void) -> Log {
    let log = Log()
    let (window, views) = makeTree(log)
    window.layoutIfNeeded()
    log.layouts = []
    log.updates = []
    change(views)
    window.layoutIfNeeded()
    return log
  }

  @Test func queuedViewsAreLaidOutOutermostFirstWhateverTheirQueueOrder() {
    // Queued deepest first: the pass starts from the outermost (queue order
    // within a depth), and a queued view's queued subviews follow it.
    let log = callsAfterLayout { views in
      for name in ["a1x", "b2", "a1", "b", "a"] { views[name]!.setNeedsLayout() }
    }
    #expect(log.layouts == ["b", "b2", "a", "a1", "a1x"])
  }

  @Test func constraintsAreUpdatedChildrenFirstOneSubtreeAtATime() {
    // Queued outermost first, across both columns: each view after the
    // queued views below it, one column's updates together, the column
    // queued first first.
    let log = callsAfterLayout { views in
      for name in ["a", "b", "a1", "b1", "a1x"] { views[name]!.setNeedsUpdateConstraints() }
    }
    #expect(log.updates == ["a1x", "a1", "a", "b1", "b"])
  }

  @Test func viewsQueuedBeforeTheirAncestorsAreStillUpdatedBeforeThem() {
    // `a1x` is queued before every view above it and `b2` after `b`: each
    // view still comes after every queued view below it.
    let log = callsAfterLayout { views in
      for name in ["a1x", "b", "a", "b2", "a1"] { views[name]!.setNeedsUpdateConstraints() }
    }
    #expect(log.updates == ["a1x", "b2", "b", "a1", "a"])
    for (view, below) in [("a", "a1"), ("a", "a1x"), ("a1", "a1x"), ("b", "b2")] {
      let updates = log.updates
      #expect(updates.firstIndex(of: below)! < updates.firstIndex(of: view)!, "\(below) before \(view)")
    }
  }

  @Test func overridesMayReenterThePassAndTakeViewsOutOfTheTree() {
    var tree: [String: Recorder] = [:]
    var window: Window?
    let log = callsAfterLayout { views in
      tree = views
      window = views["a"]!.window
      // `a` brings `b` up to date from inside its own update: `b` is
      // updated there, once, and not again by the pass.
      views["a"]!.afterUpdate = {
        views["b"]!.setNeedsUpdateConstraints()
        views["b"]!.updateConstraintsIfNeeded()
      }
      // `a1` takes its subview out of the tree right after resizing it.
      views["a1"]!.afterLayout = {
        if views["a1x"]!.superview != nil { views["a1x"]!.removeFromSuperview() }
      }
      views["a"]!.setNeedsUpdateConstraints()
      views["a1x"]!.constraints.first { $0.firstAttribute == .width }!.constant = 12
    }
    #expect(log.updates == ["a", "b"])
    #expect(log.layouts.contains("a1") && !log.layouts.contains("a1x"))
    // Resized, then taken out before its turn: it still needs layout, and
    // gets it in the tree it joins.
    let a1x = tree["a1x"]!
    #expect(a1x.superview == nil && a1x.frame.width == 12)
    log.layouts = []
    tree["b"]!.addSubview(a1x)
    LayoutConstraint.activate([
      a1x.leadingAnchor.constraint(equalTo: tree["b"]!.leadingAnchor),
      a1x.topAnchor.constraint(equalTo: tree["b"]!.topAnchor),
    ])
    window!.layoutIfNeeded()
    #expect(log.layouts.contains("a1x"))
    // The overrides hold the views that hold them: let go, or the tree
    // outlives the test (AddressSanitizer's leak check found it).
    tree["a"]!.afterUpdate = nil
    tree["a1"]!.afterLayout = nil
  }

  @Test func viewsUnderOnesThatNeedLayoutAreNotQueued() throws {
    // A new screen needs layout everywhere: the root lays it out depth
    // first, so no view of it waits in the queue (each once was, and the
    // pass walked them all twice more).
    let log = Log()
    let (window, views) = makeTree(log)
    let engine = try #require(window.engine)
    #expect(engine.layoutQueue.isEmpty)
    window.layoutIfNeeded()
    #expect(log.layouts == ["a", "a1", "a1x", "a2", "b", "b1", "b2"])

    // A view added under one laid out already is queued (and so is that
    // one, which needs layout again); its own new subview is not, and is
    // laid out right after it.
    log.layouts = []
    let fresh = Recorder("fresh", log)
    let inner = Recorder("inner", log)
    views["b"]!.addSubview(fresh)
    fresh.addSubview(inner)
    #expect(engine.layoutQueue.count == 2 && engine.layoutQueue.contains { $0 === fresh })
    pin(fresh, in: views["b"]!, inset: 2, width: 8, height: 8)
    pin(inner, in: fresh, inset: 2, width: 8, height: 8)
    window.layoutIfNeeded()
    #expect(log.layouts.filter { $0 == "fresh" || $0 == "inner" } == ["fresh", "inner"])
    #expect(inner.frame == CGRect(x: 2, y: 2, width: 8, height: 8))
  }

  @Test func aWindowTakesEachViewAsItJoins() throws {
    // The engine is made when the window's first subtree joins, and each
    // view is taken over as it joins: made at the first activation, it
    // took over the whole tree in one more walk over every view.
    let log = Log()
    let window = Window(size: CGSize(width: 100, height: 100))
    #expect(window.engine == nil)
    let card = Recorder("card", log)
    window.addSubview(card)
    let engine = try #require(window.engine)
    #expect(names(engine.updateQueue) == ["card"])
    // A subtree made outside the window joins whole; a view added later
    // joins alone.
    let row = Recorder("row", log)
    row.addSubview(Recorder("icon", log))
    card.addSubview(row)
    card.addSubview(Recorder("badge", log))
    #expect(names(engine.updateQueue) == ["card", "row", "icon", "badge"])
    pin(card, in: window, inset: 10, width: 50, height: 40)
    pin(row, in: card, inset: 5, width: 20, height: 10)
    window.layoutIfNeeded()
    #expect(Set(log.updates) == ["card", "row", "icon", "badge"])
    #expect(row.frame == CGRect(x: 5, y: 5, width: 20, height: 10))
  }

  @Test func aViewMovedFromUnderOneThatNeedsLayoutIsStillLaidOut() {
    // `inner` waits on its parent's layout, unqueued; moved before the pass
    // under a view laid out already, it is queued there, and laid out once.
    let log = Log()
    let (window, views) = makeTree(log)
    window.layoutIfNeeded()
    log.layouts = []
    let parent = Recorder("parent", log)
    let inner = Recorder("inner", log)
    views["a"]!.addSubview(parent)
    parent.addSubview(inner)
    views["b1"]!.addSubview(inner)
    pin(inner, in: views["b1"]!, inset: 3, width: 5, height: 5)
    window.layoutIfNeeded()
    #expect(log.layouts.filter { $0 == "inner" }.count == 1)
    #expect(inner.frame == CGRect(x: 3, y: 3, width: 5, height: 5))
    #expect(!inner.needsLayoutFlag && !parent.needsLayoutFlag)
  }

  @Test func aViewMovedDuringLayoutOutOfReachIsLaidOutInTheSamePass() {
    // `a2` needs layout and waits on `a`'s; `a`'s override moves it under
    // the root, which was laid out already: it is queued, and the same
    // pass lays it out.
    let log = Log()
    let (window, views) = makeTree(log)
    views["a"]!.afterLayout = {
      if views["a2"]!.superview !== window { window.addSubview(views["a2"]!) }
    }
    window.layoutIfNeeded()
    #expect(log.layouts.filter { $0 == "a2" }.count == 1)
    #expect(views["a2"]!.superview === window && !views["a2"]!.needsLayoutFlag)
    #expect(window.engine?.layoutQueue.isEmpty == true)
    views["a"]!.afterLayout = nil
  }
}
