import AutoLayout
import Testing

// This file imports AutoLayout alone, as code ported from UIKit does: the
// geometry types and NSCoder must come with it.

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

/// SnapKit and Subviews code names its own properties `width`, `left`,
/// `top`…: with the operator DSL re-exported by `import AutoLayout`, such a
/// subclass did not compile ("cannot override a property"). The DSL's view
/// properties now come with `import LayoutOperators` only.
private final class Ruler: View {
  var width: CGFloat = 12
  var height: CGFloat = 3
  let left = View()
  let right = View()
  var top: CGFloat { 1 }
  var size: CGSize { CGSize(width: width, height: height) }
  var edges: [View] { [left, right] }
}

@Suite struct NameCollisionTests {
  @Test func subclassesKeepTheirOwnGeometryNames() {
    let ruler = Ruler()
    #expect(ruler.size == CGSize(width: 12, height: 3))
    #expect(ruler.edges.count == 2)
    #expect(ruler.top == 1)
  }
}

/// The Subviews README's semi-automatic form, as typed (a `View`, not a
/// `Superview`, with UIKit's initializers), less its `backgroundColor` line.
private final class HelloWorld: View, AddsSubviews {
  @Subview(
    .pin,
    {
      $0.text = "Hello, world"
    })
  var label = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    // this is the important part:
    self.resolveAllEnclosedProperties()
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@Suite struct SubviewsReadmePortTests {
  @Test func theSemiAutomaticFormPortsWithTheImport() {
    let window = Window(size: CGSize(width: 200, height: 100), displayScale: 1)
    let hello = HelloWorld()  // View's convenience init() calls init(frame: .zero)
    hello.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
    window.addSubview(hello)
    window.layoutIfNeeded()
    #expect(hello.label.text == "Hello, world")
    #expect(hello.label.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
  }
}
