import Foundation
import LayoutCore
import Testing

@testable import LayoutDocument

// Generated hostile documents: huge counts, deep nesting, bad numbers, cycles and
// unknown names. Each must end in a clear LayoutDocumentError at the offending spot
// (or, for layout conflicts, in diagnostics), never in a crash. Timing and memory are
// measured by Scripts/hostile-documents.sh, not here.

/// The 1-based line and column (in Unicode scalars) where the `occurrence`-th copy
/// (1-based) of `needle` starts in `text`.
private func location(of needle: String, occurrence: Int = 1, in text: String) -> (line: Int, column: Int) {
  let scalars = Array(text.unicodeScalars)
  let pattern = Array(needle.unicodeScalars)
  var found = 0
  var line = 1
  var column = 1
  var i = 0
  while i + pattern.count <= scalars.count {
    if scalars[i] == pattern[0], Array(scalars[i..<(i + pattern.count)]) == pattern {
      found += 1
      if found == occurrence { return (line, column) }
    }
    if scalars[i] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    i += 1
  }
  Issue.record("'\(needle)' #\(occurrence) is not in the text")
  return (0, 0)
}

/// Checks that `error` is at the spot and says what is wrong.
private func expectError(
  _ error: LayoutDocumentError?, at spot: (line: Int, column: Int)?, _ fragments: String...,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let error else {
    Issue.record("expected an error", sourceLocation: sourceLocation)
    return
  }
  if let spot {
    #expect(error.line == spot.line && error.column == spot.column, "\(error)", sourceLocation: sourceLocation)
  }
  for fragment in fragments {
    #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
  }
  // However large the document, the message stays readable.
  #expect(error.message.unicodeScalars.count <= MessageText.messageLength, sourceLocation: sourceLocation)
}

/// `views:` with one flow-mapping view per line.
private func yamlViews(_ names: some Sequence<String>) -> String {
  "views:\n" + names.map { "  - {name: \($0)}\n" }.joined()
}

/// The same views as a JSON document with `constraints`.
private func jsonDocument(views names: [String], constraints: [String] = []) -> String {
  let views = names.map { "{\"name\":\"\($0)\"}" }.joined(separator: ",")
  let lines = constraints.map { "\"\($0)\"" }.joined(separator: ",")
  return "{\"views\":[\(views)],\"constraints\":[\(lines)]}"
}

// MARK: - Huge counts

@Suite struct HostileCountTests {
  @Test func farMoreViewsThanTheLimit() throws {
    let names = (0..<6_000).map { "v\($0)" }
    let yaml = yamlViews(names)
    expectError(documentError(yaml), at: location(of: "{name: v1000}", in: yaml), "more than 1000 views and guides")
    let json = jsonDocument(views: names)
    expectError(
      documentError(json, file: "doc.json"), at: location(of: "{\"name\":\"v1000\"}", in: json),
      "more than 1000 views and guides")
  }

  @Test func farMoreViewsNestedThanTheLimit() throws {
    // Subviews count with the top level: 100 containers of 60 views each.
    var yaml = "views:\n"
    for c in 0..<100 {
      yaml += "  - name: c\(c)\n    subviews:\n" + (0..<60).map { "      - {name: c\(c)v\($0)}\n" }.joined()
    }
    // 16 whole containers are 976 views; c16 is the 977th, and its 24th subview the 1001st.
    expectError(documentError(yaml), at: location(of: "{name: c16v23}", in: yaml), "more than 1000 views")
  }

  @Test func farMoreConstraintsThanTheLimit() throws {
    let yaml = "views: [{name: a}]\nconstraints:\n" + String(repeating: "  - a.width == 1\n", count: 30_000)
    expectError(documentError(yaml), at: (20_003, 5), "30000 constraint entries; the limit is 20000")
    let json = jsonDocument(views: ["a"], constraints: Array(repeating: "a.width == 1", count: 30_000))
    expectError(
      documentError(json, file: "doc.json"), at: location(of: "\"a.width == 1\"", occurrence: 20_001, in: json),
      "30000 constraint entries")
    // Constraints kept with their views count too.
    let nested = "views:\n  - name: a\n    constraints:\n" + String(repeating: "      - a.width == 1\n", count: 20_001)
    expectError(documentError(nested), at: (4, 7), "more than 20000 constraint entries")
  }

