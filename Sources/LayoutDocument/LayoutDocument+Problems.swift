import Foundation
import LayoutCore

// MARK: - Layout problems in the document's words

extension LayoutDocument {
  /// Lays the document out and returns its layout problems, each pointing at
  /// the document's lines and naming its keys and views: conflicting
  /// constraints (errors) and views whose frame the constraints leave open
  /// (warnings). The engine's own constraints (the canvas size, a label's
  /// natural size, margins, a stack's arrangement) are described in words.
  ///
  /// ```swift
  /// for problem in try LayoutDocument(contentsOfFile: "login.yaml").problems() {
  ///   print(problem)   // login.yaml:9:5: error: these constraints cannot all hold; ...
  /// }
  /// ```
  ///
  /// - Parameter ambiguousViewLimit: The number of ambiguous views after which
  ///   the check stops (see `View.checkLayout(ambiguousViewLimit:)`).
  public func problems(ambiguousViewLimit: Int = 50) -> [DocumentProblem] {
    let report = window.checkLayout(ambiguousViewLimit: ambiguousViewLimit)
    var problems = report.diagnostics.map(problem(for:))
    problems += report.ambiguities.map(problem(for:))
    if report.uncheckedViewCount > 0 {
      problems.append(
        DocumentProblem(
          severity: .warning, file: file, line: 1, column: 1,
          message: "the check stopped after \(ambiguousViewLimit) ambiguous views; "
            + "\(report.uncheckedViewCount) more were not checked (fix the ones above and check again)",
          notes: []))
    }
    return problems
  }

  // MARK: Engine diagnostics

  /// One engine diagnostic of this document's window, in the document's
  /// words (what ``problems(ambiguousViewLimit:)`` lists), for callers that
  /// read the window's report themselves.
  public func problem(for diagnostic: LayoutDiagnostic) -> DocumentProblem {
    switch diagnostic.kind {
    case .unsatisfiable(let broken, let conflicting):
      let all = conflicting + [broken]
      let anchor = place(of: broken) ?? all.lazy.compactMap(place(of:)).first ?? (1, 1)
      var notes = all.map { constraint in
        note(constraint, suffix: constraint === broken ? "  <- gave way" : "")
      }
      notes.append(advice(forConflict: all, broken: broken))
      return DocumentProblem(
        severity: .error, file: file, line: anchor.line, column: anchor.column,
        message: "these constraints cannot all hold; the engine gave way on the one marked", notes: notes)
    case .noCommonAncestor(let constraint, let first, let second):
      return error(
        at: constraint, "\(sourceText(constraint)) relates \(first) and \(second), which are not in one view tree")
    case .notInstalled(let constraint, let reason):
      return error(at: constraint, "\(sourceText(constraint)) could not be used: \(reason)")
    case .invalidConstraint(let reason, _):
      return DocumentProblem(severity: .error, file: file, line: 1, column: 1, message: reason, notes: [])
    case .didNotConverge(let passes):
      return DocumentProblem(
        severity: .error, file: file, line: 1, column: 1,
        message: "the layout did not settle after \(passes) passes", notes: [])
    @unknown default:
      return DocumentProblem(severity: .error, file: file, line: 1, column: 1, message: "\(diagnostic)", notes: [])
    }
  }

  private func error(at constraint: LayoutConstraint, _ message: String) -> DocumentProblem {
    let at = place(of: constraint) ?? (1, 1)
    return DocumentProblem(severity: .error, file: file, line: at.line, column: at.column, message: message, notes: [])
  }

