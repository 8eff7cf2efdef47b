import Foundation

/// A view whose content can be larger than itself, as UIKit's `UIScrollView`.
///
/// Constrain content to ``contentLayoutGuide`` to give it a ``contentSize``,
/// and to ``frameLayoutGuide`` to size it by the visible area:
///
/// ```swift
/// let scroll = ScrollView()
/// let form = StackView(arrangedSubviews: fields)
/// form.axis = .vertical
/// form.translatesAutoresizingMaskIntoConstraints = false
/// scroll.addSubview(form)
/// LayoutConstraint.activate([
///   form.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///   form.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///   form.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///   form.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///   form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
/// ])
/// window.layoutIfNeeded()
/// scroll.contentSize   // the form's size: taller than the scroll view when the form is long
/// ```
///
/// As in UIKit, subviews are laid out in content coordinates: a subview at
/// y 900 is 900 points below the content's top whatever the
/// ``contentOffset``. Constraints between the scroll view's own edges and a
/// subview's (the pre-iOS 11 way) mean the content's edges, as UIKit reads
/// them; its width and height anchors are the frame's. The frame layout
/// guide follows the offset, so views pinned to it stay in place on screen.
/// Scroll views clip their subviews by default.
open class ScrollView: View {
  private var storedContentGuide: LayoutGuide?
  private var storedFrameGuide: LayoutGuide?
  private var storedContentSize = CGSize.zero
  private var storedOffset = CGPoint.zero

  /// Space around the content that scrolling keeps clear (under toolbars, say); zero by default.
  public var contentInset = EdgeInsets.zero

  /// When the safe area is added to ``contentInset`` (see ``adjustedContentInset``).
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  /// Whether the content bounces vertically even when it is not taller than the view.
  public var alwaysBounceVertical = false

  /// Whether the content bounces horizontally even when it is not wider than the view.
  public var alwaysBounceHorizontal = false

  /// Whether the user can scroll; drawing and layout are the same either way.
  public var isScrollEnabled = true

  /// Whether scrolling stops at multiples of the view's size.
  public var isPagingEnabled = false

  /// Whether a vertical scroll indicator is drawn.
  public var showsVerticalScrollIndicator = true

  /// Whether a horizontal scroll indicator is drawn.
  public var showsHorizontalScrollIndicator = true

  /// Creates a scroll view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a scroll view from an archive (see ``View/init(coder:)``: the coder is not read).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The content's rectangle: its leading and top edges are the content's
  /// origin, its width and height the ``contentSize``.
  public var contentLayoutGuide: LayoutGuide {
    if let storedContentGuide { return storedContentGuide }
    let guide = makeGuide(.scrollContent, identifier: "contentLayoutGuide")
    storedContentGuide = guide
    // Without constraints from the content, the guide keeps a size set by
    // hand (the weakest preference, so any content constraint wins).
    let constraints = [
      guideConstraint(guide, .left, toItem: self, constant: 0),
      guideConstraint(guide, .top, toItem: self, constant: 0),
      guideConstraint(guide, .width, toItem: nil, constant: storedContentSize.width, priority: 1),
      guideConstraint(guide, .height, toItem: nil, constant: storedContentSize.height, priority: 1),
    ]
    guide.guideConstraints = constraints
    LayoutConstraint.activate(constraints)
    return guide
  }

  /// The visible rectangle: the scroll view's size, at the ``contentOffset``.
  public var frameLayoutGuide: LayoutGuide {
    if let storedFrameGuide { return storedFrameGuide }
    let guide = makeGuide(.scrollFrame, identifier: "frameLayoutGuide")
    storedFrameGuide = guide
    let constraints = [
      guideConstraint(guide, .left, toItem: self, constant: storedOffset.x),
      guideConstraint(guide, .top, toItem: self, constant: storedOffset.y),
      guideConstraint(guide, .width, toItem: self, constant: 0),
      guideConstraint(guide, .height, toItem: self, constant: 0),
    ]
    guide.guideConstraints = constraints
    LayoutConstraint.activate(constraints)
    return guide
  }

  /// The size of the content: the content layout guide's after a layout pass
  /// when constraints size it, or the size set by hand.
  public var contentSize: CGSize {
    get { storedContentSize }
    set {
      storedContentSize = newValue
      if let guide = storedContentGuide, guide.guideConstraints.count == 4 {
        guide.guideConstraints[2].constant = newValue.width
        guide.guideConstraints[3].constant = newValue.height
      }
    }
  }

