import Foundation
import LayoutCore
import VisualFormat
import Yams

/// A view with an intrinsic content size given by the document.
final class DocumentView: View {
  var intrinsicSize: CGSize?
  override var intrinsicContentSize: CGSize {
    intrinsicSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
}

/// Turns the YAML tree into views and constraints.
struct DocumentBuilder {
  struct Built {
    var window: Window
    var views: [String: View]
    var guides: [String: LayoutGuide]
    var metrics: [String: CGFloat]
    var constraints: [LayoutConstraint]
    var sources: DocumentSources
  }

  /// Names a document cannot give a view: they mean something in constraints.
  static let reservedNames: Set<String> = ["superview", "safeArea", "canvas"]

  static let rootKeys = ["version", "canvas", "metrics", "views", "constraints"]
  static let canvasKeys = ["size", "safeArea", "scale", "direction"]
  static let commonKeys =
    [
      "name", "kind", "hidden", "margins", "hugging", "compressionResistance", "subviews", "constraints",
    ] + appearanceKeys
  static let viewKeys = commonKeys + ["intrinsicSize"]
  static let labelKeys = commonKeys + ["text", "fontSize", "lines", "preferredMaxLayoutWidth"] + textKeys
  static let stackKeys =
    commonKeys + [
      "arranged", "axis", "distribution", "alignment", "spacing", "edgeSpacing", "marginsRelative",
      "baselineRelative",
    ]
  static let guideKeys = ["name", "kind"]

  let reader: NodeReader
  let options: LayoutDocument.Options
  var limits: LayoutDocument.Limits { options.limits }

  var window = Window()
  var views: [String: View] = [:]
  var guides: [String: LayoutGuide] = [:]
  var metrics: [String: CGFloat] = [:]
  /// Constraint entries, read after every view exists so names may be used before they are declared.
  var pendingConstraints: [Value] = []
  /// The document's lines, to place errors inside scalars and keep positions inside the text.
  var source = SourceLines("")
  /// Where each view, the canvas size and each constraint are written, for problems reported later.
  var sources = DocumentSources()

  init(reader: NodeReader, options: LayoutDocument.Options) {
    self.reader = reader
    self.options = options
  }

  func error(_ message: String, at position: Position) -> LayoutDocumentError {
    reader.error(message, at: position)
  }

  // MARK: The document

  mutating func build(_ text: String) throws(LayoutDocumentError) -> Built {
    do {
      return try read(text)
    } catch let error where error.line > source.lineStarts.count {
      // The YAML parser marks what it makes at the end of a text without a final line
      // break (the empty document after `---`) on a line after the last; point at the end.
      let end = source.clamp(Position(line: error.line, column: error.column))
      throw LayoutDocumentError(file: error.file, line: end.line, column: end.column, message: error.message)
    }
  }

