import Foundation
import Testing

@testable import LayoutCore

/// Collects what an example prints, so a test can compare it with the text the
/// documentation shows.
private final class Console: @unchecked Sendable {
  var lines: [String] = []
}

/// The cell of the Concurrency article, statement for statement.
/// A cell: a wrapping label inset by 12 points, as a table view cell holds it.
func makeMessageCell(text: String) -> View {
  let cell = View()
  let label = Label(text: text)
  label.numberOfLines = 0
  label.preferredMaxLayoutWidth = 176  // wrap at the cell's width minus the insets
  label.translatesAutoresizingMaskIntoConstraints = false
  cell.addSubview(label)
  LayoutConstraint.activate([
    label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
    label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
    label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
    label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
  ])
  return cell
}

/// The examples in the documentation give the frames they claim. Inside these
/// tests `print` records into `console`.
@Suite struct DocumentationExampleTests {
  private let console = Console()
  private func print(_ items: Any...) {
    console.lines.append(items.map { String(describing: $0) }.joined(separator: " "))
  }

  /// Every block of Articles/GettingStarted.md, in order.
  @Test func gettingStartedWalkThrough() {
    let window = Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      displayScale: 2, layoutDirection: .leftToRight)

    let card = View()
    let image = View()
    let title = Label(text: "Sunset")
    let subtitle = Label(text: "Photographed at the beach in the evening light")
    subtitle.fontSize = 14
    subtitle.numberOfLines = 0
    for view in [card, image, title, subtitle] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    window.addSubview(card)
    [image, title, subtitle].forEach(card.addSubview)

    let shortest = card.heightAnchor.constraint(equalToConstant: 0)
    shortest.priority = 1  // as short as the content allows
    let titleTop = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12)

    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
      shortest,
      image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      image.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      image.widthAnchor.constraint(equalToConstant: 64),
      image.heightAnchor.constraint(equalToConstant: 64),
      image.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      titleTop,
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
    ])

    window.layoutIfNeeded()
    let cardFrame = card.frame  // (16, 63, 358, 88)
    let subtitleFrame = subtitle.frame  // (88, 36.5, 258, 33.5)
    #expect(cardFrame == CGRect(x: 16, y: 63, width: 358, height: 88))
    #expect(subtitleFrame == CGRect(x: 88, y: 36.5, width: 258, height: 33.5))

    titleTop.constant = 20
    titleTop.priority = .defaultHigh  // allowed even from required, unlike UIKit
    window.layoutIfNeeded()
    print(title.frame.minY, card.frame.height)  // 20.0 90.0

    window.layoutDiagnostics.handler = { print($0) }  // or leave it nil and read the records
    let narrow = card.widthAnchor.constraint(equalToConstant: 100)  // contradicts leading/trailing
    narrow.isActive = true
    window.layoutIfNeeded()
    print(window.layoutDiagnostics.brokenConstraints.count)  // 1: narrow
    print(card.frame.width)  // 358.0

    #expect(window.layoutDiagnostics.brokenConstraints.first === narrow)
    #expect(console.lines.count == 4)
    #expect(console.lines.first == "20.0 90.0")
    #expect(console.lines.dropFirst(1).first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    #expect(Array(console.lines.suffix(2)) == ["1", "358.0"])

    // "A longer subtitle wraps to more lines at the next pass, and the card grows with it."
    let before = card.frame.height
    subtitle.text = "Photographed at the beach in the evening light, a few minutes before the sun went down"
    window.layoutIfNeeded()
    #expect(subtitle.frame.height > 33.5)
    #expect(card.frame.height > before)
  }

  /// Articles/StackViews.md: a vertical stack of two labels.
  @Test func stackViewsColumn() {
    let window = Window(size: CGSize(width: 390, height: 844))

    let title = Label(text: "Sign in")
    title.fontSize = 20
    let hint = Label(text: "Use your email address")
    hint.fontSize = 10

    let column = StackView(arrangedSubviews: [title, hint])
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 4
    column.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(column)
    LayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      column.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
    ])
    window.layoutIfNeeded()
    let titleFrame = title.frame  // (0, 0, 70, 24)
    let hintFrame = hint.frame  // (0, 28, 110, 12)
    let columnFrame = column.frame  // (16, 40, 110, 40)
    #expect(titleFrame == CGRect(x: 0, y: 0, width: 70, height: 24))
    #expect(hintFrame == CGRect(x: 0, y: 28, width: 110, height: 12))
    #expect(columnFrame == CGRect(x: 16, y: 40, width: 110, height: 40))
    #expect(!title.translatesAutoresizingMaskIntoConstraints && title.superview === column)
  }

  /// Articles/Diagnostics.md: `checkLayout()` reports every problem at once.
  @Test func diagnosticsCheckLayout() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let name = Label(text: "Ada")
    name.debugName = "name"
    name.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(name)
    name.topAnchor.constraint(equalTo: window.topAnchor, constant: 20).isActive = true

    let report = window.checkLayout()
    if report.hasProblems { print(report) }
    print(report.ambiguities.first!.description.split(separator: "\n")[0])
    // name is ambiguous horizontally: its x position can be anything.
    #expect(report.ambiguities.count == 1)
    #expect(console.lines.count == 2)
    #expect(console.lines.first?.contains("name is ambiguous horizontally") == true)
    #expect(console.lines.last == "name is ambiguous horizontally: its x position can be anything.")
  }

  // Trees in parallel tasks: views off the main actor (the MainActorViews trait off).
  #if !MainActorViews
    /// Articles/Concurrency.md: one tree per task, only numbers leave the task.
    @Test func concurrencyTaskGroup() async {
      let messages = ["Hi!", "See you at the station at eight, by the big clock.", "OK"]
      let heights = await withTaskGroup(of: (Int, CGFloat).self) { group in
        for (index, text) in messages.enumerated() {
          group.addTask {
            let cell = makeMessageCell(text: text)  // built in this task
            let size = cell.systemLayoutSizeFitting(
              CGSize(width: 200, height: 0),
              withHorizontalFittingPriority: .required,
              verticalFittingPriority: .fittingSizeLevel)
            return (index, size.height)  // only a number leaves the task
          }
        }
        var result = [CGFloat](repeating: 0, count: messages.count)
        for await (index, height) in group { result[index] = height }
        return result
      }
      print(heights)  // [44.0, 85.0, 44.0]
      #expect(console.lines == ["[44.0, 85.0, 44.0]"])
    }
  #endif
  @Test func overviewExample() {
    let window = Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), displayScale: 3)
    let title = Label(text: "Sign in")
    title.fontSize = 28
    title.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(title)
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 32),
      title.centerXAnchor.constraint(equalTo: window.centerXAnchor),
    ])
    window.layoutIfNeeded()
    let frame = title.frame  // (146, 79, 98, 33.667): 7 characters × 14 points, 1.2 × 28 tall
    #expect(frame == CGRect(x: 146, y: 79, width: 98, height: 101.0 / 3))
  }

  @Test func viewExample() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
      card.heightAnchor.constraint(equalToConstant: 120),
    ])
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 8, y: 16, width: 374, height: 120))
  }

  @Test func gettingStartedConflictIsReported() {
    let window = makeWindow()
    let card = constrainedView("card", in: window)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    let width = card.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    window.layoutIfNeeded()
    #expect(window.layoutDiagnostics.brokenConstraints.count == 1)
    #expect(window.layoutDiagnostics.brokenConstraints.first === width)
    #expect(card.frame.width == 358)
  }
}
