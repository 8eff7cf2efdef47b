import ArgumentParser
import Foundation

/// The `autolayout` command-line tool.
@main
struct AutoLayoutCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "autolayout",
    abstract: "Auto Layout for Swift on every platform: solve, lay out and draw constraint systems.",
    discussion: """
      Run a subcommand with --help to learn it, for example:
        autolayout render --help

      \(ExitStatus.help)
      """,
    subcommands: [
      DemoCommand.self, ServeCommand.self, RenderCommand.self, CheckCommand.self, VFLCommand.self, SolveCommand.self,
    ]
  )

  /// Runs the command the arguments name, and ends the process with the
  /// statuses of ``ExitStatus``: ArgumentParser's own would end a usage
  /// error with 64, and print input errors with its usage text.
  /// On the main actor, where views live: the subcommands' synchronous
  /// `run()` is called from here, so it runs on the main thread too.
  @MainActor static func main() async {
    do {
      var command = try parseAsRoot()
      if var asynchronous = command as? AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch let error as CommandError {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      Foundation.exit(ExitStatus.invalid)
    } catch let code as ExitCode {
      Foundation.exit(code.rawValue)
    } catch {
      // ArgumentParser's: help and version requests end cleanly on standard
      // output, a mistake in the command line with its usage and status 2.
      let message = fullMessage(for: error)
      if exitCode(for: error) == .success {
        if !message.isEmpty { print(message) }
        Foundation.exit(ExitStatus.clean)
      }
      // ArgumentParser writes "Error: …"; the tool's other errors read
      // "autolayout: error: …", as compilers and Unix tools write them.
      let prefixed = message.hasPrefix("Error: ") ? "autolayout: error: " + message.dropFirst(7) : Substring(message)
      FileHandle.standardError.write(Data("\(prefixed)\n".utf8))
      Foundation.exit(ExitStatus.invalid)
    }
  }
}