  /// How to resolve a conflict, in the document's syntax.
  private func advice(forConflict constraints: [LayoutConstraint], broken: LayoutConstraint) -> DocumentProblem.Note {
    let written = constraints.filter { sources.constraints[ObjectIdentifier($0)] != nil }
    let chosen = written.contains { $0 === broken } ? broken : written.last
    if let chosen, let source = sources.constraints[ObjectIdentifier(chosen)] {
      let example =
        isVisualFormat(source.text)
        ? "a VFL line takes priorities inside it, such as '-(8@999)-' or '[view(100@999)]'"
        : "such as '\(source.text.trimmingCharacters(in: .whitespaces)) @999'"
      return DocumentProblem.Note(
        line: source.position.line, column: source.position.column,
        text: "give one of them a priority below 1000 (\(example)), or remove the one you do not want")
    }
    if let content = constraints.first(where: { $0.author == .contentSize }), let view = content.firstItem as? View {
      let at = sources.items[ObjectIdentifier(view)]
      return DocumentProblem.Note(
        line: at?.line, column: at?.column,
        text:
          "lower \(name(view))'s 'compressionResistance:' (or 'hugging:') below 1000 so its natural size can give way")
    }
    return DocumentProblem.Note(line: nil, column: nil, text: "remove or relax one of them")
  }

  // MARK: Ambiguity

  /// One ambiguous view of this document's window, in the document's words.
  public func problem(for ambiguity: LayoutAmbiguity) -> DocumentProblem {
    let view = ambiguity.view
    let at = sources.items[ObjectIdentifier(view)].map { ($0.line, $0.column) } ?? (1, 1)
    let horizontal = ambiguity.axis == .horizontal
    var open: [String] = []
    if ambiguity.positionRange != nil { open.append(horizontal ? "x position" : "y position") }
    if ambiguity.lengthRange != nil { open.append(horizontal ? "width" : "height") }
    var notes = ambiguity.constraints.map { note($0, suffix: "") }
    if notes.isEmpty {
      notes.append(.init(line: nil, column: nil, text: "no constraint names \(name(view)) on this axis"))
    }
    let edge = horizontal ? "leading" : "top"
    let size = horizontal ? "width" : "height"
    let example: String
    if ambiguity.lengthRange != nil && ambiguity.constraints.contains(where: { $0.author == .contentSize }) {
      example =
        "give \(name(view)) or the view beside it a different 'hugging:' on this axis (for example 251), "
        + "or fix its \(size)"
    } else if ambiguity.positionRange != nil && ambiguity.lengthRange != nil {
      example =
        "add constraints such as '\(name(view)).\(edge) == superview.\(edge)' and '\(name(view)).\(size) == 100'"
    } else if ambiguity.positionRange != nil {
      example = "add a constraint such as '\(name(view)).\(edge) == superview.\(edge)'"
    } else {
      example = "add a constraint such as '\(name(view)).\(size) == 100'"
    }
    notes.append(.init(line: at.0, column: at.1, text: example))
    return DocumentProblem(
      severity: .warning, file: file, line: at.0, column: at.1,
      message: "\(name(view))'s \(open.joined(separator: " and ")) \(open.count == 1 ? "is" : "are") "
        + "not decided by its constraints",
      notes: notes)
  }

  // MARK: Constraints in the document's words

  /// A note for one constraint: its line for the document's own, words for the engine's.
  private func note(_ constraint: LayoutConstraint, suffix: String) -> DocumentProblem.Note {
    if let source = sources.constraints[ObjectIdentifier(constraint)] {
      return .init(line: source.position.line, column: source.position.column, text: sourceText(constraint) + suffix)
    }
    let (words, item) = describe(engineConstraint: constraint)
    let at =
      item.flatMap { sources.items[ObjectIdentifier($0)] }
      ?? (constraint.author == .rootSize ? sources.canvasSize : nil)
    return .init(line: at?.line, column: at?.column, text: words + suffix)
  }

  /// The document's text of a constraint it wrote (a VFL line names the
  /// equation it made from it).
  private func sourceText(_ constraint: LayoutConstraint) -> String {
    guard let source = sources.constraints[ObjectIdentifier(constraint)] else {
      return describe(engineConstraint: constraint).words
    }
    let text = source.text.trimmingCharacters(in: .whitespaces)
    return isVisualFormat(text) ? "\(equation(constraint)) (from '\(text)')" : text
  }