  @Test func farMoreMetricsThanTheLimit() throws {
    let yaml = "metrics:\n" + (0..<5_000).map { "  m\($0): 1\n" }.joined()
    expectError(documentError(yaml), at: (2, 3), "5000 metrics; the limit is 1000")
    let json = "{\"metrics\":{" + (0..<5_000).map { "\"m\($0)\":1" }.joined(separator: ",") + "}}"
    expectError(documentError(json, file: "doc.json"), at: (1, 12), "5000 metrics")
  }

  @Test func aMillionElementList() throws {
    // 999,990 zeros: just under the 2,000,000-byte file limit.
    let json = "{\"views\":[" + Array(repeating: "0", count: 999_990).joined(separator: ",") + "]}"
    expectError(documentError(json, file: "doc.json"), at: (1, 11), "a view must be a mapping", "found a scalar")
  }

  @Test func aListWhereTwoNumbersGo() throws {
    let yaml = "canvas: {size: [" + Array(repeating: "1", count: 100_000).joined(separator: ", ") + "]}\n"
    expectError(documentError(yaml), at: (1, 16), "canvas size must be a list of two numbers")
  }

  @Test func multiMegabyteStrings() throws {
    // A valid label of 1.8 MB: read, not refused.
    let text = Array(repeating: "ab", count: 600_000).joined(separator: " ")
    let label = "views:\n  - {name: t, kind: label, text: '\(text)'}\n"
    let document = try LayoutDocument(text: label, file: "doc.yaml")
    #expect((document.views["t"] as? Label)?.text == text)

    // An invalid name of 1.9 MB: the message quotes its start, not all of it.
    let name = String(repeating: "x-", count: 950_000)
    let error = documentError("views:\n  - name: \(name)\n")
    expectError(error, at: (2, 11), "is not a valid name", "(1900000 characters)")

    // Unknown keys and values of a megabyte, in both syntaxes.
    let key = String(repeating: "k", count: 1_000_000)
    expectError(documentError("canvas:\n  ? \(key)\n  : 1\n"), at: (2, 5), "unknown key 'kkkk", "(1000000 characters)")
    expectError(documentError("{\"canvas\": {\"direction\": \"\(key)\"}}", file: "doc.json"), at: (1, 26), "found 'kkk")
  }

  @Test func aKeyLongerThanTheParserReads() throws {
    // libyaml reads an implicit key within 1,024 characters; past that it sees a stray ':'.
    let key = String(repeating: "k", count: 1_900_000)
    expectError(
      documentError("\(key): 1\n"), at: (1, 1_900_001), "invalid YAML", "a key may have at most 1024")
    expectError(
      documentError("{\"\(key)\": 1}", file: "doc.json"), at: (1, 1_900_004), "invalid YAML",
      "a key may have at most 1024")
  }

  @Test func aVisualFormatLineNamingThousandsOfViews() throws {
    let names = (0..<3_000).map { "v\($0)" }
    let line = "H:|" + names.map { "[\($0)]" }.joined() + "|"
    // Above the default view limit (1,000), which exists for layout time, not reading.
    let document = try LayoutDocument(
      text: yamlViews(names) + "constraints:\n  - '\(line)'\n", file: "doc.yaml",
      options: .init(limits: .init(maximumViews: 5_000)))
    #expect(document.constraints.count == 3_001)

    // The same line over names no view has: the first unknown one is the error.
    let unknown = "views: [{name: a}]\nconstraints:\n  - 'H:|" + (0..<50_000).map { "[w\($0)]" }.joined() + "|'\n"
    expectError(documentError(unknown), at: (3, 10), "w0 is not a key in the views dictionary")
  }

  @Test func manyVisualFormatLinesOverManyViews() throws {
    // Each line once copied every view into the VFL parser's dictionary: minutes for this.
    let names = (0..<2_000).map { "v\($0)" }
    let lines = (0..<6_000).map { "  - 'H:|-(pad)-[\(names[$0 % 2_000])]'\n" }.joined()
    let document = try LayoutDocument(
      text: "metrics: {pad: 4}\n" + yamlViews(names) + "constraints:\n" + lines, file: "doc.yaml",
      options: .init(limits: .init(maximumViews: 5_000)))
    #expect(document.constraints.count == 6_000)
    #expect(document.constraints.allSatisfy { $0.constant == 4 })
  }

