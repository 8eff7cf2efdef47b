import Foundation
import LayoutCore

/// The feed cell laid out by nested stack views, as the benchmark's
/// UIStackView form builds it; its height comes from `systemLayoutSizeFitting`.
public final class FeedCellStacks: View, FeedCell {
  let action = Label()
  let options = Label(text: "...")
  let posterImage = ImageView(image: FeedImages.avatar)
  let posterName = Label()
  let posterHeadline = Label()
  let posterTime = Label()
  let posterComment = Label()
  let contentImage = ImageView(image: FeedImages.picture)
  let contentTitle = Label()
  let contentDomain = Label()
  let like = Label(text: "Like")
  let comment = Label(text: "Comment")
  let share = Label(text: "Share")
  let actorImage = ImageView(image: FeedImages.avatar)
  let actorComment = Label()

  public required init() {
    super.init(frame: .zero)
    posterHeadline.numberOfLines = 3
    for view: View in [options, posterImage, actorImage] {
      view.setContentHuggingPriority(.required, for: .horizontal)
      view.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
    let topBar = Self.stack(.horizontal, [action, options], alignment: .top)
    let posterTexts = Self.stack(.vertical, [posterName, posterHeadline, posterTime], spacing: 1)
    // One point above the name and four after the texts, as the other forms have.
    posterTexts.isLayoutMarginsRelativeArrangement = true
    posterTexts.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 4)
    let posterRow = Self.stack(.horizontal, [posterImage, posterTexts], spacing: 2, alignment: .top)
    let profile = Self.stack(.vertical, [posterRow, posterComment], spacing: 3)
    let content = Self.stack(.vertical, [contentImage, contentTitle, contentDomain])
    let social = Self.stack(.horizontal, [like, comment, share], distribution: .equalSpacing)
    // Like, comment and share 8 points in from the edges, as the other
    // forms' margins put them.
    social.isLayoutMarginsRelativeArrangement = true
    social.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    let reply = Self.stack(.horizontal, [actorImage, actorComment], alignment: .top)
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

  public func show(_ item: FeedItem) {
    action.text = item.action
    posterName.text = item.posterName
    posterHeadline.text = item.posterHeadline
    posterTime.text = item.posterTime
    posterComment.text = item.posterComment
    contentTitle.text = item.contentTitle
    contentDomain.text = item.contentDomain
    actorComment.text = item.actorComment
  }

  public func fittingSize(width: CGFloat) -> CGSize {
    systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

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
