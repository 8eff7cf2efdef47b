import Foundation
import LayoutCore

extension LayoutConstraint {
  /// Makes the constraints a Visual Format string describes, as UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`.
  ///
  /// ```swift
  /// let constraints = LayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[title]-(>=spacing)-[button(80)]-|",
  ///   options: .alignAllCenterY, metrics: ["spacing": 12], views: ["title": title, "button": button])
  /// LayoutConstraint.activate(constraints)
  /// ```
  ///
  /// The grammar is Apple's (see the VisualFormat article). Standard spacing is 8
  /// between siblings, and `|-` / `-|` pin to the superview's layout margins, as
  /// on iOS 8 and later. The constraints come back inactive, as in UIKit.
  ///
  /// Where UIKit raises an exception (a syntax error, an unknown name,
  /// options on the wrong axis, `|` next to a view without a superview, a
  /// metric that is not a number, a view that is not a view or layout
  /// guide) this does not throw or trap, as UIKit's signature does not
  /// throw: it records a `LayoutDiagnostic` of kind `invalidConstraint`
  /// whose reason shows the format with a caret under the column, in the
  /// tree of the first view (by name), and returns no constraints. Use
  /// ``checkedConstraints(withVisualFormat:options:metrics:views:file:line:)-(_,_,_,[String:Any],_,_)``
  /// to get the error thrown instead.
  ///
  /// - Parameters:
  ///   - format: The format string, such as `H:|-[a]-[b(==a)]-|`.
  ///   - options: Alignment of neighbouring views, direction and baseline spacing.
  ///   - metrics: Named numbers the format may use in place of constants:
  ///     `CGFloat`, `Double`, `Float`, any integer or `NSNumber`, as UIKit's
  ///     `[String: Any]` takes them.
  ///   - views: The views (or layout guides) the format names; typed `Any`
  ///     as in UIKit, so a `[String: Any]` dictionary ports unchanged.
  ///   - file: Where the call is, recorded on each constraint for diagnostics; leave the default.
  ///   - line: The line of the call; leave the default.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any], file: StaticString = #fileID, line: UInt = #line
  ) -> [LayoutConstraint] {
    let near = { views.keys.sorted().lazy.compactMap { views[$0] as? LayoutItem }.first }
    return reportingError(file: file, line: line, near: near) { () throws(VisualFormatError) in
      try checkedConstraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views, file: file, line: line)
    }
  }

  /// Makes the constraints a Visual Format string describes from views of
  /// one type; the same as
  /// ``constraints(withVisualFormat:options:metrics:views:file:line:)-(_,_,_,[String:Any],_,_)``.
  ///
  /// ```swift
  /// let views = ["title": title, "detail": detail]   // [String: Label]
  /// let constraints = LayoutConstraint.constraints(withVisualFormat: "V:|-[title]-[detail]", views: views)
  /// ```
  ///
  /// Swift picks this one for a dictionary of views or layout guides, such
  /// as `[String: View]`: it is read as it is, where the `[String: Any]`
  /// form converts the dictionary and casts each value back (6% of a feed
  /// cell built by VFL).
  ///
  /// - Parameters:
  ///   - format: The format string, such as `H:|-[a]-[b(==a)]-|`.
  ///   - options: Alignment of neighbouring views, direction and baseline spacing.
  ///   - metrics: Named numbers the format may use in place of constants.
  ///   - views: The views (or layout guides) the format names.
  ///   - file: Where the call is, recorded on each constraint for diagnostics; leave the default.
  ///   - line: The line of the call; leave the default.
  public static func constraints<Item: LayoutItem>(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Item], file: StaticString = #fileID, line: UInt = #line
  ) -> [LayoutConstraint] {
    let near = { views.keys.sorted().first.flatMap { views[$0] } as LayoutItem? }
    return reportingError(file: file, line: line, near: near) { () throws(VisualFormatError) in
      try checkedConstraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views, file: file, line: line)
    }
  }

  /// The constraints `make` returns; when it throws, none, and the error
  /// recorded as a diagnostic in the tree of `near` (read only then), as
  /// UIKit's signature, which does not throw, has it.
  private static func reportingError(
    file: StaticString, line: UInt, near: () -> LayoutItem?,
    _ make: () throws(VisualFormatError) -> [LayoutConstraint]
  ) -> [LayoutConstraint] {
    do {
      return try make()
    } catch {
      reportInvalid(reason: error.description, location: "\(file):\(line)", near: near())
      return []
    }
  }

  /// Makes the constraints a Visual Format string describes, throwing where
  /// UIKit raises an exception; otherwise the same as
  /// ``constraints(withVisualFormat:options:metrics:views:file:line:)-(_,_,_,[String:Any],_,_)``.
  ///
  /// ```swift
  /// do {
  ///   let made = try LayoutConstraint.checkedConstraints(withVisualFormat: line, views: views)
  ///   LayoutConstraint.activate(made)
  /// } catch {
  ///   print(error)   // the format with a caret under the column
  /// }
  /// ```
  ///
  /// - Throws: ``VisualFormatError``; its description puts a caret under the
  ///   column. Nothing is made when it throws.
  public static func checkedConstraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Any], file: StaticString = #fileID, line: UInt = #line
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    let numbers = try metricValues(metrics, format: format)
    return try made(format, options, numbers, try layoutItems(views, format: format), file: file, line: line)
  }

  /// Makes the constraints a Visual Format string describes from views of
  /// one type, throwing where UIKit raises an exception; otherwise the same
  /// as ``checkedConstraints(withVisualFormat:options:metrics:views:file:line:)-(_,_,_,[String:Any],_,_)``.
  ///
  /// - Throws: ``VisualFormatError``; nothing is made when it throws.
  public static func checkedConstraints<Item: LayoutItem>(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
    views: [String: Item], file: StaticString = #fileID, line: UInt = #line
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    try made(format, options, try metricValues(metrics, format: format), views, file: file, line: line)
  }

  /// The constraints of a format whose metrics (nil when there are none)
  /// and views were read; a format without metrics is parsed once a thread
  /// (see `VisualFormatSyntaxCache`).
  private static func made<Item: LayoutItem>(
    _ format: String, _ options: FormatOptions, _ numbers: [String: Double]?, _ items: [String: Item],
    file: StaticString, line: UInt
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    if numbers == nil, let kept = VisualFormatSyntaxCache.syntax(of: format),
      let named = VisualFormatItems(kept, in: items)
    {
      return try compile(kept, format, options, named, file: file, line: line)
    }
    var parser = VisualFormatParser(format, viewNames: Set(items.keys), metrics: numbers ?? [:])
    let syntax = try parser.parse()
    if numbers == nil { VisualFormatSyntaxCache.keep(syntax, for: format) }
    // The parser has checked that the dictionary holds every name.
    guard let named = VisualFormatItems(syntax, in: items) else {
      throw VisualFormatError("a view the format names is not in the views dictionary", format: format, offset: 0)
    }
    return try compile(syntax, format, options, named, file: file, line: line)
  }

  /// The constraints of a parsed format whose views were found.
  private static func compile(
    _ syntax: VisualFormatSyntax, _ format: String, _ options: FormatOptions, _ views: VisualFormatItems,
    file: StaticString, line: UInt
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var compiler = VisualFormatCompiler(
      syntax: syntax, format: format, options: options, views: views, file: file, line: line)
    return try compiler.compile()
  }

  /// The metrics as numbers, nil when there are none; a value that is not
  /// one is an error naming its key.
  private static func metricValues(_ metrics: [String: Any]?, format: String) throws(VisualFormatError)
    -> [String: Double]?
  {
    guard let metrics, !metrics.isEmpty else { return nil }
    var numbers: [String: Double] = [:]
    for key in metrics.keys.sorted() {
      let value = metrics[key]!
      let number: Double? =
        switch value {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as any BinaryInteger: Double(exactly: value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
      guard let number, number.isFinite else {
        throw VisualFormatError(
          "the metric '\(key)' is \(type(of: value)) \(value), not a finite number", format: format, offset: 0)
      }
      numbers[key] = number
    }
    return numbers
  }

  /// The views dictionary's items; a value that is not a view or layout guide is an error naming its key.
  ///
  /// The dictionary is read in its own order, and sorted only to name the
  /// first bad key: sorting every call cost more than parsing the format.
  private static func layoutItems(_ views: [String: Any], format: String) throws(VisualFormatError)
    -> [String: LayoutItem]
  {
    var items: [String: LayoutItem] = Dictionary(minimumCapacity: views.count)
    for (key, value) in views {
      guard let item = value as? LayoutItem else {
        let key = views.keys.sorted().first { !(views[$0] is LayoutItem) }!
        throw VisualFormatError(
          "the views dictionary maps '\(key)' to \(type(of: views[key]!)), not a view or layout guide",
          format: format, offset: 0)
      }
      items[key] = item
    }
    return items
  }
}
