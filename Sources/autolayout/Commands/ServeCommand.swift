import ArgumentParser
import Foundation
import Hummingbird
import LayoutCore
import NIOCore

/// `autolayout serve [FILE] [--port 8080] [--host 127.0.0.1]`.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Open a live layout playground in the browser: edit a document or VFL lines, see the layout, drag edges.",
    discussion: """
      Serves one page (no external resources) and a JSON API behind it, on
      loopback unless --host says otherwise. With FILE, the page starts with
      that document and reloads it whenever it changes on disk. --port 0 picks
      a free port; the address is printed either way. Docs/Playground.md has the API.

      Example:
        swift run autolayout serve Examples/login.yaml
      """
  )

  @Argument(help: "A layout document to open and watch (.yaml, .yml or .json).")
  var file: String?

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port = 8080

  @Option(help: "The address to listen on (loopback by default; 0.0.0.0 exposes the playground to the network).")
  var host = "127.0.0.1"

  @OptionGroup var text: TextOptions

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
    if let file, !FileManager.default.fileExists(atPath: file) { throw ValidationError("\(file): no such file") }
  }

  func run() async throws {
    let store = SessionStore(textMeasurer: try text.measurer())
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
    try await app.runService()
  }

  /// `Examples/` in the current directory (the repository's), else the watched file's folder.
  private func exampleFolder() -> URL? {
    var candidates = [URL(fileURLWithPath: "Examples")]
    if let file { candidates.append(URL(fileURLWithPath: file).deletingLastPathComponent()) }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }
}
