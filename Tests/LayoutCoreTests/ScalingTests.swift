import Foundation
import Testing

@testable import Cassowary
@testable import LayoutCore

/// Screens built through the public API at n and 10n views: the solver's
/// work (pivots, row updates, cells) may grow at most twelvefold. Nothing is
/// timed; a cliff shows as work growing faster than the screen.
///
/// Before required equalities were held as definitions, the nested stack list
/// grew its cells about 100-fold from 250 to 2,500 views and the feed about
/// 40-fold (see Docs/Performance.md).
@Suite struct ScalingTests {
  /// The work the solver did to lay out a screen from nothing.
  static func work(_ build: () -> Window) -> SolverWork {
    let window = build()
    window.layoutIfNeeded()
    return window.engineIfPresent!.solver.work
  }

  static func expectLinear(_ name: String, _ build: (Int) -> Window, small: Int = 250) {
    let n = work { build(small) }
    let tenfold = work { build(small * 10) }
    #expect(tenfold.cells <= 12 * n.cells, "\(name) cells: \(n) → \(tenfold)")
    #expect(tenfold.rowUpdates <= 12 * max(n.rowUpdates, 1), "\(name) row updates: \(n) → \(tenfold)")
    #expect(tenfold.pivots <= 12 * max(n.pivots, 1), "\(name) pivots: \(n) → \(tenfold)")
  }

  /// A vertical list of rows, each a 48-point image and a vertical stack of two labels.
  static func stackList(
    views: Int, list: StackView.Distribution = .fill, row: StackView.Alignment = .center,
    rowDistribution: StackView.Distribution = .fill, text: StackView.Distribution = .fill, hiddenEvery: Int? = nil
  ) -> Window {
    let window = Window(size: CGSize(width: 390, height: 844))
    let stack = StackView()
    stack.axis = .vertical
    stack.spacing = 8
    stack.distribution = list
    stack.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: window.topAnchor),
      stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    for index in 0..<views / 5 {
      let image = View()
      image.widthAnchor.constraint(equalToConstant: 48).isActive = true
      image.heightAnchor.constraint(equalToConstant: 48).isActive = true
      let texts = StackView(arrangedSubviews: [Label(text: "Row \(index)"), Label(text: "Detail \(index)")])
      texts.axis = .vertical
      texts.distribution = text
      let line = StackView(arrangedSubviews: [image, texts])
      line.spacing = 12
      line.alignment = row
      line.distribution = rowDistribution
      if let hiddenEvery, index % hiddenEvery == hiddenEvery - 1 { line.isHidden = true }
      stack.addArrangedSubview(line)
    }
    return window
  }

  @Test func nestedStackList() {
    Self.expectLinear("stack list") { Self.stackList(views: $0) }
  }

  @Test func nestedStackListWithEqualSpacingBaselinesAndHiddenRows() {
    // Equal spacing and baselines alone grow tenfold; hidden rows are placed
    // after their neighbour at priority 50, a preference that expands the
    // chain above them, so the cells grow faster (10,000 views still lay out
    // in about 0.55 s, 15x the 1,000-view time).
    withKnownIssue("hidden rows in a long stack are still superlinear") {
      Self.expectLinear("equal spacing") {
        Self.stackList(views: $0, list: .equalSpacing, row: .firstBaseline, text: .fillEqually, hiddenEvery: 10)
      }
    }
  }

  @Test func nestedStackListWithEachOfThoseAlone() {
    Self.expectLinear("equal spacing") { Self.stackList(views: $0, list: .equalSpacing) }
    Self.expectLinear("baselines") { Self.stackList(views: $0, row: .firstBaseline) }
    Self.expectLinear("text filled equally") { Self.stackList(views: $0, text: .fillEqually) }
  }

  @Test func nestedStackListFilledEquallyWithEqualCentering() {
    Self.expectLinear("equal centering") {
      Self.stackList(views: $0, list: .fillEqually, row: .top, rowDistribution: .equalCentering, text: .equalSpacing)
    }
  }

  /// Self-sizing cards, each 12 below the previous one's bottom.
  @Test func selfSizingFeed() {
    // Pivots and row updates grow tenfold, the cells twentyfold: two-line
    // labels take a second layout pass. Left open (Docs/Performance.md).
    withKnownIssue("the feed's cells grow about twentyfold with two-line labels") {
      Self.feed()
    }
  }

  static func feed() {
    Self.expectLinear("feed") { views in
      let window = Window(size: CGSize(width: 390, height: 844))
      var previous = window.topAnchor
      var constraints: [LayoutConstraint] = []
      for index in 0..<views / 3 {
        let card = View(), title = Label(text: "Card \(index)")
        let body = Label(text: index % 3 == 0 ? "A longer body that wraps onto a second line" : "Short")
        body.numberOfLines = 2
        for view in [card, title, body] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(card)
        card.addSubview(title)
        card.addSubview(body)
        let hug = card.heightAnchor.constraint(equalToConstant: 0)
        hug.priority = LayoutPriority(1)
        constraints += [
          card.topAnchor.constraint(equalTo: previous, constant: 12),
          card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
          card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16), hug,
          title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
          title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
          title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
          body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
          body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
          body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
          body.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
        ]
        previous = card.bottomAnchor
      }
      LayoutConstraint.activate(constraints)
      return window
    }
  }

  /// Independent cells at a fixed pitch.
  @Test func gridOfCells() {
    Self.expectLinear("grid") { views in
      let window = Window(size: CGSize(width: 390, height: 844))
      var constraints: [LayoutConstraint] = []
      for index in 0..<views {
        let cell = View()
        cell.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(cell)
        constraints += [
          cell.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: CGFloat(index % 3) * 128),
          cell.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(index / 3) * 128),
          cell.widthAnchor.constraint(equalToConstant: 120),
          cell.heightAnchor.constraint(equalToConstant: 120),
        ]
      }
      LayoutConstraint.activate(constraints)
      return window
    }
  }

  /// Towers ten views deep, each view inset in its parent, the towers in a column.
  @Test func deepNesting() {
    Self.expectLinear("deep tree") { views in
      let window = Window(size: CGSize(width: 390, height: 844))
      var constraints: [LayoutConstraint] = []
      var previous = window.topAnchor
      for _ in 0..<views / 10 {
        var parent: View = window
        for depth in 0..<10 {
          let view = View()
          view.translatesAutoresizingMaskIntoConstraints = false
          parent.addSubview(view)
          if depth == 0 {
            constraints += [
              view.topAnchor.constraint(equalTo: previous, constant: 4),
              view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
              view.widthAnchor.constraint(equalToConstant: 100),
              view.heightAnchor.constraint(equalToConstant: 100),
            ]
            previous = view.bottomAnchor
          } else {
            constraints += [
              view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 2),
              view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -2),
              view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4),
              view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -4),
            ]
          }
          parent = view
        }
      }
      LayoutConstraint.activate(constraints)
      return window
    }
  }
}
