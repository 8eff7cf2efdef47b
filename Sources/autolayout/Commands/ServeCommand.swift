// The web server needs Hummingbird and SwiftNIO, which only the Playground
// trait brings in: a library user's package does not resolve them.
#if Playground
  import ArgumentParser
  import Foundation
  import Hummingbird
  import LayoutCore
  import NIOCore

  /// `autolayout serve [FILE] [--port 8421] [--host 127.0.0.1]`.
  struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract:
        "Serve a live layout playground: open the printed address in a browser to edit a document or VFL lines, see the layout, drag edges.",
      discussion: """
        Serves one page (no external resources) and a JSON API behind it, on
        loopback unless --host says otherwise, and prints its address. With
        FILE, the page starts with that document and reloads it whenever it
        changes on disk. --port 0 picks a free port. Docs/Playground.md has the API.

        Build with -c release for documents of hundreds of views: a debug build
        lays out about 50 times slower, and a request that takes over five
        seconds is answered with 503.

        Example:
          swift run -c release --traits Playground autolayout serve Examples/login.yaml

        \(ExitStatus.help)
        """
    )

    @Argument(help: "A layout document to open and watch (.yaml, .yml or .json).")
    var file: String?

    /// The default port: uncommon, so that it is seldom taken (8080 is the most taken one).
    static let defaultPort = 8421

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = ServeCommand.defaultPort

    @Option(help: "The address to listen on (loopback by default; 0.0.0.0 exposes the playground to the network).")
    var host = "127.0.0.1"

    @OptionGroup var text: TextOptions

    func validate() throws {
      guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
    }

    func run() async throws {
      if let file, !FileManager.default.fileExists(atPath: file) { throw CommandError("no such file: \(file)") }
      let measurer = try text.measurer()
      let store = await SessionStore(textMeasurer: measurer)
      let path = file.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
      let examples = exampleFolder()
      let router = PlaygroundServer.router(store: store, file: path, examples: examples)
      let app = Application(
        router: router, configuration: .init(address: .hostname(host, port: port), serverName: "autolayout"),
        onServerRunning: { channel in
          let bound = channel.localAddress?.port ?? 0
          // Written straight to the file descriptor: a script reading the
          // address must not wait for a buffer to fill.
          FileHandle.standardOutput.write(Data("Playground: http://\(host):\(bound)/\n".utf8))
        })
      do {
        try await app.runService()
      } catch let error as IOError where error.errnoCode == EADDRINUSE {
        throw CommandError(
          "port \(port) on \(host) is in use by another program; pass --port with another number, "
            + "or --port 0 for any free one")
      } catch let error as IOError where error.errnoCode == EACCES {
        throw CommandError("not allowed to listen on port \(port) on \(host); pass --port 1024 or above, or 0")
      }
    }

    /// `Examples/` in the current directory (the repository's), else the watched file's folder.
    private func exampleFolder() -> URL? {
      var candidates = [URL(fileURLWithPath: "Examples")]
      if let file { candidates.append(URL(fileURLWithPath: file).deletingLastPathComponent()) }
      return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }
  }
#endif