  @Test func anEquationWithThousandsOfTerms() throws {
    let sum = "views: [{name: a}]\nconstraints:\n  - a.width == 0" + String(repeating: " + 1", count: 10_000) + "\n"
    let document = try LayoutDocument(text: sum, file: "doc.yaml")
    #expect(document.constraints.first?.constant == 10_000)
    // Terms each within the limit whose sum is not.
    let big = "views: [{name: a}]\nconstraints:\n  - a.width == 0" + String(repeating: " + 1000", count: 2_000) + "\n"
    expectError(documentError(big), at: (3, 13), "the constant is too large")
    // An item of thousands of parts.
    let parts = "views: [{name: a}]\nconstraints:\n  - a" + String(repeating: ".b", count: 100_000) + " == 1\n"
    expectError(documentError(parts), at: (3, 5), "too many parts in 'a.b.b", "(200001 characters)")
  }

  @Test func thousandsOfDuplicatedKeys() throws {
    let yaml = "canvas:\n" + String(repeating: "  size: 1x1\n", count: 10_000)
    expectError(documentError(yaml), at: (2, 3), "duplicated key 'size'")
    // Many different keys, each twice: the message names a few.
    let pairs = (0..<1_000).map { "\"k\($0)\":1,\"k\($0)\":2" }.joined(separator: ",")
    expectError(documentError("{\"metrics\":{\(pairs)}}", file: "doc.json"), at: nil, "duplicated key", "and 995 more")
  }
}

// MARK: - Deep nesting

@Suite struct HostileNestingTests {
  /// Views nested `depth` deep, each the only subview of the one before.
  static func nestedViews(_ depth: Int) -> String {
    var text = "views:\n"
    var indent = "  "
    for d in 0..<depth {
      text += "\(indent)- name: v\(d)\n"
      if d + 1 < depth { text += "\(indent)  subviews:\n" }
      indent += "    "
    }
    return text
  }

  @Test func viewsNestedPastTheLimit() throws {
    let yaml = Self.nestedViews(100)
    expectError(documentError(yaml), at: location(of: "name: v64", in: yaml), "views are nested more than 64 deep")
    // JSON: the 65th view's opening brace.
    var json = ""
    for d in 0..<100 { json += "{\"name\":\"v\(d)\",\"subviews\":[" }
    json += String(repeating: "]}", count: 100)
    json = "{\"views\":[" + json + "]}"
    expectError(
      documentError(json, file: "doc.json"), at: location(of: "{\"name\":\"v64\"", in: json), "nested more than 64 deep"
    )
    // At the limit, the document is read and laid out.
    let document = try LayoutDocument(text: Self.nestedViews(64), file: "doc.yaml")
    document.layoutIfNeeded()
    #expect(document.views.count == 64)
  }

  nonisolated struct Deep: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var text: String
    /// Where the error points: the bracket that opens the 1000th level.
    var line: Int
    var column: Int
    var testDescription: String { name }
  }

  nonisolated static let tooDeep: [Deep] = [
    Deep(
      name: "YAML flow sequences", file: "doc.yaml",
      text: "views: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n", line: 1,
      column: 1_007),
    Deep(
      name: "JSON arrays", file: "doc.json",
      text: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), line: 1, column: 1_000),
    Deep(
      name: "YAML flow mappings", file: "doc.yaml",
      text: String(repeating: "{a: ", count: 100_000) + "1" + String(repeating: "}", count: 100_000) + "\n", line: 1,
      column: 3_997),
    Deep(
      name: "JSON objects", file: "doc.json",
      text: String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000), line: 1,
      column: 4_996),
    Deep(
      name: "JSON objects with quoted brackets", file: "doc.json",
      text: String(repeating: "{\"[{\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000), line: 1,
      column: 5_995),
    Deep(
      name: "YAML block sequences", file: "doc.yaml",
      text: "views:\n  " + String(repeating: "- ", count: 100_000) + "x\n", line: 2, column: 1_999),
    Deep(
      name: "unclosed brackets", file: "doc.yaml", text: "views: " + String(repeating: "[", count: 1_000_000) + "\n",
      line: 1, column: 1_007),
    Deep(
      name: "mixed flow", file: "doc.json", text: String(repeating: "[{\"a\":", count: 50_000), line: 1, column: 2_996),
    Deep(
      name: "after a comment and an apostrophe", file: "doc.yaml",
      text: "# [[[[\ntitle: don't\nviews: " + String(repeating: "[", count: 100_000) + "\n", line: 3, column: 1_007),
  ]

  @Test(arguments: tooDeep) func nestingPastTheParserLimitIsAnError(_ c: Deep) throws {
    let error = documentError(c.text, file: c.file)
    expectError(error, at: (c.line, c.column), "nested too deeply", "at most 1000 levels")
  }

  @Test func nestingJustUnderTheParserLimitReachesTheReader() throws {
    // 990 levels go through the recursive composer and into the reader: an error of the
    // reader, not a crash.
    let list = "views: " + String(repeating: "[", count: 990) + String(repeating: "]", count: 990) + "\n"
    expectError(documentError(list), at: (1, 9), "a view must be a mapping", "found a list")
    let margins =
      "{\"views\":[{\"name\":\"a\",\"margins\":" + String(repeating: "{\"a\":", count: 990) + "1"
      + String(repeating: "}", count: 990) + "}]}"
    expectError(documentError(margins, file: "doc.json"), at: (1, 34), "unknown key 'a' in margins")
    // A deep list as a key: the parser hashes it to look for duplicates.
    let key = "? " + String(repeating: "[", count: 900) + String(repeating: "]", count: 900) + "\n: 1\n"
    expectError(documentError(key), at: (1, 3), "keys must be plain names", "found a list")
  }
}

