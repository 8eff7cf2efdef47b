#if !Playground
  import ArgumentParser

  /// `autolayout serve` in a build without the Playground trait: it says
  /// how to build the one that serves.
  struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Serve a live layout playground (build with --traits Playground).",
      discussion: """
        The web server's packages (Hummingbird, SwiftNIO) come with the
        package's Playground trait, so that a library user's package does not
        fetch them. Run:
          swift run -c release --traits Playground autolayout serve Examples/login.yaml
        """
    )

    @Argument(help: "A layout document to open and watch (.yaml, .yml or .json).")
    var file: String?

    func run() throws {
      throw CommandError(
        "this autolayout was built without the web server; run "
          + "swift run -c release --traits Playground autolayout serve \(file ?? "")")
    }
  }
#endif