  mutating func read(_ text: String) throws(LayoutDocumentError) -> Built {
    let byteCount = text.utf8.count
    guard byteCount <= limits.maximumFileSize else {
      throw error("the document is \(byteCount) bytes; the limit is \(limits.maximumFileSize)", at: .start)
    }
    source = SourceLines(text)
    if let anchor = AnchorScan.firstAnchor(in: text) {
      throw error("anchors and aliases (&name, *name) are not supported in layout documents", at: anchor)
    }
    let root: Node
    do {
      guard let node = try Yams.compose(yaml: text) else { throw error("the document is empty", at: .start) }
      root = node
    } catch let error as LayoutDocumentError {
      throw error
    } catch let yaml as YamlError {
      throw translate(yaml)
    } catch {
      throw self.error("cannot parse the document: \(error)", at: .start)
    }
    let rootValue = Value(root, fallback: .start)
    var sections: [String: Value] = [:]
    for entry in try reader.mapping(rootValue, what: "the document", allowed: Self.rootKeys) {
      sections[entry.key] = entry.value
    }
    if let version = sections["version"] {
      guard version.scalarText == "1" else {
        throw error("unsupported version; this reader knows version 1", at: version.position)
      }
    }
    if let metricsValue = sections["metrics"] { try readMetrics(metricsValue) }
    try readCanvas(sections["canvas"])
    var count = 0
    if let viewsValue = sections["views"] {
      for item in try reader.list(viewsValue, what: "views") {
        try buildView(item, in: window, depth: 1, count: &count, arrangedIn: nil)
      }
    }
    if let constraintsValue = sections["constraints"] {
      pendingConstraints.append(contentsOf: try reader.list(constraintsValue, what: "constraints"))
    }
    guard pendingConstraints.count <= limits.maximumConstraints else {
      throw error(
        "the document has \(pendingConstraints.count) constraint entries; the limit is \(limits.maximumConstraints)",
        at: pendingConstraints[limits.maximumConstraints].position)
    }
    var made: [LayoutConstraint] = []
    for entry in pendingConstraints {
      let entryConstraints = try makeConstraints(entry)
      let text =
        entry.scalarText ?? entry.node.mapping?["vfl"].flatMap { Value($0, fallback: entry.position).scalarText }
      for constraint in entryConstraints {
        sources.constraints[ObjectIdentifier(constraint)] = DocumentSources.Written(
          position: entry.position, text: text ?? "")
      }
      made += entryConstraints
    }
    return Built(
      window: window, views: views, guides: guides, metrics: metrics, constraints: made, sources: sources)
  }

  func translate(_ yaml: YamlError) -> LayoutDocumentError {
    switch yaml {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let detail = context.map { "\($0.text) (line \($0.mark.line), column \($0.mark.column)): " } ?? ""
      // libyaml stops at 1,000 levels of lists and mappings inside each other (so that
      // neither it nor the recursive composer above it runs out of stack); say so plainly.
      if problem.hasPrefix("Maximum nesting level reached") {
        return error(
          "lists and mappings are nested too deeply: the YAML parser allows at most 1000 levels",
          at: NestingScan.firstBracket(atDepth: 1000, in: source.scalars)
            ?? source.clamp(Position(line: mark.line, column: mark.column)))
      }
      let position = source.clamp(Position(line: mark.line, column: mark.column))
      return error("invalid YAML: \(detail)\(problem)\(longKeyHint(at: position))", at: position)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return error(
        "duplicated key \(duplicates.prefix(5).map { "'\(MessageText.quoted($0))'" }.joined(separator: ", "))"
          + (duplicates.count > 5 ? " and \(duplicates.count - 5) more" : ""),
        at: Position(line: max(1, context.mark.line), column: max(1, context.mark.column)))
    case .reader(let problem, let offset, _, let text):
      var position = Position.start
      if let offset, offset >= 0 {
        // The offset counts Characters; lines end where the YAML parser ends them, as for its other errors.
        position = source.position(ofScalarAt: text.prefix(offset).unicodeScalars.count)
      }
      return error("cannot read the document: \(problem)", at: position)
    default:
      return error("cannot parse the document: \(yaml)", at: .start)
    }
  }

  /// libyaml reads a key written without `?` only within 1,024 characters, and past that
  /// reports the `:` after it with a message that does not say why; name the cause.
  func longKeyHint(at position: Position) -> String {
    guard position.line <= source.lineStarts.count else { return "" }
    let index = source.lineStarts[position.line - 1] + position.column - 1
    guard index < source.scalars.count, source.scalars[index] == ":" else { return "" }
    var start = index
    while start > 0, !" \t\n\r{[,".unicodeScalars.contains(source.scalars[start - 1]) { start -= 1 }
    guard index - start > 1024 else { return "" }
    return " (the key before it is \(index - start) characters long; a key may have at most 1024)"
  }

  // MARK: Canvas and metrics

