import Foundation
import Testing

@testable import LayoutCore

/// A view that lays its arranged views out in a row with its own internal
/// constraints, rebuilt in updateConstraints, as UIStackView does.
final class RowView: View {
  private(set) var arranged: [View] = []
  private var internalConstraints: [LayoutConstraint] = []
  var spacing: CGFloat = 0 {
    didSet { setNeedsUpdateConstraints() }
  }
  private(set) var updateCount = 0

  func addArrangedSubview(_ view: View) {
    view.translatesAutoresizingMaskIntoConstraints = false
    arranged.append(view)
    addSubview(view)
    setNeedsUpdateConstraints()
  }

  override func updateConstraints() {
    updateCount += 1
    LayoutConstraint.deactivate(internalConstraints)
    internalConstraints = []
    var previous: View?
    for view in arranged {
      internalConstraints += [
        view.topAnchor.constraint(equalTo: topAnchor),
        view.bottomAnchor.constraint(equalTo: bottomAnchor),
        previous.map {
          view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: spacing)
        }
          ?? view.leadingAnchor.constraint(equalTo: leadingAnchor),
      ]
      previous = view
    }
    if let previous {
      internalConstraints.append(previous.trailingAnchor.constraint(equalTo: trailingAnchor))
    }
    for constraint in internalConstraints { constraint.identifier = "row" }
    LayoutConstraint.activate(internalConstraints)
    super.updateConstraints()
  }
}

@Suite struct LayoutCycleTests {
  @Test func layoutWaitsForLayoutIfNeeded() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(box.frame == .zero)
    box.layoutIfNeeded()  // any view of the tree brings the whole tree up to date
    expectFrame(box, rect(10, 0, 10, 10))
  }

  @Test func layoutSubviewsOverridesRunAfterTheEngine() {
    final class Corner: View {
      let badge = View()
      var passes = 0
      init() {
        super.init(frame: .zero)
        addSubview(badge)
      }

      /// Never made from an archive.
      required init?(coder: NSCoder) { nil }
      override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        badge.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10)
      }
    }
    let window = makeWindow()
    let corner = Corner()
    corner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(corner)
    let width = corner.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      width, corner.heightAnchor.constraint(equalToConstant: 50),
      corner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      corner.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(corner.badge.frame == rect(90, 0, 10, 10))
    let passes = corner.passes
    window.layoutIfNeeded()
    #expect(corner.passes == passes, "nothing changed: no layout")
    width.constant = 200
    window.layoutIfNeeded()
    #expect(corner.badge.frame == rect(190, 0, 10, 10))
    corner.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(corner.passes == passes + 2)
  }

  /// A View subclass can own internal constraints and rebuild them in updateConstraints.
  @Test func subclassesInstallTheirOwnConstraints() {
    let window = makeWindow()
    let row = RowView()
    row.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(row)
    let labels = ["One", "Two", "Three"].map { Label(text: $0) }
    for label in labels {
      label.fontSize = 20
      row.addArrangedSubview(label)
    }
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      row.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    expectFrame(row, rect(10, 20, 110, 24))
    #expect(labels.map(\.frame.minX) == [0, 30, 60])
    let updates = row.updateCount
    row.spacing = 5
    window.layoutIfNeeded()
    #expect(row.updateCount == updates + 1)
    expectFrame(row, rect(10, 20, 120, 24))
    #expect(labels.map(\.frame.minX) == [0, 35, 70])
  }

  @Test func updateConstraintsRunsDeepestFirst() {
    final class Recorder: View {
      var log: (String) -> Void = { _ in }
      override func updateConstraints() {
        log(debugName ?? "?")
        super.updateConstraints()
      }
    }
    var order: [String] = []
    let window = makeWindow()
    let outer = Recorder()
    outer.debugName = "outer"
    let inner = Recorder()
    inner.debugName = "inner"
    outer.log = { order.append($0) }
    inner.log = { order.append($0) }
    window.addSubview(outer)
    outer.addSubview(inner)
    window.layoutIfNeeded()
    #expect(order == ["inner", "outer"])
    #expect(!inner.needsUpdateConstraints())
    inner.setNeedsUpdateConstraints()
    inner.updateConstraintsIfNeeded()
    #expect(order == ["inner", "outer", "inner"])
  }

  @Test func nestedLayoutIfNeededInsideLayoutSubviews() {
    final class Resizer: View {
      var target: LayoutConstraint?
      override func layoutSubviews() {
        super.layoutSubviews()
        // The pattern of UIKit code that sets a constant from its own size, then lays out again.
        if let target, target.constant != bounds.width / 2 {
          target.constant = bounds.width / 2
          layoutIfNeeded()
        }
      }
    }
    let window = makeWindow(width: 300)
    let resizer = Resizer()
    resizer.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(resizer)
    let child = constrainedView("child", in: resizer)
    let width = child.widthAnchor.constraint(equalToConstant: 0)
    resizer.target = width
    LayoutConstraint.activate([
      resizer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      resizer.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      resizer.topAnchor.constraint(equalTo: window.topAnchor),
      resizer.heightAnchor.constraint(equalToConstant: 40),
      width, child.heightAnchor.constraint(equalToConstant: 10),
      child.leadingAnchor.constraint(equalTo: resizer.leadingAnchor),
      child.topAnchor.constraint(equalTo: resizer.topAnchor),
    ])
    window.layoutIfNeeded()
    expectFrame(child, rect(0, 0, 150, 10))
    #expect(window.layoutDiagnostics.records.isEmpty)
  }

  @Test func layoutThatNeverSettlesStopsWithADiagnostic() {
    final class Restless: View {
      var constraint: LayoutConstraint?
      override func layoutSubviews() {
        super.layoutSubviews()
        constraint?.constant += 1
      }
    }
    let window = makeWindow()
    let restless = Restless()
    restless.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(restless)
    let width = restless.widthAnchor.constraint(equalToConstant: 10)
    restless.constraint = width
    LayoutConstraint.activate([
      width, restless.heightAnchor.constraint(equalToConstant: 10),
      restless.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      restless.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    guard case .didNotConverge(let passes) = window.layoutDiagnostics.records.last?.kind else {
      Issue.record("expected a didNotConverge diagnostic")
      return
    }
    #expect(passes == 16)
  }

  @Test func treesOutsideAWindowLayOutToo() {
    let card = View(frame: rect(0, 0, 200, 100))
    let title = constrainedLabel("Title", in: card)
    LayoutConstraint.activate([
      title.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ])
    card.layoutIfNeeded()
    expectFrame(title, rect(75, 38, 50, 24))
  }

  @Test func aRootSizedByItsConstraints() {
    let card = constrainedView("card")
    let title = constrainedLabel("Title", in: card)
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
      title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
    ])
    card.layoutIfNeeded()
    #expect(card.frame.size == CGSize(width: 70, height: 34))
    expectFrame(title, rect(10, 5, 50, 24))
  }
}