// MARK: - Numbers

@Suite struct HostileNumberTests {
  nonisolated struct Number: CustomTestStringConvertible, Sendable {
    var written: String
    var message: String
    var testDescription: String { written }
  }

  nonisolated static let metrics: [Number] = [
    Number(written: "1e308", message: "must be a finite number between -1000000 and 1000000, found '1e308'"),
    Number(written: "1e400", message: "must be a finite number between"),
    Number(written: "-1e400", message: "must be a finite number between"),
    Number(written: "1000001", message: "must be a finite number between"),
    Number(written: ".nan", message: "must be a finite number, found '.nan'"),
    Number(written: ".NaN", message: "must be a finite number"),
    Number(written: ".inf", message: "must be a finite number"),
    Number(written: "-.inf", message: "must be a finite number"),
    Number(written: "+.inf", message: "must be a finite number"),
    Number(written: ".Inf", message: "must be a finite number"),
    Number(written: "NaN", message: "must be a finite number"),
    Number(written: "Infinity", message: "must be a finite number"),
    Number(written: "-Infinity", message: "must be a finite number, found '-Infinity'"),
    Number(written: "'Infinity'", message: "must be a finite number"),
    Number(written: "-inf", message: "must be a finite number"),
    Number(written: "0x10", message: "must be a decimal number, found '0x10'"),
    Number(written: "-0x10", message: "must be a decimal number, found '-0x10'"),
    Number(written: "0x1p3", message: "must be a decimal number"),
    Number(written: "0o17", message: "must be a decimal number"),
    Number(written: "0b101", message: "must be a decimal number"),
    Number(written: "1_000", message: "must be a number, found '1_000'"),
    Number(written: String(repeating: "9", count: 100_000), message: "(100000 characters)"),
  ]

  @Test(arguments: metrics) func metricValues(_ n: Number) throws {
    expectError(documentError("metrics:\n  pad: \(n.written)\n"), at: (2, 8), "metric 'pad'", n.message)
  }

  @Test(arguments: ["1e308", "1e400", "-1e400", "\"NaN\"", "\"Infinity\"", "\"-Infinity\""])
  func jsonNumbers(_ written: String) throws {
    let json = "{\"canvas\": {\"scale\": \(written)}}"
    expectError(documentError(json, file: "doc.json"), at: (1, 22), "canvas scale must be a finite number")
  }

  @Test func numbersInEquations() throws {
    let head = "metrics: {tiny: 0.0000001}\nviews: [{name: a}, {name: b}]\nconstraints:\n  - "
    expectError(documentError(head + "a.width == 1e400\n"), at: (4, 16), "without an exponent")
    expectError(documentError(head + "a.width == 2.5E+3\n"), at: (4, 16), "without an exponent")
    let digits = String(repeating: "9", count: 100)
    expectError(
      documentError(head + "a.width == \(digits)\n"), at: (4, 16), "is larger than the limit (1000000)",
      "(100 characters)")
    // Past the largest Double, the digits are not a number at all.
    expectError(
      documentError(head + "a.width == \(String(repeating: "9", count: 400))\n"), at: (4, 16), "is not a number")
    expectError(
      documentError(head + "a.width == b.width * 1000000000000\n"), at: (4, 26),
      "'1000000000000' is larger than the limit")
    expectError(documentError(head + "a.width == 1.2.3\n"), at: (4, 16), "'1.2.3' is not a number")
    // A tiny divisor makes a huge multiplier.
    expectError(documentError(head + "a.width == b.width / tiny\n"), at: (4, 26), "multiplier is too large")
    expectError(documentError(head + "a.width == b.width / 0\n"), at: (4, 26), "division by zero")
  }

