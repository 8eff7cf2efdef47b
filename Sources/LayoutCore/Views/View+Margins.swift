import Foundation

// MARK: - Layout margins

extension View {
  /// The space inside the view's edges that content should keep clear of:
  /// 8 points on each side by default.
  ///
  /// Constraints use the margins through ``layoutMarginsGuide`` or the
  /// margin attributes (`leadingMargin`...). Setting this property makes
  /// `left` and `right` fixed physical sides; ``directionalLayoutMargins``
  /// makes them follow the layout direction.
  ///
  /// As in UIKit, reading it gives the margins in effect, which is what was
  /// set adjusted by the system: at least a view controller's
  /// ``ViewController/systemMinimumLayoutMargins`` for its root view, plus
  /// the safe area (see ``insetsLayoutMarginsFromSafeArea``) and widened to
  /// respect the superview's margins (see
  /// ``preservesSuperviewLayoutMargins``). A controller's root view on an
  /// iPhone 16 Pro reads 62, 16, 34, 16 once laid out in its window.
  public var layoutMargins: EdgeInsets {
    get { effectiveLayoutMargins }
    set {
      marginStorage = .absolute(newValue)
      updateGuideInsets()
      // With a margins guide, the update told the view if its insets changed.
      if marginsGuide == nil { layoutMarginsDidChange() }
    }
  }

  /// The margins as set, before the system's adjustments.
  var storedLayoutMargins: EdgeInsets {
    switch marginStorage {
    case .absolute(let insets): insets
    case .directional(let insets): insets.resolved(effectiveUserInterfaceLayoutDirection)
    }
  }

