#if !canImport(Darwin)
  import Testing
  import UIKit

  /// A card as Swift 6 UIKit code declares one: no isolation written, since
  /// UIKit's views are main-actor isolated by inheritance.
  final class Card: UIView {
    let title = UILabel()
    private(set) var laidOut = false

    override init(frame: CGRect) {
      super.init(frame: frame)
      title.translatesAutoresizingMaskIntoConstraints = false
      addSubview(title)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
        title.topAnchor.constraint(equalTo: topAnchor, constant: 10),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      laidOut = true
    }
  }

  /// A main-actor type that owns views, as a Swift 6 view model or
  /// coordinator does.
  @MainActor final class CardPresenter {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let card = Card()

    func show() -> CGRect {
      card.frame = window.bounds
      window.addSubview(card)
      window.layoutIfNeeded()
      return card.title.frame
    }
  }

  /// Swift 6 UIKit code runs on the main actor; the same code compiles and
  /// lays out here, where views are not isolated to an actor (see Docs/UIKit.md).
  @Suite struct MainActorTests {
    @Test @MainActor func mainActorCodeLaysOut() {
      let presenter = CardPresenter()
      #expect(presenter.show().origin == CGPoint(x: 10, y: 10))
      #expect(presenter.card.laidOut)
    }

    /// Code that hops to the main actor to lay out a view it made.
    @Test func hoppingToTheMainActor() async {
      let frame = await MainActor.run { () -> CGRect in
        let card = Card(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        card.layoutIfNeeded()
        return card.title.frame
      }
      #expect(frame.origin == CGPoint(x: 10, y: 10))
    }
  }
#endif
