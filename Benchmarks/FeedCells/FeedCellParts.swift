import Foundation
import LayoutCore

/// The views every form of the feed cell shows, made and filled alike, so
/// that the forms differ only in how they lay them out.
final class FeedCellParts {
  // Freed wherever its last reference goes, with no check for the main actor.
  nonisolated deinit {}

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

  init() {
    posterHeadline.numberOfLines = 3
    // The options and the avatars keep their width (the forms with
    // constraints read this; the others size them by hand).
    for view: View in [options, posterImage, actorImage] {
      view.setContentHuggingPriority(.required, for: .horizontal)
      view.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
  }

  /// The views of each section, top to bottom: the top bar, the profile,
  /// the content, the social actions and the reply.
  var sections: [[View]] {
    [
      [action, options], [posterImage, posterName, posterHeadline, posterTime, posterComment],
      [contentImage, contentTitle, contentDomain], [like, comment, share], [actorImage, actorComment],
    ]
  }

  /// Puts an item's texts in the labels.
  func show(_ item: FeedItem) {
    action.text = item.action
    posterName.text = item.posterName
    posterHeadline.text = item.posterHeadline
    posterTime.text = item.posterTime
    posterComment.text = item.posterComment
    contentTitle.text = item.contentTitle
    contentDomain.text = item.contentDomain
    actorComment.text = item.actorComment
  }
}
