import Foundation
import LayoutCore

/// The feed cell laid out by hand: `sizeThatFits` measures the labels and
/// adds up the height, `layoutSubviews` sets every frame, as the
/// benchmark's manual form does. No constraint anywhere.
public final class FeedCellFrames: View, FeedCell {
  let sections = FeedCellSections()
  let parts = FeedCellParts()

  public required init() {
    super.init(frame: .zero)
    sections.place(parts, in: self)
  }

  public required init?(coder: NSCoder) { nil }

  public func show(_ item: FeedItem) { parts.show(item) }

  public func fittingSize(width: CGFloat) -> CGSize { CGSize(width: width, height: layOut(width: width)) }

  public override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(width: size.width) }

  public override func layoutSubviews() { _ = layOut(width: bounds.width) }

  /// Sets every frame for a cell `width` wide and returns its height.
  private func layOut(width: CGFloat) -> CGFloat {
    let unbounded = CGFloat.greatestFiniteMagnitude
    func height(_ label: Label, _ width: CGFloat) -> CGFloat {
      label.sizeThatFits(CGSize(width: width, height: unbounded)).height
    }
    // Top bar: the action, and the options at the trailing edge.
    let optionsSize = parts.options.sizeThatFits(CGSize(width: unbounded, height: unbounded))
    let actionHeight = height(parts.action, width - optionsSize.width)
    parts.action.frame = CGRect(x: 0, y: 0, width: width - optionsSize.width, height: actionHeight)
    parts.options.frame = CGRect(
      x: width - optionsSize.width, y: 0, width: optionsSize.width, height: optionsSize.height)
    sections.topBar.frame = CGRect(x: 0, y: 0, width: width, height: max(actionHeight, optionsSize.height))
    // Profile: the avatar, three lines of text beside it, the comment below both.
    parts.posterImage.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    let textX: CGFloat = 52
    let textWidth = width - textX - 4
    var y: CGFloat = 1
    for label in [parts.posterName, parts.posterHeadline, parts.posterTime] {
      let labelHeight = height(label, textWidth)
      label.frame = CGRect(x: textX, y: y, width: textWidth, height: labelHeight)
      y += labelHeight + 1
    }
    let commentY = max(50, y - 1 + 3)
    let commentHeight = height(parts.posterComment, width)
    parts.posterComment.frame = CGRect(x: 0, y: commentY, width: width, height: commentHeight)
    sections.profile.frame = CGRect(x: 0, y: sections.topBar.frame.maxY, width: width, height: commentY + commentHeight)
    // Content: the picture the cell's width, its title and domain below.
    parts.contentImage.frame = CGRect(x: 0, y: 0, width: width, height: 200)
    let titleHeight = height(parts.contentTitle, width)
    parts.contentTitle.frame = CGRect(x: 0, y: 200, width: width, height: titleHeight)
    let domainHeight = height(parts.contentDomain, width)
    parts.contentDomain.frame = CGRect(x: 0, y: 200 + titleHeight, width: width, height: domainHeight)
    sections.content.frame = CGRect(
      x: 0, y: sections.profile.frame.maxY, width: width, height: 200 + titleHeight + domainHeight)
    // Social actions: leading, centred and trailing within 8-point margins.
    let likeSize = parts.like.sizeThatFits(CGSize(width: unbounded, height: unbounded))
    let commentSize = parts.comment.sizeThatFits(CGSize(width: unbounded, height: unbounded))
    let shareSize = parts.share.sizeThatFits(CGSize(width: unbounded, height: unbounded))
    let socialHeight = max(likeSize.height, commentSize.height, shareSize.height)
    parts.like.frame = CGRect(x: 8, y: 0, width: likeSize.width, height: socialHeight)
    parts.comment.frame = CGRect(
      x: (width - commentSize.width) / 2, y: 0, width: commentSize.width, height: socialHeight)
    parts.share.frame = CGRect(x: width - 8 - shareSize.width, y: 0, width: shareSize.width, height: socialHeight)
    sections.social.frame = CGRect(x: 0, y: sections.content.frame.maxY, width: width, height: socialHeight)
    // Reply: the avatar and the comment beside it.
    parts.actorImage.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    let replyHeight = height(parts.actorComment, width - 50)
    parts.actorComment.frame = CGRect(x: 50, y: 0, width: width - 50, height: replyHeight)
    sections.reply.frame = CGRect(x: 0, y: sections.social.frame.maxY, width: width, height: max(50, replyHeight))
    return sections.reply.frame.maxY
  }
}
