import Foundation
import LayoutComposition
import LayoutCore
import Testing

// The examples of Docs/LayoutComposition.md, checked.

private final class DocumentedBestFlagView: Superview {
  let republicName: String

  @Subview([.pinTop, .pinHorizontally, .relativeHeight(0.8)])
  var whiteBackground = View()

  @Subview([.pinBottom, .pinHorizontally, .relativeHeight(0.2)])
  var redStripe = View()

  @Subview(of: \.whiteBackground, [.alignCenterX, .pinBottom(inset: 4)], {
    $0.fontSize = 20
  })
  var logo = { (self) in Label(text: self.republicName) }

  init(republicName: String) {
    self.republicName = republicName
    super.init()
  }
}

extension ViewLayoutOption {
  fileprivate static let minimumTapTarget = ViewLayoutOption { view in
    view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
  }
  fileprivate static let afterMiddle = ViewLayoutOption.withSuperview { view, superview in
    view.leadingAnchor.constraint(equalTo: superview.centerXAnchor, constant: 4).isActive = true
  }
}

private final class DocumentedPeruFlag: Superview {
  let leftStripe = View(), centerStripe = View(), rightStripe = View()

  @Subview(.pin, { $0.distribution = .fillEqually })
  var flagStack = _HorizontalStack { (self) in
    self.leftStripe
    self.centerStripe
    self.rightStripe
  }
}

@Suite struct DocumentationExampleTests {
  @Test func introductionExample() {
    let flag = DocumentedBestFlagView(republicName: "CALIFORNIA BURRITO")
    flag.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    let window = Window(size: flag.frame.size)
    window.addSubview(flag)
    window.layoutIfNeeded()
    #expect(flag.whiteBackground.frame == rect(0, 0, 400, 240))
    #expect(flag.redStripe.frame == rect(0, 240, 400, 60))
    #expect(flag.logo.frame == rect(110, 212, 180, 24))
  }

  @Test func customOptionsExample() {
    final class Host: Superview {
      @Subview([.minimumTapTarget, .pinTop, .afterMiddle, .width(10)]) var button = View()
    }
    let host = Host()
    layOut(host, in: CGSize(width: 100, height: 100))
    #expect(host.button.frame.minX == 54)
    #expect(host.button.frame.height >= 44)
  }

  @Test func stackExample() {
    let flag = DocumentedPeruFlag()
    layOut(flag, in: CGSize(width: 90, height: 60))
    #expect(flag.rightStripe.frame == rect(60, 0, 30, 60))
  }
}
