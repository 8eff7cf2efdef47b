import LayoutCore

/// The five plain section views of the forms that set frames themselves
/// (by hand and by FrameLayout), top to bottom, each holding its parts.
struct FeedCellSections {
  let topBar = View()
  let profile = View()
  let content = View()
  let social = View()
  let reply = View()

  /// The sections, top to bottom.
  var all: [View] { [topBar, profile, content, social, reply] }

  /// Puts each section's parts in it, and the sections in `cell`.
  func place(_ parts: FeedCellParts, in cell: View) {
    for (section, views) in zip(all, parts.sections) {
      for view in views { section.addSubview(view) }
      cell.addSubview(section)
    }
  }
}