  @Test func numbersInVisualFormat() throws {
    let head = "views: [{name: a}, {name: b}]\nconstraints:\n  - "
    expectError(documentError(head + "H:|-1e300-[a]\n"), at: (3, 9), "the number '1e300' is larger than the limit")
    expectError(documentError(head + "'H:|[a(2000000)]'\n"), at: (3, 12), "'2000000' is larger")
    expectError(documentError(head + "'H:[a]-(-5e6)-[b]'\n"), at: (3, 14), "'5e6' is larger")
    // Names with digits are not numbers; numbers within the limit are fine.
    let fine = "views: [{name: a1}, {name: b2}]\nconstraints:\n  - 'H:|-10-[a1(50)]-1e2-[b2]'\n"
    #expect(documentError(fine) == nil)
  }

  @Test func zeroAndNegativeSizes() throws {
    // A zero canvas is a layout, not an error.
    let zero = try frames("canvas: {size: 0x0}\nviews: [{name: a}]\nconstraints:\n  - H:|[a]|\n  - V:|[a]|\n")
    #expect(zero["a"] == rect(0, 0, 0, 0))
    expectError(documentError("canvas: {size: -390x844}\n"), at: (1, 16), "canvas size must not be negative")
    expectError(
      documentError("{\"canvas\": {\"size\": {\"width\": -390, \"height\": 844}}}", file: "doc.json"), at: (1, 31),
      "canvas size width must not be negative")
    expectError(documentError("canvas: {size: [390, -1]}\n"), at: (1, 22), "canvas size height must not be negative")
    expectError(documentError("canvas: {scale: -2}\n"), at: (1, 17), "canvas scale must be above 0")
    let font = "views: [{name: t, kind: label, fontSize: -1}]\n"
    expectError(documentError(font), at: location(of: "-1", in: font), "fontSize must be above 0")
    let lines = "views: [{name: t, kind: label, lines: 1e30}]\n"
    expectError(documentError(lines), at: location(of: "1e30", in: lines), "lines must be a whole number")
  }

  @Test func aNegativeWidthIsALayout() throws {
    // UIKit takes a negative width constant (the frame comes out flipped); so does the reader.
    let document = try LayoutDocument(
      text: "views: [{name: a}]\nconstraints:\n  - a.width == -100\n  - H:|[a]\n  - V:|[a(10)]\n", file: "doc.yaml")
    document.layoutIfNeeded()
    let frame = try #require(document.views["a"]?.frame)
    #expect(frame.origin.x.isFinite && frame.width.isFinite && frame.height == 10)
  }
}

// MARK: - Cycles

@Suite struct HostileCycleTests {
  @Test func anchorsInFlowStyleAreRefused() throws {
    // The billion laughs of LimitTests written in flow style, as a JSON-like document.
    var text = "{a0: &a0 [x, x, x, x, x, x, x, x, x, x]"
    for i in 1..<9 {
      text += ", a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]"
    }
    text += ", m: {? *a8 : 1}}\n"
    expectError(documentError(text), at: (1, 6), "anchors and aliases")
  }

  @Test func aStackArrangingItself() throws {
    let yaml = "views:\n  - name: s\n    kind: stack\n    arranged:\n      - {name: s, kind: stack}\n"
    expectError(documentError(yaml), at: (5, 16), "a view or guide named 's' already exists")
    // A view among its own subviews, and a guide named like the view that owns it.
    let inner = "views:\n  - name: a\n    subviews:\n      - name: b\n        subviews: [{name: a}]\n"
    expectError(documentError(inner), at: location(of: "a}]", in: inner), "named 'a' already exists")
    let guide = "views:\n  - name: a\n    subviews: [{name: a, kind: guide}]\n"
    expectError(documentError(guide), at: location(of: "a, kind", in: guide), "named 'a' already exists")
  }

