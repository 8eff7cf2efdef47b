import Foundation
import LayoutComposition
import LayoutCore
import Testing

/// A screen whose content child can be swapped, in a container view.
final class SwappingVC: ParentViewController {
  @Subview([.pinHorizontally, .pinBottom, .height(100)])
  var footer = View()

  @Child(superview: \.footer, .pin)
  var footerContent = RecordingViewController()

  @Child(onReplace: .hide, .pin)
  var content = RecordingViewController()

  @Child(superview: { $0.view }, onReplace: .overlay, [.alignCenter, .size(CGSize(width: 10, height: 10))])
  var badge = ViewController()
}

/// A list whose middle row can be swapped.
final class SwappingList: Superview {
  @Subview(.pin, { $0.axis = .vertical })
  var stack = StackView()

  @ArrangedSubview(of: \.stack, .height(20)) var first = View()
  @ArrangedSubview(of: \.stack, .height(20)) var middle = View()
  @ArrangedSubview(of: \.stack, .height(20)) var last = View()
}

@Suite struct ReplacementTests {
  func show(_ controller: ViewController) -> Window {
    let window = Window(size: CGSize(width: 200, height: 400))
    window.rootViewController = controller
    window.layoutIfNeeded()
    return window
  }

  @Test func aChildCanLiveInAnotherViewOfTheOwner() {
    let controller = SwappingVC()
    _ = show(controller)
    #expect(controller.footerContent.view.superview === controller.footer)
    #expect(controller.footerContent.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(controller.footerContent.parent === controller)
  }

  @Test func replacingAChildRemovesTheOldOneByDefault() {
    let controller = SwappingVC()
    let window = show(controller)
    let old = controller.footerContent
    let new = RecordingViewController()
    controller.footerContent = new
    window.layoutIfNeeded()
    #expect(old.parent == nil && old.view.superview == nil)
    #expect(old.events.suffix(2) == ["willMove(nil)", "didMove(nil)"])  // UIKit's containment calls
    #expect(new.parent === controller && new.view.superview === controller.footer)
    #expect(new.events == ["willMove", "didMove"])
    #expect(new.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(controller.children.filter { $0 === old }.isEmpty)
  }

  @Test func hideKeepsTheOldChildHidden() {
    let controller = SwappingVC()
    let window = show(controller)
    let old = controller.content
    controller.content = RecordingViewController()
    window.layoutIfNeeded()
    #expect(old.parent === controller && old.view.isHidden)
    #expect(!controller.content.view.isHidden)
    #expect(controller.content.view.frame == CGRect(x: 0, y: 0, width: 200, height: 400))
  }

  @Test func overlayLeavesTheOldChildAsItWas() {
    let controller = SwappingVC()
    let window = show(controller)
    let old = controller.badge
    controller.badge = ViewController()
    window.layoutIfNeeded()
    #expect(old.parent === controller && !old.view.isHidden)
    #expect(controller.badge.view.frame == CGRect(x: 95, y: 195, width: 10, height: 10))
  }

  @Test func replacingAnArrangedSubviewKeepsItsPlace() {
    let list = SwappingList()
    let window = Window(size: CGSize(width: 100, height: 60))
    list.frame = window.bounds
    window.addSubview(list)
    window.layoutIfNeeded()
    let old = list.middle
    let new = View()
    list.middle = new
    window.layoutIfNeeded()
    #expect(old.superview == nil)
    #expect(list.stack.arrangedSubviews.map { $0 === new } == [false, true, false])
    #expect(new.frame == CGRect(x: 0, y: 20, width: 100, height: 20))
    #expect(list.last.frame.minY == 40)
  }
}