  mutating func readMetrics(_ value: Value) throws(LayoutDocumentError) {
    if reader.isNull(value) { return }
    guard let mapping = value.node.mapping else {
      throw error("metrics must be a mapping of names to numbers, found \(value.kindName)", at: value.position)
    }
    guard mapping.count <= limits.maximumMetrics else {
      throw error(
        "the document has \(mapping.count) metrics; the limit is \(limits.maximumMetrics)", at: value.position)
    }
    for (keyNode, valueNode) in mapping {
      let key = Value(keyNode, fallback: value.position)
      guard let name = key.scalarText, Self.isName(name) else {
        throw error("a metric name must be letters, digits and _, starting with a letter or _", at: key.position)
      }
      // Earlier metrics may be used by later ones.
      metrics[name] = try reader.number(
        Value(valueNode, fallback: key.position), what: "metric '\(name)'", metrics: metrics)
    }
  }

  mutating func readCanvas(_ value: Value?) throws(LayoutDocumentError) {
    var size = CGSize(width: 390, height: 844)
    var insets = EdgeInsets.zero
    var scale: CGFloat = 1
    var direction = UserInterfaceLayoutDirection.leftToRight
    if let value {
      for entry in try reader.mapping(value, what: "canvas", allowed: Self.canvasKeys) {
        switch entry.key {
        case "size":
          size = try reader.size(entry.value, what: "canvas size", metrics: metrics)
          sources.canvasSize = entry.value.position
        case "safeArea": insets = try edgeInsets(entry.value, what: "canvas safeArea")
        case "scale":
          scale = try reader.number(entry.value, what: "canvas scale", metrics: metrics)
          guard scale > 0, scale <= 16 else {
            throw error("canvas scale must be above 0 and at most 16", at: entry.value.position)
          }
        default:
          direction = try reader.choice(
            entry.value, what: "canvas direction",
            [
              ("ltr", .leftToRight), ("rtl", .rightToLeft), ("leftToRight", .leftToRight),
              ("rightToLeft", .rightToLeft),
            ])
        }
      }
    }
    window = Window(
      size: CGSize(width: options.width ?? size.width, height: options.height ?? size.height), safeAreaInsets: insets,
      displayScale: options.displayScale ?? scale,
      layoutDirection: options.layoutDirection ?? direction)
    window.debugName = "canvas"
  }

  /// A number for all four edges, or a mapping of top/left/bottom/right.
  func edgeInsets(_ value: Value, what: String) throws(LayoutDocumentError) -> EdgeInsets {
    if value.node.scalar != nil {
      let n = try reader.number(value, what: what, metrics: metrics)
      return EdgeInsets(top: n, left: n, bottom: n, right: n)
    }
    var insets = EdgeInsets.zero
    for entry in try reader.mapping(value, what: what, allowed: ["top", "left", "bottom", "right"]) {
      let n = try reader.number(entry.value, what: "\(what) \(entry.key)", metrics: metrics)
      switch entry.key {
      case "top": insets.top = n
      case "left": insets.left = n
      case "bottom": insets.bottom = n
      default: insets.right = n
      }
    }
    return insets
  }

  static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  // MARK: Views

