import Foundation
import LayoutCore
import VisualFormat

/// The feed cell laid out by constraints written in the Visual Format
/// Language, section by section, as the benchmark's Auto Layout form writes
/// them; its height comes from `systemLayoutSizeFitting`.
public final class FeedCellConstraints: View, FeedCell {
  let parts = FeedCellParts()

  public required init() {
    super.init(frame: .zero)
    let topBar = section(["action": parts.action, "options": parts.options]) {
      "H:|-0-[action]-0-[options]-0-|"
      "V:|-0-[action]-(>=0)-|"
      "V:|-0-[options]-(>=0)-|"
    }
    let profile = section([
      "image": parts.posterImage, "name": parts.posterName, "headline": parts.posterHeadline,
      "time": parts.posterTime, "comment": parts.posterComment,
    ]) {
      "V:|-0-[image]-(>=0)-[comment]-0-|"
      "V:|-1-[name]-1-[headline]-1-[time]-(>=3)-[comment]"
      "V:[image]-(0@749)-[comment]"
      "H:|-0-[image]-2-[name]-4-|"
      "H:[image]-2-[headline]-4-|"
      "H:[image]-2-[time]-4-|"
      "H:|-0-[comment]-0-|"
    }
    let content = section(["image": parts.contentImage, "title": parts.contentTitle, "domain": parts.contentDomain]) {
      "V:|-0-[image]-0-[title]-0-[domain]-0-|"
      "H:|-0-[image]-0-|"
      "H:|-0-[title]-0-|"
      "H:|-0-[domain]-0-|"
    }
    let social = section(["like": parts.like, "comment": parts.comment, "share": parts.share]) {
      "V:|-0-[like]-0-|"
      "V:|-0-[comment]-0-|"
      "V:|-0-[share]-0-|"
    }
    social.addConstraints([
      parts.like.leadingAnchor.constraint(equalTo: social.layoutMarginsGuide.leadingAnchor),
      parts.comment.centerXAnchor.constraint(equalTo: social.centerXAnchor),
      parts.share.trailingAnchor.constraint(equalTo: social.layoutMarginsGuide.trailingAnchor),
    ])
    let reply = section(["image": parts.actorImage, "comment": parts.actorComment]) {
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

  public func show(_ item: FeedItem) { parts.show(item) }

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
