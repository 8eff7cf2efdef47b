import AutoLayout
import Foundation
import LayoutOperators
import Testing

// The "after" code of every guide in Docs/Migration/, compiled through the one
// import those guides tell people to use, with the frames the guides print.

/// The UIKit migration guide's example lays out as the guide says.
@Suite struct UIKitMigrationTests {
  @Test func anchorsPortWithTheImportAndTypeNames() {
    let window = Window(
      size: CGSize(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let card = View()
    let title = Label(text: "Welcome")
    card.translatesAutoresizingMaskIntoConstraints = false
    title.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    card.addSubview(title)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
      card.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 120),
      title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      title.centerYAnchor.constraint(equalTo: card.centerYAnchor),
    ])
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 8, y: 63, width: 374, height: 120))
    #expect(title.frame == CGRect(x: 8, y: 50, width: 60, height: 20))
  }

  @Test func aConflictIsReportedNotThrown() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    let wide = card.widthAnchor.constraint(equalToConstant: 500)
    wide.identifier = "card.width"
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      wide,
    ])
    window.layoutIfNeeded()
    let report = window.checkLayout()
    #expect(report.unsatisfiable.count == 1)
    #expect(report.description.contains("card.width"))
    #expect(card.frame.width == 390)
  }
}

/// The SnapKit migration guide's examples.
@Suite struct SnapKitMigrationTests {
  @Test func theReadmeBoxIsCentred() {
    let superview = Window(size: CGSize(width: 320, height: 480))
    let box = View()
    superview.addSubview(box)
    box.snp.makeConstraints { make in
      make.width.height.equalTo(50)
      make.center.equalTo(superview)
    }
    superview.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 135, y: 215, width: 50, height: 50))
  }

  @Test func aMissingSuperviewIsADiagnosticNotACrash() {
    let orphan = View()
    orphan.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }
    #expect(orphan.snp.installedConstraints.isEmpty)
    #expect(orphan.snp.diagnostics.count == 1)
    #expect(orphan.snp.diagnostics.first?.file.hasSuffix("MigrationExampleTests.swift") == true)
  }
}

/// The Visual Format migration guide's examples: Apple's strings and TinyVFL's builder.
@Suite struct VisualFormatMigrationTests {
  @Test func appleStringsGainTry() throws {
    let window = Window(size: CGSize(width: 320, height: 100))
    let find = View()
    let findNext = View()
    let findField = View()
    for view in [find, findNext, findField] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      view.heightAnchor.constraint(equalToConstant: 30).isActive = true
    }
    LayoutConstraint.activate(
      LayoutConstraint.constraints(
        withVisualFormat: "H:|-[find(60)]-[findNext(80)]-[findField(>=20)]-|",
        options: .alignAllCenterY, metrics: nil,
        views: ["find": find, "findNext": findNext, "findField": findField])
        + LayoutConstraint.constraints(
          withVisualFormat: "V:|-[find]", options: [], metrics: nil, views: ["find": find]))
    window.layoutIfNeeded()
    #expect(find.frame == CGRect(x: 8, y: 8, width: 60, height: 30))
    #expect(findNext.frame == CGRect(x: 76, y: 8, width: 80, height: 30))
    #expect(findField.frame == CGRect(x: 164, y: 8, width: 148, height: 30))
  }

  @Test func aBadFormatIsReportedWithACaret() {
    let window = Window(size: CGSize(width: 320, height: 100))
    let a = View()
    let b = View()
    window.addSubview(a)
    window.addSubview(b)
    let made = LayoutConstraint.constraints(
      withVisualFormat: "[a]-10,20-[b]", options: [], metrics: nil, views: ["a": a, "b": b])
    #expect(made.isEmpty)
    guard case .invalidConstraint(let reason, _) = window.layoutDiagnostics.records.last?.kind else {
      Issue.record("the format's error is not in the window's diagnostics")
      return
    }
    #expect(reason.contains("Expected a '-' here") && reason.contains("[a]-10,20-[b]\n      ^"))
    #expect {
      _ = try LayoutConstraint.checkedConstraints(
        withVisualFormat: "[a]-10,20-[b]", options: [], metrics: nil, views: ["a": a, "b": b])
    } throws: { error in
      let text = String(describing: error)
      return text.contains("Expected a '-' here") && text.contains("[a]-10,20-[b]\n      ^")
    }
  }

  @Test func tinyVFLKeepsItsShape() throws {
    let window = Window(size: CGSize(width: 320, height: 100))
    let v1 = View()
    let v2 = View()
    for view in [v1, v2] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    try VFL.h(.superView, .space(), .view(v1), .space(10), .view(v2, equal: v1), .space(), .superView).active()
    try VFL.v(.superView, .space(20), .view(v1, size: 44)).active()
    try VFL.v(.superView, .s(20), .v(v2, 44)).active()
    window.layoutIfNeeded()
    #expect(v1.frame == CGRect(x: 8, y: 20, width: 147, height: 44))
    #expect(v2.frame == CGRect(x: 165, y: 20, width: 147, height: 44))
  }

  @Test func whereTinyVFLTrapsTheBuilderThrows() {
    let v1 = View()
    let v2 = View()
    #expect(throws: VisualFormatError.self) {
      _ = try VFL.h(.view(v1), .space(), .space(), .view(v2)).constraints
    }
  }
}