  /// The point of the content shown at the view's top-left corner: the
  /// bounds' origin. Setting it scrolls; views pinned to the frame layout
  /// guide move with it at the next layout pass.
  public var contentOffset: CGPoint {
    get { storedOffset }
    set {
      guard newValue != storedOffset else { return }
      storedOffset = newValue
      if let guide = storedFrameGuide, guide.guideConstraints.count == 4 {
        guide.guideConstraints[0].constant = newValue.x
        guide.guideConstraints[1].constant = newValue.y
      }
    }
  }

  /// Scrolls to `offset` (`animated` is accepted for UIKit's spelling).
  public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

  /// Scrolls the least distance that shows `rect` (in content coordinates), as far as the content allows.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let visible = CGRect(origin: storedOffset, size: bounds.size)
    var offset = storedOffset
    if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    let insets = adjustedContentInset
    offset.x = min(
      max(offset.x, -insets.left), max(-insets.left, storedContentSize.width + insets.right - bounds.width))
    offset.y = min(
      max(offset.y, -insets.top), max(-insets.top, storedContentSize.height + insets.bottom - bounds.height))
    contentOffset = offset
  }

  /// ``contentInset`` plus the safe-area insets the adjustment behaviour adds.
  ///
  /// - ``ContentInsetAdjustmentBehavior/always``: all four safe-area insets.
  /// - ``ContentInsetAdjustmentBehavior/never``: none.
  /// - ``ContentInsetAdjustmentBehavior/scrollableAxes``: on an axis whose
  ///   content is larger than the view, or that always bounces.
  /// - ``ContentInsetAdjustmentBehavior/automatic`` (the default): as
  ///   scrollable axes, and always on the vertical axis, which is how
  ///   UIKit treats the scroll view of a navigation controller's screen.
  public var adjustedContentInset: EdgeInsets {
    let safe = safeAreaInsets
    var insets = contentInset
    let size = bounds.size
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .always:
      (vertical, horizontal) = (true, true)
    case .never:
      (vertical, horizontal) = (false, false)
    case .scrollableAxes, .automatic:
      vertical =
        contentInsetAdjustmentBehavior == .automatic || alwaysBounceVertical
        || storedContentSize.height > size.height
      horizontal = alwaysBounceHorizontal || storedContentSize.width > size.width
    }
    if vertical {
      insets.top += safe.top
      insets.bottom += safe.bottom
    }
    if horizontal {
      insets.left += safe.left
      insets.right += safe.right
    }
    return insets
  }

  /// Places the subviews, then reads the content size off the content layout guide.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let guide = storedContentGuide, let variables = guide.variables {
      let solved = variables.solvedRect.size
      let size = CGSize(width: max(solved.width, 0), height: max(solved.height, 0))
      if !size.isClose(to: storedContentSize) { contentSize = size }
    }
  }

  /// The content's origin moves with the offset: the bounds' origin is the offset.
  override var boundsOrigin: CGPoint { storedOffset }

  /// Subviews are content: the content guide exists from the first one, so
  /// that constraints to the scroll view's edges can mean the content's.
  open override func didAddSubview(_ subview: View) {
    super.didAddSubview(subview)
    _ = contentLayoutGuide
  }

  /// The content layout guide, if it was made (constraints to the scroll view's edges use it).
  var existingContentGuide: LayoutGuide? { storedContentGuide }

  private func makeGuide(_ role: LayoutGuide.Role, identifier: String) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.role = role
    guide.identifier = identifier
    addLayoutGuide(guide)
    return guide
  }

  private func guideConstraint(
    _ guide: LayoutGuide, _ attribute: LayoutConstraint.Attribute, toItem other: LayoutItem?,
    constant: CGFloat, priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    LayoutConstraint(
      item: guide, attribute: attribute, relation: .equal, toItem: other,
      attribute: other == nil ? .notAnAttribute : attribute, multiplier: 1, constant: constant,
      priority: priority, kind: .layoutGuide, identifier: "ScrollView-\(guide.identifier)-\(attribute)",
      file: #fileID, line: #line)
  }

  /// When the safe area is added to a scroll view's content inset, as `UIScrollView.ContentInsetAdjustmentBehavior`.
  nonisolated public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
    /// Scrollable axes, and always the vertical one.
    case automatic
    /// Only the axes that scroll.
    case scrollableAxes
    /// Never.
    case never
    /// Always, on every edge.
    case always
  }
}

nonisolated extension CGSize {
  /// Whether two sizes agree within solver noise.
  func isClose(to other: CGSize) -> Bool {
    abs(width - other.width) < 1e-7 && abs(height - other.height) < 1e-7
  }
}
