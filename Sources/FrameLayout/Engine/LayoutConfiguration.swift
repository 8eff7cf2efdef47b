import Foundation

/// Everything a ``Layout`` was created with, as one value the engine reads.
struct LayoutConfiguration: Sendable, Hashable {
  /// The rectangle the items share, in the caller's coordinate space.
  var parentFrame: CGRect

  /// The main axis, and whether it wraps.
  var direction: Layout.Direction

  /// Where items sit across the main axis.
  var alignment: Layout.Alignment

  /// Where free main-axis space goes.
  var justification: Layout.Justification

  /// The gap between neighbouring items.
  var spacing: CGFloat

  /// The gap between the lines of a flow.
  var lineSpacing: CGFloat

  /// The space kept free inside the parent frame.
  var padding: Layout.Insets

  /// Whether horizontal placement is mirrored.
  var layoutDirection: Layout.LayoutDirection

  /// Checks every number the layout was created with.
  ///
  /// - Throws: ``Layout/LayoutError/invalidValue(name:value:expected:)``.
  func validate() throws(Layout.LayoutError) {
    // Read origin and size directly: CGRect's width/minX accessors
    // standardize negative sizes, which would hide the mistake.
    try Validate.coordinate(parentFrame.origin.x, name: "parentFrame.x")
    try Validate.coordinate(parentFrame.origin.y, name: "parentFrame.y")
    try Validate.length(parentFrame.size.width, name: "parentFrame.width")
    try Validate.length(parentFrame.size.height, name: "parentFrame.height")
    try Validate.length(spacing, name: "spacing")
    try Validate.length(lineSpacing, name: "lineSpacing")
    try Validate.length(padding.top, name: "padding.top")
    try Validate.length(padding.leading, name: "padding.leading")
    try Validate.length(padding.bottom, name: "padding.bottom")
    try Validate.length(padding.trailing, name: "padding.trailing")
  }
}
