import Testing

@testable import VisualFormat

/// Every production of the grammar and every error message, on the syntax level.
@Suite struct VisualFormatParserTests {
  let views: Set<String> = [
    "a", "b", "c", "button", "textField", "purpleBox", "topField", "bottomField", "_x9",
    "maroonView", "blueView", "button1", "button2", "flexibleButton", "find", "findNext", "findField", "spacer",
  ]
  let metrics: [String: Double] = ["p": 20, "pri": 750, "side": 12.5]

  func parse(_ format: String) throws -> VisualFormatSyntax {
    var parser = VisualFormatParser(format, viewNames: views, metrics: metrics)
    return try parser.parse()
  }

  func expectError(
    _ format: String, _ message: String, at offset: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try parse(format)
      Issue.record("\(format) should not parse", sourceLocation: sourceLocation)
    } catch let error as VisualFormatError {
      #expect(error.message == message, sourceLocation: sourceLocation)
      #expect(error.offset == offset, "offset for \(format)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
  }

  typealias P = VisualFormatSyntax.Predicate

  // MARK: - Apple's documented examples

  @Test func standardSpaceBetweenSiblings() throws {
    let s = try parse("[button]-[textField]")
    #expect(s.axis == .horizontal)
    #expect(s.views.map(\.name) == ["button", "textField"])
    #expect(s.connections == [.standard])
    #expect(s.leadingSuperview == nil && s.trailingSuperview == nil)
  }

  @Test func widthConstraint() throws {
    let s = try parse("[button(>=50)]")
    #expect(s.views[0].predicates == [P(relation: .greaterThanOrEqual, object: .constant(50), priority: 1000)])
  }

  @Test func connectionToSuperview() throws {
    let s = try parse("|-50-[purpleBox]-50-|")
    let fifty = VisualFormatSyntax.Connection.predicates([P(relation: .equal, object: .constant(50), priority: 1000)])
    #expect(s.leadingSuperview == fifty)
    #expect(s.trailingSuperview == fifty)
  }

  @Test func verticalLayout() throws {
    let s = try parse("V:[topField]-10-[bottomField]")
    #expect(s.axis == .vertical)
    #expect(s.connections == [.predicates([P(relation: .equal, object: .constant(10), priority: 1000)])])
  }

  @Test func flushViews() throws {
    let s = try parse("[maroonView][blueView]")
    #expect(s.connections == [.flush])
  }

  @Test func priority() throws {
    let s = try parse("[button(100@20)]")
    #expect(s.views[0].predicates == [P(relation: .equal, object: .constant(100), priority: 20)])
  }

  @Test func equalWidths() throws {
    let s = try parse("[button1(==button2)]")
    #expect(s.views[0].predicates == [P(relation: .equal, object: .view("button2"), priority: 1000)])
  }

  @Test func multiplePredicates() throws {
    let s = try parse("[flexibleButton(>=70,<=100)]")
    #expect(s.views[0].predicates.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
  }

  @Test func completeLine() throws {
    let s = try parse("|-[find]-[findNext]-[findField(>=20)]-|")
    #expect(s.leadingSuperview == .standard && s.trailingSuperview == .standard)
    #expect(s.connections == [.standard, .standard])
    #expect(s.views.map(\.name) == ["find", "findNext", "findField"])
  }

  // MARK: - Accepted forms beyond the documented table

  @Test(arguments: [
    "H:|[a]|", "|[a]|", "V:|-[a]-|", "[a]-[b]", "[a(b)]", "[a(==b@750)]", "[a(>=70,<=100)]",
    "|-(>=20@750)-[a]", "[a]->=10-|", "[a]-10@750-[b]", "[a]-(-10)-[b]", "[a(-5)]", "[a(1e2)]",
    "[a(10.)]", "[_x9]", "[a(p)]-p-[b(>=side@pri)]", "|-(p,>=side)-[a]", "[a]-0-[b]-[c]|",
  ])
  func accepts(_ format: String) throws {
    _ = try parse(format)
  }

