import Foundation

// MARK: - Autoresizing masks

extension View {
  /// Whether the engine turns the view's frame and autoresizing mask into
  /// constraints; true for views made in code, as in UIKit.
  ///
  /// Turn it off for every view you position with constraints: otherwise the
  /// frame-derived constraints fix the view's size and position, and yours
  /// conflict with them.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { storedTranslatesMask }
    set {
      guard newValue != storedTranslatesMask else { return }
      storedTranslatesMask = newValue
      setNeedsSystemSync()
    }
  }

  /// Which parts of the frame stretch when the superview's size changes;
  /// empty (nothing stretches) by default.
  ///
  /// A size change of the superview is shared among the flexible parts of
  /// each axis in proportion to their lengths: a view with flexible left and
  /// right margins of 20 and 30 gets 68 and 102 when its superview grows by
  /// 120. Views driven by constraints get the same result from constraints
  /// the engine makes (see ``translatesAutoresizingMaskIntoConstraints``).
  public var autoresizingMask: AutoresizingMask {
    get { storedMask }
    set {
      guard newValue != storedMask else { return }
      storedMask = newValue
      setNeedsSystemSync()
    }
  }

  /// Applies the masks of subviews the engine does not manage after a size change.
  func resizeUnmanagedSubviews(from old: CGSize, to new: CGSize) {
    for subview in storedSubviews where subview.variables == nil && !subview.storedMask.isEmpty {
      let frame = subview.storedFrame
      let x = AutoresizingAxis(
        before: frame.minX, length: frame.width, after: old.width - frame.maxX,
        mask: subview.storedMask, horizontal: true
      ).resized(by: new.width - old.width)
      let y = AutoresizingAxis(
        before: frame.minY, length: frame.height, after: old.height - frame.maxY,
        mask: subview.storedMask, horizontal: false
      ).resized(by: new.height - old.height)
      subview.frame = CGRect(x: x.before, y: y.before, width: x.length, height: y.length)
    }
  }
}

/// One axis of a frame inside its superview: margin, length, margin, and
/// which of them stretch.
struct AutoresizingAxis {
  var before: CGFloat
  var length: CGFloat
  var after: CGFloat
  let flexibleBefore: Bool
  let flexibleLength: Bool
  let flexibleAfter: Bool

  init(before: CGFloat, length: CGFloat, after: CGFloat, mask: AutoresizingMask, horizontal: Bool) {
    self.before = before
    self.length = length
    self.after = after
    flexibleBefore = mask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin)
    flexibleLength = mask.contains(horizontal ? .flexibleWidth : .flexibleHeight)
    flexibleAfter = mask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin)
  }

  /// The share of a size change each part takes: proportional to the
  /// flexible parts' lengths, or even when those are all zero.
  var shares: (before: CGFloat, length: CGFloat) {
    let parts = [(flexibleBefore, before), (flexibleLength, length), (flexibleAfter, after)]
    let flexible = parts.filter(\.0)
    guard !flexible.isEmpty else { return (0, 0) }
    let total = flexible.reduce(CGFloat(0)) { $0 + max($1.1, 0) }
    func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return total > 0 ? max(value, 0) / total : 1 / CGFloat(flexible.count)
    }
    return (share(flexibleBefore, before), share(flexibleLength, length))
  }

  /// The axis after the superview's length changes by `delta`.
  func resized(by delta: CGFloat) -> AutoresizingAxis {
    var result = self
    let shares = self.shares
    result.before += delta * shares.before
    result.length += delta * shares.length
    result.after = after + delta - delta * shares.before - delta * shares.length
    return result
  }
}
