import Foundation
import LayoutCore
import LayoutMaker
import Testing

/// SnapKit names that ported code uses beyond the maker chain:
/// `ConstraintMaker.item` in users' own maker extensions, `snp.target`, and
/// the deprecated `install()`, `uninstall()` and `update…(amount:)` spellings.
@Suite struct SnapKitSpellingTests {
  @Test func makerExtensionsReadTheItem() {
    let window = Window(size: CGSize(width: 200, height: 100), displayScale: 1)
    let box = View()
    window.addSubview(box)
    box.snp.makeConstraints { make in
      make.pinToSuperview(inset: 10)
    }
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(box.snp.target === box)
    let guide = LayoutGuide()
    window.addLayoutGuide(guide)
    #expect(guide.snp.target === guide)
  }

  /// The deprecated names, reached through `SnapKitLegacyAPI` (calling them
  /// directly would warn, and the build keeps none).
  @Test func theDeprecatedSpellingsStillWork() {
    let window = Window(size: CGSize(width: 200, height: 100), displayScale: 1)
    let box = View()
    window.addSubview(box)
    var top: Constraint?
    box.snp.makeConstraints { make in
      top = make.top.equalToSuperview().offset(5).constraint
      make.leading.equalToSuperview()
      make.size.equalTo(20)
    }
    let legacy: any SnapKitLegacyAPI = top!
    legacy.updateOffset(amount: 30)
    legacy.updatePriority(amount: 999)
    window.layoutIfNeeded()
    #expect(box.frame.minY == 30)
    #expect(top!.layoutConstraints.allSatisfy { $0.priority == 999 })
    legacy.uninstall()
    #expect(top!.isActive == false)
    legacy.install()
    #expect(top!.isActive)
  }
}

extension ConstraintMaker {
  /// A user's own maker shortcut, as SnapKit users write them with `item`.
  func pinToSuperview(inset: CGFloat) {
    guard let superview = (item as? View)?.superview else { return }
    edges.equalTo(superview).inset(inset)
  }
}
