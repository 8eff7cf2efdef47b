import Foundation
import LayoutCore
import Testing

@testable import LayoutMaker

@Suite struct ConstraintDSLTests {
  @Test func systemGuidesHaveNamespaces() {
    let window = keep(
      Window(
        size: CGSize(width: 300, height: 600),
        safeAreaInsets: EdgeInsets(top: 40, left: 0, bottom: 20, right: 0)))
    let view = addView("view", to: window)
    let guides: ConstraintViewDSL = window.snp
    view.snp.makeConstraints { make in
      make.top.equalTo(guides.safeAreaLayoutGuide.top)
      make.bottom.equalTo(guides.safeAreaLayoutGuide.bottom)
      make.leading.trailing.equalTo(guides.layoutMarginsGuide.directionalHorizontalEdges)
    }
    expectFrame(view, 8, 40, 284, 540)
    let readable: ConstraintLayoutGuideDSL = window.snp.readableContentGuide
    #expect(readable.label() == "readableContentGuide")
  }

  @Test func snapKitTypeNamesPort() {
    let view: ConstraintView = View()
    let guide: ConstraintLayoutGuide = LayoutGuide()
    view.addLayoutGuide(guide)
    let insets: ConstraintInsets = .zero
    let directional: ConstraintDirectionalInsets = .zero
    guide.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(insets)
      make.directionalEdges.equalToSuperview().inset(directional)
    }
    #expect(guide.snp.diagnostics.isEmpty)
    #expect(view.snp.installedConstraints.count == 8)
  }
}
