import Cassowary

/// One solver operation as `--trace` prints it, read back for replaying.
///
/// Constraints are named by the labels the soak gives them (`[c17]`); the
/// variables are the round's `v0` … `v11`. Lines for calls that must be refused
/// (misuse) and rejection notes are not steps.
enum SolverTraceStep: CustomStringConvertible {
  case add(
    label: String, terms: [(variable: String, coefficient: Double)], constant: Double, relation: Relation,
    strength: Strength)
  case remove(String)
  case setConstant(Double, label: String)
  case setStrength(Strength, label: String)
  case addEdit(String, Strength)
  case removeEdit(String)
  case suggest(String, Double)
  case valueRange(String)

  /// The step a trace line holds, nil for a line that is not one, or an error naming the line.
  static func parse(_ line: String, number: Int) throws(SoakUsageError) -> SolverTraceStep? {
    guard line.hasPrefix("[solver] ") else { return nil }
    let text = line.dropFirst("[solver] ".count)
    let skipped = ["  ", "add again", "remove unknown", "suggest non-edit", "suggest NaN", "teardown", "seed", "step"]
    if skipped.contains(where: { text.hasPrefix($0) }) { return nil }
    func fail(_ why: String) -> SoakUsageError { SoakUsageError(message: "line \(number): \(why): \(text)") }
    let words = text.split(separator: " ").map(String.init)
    func numeric(_ word: String) throws(SoakUsageError) -> Double {
      guard let value = Double(word) else { throw fail("\(word) is not a number") }
      return value
    }
    func strength(_ word: String) throws(SoakUsageError) -> Strength {
      switch word {
      case "required": return .required
      case "strong": return .strong
      case "medium": return .medium
      case "weak": return .weak
      default: return Strength(try numeric(word))
      }
    }
    switch words.first {
    case "add":
      return try constraint(text.dropFirst("add ".count), fail: fail, strength: strength)
    case "remove":
      return .remove(try label(text.dropFirst("remove ".count), fail: fail))
    case "setConstant" where words.count > 3 && words[2] == "for":
      return .setConstant(try numeric(words[1]), label: try label(Substring(words[3]), fail: fail))
    case "setStrength" where words.count > 3 && words[2] == "for":
      return .setStrength(try strength(words[1]), label: try label(Substring(words[3]), fail: fail))
    case "addEdit" where words.count == 3: return .addEdit(words[1], try strength(words[2]))
    case "removeEdit" where words.count == 2: return .removeEdit(words[1])
    case "suggest" where words.count == 3: return .suggest(words[1], try numeric(words[2]))
    case "valueRange" where words.count == 2: return .valueRange(words[1])
    default: throw fail("not a solver step")
    }
  }

  /// The `[label]` a constraint's description starts with.
  private static func label(_ text: Substring, fail: (String) -> SoakUsageError) throws(SoakUsageError) -> String {
    guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { throw fail("no [label]") }
    return String(text[text.index(after: text.startIndex)..<close])
  }

  /// A constraint as `LinearConstraint` describes it: `[c3] -2 * v1 - v5 + 3450 <= 0 | required`.
  private static func constraint(
    _ text: Substring, fail: (String) -> SoakUsageError, strength: (String) throws(SoakUsageError) -> Strength
  ) throws(SoakUsageError) -> SolverTraceStep {
    let name = try label(text, fail: fail)
    let all = text.split(separator: " ").map(String.init)
    guard let bar = all.firstIndex(of: "|"), bar + 2 == all.count else { throw fail("no | strength") }
    var tokens = Array(all[1..<bar])
    guard tokens.count >= 3, tokens.removeLast() == "0" else { throw fail("not compared with 0") }
    let relation: Relation
    switch tokens.removeLast() {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    default: throw fail("no relation")
    }
    var terms: [(variable: String, coefficient: Double)] = []
    var constant = 0.0
    var sign = 1.0
    var i = 0
    while i < tokens.count {
      var token = tokens[i]
      i += 1
      if token == "+" || token == "-" {
        sign = token == "-" ? -1 : 1
        continue
      }
      if token.hasPrefix("-") {
        sign = -sign
        token.removeFirst()
      }
      if token.hasPrefix("v") {
        terms.append((token, sign))
      } else if let value = Double(token) {
        if i + 1 < tokens.count && tokens[i] == "*" {
          terms.append((tokens[i + 1], sign * value))
          i += 2
        } else {
          constant += sign * value
        }
      } else {
        throw fail("\(token) is neither a number nor a variable")
      }
      sign = 1
    }
    return .add(label: name, terms: terms, constant: constant, relation: relation, strength: try strength(all[bar + 1]))
  }

  /// The step as a trace line, which ``parse(_:number:)`` reads back.
  var description: String {
    switch self {
    case .add(let label, let terms, let constant, let relation, let strength):
      var expression = LinearExpression(constant: constant)
      for term in terms { expression.terms.append(Term(Variable(term.variable), term.coefficient)) }
      return "[solver] add \(LinearConstraint(expression, relation, strength: strength, identifier: label))"
    case .remove(let label): return "[solver] remove [\(label)]"
    case .setConstant(let constant, let label): return "[solver] setConstant \(constant) for [\(label)]"
    case .setStrength(let strength, let label): return "[solver] setStrength \(strength) for [\(label)]"
    case .addEdit(let variable, let strength): return "[solver] addEdit \(variable) \(strength)"
    case .removeEdit(let variable): return "[solver] removeEdit \(variable)"
    case .suggest(let variable, let value): return "[solver] suggest \(variable) \(value)"
    case .valueRange(let variable): return "[solver] valueRange \(variable)"
    }
  }
}
