import Foundation
import LayoutCore

/// A type-safe Visual Format line, as in TinyVFL: no strings, no views dictionary.
///
/// ```swift
/// try VFL.v(.superView, .space(), .view(header), .view(body, size: 90),
///           .space(5, priority: 750), .view(footer, equal: header))
///   .withOptions([.alignAllLeft, .alignAllRight])
///   .active()
/// ```
///
/// It writes a real VFL string and parses it, so every rule of Apple's grammar
/// applies. Where TinyVFL traps (a `|` in the middle, a space at an end, two
/// spaces in a row, options for the other axis), ``constraints`` throws a
/// ``VisualFormatError`` whose caret points at the offending item in the
/// generated string. Beyond TinyVFL: `>=`/`<=` spaces and sizes, predicate lists,
/// metrics, and the same view used more than once.
#if MainActorViews
  @preconcurrency @MainActor
#endif
public struct VFL {
  /// `H:` or `V:`.
  public enum Direction: Sendable {
    /// A horizontal line (`H:`).
    case horizontal
    /// A vertical line (`V:`).
    case vertical
  }

  /// The line's direction.
  public let direction: Direction
  /// The items, in order.
  public let items: [VFLItem]
  /// The format options.
  public let options: LayoutConstraint.FormatOptions
  /// Named numbers that ``VFLPredicate/metric(_:relation:priority:)`` refers to.
  public let metrics: [String: CGFloat]
  /// Where the line was written: ``constraints`` is a property and cannot
  /// take the caller's location, so `h` and `v` record it for the
  /// constraints' diagnostics.
  let file: StaticString
  let line: UInt

  init(
    direction: Direction, items: [VFLItem], options: LayoutConstraint.FormatOptions, metrics: [String: CGFloat],
    file: StaticString, line: UInt
  ) {
    self.direction = direction
    self.items = items
    self.options = options
    self.metrics = metrics
    self.file = file
    self.line = line
  }

  /// A horizontal line; its constraints carry the `file` and `line` of this call.
  public static func h(
    _ items: VFLItem..., options: LayoutConstraint.FormatOptions = [], file: StaticString = #fileID,
    line: UInt = #line
  ) -> VFL {
    VFL(direction: .horizontal, items: items, options: options, metrics: [:], file: file, line: line)
  }

  /// A vertical line; its constraints carry the `file` and `line` of this call.
  public static func v(
    _ items: VFLItem..., options: LayoutConstraint.FormatOptions = [], file: StaticString = #fileID,
    line: UInt = #line
  ) -> VFL {
    VFL(direction: .vertical, items: items, options: options, metrics: [:], file: file, line: line)
  }

  /// The same line with other options.
  public func withOptions(_ options: LayoutConstraint.FormatOptions) -> VFL {
    VFL(direction: direction, items: items, options: options, metrics: metrics, file: file, line: line)
  }

  /// The same line with metrics that ``VFLPredicate/metric(_:relation:priority:)`` can name.
  public func withMetrics(_ metrics: [String: CGFloat]) -> VFL {
    VFL(direction: direction, items: items, options: options, metrics: metrics, file: file, line: line)
  }

  /// The constraints the line describes, inactive.
  /// - Throws: ``VisualFormatError`` naming the item that breaks a rule.
  public var constraints: [LayoutConstraint] {
    get throws(VisualFormatError) {
      let (format, views) = try render()
      return try LayoutConstraint.checkedConstraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views, file: file, line: line)
    }
  }

  /// Makes the constraints and activates them.
  /// - Returns: The constraints, active.
  /// - Throws: ``VisualFormatError``; nothing is activated when it throws.
  @discardableResult
  public func active() throws(VisualFormatError) -> [LayoutConstraint] {
    let made = try constraints
    LayoutConstraint.activate(made)
    return made
  }

  /// The VFL string the line stands for, with views named `v0`, `v1`… by first
  /// appearance (an `equal:` view included).
  public var format: String {
    (try? render().format) ?? ""
  }
}