  @Test func duplicateNamesAndKeys() throws {
    let json = "{\"views\": [{\"name\": \"a\"}, {\"name\": \"b\"}, {\"name\": \"a\"}]}"
    expectError(
      documentError(json, file: "doc.json"), at: location(of: "\"a\"", occurrence: 2, in: json),
      "named 'a' already exists")
    let long = String(repeating: "v", count: 100_000)
    expectError(
      documentError("views:\n  - name: \(long)\n  - name: \(long)\n"), at: (3, 11), "named 'vvvv", "(100000 characters)"
    )
    expectError(documentError("{\"views\": [], \"views\": []}", file: "doc.json"), at: (1, 2), "duplicated key 'views'")
  }

  @Test func conflictingRequiredConstraintsAreDiagnostics() throws {
    let text = """
      views: [{name: a}, {name: b}]
      constraints:
        - a.width == 10
        - a.width == 20
        - a.height == b.height + 10
        - b.height == a.height + 10
        - a.left == a.left + 10
        - H:|[a]-[b]|
        - V:|[a]-[b]|
      """
    let document = try LayoutDocument(text: text, file: "doc.yaml")
    let report = document.window.checkLayout()
    #expect(report.unsatisfiable.count >= 3)
    // Each conflict names constraints by where the document wrote them.
    #expect(report.description.contains("doc.yaml:4:5"))
    #expect(report.description.contains("doc.yaml:6:5"))
    for view in document.views.values {
      #expect(view.frame.width.isFinite && view.frame.height.isFinite)
    }
  }

  @Test func aLongCycleOfEqualities() throws {
    // v0 = v1 + 1 = … = v0 + 50: one conflict through 50 constraints.
    let names = (0..<50).map { "v\($0)" }
    let lines = (0..<50).map { "  - \(names[$0]).width == \(names[($0 + 1) % 50]).width + 1\n" }.joined()
    let document = try LayoutDocument(text: yamlViews(names) + "constraints:\n" + lines, file: "doc.yaml")
    #expect(!document.window.checkLayout().unsatisfiable.isEmpty)
  }
}

// MARK: - Unknown names