  /// The layout margins named by reading direction: `leading` is the right
  /// side in a right-to-left layout. Read, they are the margins in effect
  /// (see ``layoutMargins``).
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { effectiveLayoutMargins.directional(effectiveUserInterfaceLayoutDirection) }
    set {
      marginStorage = .directional(newValue)
      updateGuideInsets()
      // With a margins guide, the update told the view if its insets changed.
      if marginsGuide == nil { layoutMarginsDidChange() }
    }
  }

  /// Whether the view's margins also keep clear of its superview's margins
  /// where the two overlap; false by default.
  ///
  /// When true, each edge's margin is at least the superview's margin on
  /// that side minus the distance between the two views' edges, the
  /// smallest adjustment that keeps content inside both.
  public var preservesSuperviewLayoutMargins: Bool {
    get { preservesMargins }
    set {
      preservesMargins = newValue
      if newValue { rootView.engineIfPresent?.hasPreservingViews = true }
      updateGuideInsets()
    }
  }

  /// Whether the margins are measured from the safe area instead of the
  /// view's edges where the safe area intrudes; true by default.
  ///
  /// UIKit leaves the combination rule open; here a margin is added to the
  /// safe-area inset on its side, so a 16-point margin under a 47-point
  /// status bar guides content 63 points down.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { insetsFromSafeArea }
    set {
      insetsFromSafeArea = newValue
      updateGuideInsets()
    }
  }

  /// A guide for the area inside the layout margins.
  ///
  /// ```swift
  /// label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
  /// ```
  public var layoutMarginsGuide: LayoutGuide {
    if let marginsGuide { return marginsGuide }
    let guide = makeSystemGuide(.margins, identifier: "layoutMarginsGuide")
    marginsGuide = guide
    let insets = effectiveLayoutMargins
    appliedMargins = insets
    activateEdgeConstraints(of: guide, insets: insets, name: "Margin-guide-constraint")
    return guide
  }

  /// A guide for the area of the view that the window's safe-area insets
  /// (status bar, home indicator, notches) leave uncovered.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let safeAreaGuide { return safeAreaGuide }
    let guide = makeSystemGuide(.safeArea, identifier: "safeAreaLayoutGuide")
    safeAreaGuide = guide
    let insets = safeAreaInsets
    appliedSafeArea = insets
    activateEdgeConstraints(of: guide, insets: insets, name: "safeArea-guide-constraint")
    return guide
  }

  /// A guide whose width suits lines of text: centered inside the margins
  /// guide and at most 672 points wide, UIKit's readable width at the
  /// default text size.
  public var readableContentGuide: LayoutGuide {
    if let readableGuide { return readableGuide }
    let margins = layoutMarginsGuide
    let guide = makeSystemGuide(.readableContent, identifier: "readableContentGuide")
    readableGuide = guide
    func make(
      _ attribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
      _ other: LayoutItem?, _ constant: CGFloat, _ priority: LayoutPriority = .required
    ) -> LayoutConstraint {
      LayoutConstraint(
        item: guide, attribute: attribute, relation: relation, toItem: other,
        attribute: other == nil ? .notAnAttribute : attribute, multiplier: 1, constant: constant,
        priority: priority, kind: .layoutGuide, identifier: "View-readableContent-\(attribute)",
        file: #fileID, line: #line)
    }
    let constraints = [
      make(.top, .equal, margins, 0),
      make(.bottom, .equal, margins, 0),
      make(.centerX, .equal, margins, 0),
      make(.width, .lessThanOrEqual, nil, readableContentWidth),
      make(.width, .lessThanOrEqual, margins, 0),
      make(.width, .equal, margins, 0, 999),
    ]
    guide.guideConstraints = constraints
    LayoutConstraint.activate(constraints)
    return guide
  }

  /// The margins the margins guide is inset by: the view's own (at least a
  /// view controller's minimum), plus the safe area, widened to respect the
  /// superview's margins when asked.
  var effectiveLayoutMargins: EdgeInsets {
    var margins = storedLayoutMargins
    if let minimumMargins {
      let minimum = minimumMargins.resolved(effectiveUserInterfaceLayoutDirection)
      margins.top = max(margins.top, minimum.top)
      margins.left = max(margins.left, minimum.left)
      margins.bottom = max(margins.bottom, minimum.bottom)
      margins.right = max(margins.right, minimum.right)
    }
    if insetsFromSafeArea {
      let safe = safeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    if preservesMargins, let parent = storedSuperview {
      let outer = parent.effectiveLayoutMargins
      let frame = storedFrame
      let size = parent.storedFrame.size
      margins.left = max(margins.left, outer.left - frame.minX)
      margins.top = max(margins.top, outer.top - frame.minY)
      margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
      margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
    }
    return margins
  }

  /// Brings the margins and safe-area guides' constants up to date; returns
  /// whether anything changed.
  @discardableResult
  func updateGuideInsets() -> Bool {
    var changed = false
    var marginsChanged = false
    var safeAreaChanged = false
    if let marginsGuide {
      let insets = effectiveLayoutMargins
      if insets != appliedMargins {
        appliedMargins = insets
        setEdgeConstants(of: marginsGuide, insets)
        changed = true
        marginsChanged = true
      }
    }
    if let safeAreaGuide {
      let insets = safeAreaInsets
      if insets != appliedSafeArea {
        appliedSafeArea = insets
        setEdgeConstants(of: safeAreaGuide, insets)
        changed = true
        safeAreaChanged = true
      }
    }
    // After the constants, so that an override sees the new guides.
    if safeAreaChanged {
      safeAreaInsetsDidChange()
      owningViewController?.viewSafeAreaInsetsDidChange()
    }
    if marginsChanged {
      layoutMarginsDidChange()
      owningViewController?.viewLayoutMarginsDidChange()
    }
    return changed
  }

  /// Makes a system guide owned by this view.
  private func makeSystemGuide(_ role: LayoutGuide.Role, identifier: String) -> LayoutGuide {
    let guide = LayoutGuide()
    guide.role = role
    guide.identifier = identifier
    addLayoutGuide(guide)
    LayoutEngine.viewDidGainInsetGuide(self)
    return guide
  }

  /// Ties a guide's four edges to this view's, inset by `insets`.
  private func activateEdgeConstraints(of guide: LayoutGuide, insets: EdgeInsets, name: String) {
    func make(_ attribute: LayoutConstraint.Attribute, _ constant: CGFloat, _ side: String)
      -> LayoutConstraint
    {
      LayoutConstraint(
        item: guide, attribute: attribute, relation: .equal, toItem: self, attribute: attribute,
        multiplier: 1, constant: constant, kind: .layoutGuide, identifier: "View-\(side)\(name)",
        file: #fileID, line: #line)
    }
    let constraints = [
      make(.left, insets.left, "left"),
      make(.top, insets.top, "top"),
      make(.right, -insets.right, "right"),
      make(.bottom, -insets.bottom, "bottom"),
    ]
    guide.guideConstraints = constraints
    LayoutConstraint.activate(constraints)
  }

  /// Sets the constants of a guide made by ``activateEdgeConstraints(of:insets:name:)``.
  private func setEdgeConstants(of guide: LayoutGuide, _ insets: EdgeInsets) {
    let constraints = guide.guideConstraints
    guard constraints.count == 4 else { return }
    constraints[0].constant = insets.left
    constraints[1].constant = insets.top
    constraints[2].constant = -insets.right
    constraints[3].constant = -insets.bottom
  }
}

/// The widest a ``View/readableContentGuide`` gets: UIKit's readable width
/// at the default text size.
let readableContentWidth: CGFloat = 672
