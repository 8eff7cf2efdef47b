import Foundation
import LayoutCore

/// The feed cell laid out by nested stack views, as the benchmark's
/// UIStackView form builds it; its height comes from `systemLayoutSizeFitting`.
public final class FeedCellStacks: View, FeedCell {
  let parts = FeedCellParts()

  public required init() {
    super.init(frame: .zero)
    let topBar = Self.stack(.horizontal, [parts.action, parts.options], alignment: .top)
    let posterTexts = Self.stack(.vertical, [parts.posterName, parts.posterHeadline, parts.posterTime], spacing: 1)
    // One point above the name and four after the texts, as the other forms have.
    posterTexts.isLayoutMarginsRelativeArrangement = true
    posterTexts.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 4)
    let posterRow = Self.stack(.horizontal, [parts.posterImage, posterTexts], spacing: 2, alignment: .top)
    let profile = Self.stack(.vertical, [posterRow, parts.posterComment], spacing: 3)
    let content = Self.stack(.vertical, [parts.contentImage, parts.contentTitle, parts.contentDomain])
    let social = Self.stack(.horizontal, [parts.like, parts.comment, parts.share], distribution: .equalSpacing)
    // Like, comment and share 8 points in from the edges, as the other
    // forms' margins put them.
    social.isLayoutMarginsRelativeArrangement = true
    social.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    let reply = Self.stack(.horizontal, [parts.actorImage, parts.actorComment], alignment: .top)
    let cell = Self.stack(.vertical, [topBar, profile, content, social, reply])
    cell.translatesAutoresizingMaskIntoConstraints = false
    addSubview(cell)
    LayoutConstraint.activate([
      cell.topAnchor.constraint(equalTo: topAnchor),
      cell.leadingAnchor.constraint(equalTo: leadingAnchor),
      cell.trailingAnchor.constraint(equalTo: trailingAnchor),
      cell.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  public required init?(coder: NSCoder) { nil }

  public func show(_ item: FeedItem) { parts.show(item) }

  private static func stack(
    _ axis: LayoutConstraint.Axis, _ views: [View], spacing: CGFloat = 0,
    alignment: StackView.Alignment = .fill, distribution: StackView.Distribution = .fill
  ) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.axis = axis
    stack.spacing = spacing
    stack.alignment = alignment
    stack.distribution = distribution
    return stack
  }
}
