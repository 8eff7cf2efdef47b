import Foundation
import LayoutCore
import Testing

@testable import LayoutDocument

/// `Schemas/layout-document.schema.json` is what editors complete and check documents with:
/// it must name exactly the keys and words the reader accepts, or an editor flags a
/// document that lays out (or completes a key the reader then rejects).
@Suite struct LayoutDocumentSchemaTests {
  let schema: [String: Any]
  let definitions: [String: Any]

  init() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Schemas/layout-document.schema.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    schema = try #require(object as? [String: Any])
    definitions = try #require(schema["$defs"] as? [String: Any])
  }

  /// The keys `propertyNames` allows for one `kind` of view.
  func keys(forKind kind: String) throws -> Set<String> {
    let view = try #require(definitions["view"] as? [String: Any])
    let rules = try #require(view["allOf"] as? [[String: Any]])
    for rule in rules {
      let condition = try #require(rule["if"] as? [String: Any])
      // `{properties: {kind: {const: K}}}` for labels, stacks and guides; plain views are
      // the `anyOf` of "no kind" and "kind: view".
      let named = ((condition["properties"] as? [String: Any])?["kind"] as? [String: Any])?["const"] as? String
      guard named == kind || (named == nil && kind == "view" && condition["anyOf"] != nil) else { continue }
      let then = try #require(rule["then"] as? [String: Any])
      let names = try #require(then["propertyNames"] as? [String: Any])
      return Set(try #require(names["enum"] as? [String]))
    }
    Issue.record("the schema has no key list for kind \(kind)")
    return []
  }

  /// The words an `enum` in the schema lists, found by a path of keys.
  func words(_ path: [String], in root: [String: Any]? = nil) throws -> Set<String> {
    var node: Any = root ?? definitions
    for key in path { node = try #require((node as? [String: Any])?[key], "no \(key) in \(path)") }
    return Set(try #require((node as? [String: Any])?["enum"] as? [String]))
  }

  @Test func everyKindNamesTheKeysTheReaderAccepts() throws {
    #expect(try keys(forKind: "view") == Set(DocumentBuilder.viewKeys))
    #expect(try keys(forKind: "label") == Set(DocumentBuilder.labelKeys))
    #expect(try keys(forKind: "stack") == Set(DocumentBuilder.stackKeys))
    #expect(try keys(forKind: "guide") == Set(DocumentBuilder.guideKeys))
    let view = try #require(definitions["view"] as? [String: Any])
    let all = try #require(view["properties"] as? [String: Any])
    #expect(Set(all.keys) == Set(DocumentBuilder.viewKeys + DocumentBuilder.labelKeys + DocumentBuilder.stackKeys))
    let root = try #require(schema["properties"] as? [String: Any])
    #expect(Set(root.keys) == Set(DocumentBuilder.rootKeys))
    let canvas = try #require((definitions["canvas"] as? [String: Any])?["properties"] as? [String: Any])
    #expect(Set(canvas.keys) == Set(DocumentBuilder.canvasKeys))
  }

  @Test func coloursAndFormatOptionsAreTheReadersOwn() throws {
    let color = try #require((definitions["color"] as? [String: Any])?["anyOf"] as? [[String: Any]])
    #expect(Set(try #require(color.first?["enum"] as? [String])) == Set(DocumentBuilder.namedColors.map(\.0)))
    #expect(try words(["formatOption"]) == Set(DocumentBuilder.formatOptions.map(\.0)))
  }

  /// Every word the schema offers for a choice lays out, and a word it does not offer is an error.
  @Test(arguments: ["axis", "distribution", "alignment"])
  func stackChoicesTheSchemaOffersAreRead(key: String) throws {
    let offered = try words(["view", "properties", key])
    #expect(!offered.isEmpty)
    for word in offered {
      let text = "views:\n  - {name: s, kind: stack, \(key): \(word)}\n"
      #expect(throws: Never.self, "\(key): \(word)") { try LayoutDocument(text: text, file: "schema.yaml") }
    }
    #expect(documentError("views:\n  - {name: s, kind: stack, \(key): sideways}\n") != nil)
  }

  @Test(arguments: ["weight", "align"])
  func labelChoicesTheSchemaOffersAreRead(key: String) throws {
    for word in try words(["view", "properties", key]) {
      let text = "views:\n  - {name: l, kind: label, text: Hi, \(key): \(word)}\n"
      #expect(throws: Never.self, "\(key): \(word)") { try LayoutDocument(text: text, file: "schema.yaml") }
    }
  }

  @Test func canvasDirectionsTheSchemaOffersAreRead() throws {
    for word in try words(["canvas", "properties", "direction"]) {
      #expect(throws: Never.self, "direction: \(word)") {
        try LayoutDocument(text: "canvas: {direction: \(word)}\n", file: "schema.yaml")
      }
    }
  }
}
