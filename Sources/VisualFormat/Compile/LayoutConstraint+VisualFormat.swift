import Foundation
import LayoutCore

extension LayoutConstraint {
  /// Makes the constraints a Visual Format string describes, as UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`.
  ///
  /// ```swift
  /// let constraints = try LayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[title]-(>=spacing)-[button(80)]-|",
  ///   options: .alignAllCenterY, metrics: ["spacing": 12], views: ["title": title, "button": button])
  /// LayoutConstraint.activate(constraints)
  /// ```
  ///
  /// The grammar is Apple's (see the VisualFormat article). Standard spacing is 8
  /// between siblings, and `|-` / `-|` pin to the superview's layout margins, as
  /// on iOS 8 and later. The constraints come back inactive, as in UIKit.
  ///
  /// - Parameters:
  ///   - format: The format string, such as `H:|-[a]-[b(==a)]-|`.
  ///   - options: Alignment of neighbouring views, direction and baseline spacing.
  ///   - metrics: Named numbers the format may use in place of constants.
  ///   - views: The views (or layout guides) the format names.
  ///   - file: Where the call is, recorded on each constraint for diagnostics; leave the default.
  ///   - line: The line of the call; leave the default.
  /// - Throws: ``VisualFormatError`` where UIKit raises an exception: a syntax
  ///   error, an unknown name, options on the wrong axis, or `|` next to a view
  ///   without a superview. Its description puts a caret under the column.
  ///   Nothing is made or activated when it throws.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: CGFloat]? = nil,
    views: [String: LayoutItem], file: StaticString = #fileID, line: UInt = #line
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(
      format, viewNames: Set(views.keys), metrics: (metrics ?? [:]).mapValues { Double($0) })
    let syntax = try parser.parse()
    var compiler = VisualFormatCompiler(
      syntax: syntax, format: format, options: options, views: views, file: file, line: line)
    return try compiler.compile()
  }
}
