import Foundation
import LayoutCore

/// A laid-out view tree flattened for drawing: every view with its frame, both in
/// its superview's coordinates (as UIKit reports `frame`) and in the root's.
nonisolated public struct LayoutSnapshot: Sendable {
  /// One view of the tree.
  public struct Entry: Sendable {
    /// The view's `debugName`, or its type and a counter (`View1`, `Label2`…) when it has none.
    public var name: String
    /// The frame in the superview's coordinate space.
    public var frame: CGRect
    /// The frame in the root view's coordinate space.
    public var absoluteFrame: CGRect
    /// 0 for the root, 1 for its subviews, and so on.
    public var depth: Int
    /// The text of a `Label`, if the view is one.
    public var text: String?
    /// The font size of a `Label`, if the view is one.
    public var fontSize: CGFloat?
    /// The layout-margin rectangle in the root's coordinates.
    public var marginFrame: CGRect
    /// Whether the view is hidden (it and its subviews are still listed).
    public var isHidden: Bool
    /// The fill colour the view chose (see ``FillColored``), if any.
    public var fillColor: String?
    /// What the view looks like (colours, corners, text, controls), or nil for a plain view.
    public var drawing: ViewDrawing?
    /// How many entries after this one are its descendants.
    public var descendantCount = 0
  }

  /// The root's size.
  public var size: CGSize
  /// The views, the root first, in depth-first order (subviews in back-to-front order).
  public var entries: [Entry]

  /// Takes a snapshot of a view and its subviews after laying it out.
  /// - Parameters:
  ///   - root: The root view; its `layoutIfNeeded()` is called first.
  ///   - includeRoot: Whether the root itself is an entry.
  #if MainActorViews
    @MainActor
  #endif
  public init(_ root: View, includeRoot: Bool = true) {
    root.layoutIfNeeded()
    size = root.bounds.size
    entries = []
    var counters: [String: Int] = [:]
    func visit(_ view: View, origin: CGPoint, depth: Int, path: String) {
      let absolute = CGRect(
        origin: CGPoint(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY), size: view.frame.size)
      let frameInRoot = depth == 0 ? CGRect(origin: .zero, size: view.bounds.size) : absolute
      let name: String
      if let debugName = view.debugName {
        name = debugName
      } else {
        let kind = String(describing: type(of: view))
        counters[kind, default: 0] += 1
        name = "\(kind)\(counters[kind]!)"
      }
      let margins = view.layoutMargins
      let marginFrame = CGRect(
        x: frameInRoot.minX + margins.left, y: frameInRoot.minY + margins.top,
        width: max(0, frameInRoot.width - margins.left - margins.right),
        height: max(0, frameInRoot.height - margins.top - margins.bottom))
      let index = entries.count
      let listed = depth > 0 || includeRoot
      if listed {
        entries.append(
          Entry(
            name: name, frame: depth == 0 ? frameInRoot : view.frame, absoluteFrame: frameInRoot, depth: depth,
            text: (view as? Label)?.text, fontSize: (view as? Label)?.fontSize, marginFrame: marginFrame,
            isHidden: view.isHidden, fillColor: (view as? FillColored)?.fillColor, drawing: ViewDrawing(view)))
      }
      // Subviews are placed in the bounds' coordinates: a scroll view's offset moves them.
      let contentOrigin = CGPoint(x: frameInRoot.minX - view.bounds.minX, y: frameInRoot.minY - view.bounds.minY)
      for subview in view.subviews {
        visit(subview, origin: contentOrigin, depth: depth + 1, path: path + "/" + name)
      }
      if listed { entries[index].descendantCount = entries.count - index - 1 }
    }
    visit(root, origin: .zero, depth: 0, path: "")
  }
}
