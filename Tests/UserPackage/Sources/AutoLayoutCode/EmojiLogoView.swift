import AutoLayout

/// Subviews' example as its README writes it (`UI` prefixes dropped, as
/// the umbrella spells the names): a `Superview` subclass with its own
/// initializer and no `init?(coder:)`, which `Superview` declares unavailable.
public final class EmojiLogoView: Superview {
  let republicName: String
  let republicEmoji: String

  @Subview(
    .pin,
    {
      $0.axis = .vertical
      $0.alignment = .center
    })
  public var stackView = StackView()

  @ArrangedSubview(
    of: \.stackView,
    { (label, self) in
      label.font = .systemFont(ofSize: 60)
      label.text = self.republicEmoji
    })
  public var emojiSeal = Label()

  @ArrangedSubview(
    of: \.stackView,
    { (label, self) in
      label.font = .systemFont(ofSize: 20, weight: .heavy)
      label.text = self.republicName
    })
  public var nameLabel = Label()

  public init(republicName: String, republicEmoji: String) {
    self.republicName = republicName
    self.republicEmoji = republicEmoji
    super.init()
  }
}
