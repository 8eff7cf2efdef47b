import AutoLayout
import Foundation
import LayoutOperators
import Testing

/// One import gives every DSL, and they work together on one tree.
@Suite struct UmbrellaTests {
  @Test func everyDSLThroughOneImport() throws {
    let window = Window(size: CGSize(width: 300, height: 200))
    let a = View()
    let b = View()
    let c = View()
    let d = View()
    for v in [a, b, c, d] { window.addSubview(v) }
    // SnapKit style.
    a.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().offset(10)
      make.size.equalTo(50)
    }
    // Operator style.
    Constraints {
      b.leading == a.trailing + 10
      b.top == a.top
      b.size == a.size
    }.activate()
    // Visual Format.
    c.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate(
      LayoutConstraint.constraints(withVisualFormat: "H:[b]-10-[c(50)]", views: ["b": b, "c": c])
        + LayoutConstraint.constraints(withVisualFormat: "V:|-10-[c(50)]", views: ["c": c]))
    // Anchors.
    d.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      d.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
      d.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      d.trailingAnchor.constraint(equalTo: c.trailingAnchor),
      d.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(b.frame == CGRect(x: 70, y: 10, width: 50, height: 50))
    #expect(c.frame == CGRect(x: 130, y: 10, width: 50, height: 50))
    #expect(d.frame == CGRect(x: 10, y: 70, width: 170, height: 20))
  }
}
