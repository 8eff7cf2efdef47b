import Foundation

// MARK: - Who made a constraint, for modules that describe constraints in their own words

extension LayoutConstraint {
  /// Who made a constraint: the user, or the engine on a view's behalf.
  ///
  /// For the modules that report layout problems in their users' terms (a
  /// layout document's keys, for instance) rather than in Swift's.
  nonisolated package enum Author: Sendable {
    /// The user's code or document.
    case user
    /// A view's frame, held while it translates its autoresizing mask.
    case autoresizingMask
    /// A view's intrinsic length on one axis: its hugging and compression
    /// resistance (``LayoutConstraint/priority`` and ``compressionResistancePriority``).
    case contentSize
    /// A system guide tied to its view: margins, safe area, readable content,
    /// a scroll view's guides, an offset.
    case layoutGuide
    /// The root view's size.
    case rootSize
    /// A stack view's arrangement.
    case stackView
    /// Anything else the engine makes (fitting, invalid input).
    case other
  }

  /// Who made this constraint.
  package var author: Author {
    switch kind {
    case .user: .user
    case .autoresizing: .autoresizingMask
    case .contentSize, .contentHugging, .compressionResistance: .contentSize
    case .layoutGuide: .layoutGuide
    case .rootSize: .rootSize
    case .stackView: .stackView
    case .fitting, .invalid: .other
    }
  }

  /// Which part of a view's intrinsic length a content-size constraint
  /// holds: both (`length == intrinsic`, weighted by hugging above and
  /// compression resistance below), or one half when either is required.
  nonisolated package enum ContentSizePart: Sendable {
    case both, hugging, compressionResistance
  }

  /// The part a content-size constraint holds, or nil for other constraints.
  package var contentSizePart: ContentSizePart? {
    switch kind {
    case .contentSize: .both
    case .contentHugging: .hugging
    case .compressionResistance: .compressionResistance
    default: nil
    }
  }

  /// A content-size constraint's compression resistance (its ``priority`` is the hugging).
  package var compressionResistancePriority: LayoutPriority {
    kind == .compressionResistance ? priority : compressionResistance
  }
}
