import AutoLayout
import Testing

// This file imports AutoLayout alone, as code ported from UIKit does: the
// geometry types and NSCoder must come with it (issue 18).

/// Seed 004's "before" example, as a UIKit reader types it with the `UI`
/// prefixes dropped: its own `init()` without `override`, `super.init(frame:)`,
/// and the `required init?(coder:)` that UIKit asks for.
private final class HelloWorldView: View {
  let label = Label()

  init() {
    super.init(frame: .zero)
    configure()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure() {
    label.text = "Hello, UIKit 2023"
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: topAnchor),
      label.bottomAnchor.constraint(equalTo: bottomAnchor),
      label.leadingAnchor.constraint(equalTo: leadingAnchor),
      label.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
  }
}

/// A subclass with no initializers of its own, in another module than View:
/// it gets `init()` and `init(frame:)`, as a UIView subclass does.
private final class Badge: View {
  var count = 3
}

@Suite struct UIKitPortTests {
  @Test func aViewWithItsOwnInitPortsWithTheImport() {
    let window = Window(size: CGSize(width: 320, height: 100), displayScale: 1)
    let hello = HelloWorldView()
    hello.frame = CGRect(x: 10, y: 20, width: 200, height: 40)
    window.addSubview(hello)
    window.layoutIfNeeded()
    #expect(hello.label.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
  }

  @Test func subclassesInheritBothInitializers() {
    let plain = Badge()
    let framed = Badge(frame: CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4)))
    #expect(plain.frame == .zero)
    #expect(framed.frame.maxY == 6)
    #expect(plain.count == 3)
  }
}
