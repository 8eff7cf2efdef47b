// Without the Playground trait, `autolayout serve` says how to get it.
#if !Playground
  import Foundation
  import Testing

  @Suite struct ServeUnavailableTests {
    @Test func serveSaysWhichTraitBuildsTheServer() throws {
      let result = try CLIRunner.run(["serve", "Examples/login.yaml"])
      #expect(result.status == 2)
      #expect(result.stderr.contains("--traits Playground autolayout serve Examples/login.yaml"))
    }
  }
#endif
