import Foundation
import LayoutCore
import LayoutOperators
import Testing

/// The examples of the LayoutOperators DocC catalog, run with the frames and
/// values the articles claim.
@Suite struct DocumentationExampleTests {
  // MARK: - LayoutOperators.md

  @Test func rootPageOverviewExample() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let card = View()
    let image = View()
    let title = Label(text: "Sunset")
    let badge = View()
    let showsBadge = true
    window.addSubview(card)
    for view in [image, title, badge] { card.addSubview(view) }
    Constraints {
      card.edges == window.edges - EdgeInsets(top: 100, left: 16, bottom: 644, right: 16)
    }.activate()

    Constraints {
      image.leading == card.leading + 12
      image.centerY == card.centerY
      image.size == 64
      title.leading == image.trailing + 8
      title.trailing <= card.trailing - 12
      title.top == card.top + 12
      if showsBadge {
        badge.size == 16
        badge.centerXY == image.centerXY + CGPoint(x: 28, y: -28) ~ .defaultHigh
      }
    }.activate()
    window.layoutIfNeeded()

    #expect(card.frame == CGRect(x: 16, y: 100, width: 358, height: 100))
    #expect(image.frame == CGRect(x: 12, y: 18, width: 64, height: 64))
    #expect(title.frame == CGRect(x: 84, y: 12, width: 51, height: 20))
    // The badge's center is 28 right of and 28 above the image's (44, 50).
    #expect(badge.frame == CGRect(x: 64, y: 14, width: 16, height: 16))
    #expect(badge.constraintsAffectingLayout(for: .horizontal).contains { $0.priority == .defaultHigh })
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  // MARK: - Articles/GettingStarted.md

  @Test func gettingStartedWalkThrough() {
    let window = Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let card = View()
    let image = View()
    let title = Label(text: "Sunset")
    window.addSubview(card)
    card.addSubview(image)
    card.addSubview(title)

    // "Write the constraints"
    let cardHeight = card.height == 88
    Constraints {
      card.top == window.safeAreaLayoutGuide.top + 16
      card.horizontalEdges == window.horizontalEdges - EdgeInsets(left: 16, right: 16)
      cardHeight
      image.leading == card.leading + 12
      image.centerY == card.centerY
      image.size == 64
      title.leading == image.trailing + 12
      title.top == image.top
    }.activate()
    // activate() turned off the masks of the views it placed.
    #expect(!card.translatesAutoresizingMaskIntoConstraints)
    #expect(!image.translatesAutoresizingMaskIntoConstraints)
    #expect(!title.translatesAutoresizingMaskIntoConstraints)
    #expect(window.translatesAutoresizingMaskIntoConstraints)

    // "Lay out and read frames"
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 63, width: 358, height: 88))
    #expect(image.frame == CGRect(x: 12, y: 12, width: 64, height: 64))
    #expect(title.frame == CGRect(x: 88, y: 12, width: 51, height: 20))

    // "Prefer, don't require"
    Constraints {
      title.trailing <= card.trailing - 12
      title.width == 400 ~ .defaultHigh
    }.activate()
    window.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 88, y: 12, width: 258, height: 20))

    // "Change a constraint"
    cardHeight.constant = 120
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 16, y: 63, width: 358, height: 120))
    #expect(image.frame == CGRect(x: 12, y: 28, width: 64, height: 64))

    // "Repeat with a loop"
    let dots = [View(), View(), View()]
    dots.forEach(card.addSubview)
    Constraints {
      for (index, dot) in dots.enumerated() {
        dot.size == 8
        dot.bottom == card.bottom - 12
        dot.trailing == card.trailing - 12 - CGFloat(index) * 16
      }
    }.activate()
    window.layoutIfNeeded()
    #expect(dots.map(\.frame.minX) == [338, 322, 306])
    #expect(dots.allSatisfy { $0.frame.minY == 100 && $0.frame.size == CGSize(width: 8, height: 8) })
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  // MARK: - Articles/EquationsAndComposites.md

  @Test func equationsExactArithmetic() {
    let window = Window(size: CGSize(width: 300, height: 300))
    let a = View()
    let b = View()
    window.addSubview(a)
    window.addSubview(b)

    let made = 2 * a.width + 10 == b.width
    #expect(made.multiplier == 0.5)
    #expect(made.constant == -5)
    #expect(made.firstItem === a && made.secondItem === b)
    #expect(!made.isActive)

    // The other rows of the table.
    let rows: [(LayoutConstraint, CGFloat, CGFloat, LayoutConstraint.Relation)] = [
      (a.bottom == 4 * b.top + 10, 4, 10, .equal),
      (a.leading - 10 == b.trailing, 1, 10, .equal),
      (a.width == (b.width + 150) / 2, 0.5, 75, .equal),
      (100 - a.width >= b.width, -1, 100, .lessThanOrEqual),
      (a.height == 44, 1, 44, .equal),
    ]
    for (constraint, multiplier, constant, relation) in rows {
      #expect(constraint.firstItem === a)
      #expect(constraint.relation == relation)
      #expect(constraint.constant == constant)
      if constraint.secondItem != nil { #expect(constraint.multiplier == multiplier) }
    }
  }

  @Test func equationsInsetsVersusOffsets() {
    let window = Window(size: CGSize(width: 400, height: 400))
    let red = View()
    let grown = View()
    let shifted = View()
    for view in [red, grown, shifted] { window.addSubview(view) }

    Constraints {
      red.centerXY == window.centerXY
      red.size == 200
      grown.edges == red.edges + EdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
      shifted.edges == red.edges + 40
    }.activate()
    window.layoutIfNeeded()
    #expect(red.frame == CGRect(x: 100, y: 100, width: 200, height: 200))
    #expect(grown.frame == CGRect(x: 60, y: 60, width: 280, height: 280))
    #expect(shifted.frame == CGRect(x: 140, y: 140, width: 200, height: 200))
  }

  @Test func equationsSizesAndCenters() {
    let window = Window(size: CGSize(width: 400, height: 400))
    let thumbnail = View()
    let preview = View()
    let badge = View()
    for view in [thumbnail, preview, badge] { window.addSubview(view) }

    let sizes = Constraints {
      thumbnail.size == CGSize(width: 120, height: 80)
      preview.size == thumbnail.size / 2
      badge.centerXY == thumbnail.centerXY + CGPoint(x: 60, y: -40)
    }
    #expect(sizes.count == 6)
    #expect(sizes[2].firstItem === preview && sizes[2].multiplier == 0.5)
    #expect(sizes[5].firstAttribute == .centerY && sizes[5].constant == -40)
  }

  @Test func equationsPriorityOnABlock() {
    let window = Window(size: CGSize(width: 400, height: 400))
    let a = View()
    let b = View()
    window.addSubview(a)
    window.addSubview(b)

    let preferred =
      Constraints {
        a.width == 320
        a.edges == b.edges
      } ~ .defaultLow
    #expect(preferred.map(\.priority) == Array(repeating: LayoutPriority(250), count: 5))
  }

  @Test func equationsActivationPlacesTheChild() {
    let window = Window(size: CGSize(width: 400, height: 400))
    let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = View()
    window.addSubview(container)
    container.addSubview(child)
    Constraints {
      container.centerXY == child.centerXY
      child.size == 20
    }.activate()
    window.layoutIfNeeded()
    #expect(container.translatesAutoresizingMaskIntoConstraints)
    #expect(!child.translatesAutoresizingMaskIntoConstraints)
    #expect(container.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(child.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
  }
}
