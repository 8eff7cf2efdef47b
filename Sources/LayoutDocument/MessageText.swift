/// Wording helpers for error messages: document text quoted at a readable
/// length, and "did you mean" hints for misspelt names.
///
/// A hostile document can hold a name or number megabytes long; quoting it
/// whole makes a message nobody can read (and that terminals take seconds to
/// wrap), so quotes are shortened and every message is capped.
nonisolated enum MessageText {
  /// The most Unicode scalars of document text a message quotes.
  static let quoteLength = 60
  /// The most Unicode scalars of a whole message.
  static let messageLength = 1_000

  /// `text` as it appears in a message: whole when short, else its start,
  /// an ellipsis and its length.
  static func quoted(_ text: some StringProtocol) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > quoteLength else { return String(text) }
    var start = String.UnicodeScalarView()
    start.append(contentsOf: scalars.prefix(quoteLength - 12))
    return "\(String(start))… (\(scalars.count) characters)"
  }

  /// The message shortened to ``messageLength`` scalars, a last safeguard for
  /// text quoted by code this module does not own (the VFL parser's messages).
  static func capped(_ message: String) -> String {
    let scalars = message.unicodeScalars
    guard scalars.count > messageLength else { return message }
    var start = String.UnicodeScalarView()
    start.append(contentsOf: scalars.prefix(messageLength - 40))
    return "\(String(start))… (message cut at \(messageLength) characters)"
  }

  /// `; did you mean 'x'?` for the candidate closest to `name`, or an empty
  /// string when none is close enough to be a likely misspelling.
  static func suggestion(for name: String, among candidates: some Sequence<String>) -> String {
    guard let best = closest(to: name, among: candidates) else { return "" }
    return "; did you mean '\(best)'?"
  }

  /// The candidate with the fewest edits from `name` (insertions, deletions,
  /// substitutions, swaps of neighbours; a candidate that differs only in case
  /// is the closest of all), if it is within a third of the name's length.
  ///
  /// Long names are not compared: a misspelling is short, and the comparison
  /// costs the product of the lengths.
  static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    let target = Array(name.unicodeScalars)
    guard !target.isEmpty, target.count <= 64 else { return nil }
    let limit = max(1, target.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let other = Array(candidate.unicodeScalars)
      // Lengths further apart than the limit cannot be within it.
      guard abs(other.count - target.count) <= limit else { continue }
      var distance = editDistance(target, other)
      // Only case differs ("leftmargin" for "leftMargin"): the closest there is.
      if candidate.lowercased() == name.lowercased() { distance = 0 }
      guard distance <= limit else { continue }
      // Ties go to the name first in order, so the hint does not depend on dictionary order.
      if let current = best, current.distance < distance || (current.distance == distance && current.name <= candidate)
      {
        continue
      }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// The optimal string alignment distance (Levenshtein with swaps of neighbours).
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