  @Test func numbersAndMetrics() throws {
    let s = try parse("[a(1e2)]-(-10)-[b(side@pri)]")
    #expect(s.views[0].predicates[0].object == .constant(100))
    #expect(s.connections == [.predicates([P(relation: .equal, object: .constant(-10), priority: 1000)])])
    #expect(s.views[1].predicates == [P(relation: .equal, object: .constant(12.5), priority: 750)])
  }

  @Test func relationAndPriorityWithoutParentheses() throws {
    let s = try parse("V:|-20-[a]->=10@250-|")
    #expect(
      s.trailingSuperview == .predicates([P(relation: .greaterThanOrEqual, object: .constant(10), priority: 250)]))
  }

  @Test func metricsWinOverViewsOfTheSameName() throws {
    var parser = VisualFormatParser("[a(b)]", viewNames: ["a", "b"], metrics: ["b": 42])
    #expect(try parser.parse().views[0].predicates[0].object == .constant(42))
  }

  // MARK: - Every error message, with its column

  @Test func errors() {
    expectError("", "It's an empty string.", at: 0)
    expectError("[é]", "It contains non-ASCII characters.", at: 1)
    expectError("V|[a]", "Expected ':' after 'V' to specify vertical arrangement", at: 1)
    expectError("H [a]", "Expected ':' after 'H' to specify horizontal arrangement", at: 1)
    expectError("|", "Expected a connection after the '|' character", at: 1)
    expectError(
      "[a]-x", "Encountered metric with name \"x\", but value was not specified in metrics or views dictionaries", at: 4
    )
    expectError("[a]-10-x", "Expected a view or '|'", at: 7)
    expectError("[a]|[b]", "Expected the end of the format string", at: 4)
    expectError("|[a]| ", "Expected the end of the format string", at: 5)
    expectError(
      "[a]-10,20-[b]",
      "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
      at: 6)
    expectError("[a]-10[b]", "Expected a '-' here", at: 6)
    expectError(
      "[a]--10-[b]",
      "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
      at: 4)
    expectError(
      "[a]-(10-[b]",
      "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", at: 7)
    expectError("[a(>30)]", "Unknown relation. Must be ==, >=, or <=", at: 3)
    expectError("[a(==", "Expected more input", at: 5)
    expectError(
      "[a]-+5-[b]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 4)
    expectError(
      "[a]-.5-[b]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 4)
    expectError(
      "[a]-(b)-[c]",
      "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
      at: 5)
    expectError("[a(10@0)]", "Invalid priority specified: 0. Priority must be greater than 0.", at: 6)
    expectError(
      "[a(10@1001)]",
      "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", at: 6
    )
    expectError(
      "[a(10@b)]", "Expected a number or key from the metrics dictionary, but encountered something else", at: 6)
    expectError("[", "Expected a view", at: 1)
    // Found by the fuzzer: a format with no view at all.
    expectError("H:", "Expected a view", at: 2)
    expectError("V:a", "Expected a view", at: 2)
    expectError(
      "[9a]",
      "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
      at: 1)
    expectError("H:|-[button]-[missing]|", "missing is not a key in the views dictionary.", at: 14)
    expectError("[a(==b]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 6)
    expectError("[a(10)", "Expected ']' after specifying thickness.", at: 6)
    expectError("[a", "Expected a ']' here. That is how you give the end of a view.", at: 2)
    expectError("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", at: 3)
    expectError("|-|", "Expected a view", at: 2)
    expectError("||", "Expected a view", at: 1)
    expectError("[a]-", "Expected a view or '|'", at: 4)
    expectError("[a(1e999)]", "The number 1e999 is out of range.", at: 3)
  }

  @Test func errorDescriptionPutsACaretUnderTheColumn() {
    let error = VisualFormatError(
      "missing is not a key in the views dictionary.", format: "H:|-[button]-[missing]|", offset: 14)
    #expect(
      error.description == """
        Unable to parse constraint format: missing is not a key in the views dictionary.
        H:|-[button]-[missing]|
                      ^
        """)
  }
}
