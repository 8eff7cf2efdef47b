import Foundation
import FrameLayout
import LayoutCore

/// The feed cell laid out by FrameLayout: the labels are measured, then
/// rows and columns of items share the cell's rectangle, with no solver.
public final class FeedCellFrameLayout: View, FeedCell {
  let sections = FeedCellSections()
  let parts = FeedCellParts()

  public required init() {
    super.init(frame: .zero)
    sections.place(parts, in: self)
  }

  public required init?(coder: NSCoder) { nil }

  public func show(_ item: FeedItem) { parts.show(item) }

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
    let optionsSize = size(parts.options)
    let actionHeight = size(parts.action, width - optionsSize.width).height
    let textWidth = width - 52 - 4
    let posterHeights = [parts.posterName, parts.posterHeadline, parts.posterTime].map { size($0, textWidth).height }
    let commentHeight = size(parts.posterComment, width).height
    let titleHeight = size(parts.contentTitle, width).height
    let domainHeight = size(parts.contentDomain, width).height
    let socialSizes = [parts.like, parts.comment, parts.share].map { size($0) }
    let replyHeight = size(parts.actorComment, width - 50).height
    let besideAvatar = max(50, posterHeights.reduce(4, +) + 3)
    let heights = [
      max(actionHeight, optionsSize.height), besideAvatar + commentHeight, 200 + titleHeight + domainHeight,
      socialSizes.map(\.height).max() ?? 0, max(50, replyHeight),
    ]
    let cell = Layout(parentFrame: CGRect(x: 0, y: 0, width: width, height: heights.reduce(0, +)), direction: .column)
    _ = try cell.add(items: heights.map { .height($0) })
    try cell.apply(to: sections.all)

    try row(in: width, heights[0], [.flexible, .width(optionsSize.width)], [parts.action, parts.options])
    // The profile: avatar and texts side by side, the comment below them.
    let top = Layout(parentFrame: CGRect(x: 0, y: 0, width: width, height: besideAvatar), direction: .row)
    let profileItems = try top.add(items: [.size(CGSize(width: 50, height: 50)), .width(2), .flexible, .width(4)])
    try top.apply(to: [parts.posterImage])
    let texts = Layout(parentFrame: try profileItems[2].frame(), direction: .column, spacing: 1, padding: .init(top: 1))
    _ = try texts.add(items: posterHeights.map { .height($0) })
    try texts.apply(to: [parts.posterName, parts.posterHeadline, parts.posterTime])
    parts.posterComment.frame = CGRect(x: 0, y: besideAvatar, width: width, height: commentHeight)

    let column = Layout(parentFrame: CGRect(x: 0, y: 0, width: width, height: heights[2]), direction: .column)
    _ = try column.add(items: [.height(200), .height(titleHeight), .height(domainHeight)])
    try column.apply(to: [parts.contentImage, parts.contentTitle, parts.contentDomain])

    let actions = Layout(
      parentFrame: CGRect(x: 0, y: 0, width: width, height: heights[3]), direction: .row,
      justification: .spaceBetween, padding: .init(leading: 8, trailing: 8))
    _ = try actions.add(items: socialSizes.map { .width($0.width) })
    try actions.apply(to: [parts.like, parts.comment, parts.share])

    try row(
      in: width, heights[4], [.size(CGSize(width: 50, height: 50)), .flexible], [parts.actorImage, parts.actorComment])
    return heights.reduce(0, +)
  }

  /// Lays `views` out in a row `height` tall, one item each.
  private func row(in width: CGFloat, _ height: CGFloat, _ items: [Item], _ views: [View]) throws {
    let row = Layout(parentFrame: CGRect(x: 0, y: 0, width: width, height: height), direction: .row)
    _ = try row.add(items: items)
    try row.apply(to: views)
  }
}
