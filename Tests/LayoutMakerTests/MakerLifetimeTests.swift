import Foundation
import LayoutCore
import Testing

@testable import LayoutMaker

/// The maker's record of an item lives and dies with the item, as SnapKit's
/// associated object does: it keeps neither the item nor its handles' items
/// alive, and a handle the app keeps outlives its item safely.
@Suite struct MakerLifetimeTests {
  @Test func aViewWithMakerConstraintsIsFreedWithItsWindow() {
    weak var freedView: View?
    weak var freedHandleItem: View?
    var handle: Constraint?
    do {
      let (window, container) = makeContainer()
      let view = addView("view", to: container)
      let inner = addView("inner", to: view)
      view.snp.makeConstraints { make in
        make.top.left.equalToSuperview()
        make.size.equalTo(100)
      }
      inner.snp.makeConstraints { make in
        handle = make.edges.equalToSuperview().inset(8).constraint
      }
      window.layoutIfNeeded()
      #expect(inner.frame == CGRect(x: 8, y: 8, width: 84, height: 84))
      freedView = view
      freedHandleItem = inner
      (container as? Container)?.keepAlive = nil  // makeContainer keeps the window alive on purpose
      _ = window
    }
    // Nothing the maker keeps holds the views: the window went, so did they.
    #expect(freedView == nil)
    #expect(freedHandleItem == nil)
    // The handle the app kept answers for an item that is gone.
    #expect(handle?.item == nil)
    handle?.deactivate()
    handle?.activate()
    #expect(handle?.layoutConstraints.count == 4)
  }

  @Test func aRecordIsMadeOncePerItemAndHoldsItsConstraints() {
    let (_, container) = makeContainer()
    let view = addView("view", to: container)
    view.snp.makeConstraints { make in make.edges.equalToSuperview() }
    let record = ConstraintRegistry.record(for: view)
    #expect(ConstraintRegistry.record(for: view) === record)
    #expect(record.item === view)
    #expect(record.constraints.count == 1)
    #expect(record.constraints.first?.layoutConstraints.count == 4)
    view.snp.removeConstraints()
    #expect(record.constraints.isEmpty)
    // Another view has a record of its own.
    let other = addView("other", to: container)
    #expect(ConstraintRegistry.record(for: other) !== record)
  }
}