  /// An engine-made constraint in words, and the view or guide to point at.
  private func describe(engineConstraint constraint: LayoutConstraint) -> (words: String, item: LayoutItem?) {
    let first = constraint.firstItem
    let horizontal = constraint.firstAttribute == .width
    switch constraint.author {
    case .rootSize:
      let length = horizontal ? window.bounds.width : window.bounds.height
      return ("the canvas is \(points(length)) points \(horizontal ? "wide" : "tall")", nil)
    case .contentSize:
      guard let view = first as? View else { break }
      let length = "\(points(constraint.constant)) points \(horizontal ? "wide" : "tall")"
      let from = view is Label ? "its text" : "its 'intrinsicSize:'"
      switch constraint.contentSizePart {
      case .hugging:
        return ("\(name(view)) is at most \(length) by \(from) ('hugging:' \(constraint.priority))", view)
      case .compressionResistance:
        return (
          "\(name(view)) is at least \(length) by \(from) ('compressionResistance:' \(constraint.priority))", view
        )
      default:
        return (
          "\(name(view)) is \(length) by \(from), held at 'hugging:' "
            + "\(constraint.priority) and 'compressionResistance:' \(constraint.compressionResistancePriority)",
          view
        )
      }
    case .layoutGuide:
      if let guide = first as? LayoutGuide, let owner = guide.owningView {
        let what =
          guide.identifier.hasPrefix("safeArea")
          ? "safe area" : guide.identifier.hasPrefix("layoutMargins") ? "margins ('margins:')" : guide.identifier
        return ("\(owner === window ? "the canvas" : name(owner))'s \(what)", owner === window ? nil : owner)
      }
    case .stackView:
      if let stack = constraint.installedView as? StackView ?? (first as? View)?.superview as? StackView {
        return ("the stack \(name(stack)) arranging its views ('\(constraint.identifier ?? "arrangement")')", stack)
      }
    case .autoresizingMask:
      if let view = first as? View { return ("\(name(view)) keeps the frame it was given", view) }
    case .user, .other:
      break
    }
    return (equation(constraint), first)
  }

  /// `a.width == 0.5 * b.width + 4`, with the document's names.
  private func equation(_ constraint: LayoutConstraint) -> String {
    func side(_ item: LayoutItem?, _ attribute: LayoutConstraint.Attribute) -> String {
      "\(item.map(name) ?? "?").\(attribute)"
    }
    var right: String
    if constraint.secondAttribute == .notAnAttribute {
      right = points(constraint.constant)
    } else {
      right = side(constraint.secondItem, constraint.secondAttribute)
      if constraint.multiplier != 1 { right = "\(points(constraint.multiplier)) * \(right)" }
      if constraint.constant > 0 { right += " + \(points(constraint.constant))" }
      if constraint.constant < 0 { right += " - \(points(-constraint.constant))" }
    }
    return "\(side(constraint.firstItem, constraint.firstAttribute)) \(constraint.relation) \(right)"
  }

  /// A view's or guide's name in the document (`canvas` for the root).
  private func name(_ item: LayoutItem) -> String {
    if item === window { return "canvas" }
    if let view = item as? View { return view.debugName ?? "?" }
    if let guide = item as? LayoutGuide {
      guard let owner = guide.owningView, guide.identifier.hasSuffix("Guide") else { return guide.identifier }
      return owner === window ? "canvas.\(guide.identifier)" : "\(name(owner)).\(guide.identifier)"
    }
    return "?"
  }

  private func place(of constraint: LayoutConstraint) -> (line: Int, column: Int)? {
    sources.constraints[ObjectIdentifier(constraint)].map { ($0.position.line, $0.position.column) }
  }

  private func isVisualFormat(_ text: String) -> Bool { DocumentBuilder.isVisualFormat(text) }

  private func points(_ value: CGFloat) -> String {
    value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", Double(value))
  }
}
