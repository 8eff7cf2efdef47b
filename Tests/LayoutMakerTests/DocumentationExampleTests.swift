import Foundation
import LayoutCore
import Testing

@testable import LayoutMaker

/// The examples of Docs/LayoutMaker.md and the DocC catalog, run.
@Suite struct DocumentationExampleTests {
  @Test func userGuideExample() {
    let window = keep(
      Window(
        size: CGSize(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
    let header = View()
    let body = View()
    window.addSubview(header)
    window.addSubview(body)

    header.snp.makeConstraints { make in
      make.top.equalToSuperview { $0.safeAreaLayoutGuide }
      make.horizontalEdges.equalToSuperview()
      make.height.equalTo(60)
    }
    var bodyTop: Constraint?
    body.snp.makeConstraints { make in
      bodyTop = make.top.equalTo(header.snp.bottom).offset(8).constraint
      make.leading.trailing.equalToSuperview().inset(16)
      make.bottom.equalToSuperview { $0.safeAreaLayoutGuide }
    }
    window.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 16, y: 115, width: 358, height: 695))
    bodyTop?.update(offset: 20)
    window.layoutIfNeeded()
    #expect(body.frame == CGRect(x: 16, y: 127, width: 358, height: 683))
  }

  @Test func catalogExample() {
    let (_, card) = makeContainer()
    let avatar = addView("avatar", to: card)
    let title = Label(text: "Ada")
    card.addSubview(title)
    avatar.snp.makeConstraints { make in
      make.width.height.equalTo(48)
      make.leading.equalToSuperview().inset(16)
      make.centerY.equalToSuperview()
    }
    title.snp.makeConstraints { make in
      make.leading.equalTo(avatar.snp.trailing).offset(12)
      make.trailing.lessThanOrEqualToSuperview().inset(16)
      make.firstBaseline.equalTo(avatar.snp.centerY)
    }
    expectFrame(avatar, 16, 176, 48, 48)
    #expect(title.frame.minX == 76)
    #expect(title.frame.minY < 200 && title.frame.maxY > 200)
    #expect(card.layoutDiagnostics.records.isEmpty)
    #expect(avatar.snp.diagnostics.isEmpty && title.snp.diagnostics.isEmpty)
  }
}
