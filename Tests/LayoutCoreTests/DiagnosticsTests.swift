import Foundation
import Testing

@testable import LayoutCore

@Suite struct DiagnosticsTests {
  /// UIKit breaks a constraint and goes on; so does the engine, and it says
  /// which constraint it broke and which ones it conflicted with.
  @Test func unsatisfiableConstraintsBreakTheNewcomerAndLayoutGoesOn() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    width.identifier = "width-100"
    LayoutConstraint.activate([
      width,
      box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      box.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    var seen: [LayoutDiagnostic] = []
    window.layoutDiagnostics.handler = { seen.append($0) }

    let conflicting = box.widthAnchor.constraint(equalToConstant: 300)
    conflicting.identifier = "width-300"
    conflicting.isActive = true
    window.layoutIfNeeded()

    #expect(box.frame.width == 100, "the existing constraint holds")
    #expect(conflicting.isActive, "the broken constraint stays active")
    #expect(conflicting.isBroken)
    #expect(seen.count == 1)
    guard case .unsatisfiable(let broken, let others) = seen.first?.kind else {
      Issue.record("expected an unsatisfiable diagnostic, got \(seen)")
      return
    }
    #expect(broken === conflicting)
    #expect(others.count == 1 && others[0] === width)
    let message = seen[0].description
    #expect(message.contains("Unable to simultaneously satisfy constraints"))
    #expect(message.contains("'width-100'"))
    #expect(message.contains("Will attempt to recover by breaking constraint"))
    #expect(message.contains("'width-300'"))
    #expect(message.contains("DiagnosticsTests.swift:"))
    #expect(window.layoutDiagnostics.brokenConstraints.count == 1)
  }

  /// A broken constraint is kept as a strong preference: when the
  /// requirement it fought goes, it takes effect.
  @Test func aBrokenConstraintStillPullsWhenItCan() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10)])
    let conflicting = box.widthAnchor.constraint(equalToConstant: 300)
    conflicting.isActive = true
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    width.isActive = false
    window.layoutIfNeeded()
    #expect(box.frame.width == 300)
  }

  @Test func constantChangesThatCannotHoldBreakTheChangedConstraint() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let minimum = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([minimum, width, box.heightAnchor.constraint(equalToConstant: 10)])
    window.layoutIfNeeded()
    width.constant = 20
    window.layoutIfNeeded()
    #expect(box.frame.width == 50)
    #expect(width.isBroken)
    guard case .unsatisfiable(let broken, let others) = window.layoutDiagnostics.records.last?.kind
    else {
      Issue.record("expected an unsatisfiable diagnostic")
      return
    }
    #expect(broken === width)
    #expect(others.contains { $0 === minimum })
  }

  @Test func makingAConflictingConstraintRequiredBreaksIt() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let preference = box.widthAnchor.constraint(equalToConstant: 300)
    preference.priority = .defaultLow
    LayoutConstraint.activate([
      preference, box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    window.layoutDiagnostics.removeAll()
    preference.priority = .required
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    #expect(preference.isBroken)
    #expect(window.layoutDiagnostics.records.count == 1)
    preference.priority = .defaultHigh
    window.layoutIfNeeded()
    #expect(!preference.isBroken, "an optional constraint is never broken")
  }

  @Test func notANumberIsRefusedNotCrashed() {
    let window = makeWindow()
    let box = constrainedView("box", in: window)
    let width = box.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10)])
    window.layoutIfNeeded()
    width.constant = .nan
    window.layoutIfNeeded()
    #expect(box.frame.width == 10)
    guard case .notInstalled(let refused, let reason) = window.layoutDiagnostics.records.last?.kind
    else {
      Issue.record("expected a notInstalled diagnostic")
      return
    }
    #expect(refused === width)
    #expect(reason.contains("not a finite number"))
    width.constant = 40
    window.layoutIfNeeded()
    #expect(box.frame.width == 40)
  }

  @Test func detachedTreesHandTheirDiagnosticsToTheWindow() {
    let card = constrainedView("card")
    let a = card.widthAnchor.constraint(equalToConstant: 10)
    let b = card.widthAnchor.constraint(equalToConstant: 20)
    LayoutConstraint.activate([a, b])
    card.layoutIfNeeded()
    #expect(card.layoutDiagnostics.records.count == 1)
    let window = makeWindow()
    var handled = 0
    window.layoutDiagnostics.handler = { _ in handled += 1 }
    window.addSubview(card)
    #expect(window.layoutDiagnostics.records.count == 1)
    #expect(handled == 1)
    #expect(card.layoutDiagnostics === window.layoutDiagnostics)
  }
}
