import Foundation
import Testing

@Suite struct RenderCommandTests {
  static let document = """
    canvas: {size: 400x300}
    metrics: {pad: 20}
    views:
      - {name: title, kind: label, text: Hello, fontSize: 20}
      - {name: box, intrinsicSize: 100x50}
    constraints:
      - title.leading == superview.leading + pad
      - title.top == superview.top + pad
      - box.leading == title.leading
      - box.top == title.bottom + 8
    """

  func frames(_ stdout: String) throws -> [String: [String: Double]] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 1)
    return try #require(json["frames"] as? [String: [String: Double]])
  }

  @Test func printsFramesAsJSON() throws {
    let path = try CLIRunner.temporaryFile(Self.document, name: "screen.yaml")
    let result = try CLIRunner.run(["render", path, "--format", "json", "--fixed-metrics"])
    #expect(result.status == 0, "\(result.stderr)")
    let frames = try frames(result.stdout)
    #expect(frames["title"] == ["x": 20, "y": 20, "width": 50, "height": 24])
    #expect(frames["box"] == ["x": 20, "y": 52, "width": 100, "height": 50])
    #expect(frames.count == 2)
  }

  @Test func theLoginExampleMatchesItsDocumentation() throws {
    // The frames Docs/LayoutDocuments.md shows for Examples/login.yaml.
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples")
    let result = try CLIRunner.run([
      "render", examples.appendingPathComponent("login.yaml").path, "--format", "json", "--fixed-metrics",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let frames = try frames(result.stdout)
    #expect(frames["title"] == ["x": 24, "y": 79, "width": 98, "height": 101.0 / 3])
    #expect(frames["form"] == ["x": 24, "y": 136.66666666666666, "width": 342, "height": 100])
    #expect(frames["password"] == ["x": 0, "y": 56, "width": 342, "height": 44])
    #expect(frames["button"] == ["x": 199, "y": 289.3333333333333, "width": 167, "height": 48])
    let rtl = try CLIRunner.run([
      "render", examples.appendingPathComponent("login.yaml").path, "--format", "json", "--rtl", "--fixed-metrics",
    ])
    let mirrored = try self.frames(rtl.stdout)
    #expect(mirrored["title"]?["x"] == 268 && mirrored["button"]?["x"] == 24)
  }

  @Test func overridesTheCanvas() throws {
    let path = try CLIRunner.temporaryFile(Self.document, name: "screen.yaml")
    let result = try CLIRunner.run([
      "render", path, "--format", "json", "--rtl", "--width", "300", "--scale", "2", "--fixed-metrics",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let frames = try frames(result.stdout)
    // Right to left in a 300-wide canvas: 300 - 20 - 50, and 300 - 20 - 100.
    #expect(frames["title"] == ["x": 230, "y": 20, "width": 50, "height": 24])
    #expect(frames["box"] == ["x": 180, "y": 52, "width": 100, "height": 50])
  }

  @Test func jsonDocuments() throws {
    let json = """
      {"canvas": {"size": "200x100"}, "views": [{"name": "a", "intrinsicSize": [10, 10]}],
       "constraints": ["H:|-[a]", "V:|-[a]"]}
      """
    let path = try CLIRunner.temporaryFile(json, name: "small.json")
    let result = try CLIRunner.run(["render", path, "--format", "json", "--fixed-metrics"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try frames(result.stdout)["a"] == ["x": 8, "y": 8, "width": 10, "height": 10])
  }

  @Test func textAndSVGOutputs() throws {
    let path = try CLIRunner.temporaryFile(Self.document, name: "screen.yaml")
    let text = try CLIRunner.run(["render", path, "--format", "text", "--fixed-metrics"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("┌title") && text.stdout.contains("box: x 20, y 52, 100 × 50"))
    let svg = try CLIRunner.run(["render", path])
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(svg.stdout.hasPrefix("<svg"))
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).svg").path
    let written = try CLIRunner.run(["render", path, "--format", "svg", "--output", output])
    #expect(written.status == 0 && written.stdout.isEmpty)
    #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("<svg"))
  }

  @Test func pngThroughRsvgConvertOrAClearMessage() throws {
    let path = try CLIRunner.temporaryFile(Self.document, name: "screen.yaml")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png").path
    let result = try CLIRunner.run(["render", path, "--format", "png", "--output", output])
    let hasTool = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
      .contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }
    if hasTool {
      #expect(result.status == 0, "\(result.stderr)")
      let data = try Data(contentsOf: URL(fileURLWithPath: output))
      #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    } else {
      #expect(result.status == 2)
      #expect(result.stderr.contains("rsvg-convert"))
    }
  }

  @Test func malformedDocumentsShowFileLineAndColumn() throws {
    let bad = "views:\n  - {name: a}\nconstraints:\n  - a.left == ghost.right + 8\n"
    let path = try CLIRunner.temporaryFile(bad, name: "bad.yaml")
    let result = try CLIRunner.run(["render", path, "--format", "json"])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.status == 2)
    #expect(result.stderr.contains("\(path):4:15: error: unknown view or guide 'ghost'"), "\(result.stderr)")
    #expect(!result.stderr.contains("Usage"))

    let syntax = try CLIRunner.temporaryFile("{\"views\": [\n  {\"name\": \"a\"\n]}\n", name: "bad.json")
    let broken = try CLIRunner.run(["render", syntax])
    #expect(broken.status != 0)
    #expect(broken.stderr.contains("\(syntax):3:1: error: invalid YAML"), "\(broken.stderr)")

    let missing = try CLIRunner.run(["render", "/nonexistent/screen.yaml"])
    #expect(missing.status == 2 && missing.stderr == "autolayout: error: no such file: /nonexistent/screen.yaml\n")
  }

  @Test func conflictsAreWarningsThatPointAtTheDocument() throws {
    let text = "views: [{name: a}]\nconstraints:\n  - a.width == 10\n  - a.width == 20\n  - H:|[a]\n  - V:|[a(5)]\n"
    let path = try CLIRunner.temporaryFile(text, name: "conflict.yaml")
    let result = try CLIRunner.run(["render", path, "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("\(path):4:5: warning: these constraints cannot all hold"))
    #expect(result.stderr.contains("\(path):3:5: note: a.width == 10\n"), "\(result.stderr)")
    #expect(try frames(result.stdout)["a"] == ["x": 0, "y": 0, "width": 10, "height": 5])
    // --strict makes the problems fail the command, as check does.
    let strict = try CLIRunner.run(["render", path, "--format", "json", "--strict"])
    #expect(strict.status == 1 && strict.stderr.hasPrefix("\(path):4:5: error: these constraints cannot all hold"))
  }

  @Test func badArguments() throws {
    let path = try CLIRunner.temporaryFile(Self.document, name: "screen.yaml")
    for arguments in [["--format", "gif"], ["--width", "-3"], ["--scale", "0"], ["--max-views", "0"]] {
      let result = try CLIRunner.run(["render", path] + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains(arguments[0]), "\(arguments): \(result.stderr)")
    }
    // A negative number is a value out of range, not a missing one.
    let negative = try CLIRunner.run(["render", path, "--width", "-100"])
    #expect(negative.stderr.contains("--width must be a number from 0 to 1000000, not -100"), "\(negative.stderr)")
  }

  /// The format follows --output's extension, and a name that says another
  /// format than --format is an error, not SVG written into a .png.
  @Test func theOutputExtensionChoosesTheFormat() throws {
    let path = try CLIRunner.temporaryFile(Self.document, name: "screen.yaml")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let json = try CLIRunner.run(["render", path, "--output", "\(folder)/frames.json"])
    #expect(json.status == 0)
    #expect(try String(contentsOfFile: "\(folder)/frames.json", encoding: .utf8).contains("\"frames\""))
    let mismatch = try CLIRunner.run(["render", path, "--format", "svg", "--output", "\(folder)/out.png"])
    #expect(mismatch.status == 2 && mismatch.stderr.contains("names a .png file, but --format is svg"))
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/out.png"))
    let unknown = try CLIRunner.run(["render", path, "--output", "\(folder)/out.gif"])
    #expect(unknown.status == 2 && unknown.stderr.contains("end the name in .svg, .png, .txt or .json"))
  }

  /// PNG sizes: a zero canvas and an oversized one are explained before rsvg-convert runs.
  @Test func pngSizesAreCheckedFirst() throws {
    let path = try CLIRunner.temporaryFile(Self.document, name: "screen.yaml")
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png").path
    let zero = try CLIRunner.run(["render", path, "--width", "0", "--output", out])
    #expect(zero.status == 2 && zero.stderr.contains("a PNG needs at least 1 × 1"), "\(zero.stderr)")
    let tall = try CLIRunner.run(["render", path, "--height", "100000", "--output", out])
    #expect(tall.status == 2 && tall.stderr.contains("pixels tall; the limit is 16384"), "\(tall.stderr)")
  }

  /// `-` reads the document from standard input.
  @Test func standardInput() throws {
    let result = try CLIRunner.run(["render", "-", "--format", "json"], stdin: Self.document)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"frames\""))
  }

  @Test func maxViewsLetsATrustedDocumentHoldMoreViews() throws {
    let views = (0..<1_200).map { "  - {name: v\($0), intrinsicSize: 10x10}\n" }.joined()
    let path = try CLIRunner.temporaryFile(
      "canvas: {size: 400x300}\nviews:\n" + views + "constraints:\n  - v1199.leading == superview.leading + 7\n",
      name: "many.yaml")
    let refused = try CLIRunner.run(["render", path, "--format", "json"])
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("more than 1000 views"), "\(refused.stderr)")
    let accepted = try CLIRunner.run(["render", path, "--format", "json", "--max-views", "2000"])
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(try frames(accepted.stdout)["v1199"]?["x"] == 7)
  }
}
