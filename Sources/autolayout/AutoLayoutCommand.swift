import ArgumentParser

/// The `autolayout` command-line tool.
@main
struct AutoLayoutCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "autolayout",
    abstract: "Auto Layout for Swift on every platform: solve, lay out and draw constraint systems.",
    discussion: """
      Run a subcommand with --help to learn it, for example:
        autolayout solve --help
      """,
    subcommands: [DemoCommand.self, ServeCommand.self, RenderCommand.self, CheckCommand.self, VFLCommand.self, SolveCommand.self]
  )
}