@Suite struct HostileNameTests {
  nonisolated struct Misspelt: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var message: String
    var hint: String?
    var testDescription: String { name }
  }

  nonisolated static let cases: [Misspelt] = [
    Misspelt(
      name: "view", text: "views: [{name: title}]\nconstraints:\n  - title.top == titel.bottom\n", line: 3, column: 18,
      message: "unknown view or guide 'titel'", hint: "title"),
    Misspelt(
      name: "view, nothing close", text: "views: [{name: a}]\nconstraints:\n  - a.top == ghost.bottom\n", line: 3,
      column: 14, message: "unknown view or guide 'ghost' (known: a)", hint: nil),
    Misspelt(
      name: "reserved item", text: "views: [{name: a}]\nconstraints:\n  - a.top == superveiw.top\n", line: 3,
      column: 14, message: "unknown view or guide 'superveiw'", hint: "superview"),
    Misspelt(
      name: "attribute", text: "views: [{name: a}]\nconstraints:\n  - a.leadng == superview.leading\n", line: 3,
      column: 7, message: "unknown attribute 'leadng'", hint: "leading"),
    Misspelt(
      name: "attribute case", text: "views: [{name: a}]\nconstraints:\n  - a.leftmargin == superview.left\n", line: 3,
      column: 7, message: "unknown attribute 'leftmargin'", hint: "leftMargin"),
    Misspelt(
      name: "guide", text: "views: [{name: a}]\nconstraints:\n  - a.top == a.safearea.top\n", line: 3, column: 16,
      message: "unknown guide 'safearea'", hint: "safeArea"),
    Misspelt(
      name: "metric", text: "metrics: {pad: 8}\nviews: [{name: a}]\nconstraints:\n  - a.width == padd\n", line: 4,
      column: 16, message: "unknown metric 'padd'", hint: "pad"),
    Misspelt(
      name: "priority", text: "views: [{name: a}]\nconstraints:\n  - a.width == 1 @hihg\n", line: 3, column: 19,
      message: "unknown priority 'hihg'", hint: "high"),
    Misspelt(
      name: "root key", text: "constraint: []\n", line: 1, column: 1,
      message: "unknown key 'constraint' in the document", hint: "constraints"),
    Misspelt(
      name: "canvas field", text: "canvas: {sise: 10x10}\n", line: 1, column: 10,
      message: "unknown key 'sise' in canvas", hint: "size"),
    Misspelt(
      name: "canvas field, JSON", text: "{\"canvas\": {\"safearea\": 10}}", line: 1, column: 13,
      message: "unknown key 'safearea' in canvas", hint: "safeArea"),
    Misspelt(
      name: "view key", text: "views:\n  - name: a\n    hiden: true\n", line: 3, column: 5,
      message: "unknown key 'hiden' in a view", hint: "hidden"),
    Misspelt(
      name: "margins key", text: "views: [{name: a, margins: {lefft: 2}}]\n", line: 1, column: 29,
      message: "unknown key 'lefft' in margins", hint: "left"),
    Misspelt(
      name: "kind", text: "views: [{name: a, kind: lable}]\n", line: 1, column: 25,
      message: "kind must be one of view, label, stack, guide, found 'lable'", hint: "label"),
    Misspelt(
      name: "stack distribution", text: "views: [{name: s, kind: stack, distribution: fillEqualy}]\n", line: 1,
      column: 46, message: "distribution must be one of", hint: "fillEqually"),
    Misspelt(
      name: "stack alignment", text: "views: [{name: s, kind: stack, alignment: centre}]\n", line: 1, column: 43,
      message: "alignment must be one of", hint: "center"),
    Misspelt(
      name: "stack axis", text: "views: [{name: s, kind: stack, axis: vertcal}]\n", line: 1, column: 38,
      message: "axis must be one of", hint: "vertical"),
    Misspelt(
      name: "direction", text: "canvas: {direction: rlt}\n", line: 1, column: 21,
      message: "canvas direction must be one of", hint: "rtl"),
    Misspelt(
      name: "VFL option", text: "views: [{name: a}]\nconstraints:\n  - {vfl: 'H:|[a]', options: [alignAllTp]}\n",
      line: 3, column: 31, message: "a VFL option must be one of", hint: "alignAllTop"),
    Misspelt(
      name: "VFL view", text: "views: [{name: button}]\nconstraints:\n  - H:|-[buton]-|\n", line: 3, column: 10,
      message: "buton is not a key in the views dictionary.", hint: "button"),
    Misspelt(
      name: "VFL size name", text: "metrics: {wide: 40}\nviews: [{name: a}]\nconstraints:\n  - 'H:|[a(wid)]'\n",
      line: 4, column: 12, message: "Encountered metric with name \"wid\"", hint: "wide"),
  ]

  @Test(arguments: cases) func unknownNamesAreNamedWithTheClosestKnownOne(_ c: Misspelt) throws {
    let file = c.name.hasSuffix("JSON") ? "doc.json" : "doc.yaml"
    let error = documentError(c.text, file: file)
    expectError(error, at: (c.line, c.column), c.message)
    if let hint = c.hint {
      #expect(
        error?.message.lowercased().contains("did you mean '\(hint.lowercased())'?") == true,
        "\(String(describing: error))")
    } else {
      #expect(error?.message.contains("did you mean") == false)
    }
  }

  @Test func unknownNamesAmongThousands() throws {
    let names = (0..<900).map { "view\($0)" }
    let yaml = yamlViews(names) + "constraints:\n  - view1.width == veiw899.width\n"
    let error = documentError(yaml)
    expectError(error, at: (903, 20), "unknown view or guide 'veiw899'", "and 880 more", "did you mean 'view899'?")
    // A name of a megabyte is quoted short and not compared.
    let long = String(repeating: "q", count: 1_000_000)
    expectError(
      documentError("views: [{name: a}]\nconstraints:\n  - a.width == \(long).width\n"), at: (3, 16),
      "unknown view or guide 'qqqq", "(1000000 characters)")
  }

  @Test func suggestionsAreCloseOnly() {
    #expect(MessageText.closest(to: "widht", among: ["width", "height"]) == "width")
    #expect(MessageText.closest(to: "x", among: ["width", "height"]) == nil)
    #expect(MessageText.closest(to: "TOP", among: ["top", "bottom"]) == "top")
    #expect(MessageText.closest(to: "zzzzzz", among: ["top", "bottom"]) == nil)
    // Ties go to the first name in order, whatever order the candidates come in.
    #expect(MessageText.closest(to: "ab", among: ["ac", "aa"]) == "aa")
    #expect(MessageText.editDistance(Array("center".unicodeScalars), Array("centre".unicodeScalars)) == 1)
  }
}