  mutating func buildView(
    _ value: Value, in parent: View, depth: Int, count: inout Int, arrangedIn stack: StackView?
  ) throws(LayoutDocumentError) {
    guard depth <= limits.maximumDepth else {
      throw error("views are nested more than \(limits.maximumDepth) deep", at: value.position)
    }
    count += 1
    guard count <= limits.maximumViews else {
      throw error("the document has more than \(limits.maximumViews) views and guides", at: value.position)
    }
    guard let mapping = value.node.mapping else {
      throw error("a view must be a mapping with at least a name, found \(value.kindName)", at: value.position)
    }
    // The kind decides which keys are allowed.
    var kind = "view"
    if let kindNode = mapping["kind"] {
      kind = try reader.choice(
        Value(kindNode, fallback: value.position), what: "kind",
        [("view", "view"), ("label", "label"), ("stack", "stack"), ("guide", "guide")])
    }
    let allowed: [String]
    switch kind {
    case "label": allowed = Self.labelKeys
    case "stack": allowed = Self.stackKeys
    case "guide": allowed = Self.guideKeys
    default: allowed = Self.viewKeys
    }
    let entries: [(key: String, keyPosition: Position, value: Value)]
    do {
      entries = try reader.mapping(value, what: "a \(kind)", allowed: allowed)
    } catch {
      // Say which kinds take the key, when another kind does.
      var message = error.message
      if message.hasPrefix("unknown key '"), let name = message.dropFirst(13).split(separator: "'").first {
        let kinds = [("view", Self.viewKeys), ("label", Self.labelKeys), ("stack", Self.stackKeys)]
          .filter { $0.1.contains(String(name)) }.map(\.0)
        if !kinds.isEmpty {
          message = "key '\(name)' applies to kind \(kinds.joined(separator: " or ")), not \(kind)"
        }
      }
      throw LayoutDocumentError(file: error.file, line: error.line, column: error.column, message: message)
    }
    guard let nameEntry = entries.first(where: { $0.key == "name" }) else {
      throw error("a view needs a name", at: value.position)
    }
    let name = try reader.string(nameEntry.value, what: "name")
    guard Self.isName(name) else {
      throw error(
        "'\(MessageText.quoted(name))' is not a valid name: use letters, digits and _, starting with a letter or _",
        at: nameEntry.value.position)
    }
    guard !Self.reservedNames.contains(name) else {
      throw error(
        "'\(name)' is a reserved name (superview, safeArea and canvas mean something in constraints)",
        at: nameEntry.value.position)
    }
    guard views[name] == nil, guides[name] == nil else {
      throw error("a view or guide named '\(MessageText.quoted(name))' already exists", at: nameEntry.value.position)
    }

    if kind == "guide" {
      guard stack == nil else { throw error("a guide cannot be an arranged view of a stack", at: value.position) }
      let guide = LayoutGuide()
      guide.identifier = name
      parent.addLayoutGuide(guide)
      guides[name] = guide
      sources.items[ObjectIdentifier(guide)] = nameEntry.value.position
      return
    }

    let view: View
    switch kind {
    case "label": view = Label()
    case "stack": view = StackView()
    default: view = DocumentView()
    }
    view.debugName = name
    view.translatesAutoresizingMaskIntoConstraints = false
    views[name] = view
    sources.items[ObjectIdentifier(view)] = nameEntry.value.position
    if let stack {
      stack.addArrangedSubview(view)
    } else {
      parent.addSubview(view)
    }

    var children: [(Value, Bool)] = []
    for entry in entries {
      let v = entry.value
      switch entry.key {
      case "name", "kind": break
      case "hidden": view.isHidden = try reader.bool(v, what: "hidden")
      case "margins": try applyMargins(v, to: view)
      case "hugging", "compressionResistance": try applyPriorities(v, key: entry.key, to: view)
      case "intrinsicSize":
        (view as? DocumentView)?.intrinsicSize = try reader.size(v, what: "intrinsicSize", metrics: metrics)
      case "text": (view as? Label)?.text = try reader.string(v, what: "text")
      case "fontSize":
        let size = try reader.number(v, what: "fontSize", metrics: metrics)
        guard size > 0 else { throw error("fontSize must be above 0", at: v.position) }
        (view as? Label)?.fontSize = size
      case "lines": (view as? Label)?.numberOfLines = try reader.integer(v, what: "lines", range: 0...100_000)
      case "preferredMaxLayoutWidth":
        (view as? Label)?.preferredMaxLayoutWidth = try reader.nonNegative(
          v, what: "preferredMaxLayoutWidth", metrics: metrics)
      case "axis":
        (view as? StackView)?.axis = try reader.choice(
          v, what: "axis", [("horizontal", .horizontal), ("vertical", .vertical)])
      case "distribution":
        (view as? StackView)?.distribution = try reader.choice(
          v, what: "distribution",
          [
            ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
            ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering), ("spaceBetween", .spaceBetween),
            ("spaceAround", .spaceAround), ("spaceEvenly", .spaceEvenly),
          ])
      case "alignment":
        (view as? StackView)?.alignment = try reader.choice(
          v, what: "alignment",
          [
            ("fill", .fill), ("leading", .leading), ("top", .top), ("center", .center), ("trailing", .trailing),
            ("bottom", .bottom), ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
          ])
      case "spacing": (view as? StackView)?.spacing = try reader.number(v, what: "spacing", metrics: metrics)
      case "edgeSpacing":
        (view as? StackView)?.edgeSpacing = try reader.number(v, what: "edgeSpacing", metrics: metrics)
      case "marginsRelative":
        (view as? StackView)?.isLayoutMarginsRelativeArrangement = try reader.bool(v, what: "marginsRelative")
      case "baselineRelative":
        (view as? StackView)?.isBaselineRelativeArrangement = try reader.bool(v, what: "baselineRelative")
      case "subviews":
        for child in try reader.list(v, what: "subviews") { children.append((child, false)) }
      case "arranged":
        for child in try reader.list(v, what: "arranged") { children.append((child, true)) }
      case "constraints":
        pendingConstraints.append(contentsOf: try reader.list(v, what: "constraints"))
        guard pendingConstraints.count <= limits.maximumConstraints else {
          throw error("the document has more than \(limits.maximumConstraints) constraint entries", at: v.position)
        }
      default: _ = try applyAppearance(entry.key, v, to: view)
      }
    }
    for (child, arranged) in children {
      try buildView(child, in: view, depth: depth + 1, count: &count, arrangedIn: arranged ? view as? StackView : nil)
    }
  }

