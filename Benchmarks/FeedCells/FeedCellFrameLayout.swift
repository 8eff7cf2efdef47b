import Foundation
import FrameLayout
import LayoutCore

/// The feed cell laid out by FrameLayout: the labels are measured, then
/// rows and columns of items share the cell's rectangle, with no solver.
public final class FeedCellFrameLayout: View, FeedCell {
  let topBar = View()
  let profile = View()
  let content = View()
  let social = View()
  let reply = View()
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
    for (section, views) in [
      (topBar, [action, options]), (profile, [posterImage, posterName, posterHeadline, posterTime, posterComment]),
      (content, [contentImage, contentTitle, contentDomain]), (social, [like, comment, share]),
      (reply, [actorImage, actorComment]),
    ] as [(View, [View])] {
      for view in views { section.addSubview(view) }
      addSubview(section)
    }
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
    CGSize(width: width, height: (try? layOut(width: width)) ?? 0)
  }

  public override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(width: size.width) }

  public override func layoutSubviews() { _ = try? layOut(width: bounds.width) }

  /// Measures the labels, shares the rectangle among the sections and
  /// their views, and returns the cell's height.
  private func layOut(width: CGFloat) throws -> CGFloat {
    let unbounded = CGFloat.greatestFiniteMagnitude
    func size(_ label: Label, _ width: CGFloat = .greatestFiniteMagnitude) -> CGSize {
      label.sizeThatFits(CGSize(width: width, height: unbounded))
    }
    let optionsSize = size(options)
    let actionHeight = size(action, width - optionsSize.width).height
    let textWidth = width - 52 - 4
    let posterHeights = [posterName, posterHeadline, posterTime].map { size($0, textWidth).height }
    let commentHeight = size(posterComment, width).height
    let titleHeight = size(contentTitle, width).height
    let domainHeight = size(contentDomain, width).height
    let socialSizes = [like, comment, share].map { size($0) }
    let replyHeight = size(actorComment, width - 50).height
    let besideAvatar = max(50, posterHeights.reduce(4, +) + 3)
    let heights = [
      max(actionHeight, optionsSize.height), besideAvatar + commentHeight, 200 + titleHeight + domainHeight,
      socialSizes.map(\.height).max() ?? 0, max(50, replyHeight),
    ]
    let cell = Layout(parentFrame: CGRect(x: 0, y: 0, width: width, height: heights.reduce(0, +)), direction: .column)
    _ = try cell.add(items: heights.map { .height($0) })
    try cell.apply(to: [topBar, profile, content, social, reply])

    try row(in: width, heights[0], [.flexible, .width(optionsSize.width)], [action, options])
    // The profile: avatar and texts side by side, the comment below them.
    let top = Layout(parentFrame: CGRect(x: 0, y: 0, width: width, height: besideAvatar), direction: .row)
    let parts = try top.add(items: [.size(CGSize(width: 50, height: 50)), .width(2), .flexible, .width(4)])
    try top.apply(to: [posterImage])
    let texts = Layout(parentFrame: try parts[2].frame(), direction: .column, spacing: 1, padding: .init(top: 1))
    _ = try texts.add(items: posterHeights.map { .height($0) })
    try texts.apply(to: [posterName, posterHeadline, posterTime])
    posterComment.frame = CGRect(x: 0, y: besideAvatar, width: width, height: commentHeight)

    let column = Layout(parentFrame: CGRect(x: 0, y: 0, width: width, height: heights[2]), direction: .column)
    _ = try column.add(items: [.height(200), .height(titleHeight), .height(domainHeight)])
    try column.apply(to: [contentImage, contentTitle, contentDomain])

    let actions = Layout(
      parentFrame: CGRect(x: 0, y: 0, width: width, height: heights[3]), direction: .row,
      justification: .spaceBetween, padding: .init(leading: 8, trailing: 8))
    _ = try actions.add(items: socialSizes.map { .width($0.width) })
    try actions.apply(to: [like, comment, share])

    try row(in: width, heights[4], [.size(CGSize(width: 50, height: 50)), .flexible], [actorImage, actorComment])
    return heights.reduce(0, +)
  }

  /// Lays `views` out in a row `height` tall, one item each.
  private func row(in width: CGFloat, _ height: CGFloat, _ items: [Item], _ views: [View]) throws {
    let row = Layout(parentFrame: CGRect(x: 0, y: 0, width: width, height: height), direction: .row)
    _ = try row.add(items: items)
    try row.apply(to: views)
  }
}
