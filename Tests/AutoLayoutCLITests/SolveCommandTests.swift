import Foundation
import Testing

@Suite struct SolveCommandTests {
  let system = """
    {"format": "cassowary-system/1", "name": "two boxes",
     "variables": ["left", "width", "right"],
     "constraints": [
       {"terms": [[1, "left"]], "op": "==", "strength": "required"},
       {"terms": [[1, "right"], [-1, "left"], [-1, "width"]], "op": "=="},
       {"terms": [[1, 1]], "constant": -100, "op": "==", "strength": "strong"},
       {"terms": [[1, 2]], "constant": -60, "op": "<=", "strength": "required"},
       {"terms": [[1, 2]], "constant": -500, "op": ">=", "strength": "required", "id": "impossible"}
     ],
     "edits": [{"var": "left", "strength": "weak"}],
     "phases": [{"name": "drag", "steps": [[["left", 20]], [["left", 30]]]}]}
    """

  @Test func printsValuesAndRejectedIndices() throws {
    let path = try CLIRunner.temporaryFile(system)
    let result = try CLIRunner.run(["solve", path])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let values = try #require(json["values"] as? [String: Double])
    // left is pinned to 0 (required beats the weak drag); right <= 60 squeezes the strong width.
    #expect(values == ["left": 0, "width": 60, "right": 60])
    #expect(json["rejected"] as? [Int] == [4])
    #expect(json["timing"] == nil)
  }

  @Test func timingHasHarnessFields() throws {
    let result = try CLIRunner.run(
      ["solve", "-", "--timing", "--churn", "2", "--constant-changes", "2"], stdin: system)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let timing = try #require(json["timing"] as? [String: Any])
    for key in ["add_s", "add_per_constraint_us", "edits_s", "phases", "churn", "constant_change"] {
      #expect(timing[key] != nil, "missing \(key)")
    }
    let phases = try #require(timing["phases"] as? [[String: Any]])
    #expect(phases.first?["phase"] as? String == "drag")
    #expect(phases.first?["steps"] as? Int == 2)
  }

  @Test(arguments: [
    (
      #"{"variables": ["x"], "constraints": [{"terms": [[1, "y"]], "op": "=="}]}"#,
      "$.constraints[0].terms[0][1]: unknown variable \"y\""
    ),
    (#"{"variables": ["x"], "constraints": [{"terms": [[1, 0]], "op": "="}]}"#, "$.constraints[0].op: expected"),
    (
      #"{"variables": ["x"], "constraints": [{"terms": [["a", 0]], "op": "=="}]}"#,
      "$.constraints[0].terms[0][0]: expected a finite number"
    ),
    (
      #"{"variables": ["x"], "constraints": [], "edits": [{"var": 3}]}"#,
      "$.edits[0].var: variable index 3 is not in 0..<1"
    ),
    (
      #"{"variables": ["x"], "constraints": [], "edits": [{"var": 0, "strength": "required"}]}"#,
      "$.edits[0].strength: edit variables cannot be required"
    ),
    (
      #"{"variables": ["x"], "constraints": [{"terms": [[1, 0]], "op": "==", "strength": "loud"}]}"#,
      "$.constraints[0].strength: unknown strength \"loud\""
    ),
    (
      #"{"variables": ["x"], "constraints": [{"terms": [[1, 0]], "op": "=="}], "phases": [{"steps": [[[0]]]}]}"#,
      "$.phases[0].steps[0][0]: expected [variable, value]"
    ),
    (#"{"constraints": []}"#, "$.variables: expected an array"),
    ("[1, 2", "$: not valid JSON"),
  ])
  func malformedFilesNameTheJSONPath(input: String, message: String) throws {
    let path = try CLIRunner.temporaryFile(input)
    let result = try CLIRunner.run(["solve", path])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("\(path):1:1: error: "), "stderr was: \(result.stderr)")
    #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func missingFileIsAClearError() throws {
    let result = try CLIRunner.run(["solve", "/nonexistent/system.json"])
    #expect(result.status == 2)
    #expect(result.stderr == "autolayout: error: no such file: /nonexistent/system.json\n")
  }

  /// The example the help names is in the repository, and solves.
  @Test func theHelpsExampleSolves() throws {
    let help = try CLIRunner.run(["solve", "--help"])
    #expect(help.stdout.contains("autolayout solve Examples/solver/midpoint.json") && !help.stdout.contains("shared/"))
    let result = try CLIRunner.run(["solve", "Examples/solver/midpoint.json"])
    #expect(result.status == 0 && result.stdout.contains("\"values\""))
  }
}