/// The Constraint Builder (operator DSL) migration guide's example.
@Suite struct ConstraintBuilderMigrationTests {
  @Test func operatorsAndTheBuilderReadTheSame() {
    let window = Window(size: CGSize(width: 300, height: 600))
    let view1 = View()
    let view2 = View()
    window.addSubview(view1)
    window.addSubview(view2)
    Constraints {
      view1.centerXY == window.centerXY
      view1.size == 200
      view2.edges == view1.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }.activate()
    window.layoutIfNeeded()
    #expect(view1.frame == CGRect(x: 50, y: 200, width: 200, height: 200))
    #expect(view2.frame == CGRect(x: 40, y: 190, width: 220, height: 220))
  }

  @Test func priorityIsTheTildeOperator() {
    let window = Window(size: CGSize(width: 300, height: 600))
    let view = View()
    window.addSubview(view)
    Constraints {
      view.top == window.top
      view.leading == window.leading
      view.width == 100
      view.height == 50 ~ .defaultHigh
      view.height == 80 ~ .defaultLow
    }.activate()
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
  }
}

/// The Simple Layout Engine migration guide's example: the seed's code, unchanged.
@Suite struct SimpleLayoutEngineMigrationTests {
  @Test func theSeedsCodeRunsAsIs() throws {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    let mainLayout = Layout(parentFrame: screen, direction: .column)
    try mainLayout.add(items: [.flexible, .height(44), .height(200)])
    let footerFrame = try mainLayout.frame(at: 2)
    let contentLayout = Layout(parentFrame: footerFrame, direction: .row)
    try contentLayout.add(items: [.flexible, .flexible])
    #expect(try mainLayout.frame(at: 0) == CGRect(x: 0, y: 0, width: 375, height: 568))
    #expect(footerFrame == CGRect(x: 0, y: 612, width: 375, height: 200))
    #expect(try contentLayout.frame(at: 1) == CGRect(x: 187.5, y: 612, width: 187.5, height: 200))
  }

  @Test func aFailedAddThrowsAndChangesNothing() throws {
    let row = Layout(parentFrame: CGRect(x: 0, y: 0, width: 100, height: 50), direction: .row)
    try row.add(item: .width(60))
    #expect(throws: Layout.LayoutError.outOfSpace(needed: 120, available: 100)) { try row.add(item: .width(60)) }
    #expect(try row.frame(at: 0) == CGRect(x: 0, y: 0, width: 60, height: 50))
  }
}

/// The Subviews migration guide's example: the article's view, with UIKit's names swapped.
@Suite struct SubviewsMigrationTests {
  final class EmptyStateView: Superview {
    @Subview(
      [.alignCenterX, .alignCenterY(offset: -10)],
      {
        $0.text = "This list is empty"
        $0.fontSize = 20
      })
    var label = Label()
  }

  @Test func theArticlesViewPortsWithTypeNames() {
    let window = Window(size: CGSize(width: 390, height: 844))
    let empty = EmptyStateView()
    empty.frame = window.bounds
    window.addSubview(empty)
    window.layoutIfNeeded()
    #expect(empty.label.frame == CGRect(x: 105, y: 400, width: 180, height: 24))
  }
}
