import Foundation
import LayoutCore
import Testing

@testable import LayoutDocument

@Suite struct ErrorTests {
  nonisolated struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "YAML syntax", text: "views: [\n  - name\n", line: 2, column: 3, message: "invalid YAML"),
    Case(
      name: "duplicated key", text: "canvas: {size: 10x10, size: 20x20}\n", line: 1, column: 10,
      message: "duplicated key 'size'"),
    Case(name: "empty", text: "", line: 1, column: 1, message: "the document is empty"),
    Case(name: "root not a mapping", text: "- a\n- b\n", line: 1, column: 1, message: "the document must be a mapping"),
    Case(
      name: "unknown root key", text: "canvas: {}\nview: []\n", line: 2, column: 1,
      message: "unknown key 'view' in the document"),
    Case(
      name: "unknown canvas key", text: "canvas:\n  colour: red\n", line: 2, column: 3,
      message: "unknown key 'colour' in canvas"),
    Case(
      name: "bad size", text: "canvas:\n  size: wide\n", line: 2, column: 9, message: "canvas size must be WIDTHxHEIGHT"
    ),
    Case(
      name: "bad direction", text: "canvas: {direction: up}\n", line: 1, column: 21,
      message: "canvas direction must be one of ltr"),
    Case(name: "bad scale", text: "canvas: {scale: 0}\n", line: 1, column: 17, message: "canvas scale must be above 0"),
    Case(
      name: "infinite number", text: "canvas: {scale: .inf}\n", line: 1, column: 17, message: "must be a finite number"),
    Case(
      name: "not a number", text: "metrics:\n  pad: lots\n", line: 2, column: 8,
      message: "metric 'pad' must be a number, found 'lots'"),
    Case(
      name: "huge number", text: "metrics: {pad: 1e300}\n", line: 1, column: 16,
      message: "must be a finite number between"),
    Case(name: "bad metric name", text: "metrics: {2x: 1}\n", line: 1, column: 11, message: "a metric name must be"),
    Case(name: "views not a list", text: "views: {a: 1}\n", line: 1, column: 8, message: "views must be a list"),
    Case(name: "view not a mapping", text: "views:\n  - a\n", line: 2, column: 5, message: "a view must be a mapping"),
    Case(name: "missing name", text: "views:\n  - {kind: label}\n", line: 2, column: 5, message: "a view needs a name"),
    Case(
      name: "invalid name", text: "views:\n  - {name: my-view}\n", line: 2, column: 12,
      message: "'my-view' is not a valid name"),
    Case(name: "reserved name", text: "views:\n  - {name: superview}\n", line: 2, column: 12, message: "reserved name"),
    Case(
      name: "duplicate name", text: "views:\n  - {name: a}\n  - name: a\n", line: 3, column: 11,
      message: "named 'a' already exists"),
    Case(
      name: "unknown kind", text: "views:\n  - name: a\n    kind: lable\n", line: 3, column: 11,
      message: "kind must be one of view, label, stack, guide, found 'lable'"),
    Case(
      name: "unknown view key", text: "views:\n  - name: a\n    colour: red\n", line: 3, column: 5,
      message: "unknown key 'colour' in a view"),
    Case(
      name: "key of another kind", text: "views:\n  - name: a\n    text: Hi\n", line: 3, column: 5,
      message: "key 'text' applies to kind label, not view"),
    Case(
      name: "guide in a stack",
      text: "views:\n  - name: s\n    kind: stack\n    arranged:\n      - {name: g, kind: guide}\n", line: 5, column: 9,
      message: "a guide cannot be an arranged view"),
    Case(
      name: "arranged outside a stack", text: "views:\n  - name: s\n    arranged: []\n", line: 3, column: 5,
      message: "key 'arranged' applies to kind stack, not view"),
    Case(
      name: "bad bool", text: "views:\n  - {name: a, hidden: maybe}\n", line: 2, column: 23,
      message: "hidden must be true or false"),
    Case(
      name: "bad axis", text: "views:\n  - {name: s, kind: stack, axis: diagonal}\n", line: 2, column: 34,
      message: "axis must be one of horizontal, vertical"),
    Case(
      name: "bad priority value", text: "views:\n  - {name: a, hugging: 2000}\n", line: 2, column: 24,
      message: "hugging must be a priority"),
    Case(
      name: "negative size", text: "views:\n  - {name: a, intrinsicSize: [-1, 2]}\n", line: 2, column: 31,
      message: "must not be negative"),
    Case(
      name: "mixed margins", text: "views:\n  - {name: a, margins: {left: 1, leading: 2}}\n", line: 2, column: 24,
      message: "left/right or leading/trailing"),
    Case(
      name: "constraint not text", text: "constraints:\n  - [1]\n", line: 2, column: 5,
      message: "a constraint must be text"),
    Case(
      name: "unknown view", text: "views: [{name: a}]\nconstraints:\n  - a.left == ghost.right + 8\n", line: 3,
      column: 15, message: "unknown view or guide 'ghost' (known: a)"),
    Case(
      name: "unknown first view", text: "views: [{name: a}]\nconstraints:\n  - b.left == a.left\n", line: 3, column: 5,
      message: "unknown view or guide 'b'"),
    Case(
      name: "quoted column", text: "views: [{name: a}]\nconstraints:\n  - \"a.left == ghost.right\"\n", line: 3,
      column: 16, message: "unknown view or guide 'ghost'"),
    Case(
      name: "unknown attribute", text: "views: [{name: a}]\nconstraints:\n  - a.lefty == a.right\n", line: 3, column: 7,
      message: "unknown attribute 'lefty'"),
    Case(
      name: "unknown guide", text: "views: [{name: a}]\nconstraints:\n  - a.left == a.wall.left\n", line: 3, column: 17,
      message: "unknown guide 'wall'"),
    Case(
      name: "bad relation", text: "views: [{name: a}]\nconstraints:\n  - a.left = a.right\n", line: 3, column: 12,
      message: "expected '==', '<=' or '>='"),
    Case(
      name: "unknown metric", text: "views: [{name: a}]\nconstraints:\n  - a.width == gutter\n", line: 3, column: 16,
      message: "unknown metric 'gutter'"),
    Case(
      name: "trailing text", text: "views: [{name: a}]\nconstraints:\n  - a.width == 10 px\n", line: 3, column: 19,
      message: "unexpected 'p'"),
    Case(
      name: "division by zero", text: "views: [{name: a}, {name: b}]\nconstraints:\n  - a.width == b.width / 0\n",
      line: 3, column: 26, message: "division by zero"),
    Case(
      name: "bad priority", text: "views: [{name: a}]\nconstraints:\n  - a.width == 10 @1200\n", line: 3, column: 20,
      message: "a priority must be from 1 to 1000"),
    Case(
      name: "unknown priority", text: "views: [{name: a}]\nconstraints:\n  - a.width == 10 @urgent\n", line: 3,
      column: 20, message: "unknown priority 'urgent'"),
    Case(
      name: "position to a constant", text: "views: [{name: a}]\nconstraints:\n  - a.top <= 3\n", line: 3, column: 11,
      message: "invalid constraint"),
    Case(
      name: "mixed axes", text: "views: [{name: a}, {name: b}]\nconstraints:\n  - a.top == b.leading\n", line: 3,
      column: 11, message: "invalid constraint"),
    Case(
      name: "superview first", text: "views: [{name: a}]\nconstraints:\n  - superview.top == a.top\n", line: 3,
      column: 5, message: "cannot be the first item"),
    Case(
      name: "canvas has no superview", text: "constraints:\n  - canvas.top == superview.top\n", line: 2, column: 19,
      message: "no superview"),
    Case(name: "empty constraint", text: "constraints:\n  - ''\n", line: 2, column: 6, message: "empty constraint"),
    Case(
      name: "VFL error", text: "views: [{name: a}]\nconstraints:\n  - H:|-[a]-[b]|\n", line: 3, column: 14,
      message: "b is not a key in the views dictionary"),
    Case(
      name: "VFL option",
      text: "views: [{name: a}]\nconstraints:\n  - {vfl: 'H:|[a]', options: [alignAllEverything]}\n", line: 3,
      column: 31, message: "a VFL option must be one of"),
    Case(
      name: "VFL mapping key", text: "constraints:\n  - {format: 'H:|[a]'}\n", line: 2, column: 6,
      message: "unknown key 'format' in a constraint"),
    Case(name: "version", text: "version: 2\n", line: 1, column: 10, message: "unsupported version"),
    Case(
      name: "JSON syntax", text: "{\n  \"views\": [\n    {\"name\": \"a\"\n  ]\n}\n", line: 4, column: 3,
      message: "invalid YAML"),
    Case(
      name: "JSON unknown key", text: "{\"views\": [{\"name\": \"a\", \"size\": 3}]}", line: 1, column: 26,
      message: "unknown key 'size' in a view"),
  ]

  @Test(arguments: cases) func errorsNameFileLineAndColumn(_ c: Case) throws {
    let file = c.name.hasPrefix("JSON") ? "doc.json" : "doc.yaml"
    let error = try #require(documentError(c.text, file: file))
    #expect(error.file == file)
    #expect(error.line == c.line, "\(error)")
    #expect(error.column == c.column, "\(error)")
    #expect(error.message.contains(c.message), "\(error)")
    #expect("\(error)".hasPrefix("\(file):\(c.line):\(c.column): error: "))
  }

  @Test func unreadableFiles() throws {
    let missing = "/nonexistent/\(UUID().uuidString).yaml"
    #expect(throws: LayoutDocumentError.self) { try LayoutDocument(contentsOfFile: missing) }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).yaml").path
    try Data([0x76, 0x69, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
    do {
      _ = try LayoutDocument(contentsOfFile: path)
      Issue.record("expected an error")
    } catch {
      #expect(error.file == path && error.line == 1 && error.column == 1)
      #expect(error.message.contains("not UTF-8"))
    }
  }
}

@Suite struct LimitTests {
  @Test func tooManyViews() throws {
    let text = "views:\n" + (0..<5).map { "  - {name: v\($0)}\n" }.joined()
    let error = try #require(documentError(text, options: .init(limits: .init(maximumViews: 4))))
    #expect(error.line == 6 && error.column == 5)
    #expect(error.message.contains("more than 4 views"))
    #expect(documentError(text, options: .init(limits: .init(maximumViews: 5))) == nil)
  }

  @Test func tooDeep() throws {
    var text = "views:\n"
    var indent = "  "
    for depth in 0..<4 {
      text += "\(indent)- name: v\(depth)\n\(indent)  subviews:\n"
      indent += "    "
    }
    text += "\(indent)- name: leaf\n"
    let error = try #require(documentError(text, options: .init(limits: .init(maximumDepth: 4))))
    #expect(error.message.contains("nested more than 4 deep"))
    #expect(error.line == 10)
    #expect(documentError(text, options: .init(limits: .init(maximumDepth: 5))) == nil)
  }

  @Test func fileSize() throws {
    let text = "metrics: {pad: 1}\n" + String(repeating: "# padding\n", count: 20)
    let error = try #require(documentError(text, options: .init(limits: .init(maximumFileSize: 100))))
    #expect(error.line == 1 && error.column == 1)
    #expect(error.message.contains("the limit is 100"))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).yaml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: LayoutDocumentError.self) {
      try LayoutDocument(contentsOfFile: path, options: .init(limits: .init(maximumFileSize: 100)))
    }
  }

  @Test func tooManyConstraintsAndMetrics() throws {
    let text = "views: [{name: a}]\nconstraints:\n" + (0..<4).map { "  - a.width == \($0)\n" }.joined()
    let error = try #require(documentError(text, options: .init(limits: .init(maximumConstraints: 3))))
    #expect(error.line == 6 && error.column == 5)
    let metrics = "metrics: {a: 1, b: 2, c: 3}\n"
    let metricError = try #require(documentError(metrics, options: .init(limits: .init(maximumMetrics: 2))))
    #expect(metricError.message.contains("3 metrics; the limit is 2"))
  }

  @Test func numbersOverTheLimit() throws {
    let text = "views: [{name: a}]\nconstraints:\n  - a.width == 2000000\n"
    let error = try #require(documentError(text))
    #expect(error.line == 3 && error.column == 16)
    let sum = "metrics: {big: 900000}\nviews: [{name: a}]\nconstraints:\n  - a.width == big + big\n"
    #expect(try #require(documentError(sum)).message.contains("too large"))
  }

  @Test func anchorsAndAliasesAreRefused() throws {
    // A "billion laughs" whose alias is a mapping key would make the parser hash 10^8 nodes.
    var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
    for i in 1..<9 {
      text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
    }
    text += "m: {? *a8 : 1}\n"
    let error = try #require(documentError(text))
    #expect(error.line == 1 && error.column == 5)
    #expect(error.message.contains("anchors and aliases"))
    // An alias without an anchor is the parser's error.
    let alias = try #require(documentError("views: *a\n"))
    #expect(alias.line == 1 && alias.column == 8 && alias.message.contains("undefined alias"))
    // Ampersands in text are not anchors.
    let text2 = """
      views:
        - {name: a, kind: label, text: "R&D &x"}
        - {name: b, kind: label, text: Tom &Jerry} # &c
        - {name: c, kind: label, text: 'it''s &d'}
        - name: d
          kind: label
          text: Q&A
      """
    #expect(documentError(text2) == nil)
    #expect(try #require(documentError("a: !!seq &x [1]\n")).column == 10)
  }
}
