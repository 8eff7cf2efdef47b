// `autolayout serve` exists with the Playground trait (Scripts/nonisolated-tests.sh builds with it).
#if Playground
  import Foundation
  import Testing

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// `autolayout serve` running for real on a free loopback port, driven through its JSON API.
  final class PlaygroundProcess {
    let process = Process()
    let base: URL

    init(_ arguments: [String] = []) throws {
      process.executableURL = CLIRunner.binary
      process.arguments = ["serve", "--port", "0", "--fixed-metrics"] + arguments
      let out = Pipe()
      process.standardOutput = out
      process.standardError = FileHandle.nullDevice
      try process.run()
      // The address line comes once the server listens.
      var text = ""
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline, !text.contains("Playground: ") || !text.contains("/\n") {
        let chunk = out.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        text += String(decoding: chunk, as: UTF8.self)
      }
      guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Playground: ") }),
        let url = URL(string: String(line.dropFirst("Playground: ".count)))
      else {
        process.terminate()
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no address in: \(text)"])
      }
      base = url
    }

    deinit {
      process.terminate()
      process.waitUntilExit()
    }

    /// Sends a request; returns the status and the body parsed as JSON (nil if it is not JSON).
    func send(_ method: String, _ path: String, _ body: Any? = nil, raw: Data? = nil) async throws -> (
      status: Int, json: Any?, text: String
    ) {
      var request = URLRequest(url: URL(string: path, relativeTo: base)!)
      request.httpMethod = method
      if let raw {
        request.httpBody = raw
      } else if let body {
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
      }
      request.setValue("application/json", forHTTPHeaderField: "content-type")
      let (data, response) = try await URLSession.shared.data(for: request)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      return (status, try? JSONSerialization.jsonObject(with: data), String(decoding: data, as: UTF8.self))
    }
  }

  /// The frame of `name` in a result's JSON, as [x, y, width, height].
  func frame(_ result: Any?, _ name: String) -> [Double]? {
    guard let frames = (result as? [String: Any])?["frames"] as? [[String: Any]],
      let frame = frames.first(where: { $0["name"] as? String == name })
    else { return nil }
    return ["x", "y", "width", "height"].compactMap { frame[$0] as? Double }
  }

  @Suite(.serialized) struct ServeCommandTests {
    @Test func servesThePageOnLoopback() async throws {
      let server = try PlaygroundProcess()
      #expect(server.base.host == "127.0.0.1")
      let page = try await server.send("GET", "/")
      #expect(page.status == 200)
      #expect(page.text.contains("<textarea id=\"source\""))
      // No resources from elsewhere: no http(s) URLs but the SVG namespace.
      let external = page.text.components(separatedBy: "http").dropFirst().filter { !$0.hasPrefix("://www.w3.org") }
      #expect(external.isEmpty)
      let examples = try await server.send("GET", "/api/examples")
      let names = (examples.json as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
      #expect(names.contains("login.yaml"))
      #expect(try await server.send("GET", "/api/file").status == 404)
    }

    @Test func layoutReturnsFramesPictureAndProblems() async throws {
      let server = try PlaygroundProcess()
      let ok = try await server.send(
        "POST", "/api/layout", ["source": "H:|-20-[a]-20-|\nV:|-20-[a(44)]", "format": "vfl", "width": 300])
      #expect(ok.status == 200)
      #expect(frame(ok.json, "a") == [20, 20, 260, 44])
      #expect(((ok.json as? [String: Any])?["svg"] as? String)?.hasPrefix("<svg") == true)
      let conflict = try await server.send(
        "POST", "/api/layout", ["source": "H:|-[a(200)]-|\nV:|-[a(20)]\nH:[a(<=100)]", "format": "vfl"])
      let problems = (conflict.json as? [String: Any])?["problems"] as? [[String: Any]] ?? []
      #expect(problems.contains { $0["kind"] as? String == "conflict" })
    }

    @Test func badInputGetsAFourHundredWithAMessage() async throws {
      let server = try PlaygroundProcess()
      let syntax = try await server.send("POST", "/api/layout", ["source": "H:|-[a]--[b]-|", "format": "vfl"])
      #expect(syntax.status == 422)
      let error = (syntax.json as? [String: Any])?["error"] as? [String: Any]
      #expect(error?["line"] as? Int == 1 && error?["column"] as? Int == 9)
      #expect(try await server.send("POST", "/api/layout", raw: Data("nonsense".utf8)).status == 400)
      #expect(try await server.send("POST", "/api/layout", ["format": "vfl"]).status == 400)
      let huge = String(repeating: "x", count: 300_000)
      #expect(try await server.send("POST", "/api/layout", ["source": huge]).status == 413)
      #expect(try await server.send("POST", "/api/sessions/nope/release").status == 404)
      // The server is still there.
      #expect(try await server.send("GET", "/api/examples").status == 200)
    }

    @Test func sessionsTakeDragsResizesAndPrintCode() async throws {
      let server = try PlaygroundProcess()
      let created = try await server.send(
        "POST", "/api/sessions", ["source": "H:|-20-[box(>=50)]\nV:|-20-[box(40)]", "format": "vfl", "width": 400])
      let id = try #require((created.json as? [String: Any])?["id"] as? String)
      let dragged = try await server.send(
        "POST", "/api/sessions/\(id)/drag", ["view": "box", "edge": "right", "value": 250])
      #expect(frame(dragged.json, "box") == [20, 20, 230, 40])
      let resized = try await server.send("POST", "/api/sessions/\(id)/resize", ["width": 600, "height": 300])
      #expect(frame(resized.json, "canvas") == [0, 0, 600, 300])
      let released = try await server.send("POST", "/api/sessions/\(id)/release")
      #expect(released.status == 200)
      let code = try await server.send("GET", "/api/sessions/\(id)/code?style=snapKit")
      #expect(((code.json as? [String: Any])?["code"] as? String)?.contains("box.snp.makeConstraints") == true)
      #expect(try await server.send("GET", "/api/sessions/\(id)/code?style=cobol").status == 422)
      let badDrag = try await server.send(
        "POST", "/api/sessions/\(id)/drag", ["view": "ghost", "edge": "left", "value": 1])
      #expect(badDrag.status == 422)
    }

    @Test func theWatchedFileIsServedWhenItChanges() async throws {
      let path = try CLIRunner.temporaryFile("views:\n  - {name: a}\n", name: "screen.yaml")
      let server = try PlaygroundProcess([path])
      let first = try await server.send("GET", "/api/file?since=-1")
      #expect(first.status == 200)
      let modified = try #require((first.json as? [String: Any])?["modified"] as? Int)
      #expect(try await server.send("GET", "/api/file?since=\(modified)").status == 204)
      try await Task.sleep(for: .milliseconds(1100))
      try "views:\n  - {name: b}\n".write(toFile: path, atomically: true, encoding: .utf8)
      let changed = try await server.send("GET", "/api/file?since=\(modified)")
      #expect(changed.status == 200)
      #expect(((changed.json as? [String: Any])?["source"] as? String)?.contains("name: b") == true)
    }
  }

  /// A port another program holds is an error that says what to do, not the
  /// raw bind error, and the command ends with status 2.
  @Test func aBusyPortIsExplained() throws {
    let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(holder) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(holder, $0, length) == 0 && listen(holder, 1) == 0 && getsockname(holder, $0, &length) == 0
      }
    }
    try #require(bound)
    let port = Int(UInt16(bigEndian: address.sin_port))
    let result = try CLIRunner.run(["serve", "--port", "\(port)"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "autolayout: error: port \(port) on 127.0.0.1 is in use by another program; pass --port with another number, or --port 0 for any free one\n"
    )
  }
#endif
