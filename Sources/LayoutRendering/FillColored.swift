/// A view that chooses its own fill colour in pictures (SVG renderer).
///
/// ```swift
/// final class Stripe: View, FillColored {
///   let fillColor = "#0057b7"
/// }
/// ```
public protocol FillColored {
  /// An SVG colour: a name such as `red`, or `#rrggbb`.
  var fillColor: String { get }
}