  /// A number for every edge, or top/left/bottom/right, or top/leading/bottom/trailing.
  func applyMargins(_ value: Value, to view: View) throws(LayoutDocumentError) {
    if value.node.scalar != nil {
      let n = try reader.number(value, what: "margins", metrics: metrics)
      view.layoutMargins = EdgeInsets(top: n, left: n, bottom: n, right: n)
      return
    }
    let entries = try reader.mapping(
      value, what: "margins", allowed: ["top", "left", "bottom", "right", "leading", "trailing"])
    let keys = Set(entries.map(\.key))
    let directional = !keys.isDisjoint(with: ["leading", "trailing"])
    if directional, !keys.isDisjoint(with: ["left", "right"]) {
      throw error("margins take left/right or leading/trailing, not both", at: value.position)
    }
    var values: [String: CGFloat] = ["top": 8, "left": 8, "bottom": 8, "right": 8, "leading": 8, "trailing": 8]
    for entry in entries {
      values[entry.key] = try reader.number(entry.value, what: "margins \(entry.key)", metrics: metrics)
    }
    if directional {
      view.directionalLayoutMargins = DirectionalEdgeInsets(
        top: values["top"] ?? 8, leading: values["leading"] ?? 8, bottom: values["bottom"] ?? 8,
        trailing: values["trailing"] ?? 8)
    } else {
      view.layoutMargins = EdgeInsets(
        top: values["top"] ?? 8, left: values["left"] ?? 8, bottom: values["bottom"] ?? 8, right: values["right"] ?? 8)
    }
  }

  /// A priority for both axes, or `{horizontal: p, vertical: p}`.
  func applyPriorities(_ value: Value, key: String, to view: View) throws(LayoutDocumentError) {
    var pairs: [(LayoutConstraint.Axis, Value)] = []
    if value.node.scalar != nil {
      pairs = [(.horizontal, value), (.vertical, value)]
    } else {
      for entry in try reader.mapping(value, what: key, allowed: ["horizontal", "vertical"]) {
        pairs.append((entry.key == "horizontal" ? .horizontal : .vertical, entry.value))
      }
    }
    for (axis, v) in pairs {
      let p = try reader.number(v, what: key, metrics: metrics)
      guard p >= 1, p <= 1000 else { throw error("\(key) must be a priority from 1 to 1000", at: v.position) }
      if key == "hugging" {
        view.setContentHuggingPriority(LayoutPriority(Float(p)), for: axis)
      } else {
        view.setContentCompressionResistancePriority(LayoutPriority(Float(p)), for: axis)
      }
    }
  }
}
