#if !canImport(Darwin)
  import Testing
  import UIKit

  /// What libraries written for UIKit rely on beyond layout: associated
  /// objects, identity, animation blocks, the screen, and UIKit's anchor
  /// class hierarchy.
  @Suite struct RuntimeTests {
    private nonisolated(unsafe) static var recordKey: UInt8 = 0
    private nonisolated(unsafe) static var delegateKey: UInt8 = 0

    /// The Objective-C runtime's associated objects, as SnapKit keeps each
    /// view's constraints: on views, on guides and on any other object.
    @Test func associatedObjectsStayWithTheirObject() {
      let view = UIView()
      let guide = UILayoutGuide()
      let other = NSObject()
      for object in [view, guide, other] as [AnyObject] {
        #expect(objc_getAssociatedObject(object, &Self.recordKey) == nil)
        objc_setAssociatedObject(object, &Self.recordKey, NSMutableSet(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        (objc_getAssociatedObject(object, &Self.recordKey) as? NSMutableSet)?.add("constraint")
        #expect((objc_getAssociatedObject(object, &Self.recordKey) as? NSMutableSet)?.count == 1)
        objc_setAssociatedObject(object, &Self.recordKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(object, &Self.recordKey) == nil)
      }
      // `.OBJC_ASSOCIATION_ASSIGN` does not keep the value alive.
      var delegate: NSObject? = NSObject()
      objc_setAssociatedObject(view, &Self.delegateKey, delegate, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(view, &Self.delegateKey) as? NSObject === delegate)
      delegate = nil
      #expect(objc_getAssociatedObject(view, &Self.delegateKey) == nil)
    }

    /// UIKit's views and constraints are NSObjects: equal when identical, so
    /// they go in sets and `contains` finds them.
    @Test func viewsAndConstraintsCompareByIdentity() {
      let a = UIView()
      let b = UIView()
      #expect(a == a && a != b)
      #expect(Set([a, b, a]).count == 2)
      let constraint = a.widthAnchor.constraint(equalToConstant: 10)
      #expect([constraint].contains(constraint))
      #expect(![a.widthAnchor.constraint(equalToConstant: 10)].contains(constraint))
    }

    /// Headless there are no frames in between: `UIView.animate` runs the
    /// block at once and calls the completion with `finished == true`, and
    /// the layout inside the block is the final one.
    @Test func animationsRunAtOnceAndFinish() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
      let panel = UIView()
      panel.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(panel)
      let height = panel.heightAnchor.constraint(equalToConstant: 100)
      NSLayoutConstraint.activate([
        height, panel.topAnchor.constraint(equalTo: window.topAnchor),
        panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        panel.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      ])
      window.layoutIfNeeded()
      height.constant = 250
      var finished = false
      UIView.animate(
        withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
        animations: { window.layoutIfNeeded() },
        completion: { finished = $0 })
      #expect(finished)
      #expect(panel.frame.height == 250)
      UIView.performWithoutAnimation { panel.alpha = 0.5 }
      #expect(panel.alpha == 0.5)
    }

    /// UIKit: `convert(_:to:)` and `convert(_:from:)` go through the
    /// superviews' frames (and a scroll view's offset).
    @Test func convertingBetweenViews() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let card = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
      let dot = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
      window.addSubview(card)
      card.addSubview(dot)
      #expect(dot.convert(CGPoint(x: 1, y: 1), to: window) == CGPoint(x: 26, y: 37))
      #expect(dot.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 26, y: 37))
      #expect(
        window.convert(CGRect(x: 26, y: 37, width: 4, height: 4), to: dot) == CGRect(x: 1, y: 1, width: 4, height: 4))
      #expect(card.convert(CGPoint(x: 0, y: 0), from: dot) == CGPoint(x: 5, y: 6))
    }

    /// Tags and accessibility identifiers find views as in UIKit tests.
    @Test func tagsFindViews() {
      let root = UIView()
      let row = UIView()
      row.tag = 7
      row.accessibilityIdentifier = "row"
      root.addSubview(UIView())
      root.addSubview(row)
      #expect(root.viewWithTag(7) === row)
      #expect(root.viewWithTag(8) == nil)
      #expect(row.accessibilityIdentifier == "row")
      #expect(autoreleasepool { 1 + 1 } == 2)
    }

    /// Libraries conform each anchor family to their own protocols and write
    /// functions over `NSLayoutAnchor<T>`, as with UIKit's class hierarchy.
    @Test func anchorsAreUIKitsClassHierarchy() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
      let a = UIView()
      let b = UIView()
      for view in [a, b] {
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
      }
      func pin<T>(_ anchor: NSLayoutAnchor<T>, to other: NSLayoutAnchor<T>, _ constant: CGFloat) -> NSLayoutConstraint {
        anchor.constraint(equalTo: other, constant: constant)
      }
      let anchors: [Any] = [a.leadingAnchor, a.topAnchor, a.widthAnchor]
      #expect(anchors.compactMap { ($0 as? Axis)?.axis } == ["x", "y"])
      NSLayoutConstraint.activate([
        pin(a.leadingAnchor, to: window.leadingAnchor, 10),
        pin(a.topAnchor, to: window.topAnchor, 10),
        a.widthAnchor.constraint(equalToConstant: 40),
        a.heightAnchor.constraint(equalToConstant: 20),
        b.topAnchor.constraint(equalTo: a.topAnchor),
        b.heightAnchor.constraint(equalTo: a.heightAnchor),
        b.widthAnchor.constraint(equalTo: a.widthAnchor),
        // The gap after `a` is twice the gap before it (UIKit's anchorWithOffset).
        a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
          equalTo: window.leadingAnchor.anchorWithOffset(to: a.leadingAnchor), multiplier: 2),
      ])
      window.layoutIfNeeded()
      #expect(b.frame == CGRect(x: 70, y: 10, width: 40, height: 20))
    }
  }

  /// A protocol a library conforms UIKit's anchor classes to, one family at a time.
  protocol Axis { var axis: String { get } }
  extension NSLayoutXAxisAnchor: Axis { var axis: String { "x" } }
  extension NSLayoutYAxisAnchor: Axis { var axis: String { "y" } }
#endif
