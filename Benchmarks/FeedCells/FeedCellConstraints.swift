import Foundation
import LayoutCore
import VisualFormat

/// The feed cell laid out by constraints written in the Visual Format
/// Language, section by section, as the benchmark's Auto Layout form writes
/// them; its height comes from `systemLayoutSizeFitting`.
public final class FeedCellConstraints: View, FeedCell {
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
    let topBar = section(["action": action, "options": options]) {
      "H:|-0-[action]-0-[options]-0-|"
      "V:|-0-[action]-(>=0)-|"
      "V:|-0-[options]-(>=0)-|"
    }
    let profile = section([
      "image": posterImage, "name": posterName, "headline": posterHeadline, "time": posterTime,
      "comment": posterComment,
    ]) {
      "V:|-0-[image]-(>=0)-[comment]-0-|"
      "V:|-1-[name]-1-[headline]-1-[time]-(>=3)-[comment]"
      "V:[image]-(0@749)-[comment]"
      "H:|-0-[image]-2-[name]-4-|"
      "H:[image]-2-[headline]-4-|"
      "H:[image]-2-[time]-4-|"
      "H:|-0-[comment]-0-|"
    }
    let content = section(["image": contentImage, "title": contentTitle, "domain": contentDomain]) {
      "V:|-0-[image]-0-[title]-0-[domain]-0-|"
      "H:|-0-[image]-0-|"
      "H:|-0-[title]-0-|"
      "H:|-0-[domain]-0-|"
    }
    let social = section(["like": like, "comment": comment, "share": share]) {
      "V:|-0-[like]-0-|"
      "V:|-0-[comment]-0-|"
      "V:|-0-[share]-0-|"
    }
    social.addConstraints([
      like.leadingAnchor.constraint(equalTo: social.layoutMarginsGuide.leadingAnchor),
      comment.centerXAnchor.constraint(equalTo: social.centerXAnchor),
      share.trailingAnchor.constraint(equalTo: social.layoutMarginsGuide.trailingAnchor),
    ])
    let reply = section(["image": actorImage, "comment": actorComment]) {
      "H:|-0-[image]-0-[comment]-0-|"
      "V:|-0-[image]-(>=0)-|"
      "V:|-0-[comment]-(>=0)-|"
      "V:[image]-(0@749)-|"
    }
    let sections = ["top": topBar, "profile": profile, "content": content, "social": social, "reply": reply]
    for view in sections.values {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    addConstraints(
      formats(sections) {
        "V:|-0-[top]-0-[profile]-0-[content]-0-[social]-0-[reply]-0-|"
        "H:|-0-[top]-0-|"
        "H:|-0-[profile]-0-|"
        "H:|-0-[content]-0-|"
        "H:|-0-[social]-0-|"
        "H:|-0-[reply]-0-|"
      })
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

  /// A section view holding `views`, laid out by `formats`.
  private func section(_ views: [String: View], @FormatList _ formats: () -> [String]) -> View {
    let section = View()
    for view in views.values {
      view.translatesAutoresizingMaskIntoConstraints = false
      section.addSubview(view)
    }
    section.addConstraints(self.formats(views, formats))
    return section
  }

  private func formats(_ views: [String: View], @FormatList _ formats: () -> [String]) -> [LayoutConstraint] {
    formats().flatMap { LayoutConstraint.constraints(withVisualFormat: $0, views: views) }
  }
}

/// Lists Visual Format strings one per line.
@resultBuilder enum FormatList {
  static func buildBlock(_ formats: String...) -> [String] { formats }
}
