import Foundation
import Testing

@Suite struct VFLCommandTests {
  @Test func printsFramesAsJSON() throws {
    let result = try CLIRunner.run([
      "vfl", "H:|-[title]-[button(80)]-|", "V:|-[title(30)]", "V:|-[button(30)]", "--size", "320x100",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 1)
    let frames = try #require(json["frames"] as? [String: [String: Double]])
    #expect(frames["title"] == ["x": 8, "y": 8, "width": 216, "height": 30])
    #expect(frames["button"] == ["x": 232, "y": 8, "width": 80, "height": 30])
  }

  @Test func metricsIntrinsicSizesAndRightToLeft() throws {
    let result = try CLIRunner.run([
      "vfl", "H:|-pad-[label]", "V:|-pad-[label]", "--metric", "pad=20", "--intrinsic", "label=120x21", "--rtl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let frames = try #require(json["frames"] as? [String: [String: Double]])
    // 400 wide, right to left: the leading edge is the right one.
    #expect(frames["label"] == ["x": 260, "y": 20, "width": 120, "height": 21])
  }

  @Test func textAndSVGOutputs() throws {
    let text = try CLIRunner.run(["vfl", "H:|-[a]-|", "V:|-[a]-|", "--format", "text"])
    #expect(text.status == 0)
    #expect(text.stdout.contains("┌a") && text.stdout.contains("a: x 8, y 8, 384 × 284"))
    let svg = try CLIRunner.run(["vfl", "H:|-[a]-|", "V:|-[a]-|", "--format", "svg"])
    #expect(svg.status == 0)
    #expect(svg.stdout.hasPrefix("<svg") && svg.stdout.contains("<title>a 8,8 384×284</title>"))
  }

  @Test func badFormatsShowTheColumn() throws {
    // Every [name] becomes a view; a name used only in a predicate is unknown.
    let result = try CLIRunner.run(["vfl", "H:|-[button(==ghost)]-|"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("<format 1>:1:15: error: Encountered metric with name \"ghost\""))
    #expect(result.stderr.contains("H:|-[button(==ghost)]-|\n              ^"))
    #expect(!result.stderr.contains("Usage"))
  }

  @Test func badArguments() throws {
    for arguments in [
      ["--size", "wide"], ["--metric", "p"], ["--intrinsic", "a=1x"], ["--options", "alignAllNowhere"],
    ] {
      let result = try CLIRunner.run(["vfl", "H:|[a]|"] + arguments)
      #expect(result.status != 0, "\(arguments)")
      #expect(result.stderr.contains(arguments[0]), "\(arguments): \(result.stderr)")
    }
  }

  /// Layout problems are not silent: an undecided view and an overfull
  /// line are warnings on standard error, and --strict fails with status 1.
  @Test func problemsAreWarningsAndStrictFails() throws {
    let open = try CLIRunner.run(["vfl", "H:[a]-[b]"])
    #expect(open.status == 0)
    #expect(open.stderr.contains("vfl: warning: a's x position and width are not decided by the formats"))
    let overfull = try CLIRunner.run(["vfl", "H:|-[a(500)]-|", "V:|-[a(10)]"])
    #expect(overfull.stderr.contains("vfl: warning: these constraints cannot all hold"))
    #expect(overfull.stderr.contains("vfl: note: the container is 400 points wide (--size)"))
    #expect(overfull.stderr.contains("vfl: note: a.width == 500 (from 'H:|-[a(500)]-|')"))
    let strict = try CLIRunner.run(["vfl", "H:|-[a(500)]-|", "V:|-[a(10)]", "--strict"])
    #expect(strict.status == 1 && strict.stderr.contains("vfl: error: these constraints cannot all hold"))
    let clean = try CLIRunner.run(["vfl", "H:|-[a]-|", "V:|-[a]-|", "--strict"])
    #expect(clean.status == 0 && clean.stderr.isEmpty)
  }

  /// A view left open at the end of a format is reported as the missing
  /// bracket it is, not as an unknown name.
  @Test func anUnclosedViewIsAMissingBracket() throws {
    let result = try CLIRunner.run(["vfl", "H:|-[a]-[b"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("<format 1>:1:11: error: Expected a ']' here."), "\(result.stderr)")
  }
}
