import Foundation
import Testing

@testable import LayoutCore

/// Unsatisfiable layouts: the engine breaks the incoming constraint, reports
/// the smallest conflicting set in words, and keeps laying out.
@Suite struct ConflictReportTests {
  /// The one unsatisfiable diagnostic recorded, as (broken, conflicting).
  private func conflict(in window: Window) -> (LayoutConstraint, [LayoutConstraint])? {
    let found = window.layoutDiagnostics.records.compactMap { record in
      if case .unsatisfiable(let broken, let conflicting) = record.kind {
        return (broken, conflicting)
      }
      return nil
    }
    return found.count == 1 ? found[0] : nil
  }

  private func ids(_ constraints: [LayoutConstraint]) -> Set<ObjectIdentifier> {
    Set(constraints.map(ObjectIdentifier.init))
  }

  /// A fixed width between two pinned edges: the edges and the window's own
  /// width conflict with it; nothing else (not the vertical constraints).
  @Test func fixedWidthBetweenTwoPinnedEdges() throws {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    let trailing = box.trailingAnchor.constraint(equalTo: window.trailingAnchor)
    leading.identifier = "box-leading"
    LayoutConstraint.activate([
      leading, trailing,
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    window.layoutIfNeeded()

    let (broken, conflicting) = try #require(conflict(in: window))
    #expect(broken === width)
    let rootWidth = try #require(window.systemConstraints.rootSize.first)
    #expect(rootWidth.identifier == "Root-width")
    #expect(ids(conflicting) == ids([leading, trailing, rootWidth]))
    #expect(box.frame == CGRect(x: 0, y: 20, width: 390, height: 40))

    let text = try #require(window.layoutDiagnostics.records.first).description
    #expect(
      text.contains(
        "box.leading == window.leading ('box-leading', LayoutCoreTests/ConflictReportTests.swift:"))
    #expect(
      text.contains("box.trailing == window.trailing (LayoutCoreTests/ConflictReportTests.swift:"))
    #expect(text.contains("window.width == 390 ('Root-width', the root view's frame)"))
    #expect(text.contains("box.width == 100 (LayoutCoreTests/ConflictReportTests.swift:"))
    #expect(text.contains("<- broken"))
    #expect(text.contains("Suggestion: lower the priority of one of these to 999 or less"))
  }

  /// Two required heights on one view: exactly the other height conflicts,
  /// and the later one is broken.
  @Test func twoEqualPriorityHeights() throws {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let short = box.heightAnchor.constraint(equalToConstant: 100)
    let tall = box.heightAnchor.constraint(equalToConstant: 200)
    tall.identifier = "tall"
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.bottomAnchor.constraint(lessThanOrEqualTo: window.bottomAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      short, tall,
    ])
    window.layoutIfNeeded()
    let (broken, conflicting) = try #require(conflict(in: window))
    #expect(broken === tall)
    #expect(ids(conflicting) == ids([short]))
    #expect(box.frame.height == 100)
    let diagnostic = try #require(window.layoutDiagnostics.records.first)
    let suggestion = try #require(diagnostic.suggestion)
    #expect(suggestion.contains("for example 'tall' (LayoutCoreTests/ConflictReportTests.swift:"))
  }

  /// The classic: constraining a view that still translates its mask.
  @Test func autoresizingAgainstAnExplicitWidth() throws {
    let window = makeWindow()
    let view = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    view.debugName = "forgotten"
    window.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 300)
    width.isActive = true
    window.layoutIfNeeded()
    let (broken, conflicting) = try #require(conflict(in: window))
    #expect(broken === width)
    let maskWidth = view.systemConstraints.autoresizing.filter { $0.firstAttribute == .width }
    #expect(maskWidth.count == 1)
    #expect(ids(conflicting) == ids(maskWidth))
    #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    let diagnostic = try #require(window.layoutDiagnostics.records.first)
    #expect(
      diagnostic.suggestion?.contains(
        "forgotten has translatesAutoresizingMaskIntoConstraints = true") == true)
    #expect(
      diagnostic.description.contains("forgotten.width == 100 ('h=--& v=--&', autoresizing mask)"))
  }

  /// A conflict made by changing a constant is reported the same way.
  @Test func aConstantChangeThatConflicts() throws {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    let maxWidth = box.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      width, maxWidth,
    ])
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.records.isEmpty)
    width.constant = 300
    window.layoutIfNeeded()
    let (broken, conflicting) = try #require(conflict(in: window))
    #expect(broken === width)
    #expect(ids(conflicting) == ids([maxWidth]))
    #expect(box.frame.width == 200)
  }

  /// After a conflict the layout is the one without the broken constraint.
  @Test func theStateAfterAConflictIsTheStateWithoutTheBrokenConstraint() {
    func build(withConflict: Bool) -> (Window, [View]) {
      let window = makeWindow()
      let card = constrainedView("card", in: window)
      let title = constrainedLabel("Title", in: card)
      let icon = constrainedView("icon", in: card)
      var constraints = [
        card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
        card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
        card.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
        icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
        icon.widthAnchor.constraint(equalToConstant: 44),
        icon.heightAnchor.constraint(equalToConstant: 44),
        title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
        title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
        title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
        card.bottomAnchor.constraint(equalTo: icon.bottomAnchor, constant: 8),
      ]
      if withConflict {
        constraints.append(card.heightAnchor.constraint(equalToConstant: 300))
      }
      LayoutConstraint.activate(constraints)
      window.layoutIfNeeded()
      return (window, [card, title, icon])
    }
    let (clean, cleanViews) = build(withConflict: false)
    let (broken, brokenViews) = build(withConflict: true)
    #expect(clean.layoutDiagnostics.records.isEmpty)
    #expect(broken.layoutDiagnostics.records.count == 1)
    #expect(broken.layoutDiagnostics.brokenConstraints.count == 1)
    #expect(brokenViews.map(\.frame) == cleanViews.map(\.frame))
  }

  /// Nothing is printed or handed over unless a handler is set; the handler
  /// gets the same minimal report.
  @Test func theHandlerGetsTheReport() throws {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    var seen: [LayoutDiagnostic] = []
    window.layoutDiagnostics.handler = { seen.append($0) }
    LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 10),
      box.widthAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(seen.count == 1)
    #expect(seen.first?.constraints.count == 2)
  }
}

/// The deletion filter on its own: members the conflict does not need go.
@Suite struct MinimalConflictTests {
  @Test func unneededMembersAreDropped() throws {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
    let trailing = box.trailingAnchor.constraint(equalTo: window.trailingAnchor)
    let top = box.topAnchor.constraint(equalTo: window.topAnchor)
    let height = box.heightAnchor.constraint(equalToConstant: 10)
    let minWidth = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
    LayoutConstraint.activate([leading, trailing, top, height, minWidth])
    window.layoutIfNeeded()
    let rootWidth = try #require(window.systemConstraints.rootSize.first)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    window.layoutIfNeeded()
    let engine = window.layoutEngine
    let padded = [top, leading, minWidth, height, trailing, rootWidth]
    let minimal = engine.minimalConflict(breaking: width, among: padded)
    #expect(
      minimal.map(ObjectIdentifier.init)
        == [leading, trailing, rootWidth].map(ObjectIdentifier.init))
    // A set that does not conflict is left as it is.
    #expect(engine.minimalConflict(breaking: width, among: [top, height]).count == 2)
  }
}
