import Foundation
import Testing

/// Every relative link in the README and the guides under Docs/ leads somewhere:
/// the file exists and, for `file.md#anchor`, the heading does.
@Suite nonisolated struct DocumentationLinkTests {
  /// The package root, found from this file's path (Tests/AutoLayoutTests/…).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func markdownFiles() -> [URL] {
    var files = [root.appendingPathComponent("README.md")]
    let docs = root.appendingPathComponent("Docs")
    if let walker = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil) {
      for case let url as URL in walker where url.pathExtension == "md" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
  static func anchors(in text: String) -> Set<String> {
    var result: Set<String> = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = title.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_"
      }
      result.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return result
  }

  /// The targets of `[text](target)` links, skipping web addresses.
  static func links(in text: String) -> [String] {
    let pattern = /\]\(([^)\s]+)\)/
    return text.matches(of: pattern).map { String($0.output.1) }.filter { !$0.contains("://") }
  }

  @Test func theGuidesExist() {
    let names = Set(Self.markdownFiles().map(\.lastPathComponent))
    #expect(names.isSuperset(of: ["README.md", "Performance.md", "Reliability.md", "Diagnostics.md"]))
    #expect(Self.markdownFiles().count > 10)
  }

  @Test(arguments: markdownFiles())
  func relativeLinksResolve(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    for link in Self.links(in: text) {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let target = path.isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(path)
      #expect(
        FileManager.default.fileExists(atPath: target.path),
        "\(file.lastPathComponent): the link \(link) leads nowhere")
      if parts.count == 2, target.pathExtension == "md", FileManager.default.fileExists(atPath: target.path) {
        let anchors = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
        #expect(
          anchors.contains(String(parts[1])),
          "\(file.lastPathComponent): \(link) names a heading that \(target.lastPathComponent) lacks")
      }
    }
  }
}
