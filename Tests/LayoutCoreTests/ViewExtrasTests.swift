import Foundation
import Testing

@testable import LayoutCore

/// What most views never set (margins, guides, names, drawing attributes)
/// lives in `ViewExtras`, made only when one of them is set: a screen of
/// plain views and labels carries none, and the properties read as before.
@Suite struct ViewExtrasTests {
  @Test func aLaidOutListOfPlainViewsCarriesNoExtras() {
    let window = makeWindow()
    let list = StackView()
    list.axis = .vertical
    list.spacing = 8
    list.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(list)
    LayoutConstraint.activate([
      list.topAnchor.constraint(equalTo: window.topAnchor),
      list.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      list.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    for index in 0..<20 {
      let row = StackView(arrangedSubviews: [View(), Label(text: "Row \(index)")])
      row.alignment = .center
      list.addArrangedSubview(row)
    }
    window.layoutIfNeeded()
    var views: [View] = []
    list.forEachInSubtree { views.append($0) }
    #expect(views.count == 61)
    #expect(views.allSatisfy { $0.extrasStorage == nil })
    // Read without extras, the margins are UIKit's default.
    #expect(list.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(list.extrasStorage == nil)
  }

  @Test func settingOneExtraMakesThemAndKeepsTheOthersAtTheirDefaults() {
    let view = View()
    view.debugName = "card"
    #expect(view.extrasStorage != nil)
    #expect(view.debugName == "card")
    #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.existingLayer == nil)
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    // Clearing what was never set makes nothing.
    let plain = View()
    plain.debugName = nil
    #expect(plain.extrasStorage == nil)
  }

  @Test func aMarginsGuideLaysOutFromExtras() {
    let window = makeWindow()
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(child)
    card.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
      child.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      child.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(card.extrasStorage?.marginsGuide === card.layoutMarginsGuide)
    #expect(child.frame == CGRect(x: 20, y: 10, width: 160, height: 80))
    #expect(child.extrasStorage == nil)
  }
}
