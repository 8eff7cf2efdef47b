// The web server needs Hummingbird and SwiftNIO, which only the Playground
// trait brings in: a library user's package does not resolve them.
#if Playground
  import Foundation
  import Hummingbird
  import LayoutCore
  import LayoutPlayground
  import NIOCore

  /// The HTTP side of `autolayout serve`: the page, and the JSON API behind it.
  ///
  /// API (every body is JSON; errors are `{"error": {"message", "line", "column"}}`
  /// with a 4xx status):
  /// - `POST /api/layout` a ``PlaygroundRequest`` → a ``PlaygroundResult``.
  /// - `POST /api/sessions` a request → `{"id", "result"}`, a session for edits.
  /// - `POST /api/sessions/{id}/drag` `{"view", "edge", "value"}` → a result.
  /// - `POST /api/sessions/{id}/release` → a result, every drag let go.
  /// - `POST /api/sessions/{id}/resize` `{"width", "height"}` → a result.
  /// - `GET /api/sessions/{id}/code?style=anchors|operators|snapKit|visualFormat|document` → `{"code"}`.
  /// - `GET /api/examples` → `[{"name", "format", "source"}]`.
  /// - `GET /api/file?since=T` → the watched file `{"path", "source", "modified"}` (milliseconds), or 204 if not changed since `T`.
  enum PlaygroundServer {
    /// The largest request body accepted.
    static let maximumBody = 256 * 1024
    /// How long one request may lay out before it is answered with 503.
    static let timeLimit: Duration = .seconds(5)

    struct DragRequest: Decodable {
      var view: String
      var edge: PlaygroundSession.Edge
      var value: Double
    }

    struct ResizeRequest: Decodable {
      var width: Double
      var height: Double
    }

    struct Created: Encodable {
      var id: String
      var result: PlaygroundResult
    }

    struct ErrorBody: Encodable {
      struct Detail: Encodable {
        var message: String
        var line: Int?
        var column: Int?
      }
      var error: Detail
    }

    struct Example: Encodable {
      var name: String
      var format: String
      var source: String
    }

    struct WatchedFile: Encodable {
      var path: String
      var source: String
      /// Milliseconds since 1970: a whole number, so it comes back exactly as `since`.
      var modified: Int
    }

    /// The router with every route, for a store, the watched file and the examples folder.
    static func router(store: SessionStore, file: String?, examples: URL?) -> Router<BasicRequestContext> {
      let router = Router()
      router.get("/") { _, _ in
        Response(
          status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
          body: .init(byteBuffer: ByteBuffer(string: PlaygroundPage.html)))
      }
      router.post("/api/layout") { request, _ in
        try await respond { () async throws(PlaygroundError) -> PlaygroundResult in
          try await store.layout(try await decode(PlaygroundRequest.self, request))
        }
      }
      router.post("/api/sessions") { request, _ in
        try await respond { () async throws(PlaygroundError) -> Created in
          let created = try await store.create(try await decode(PlaygroundRequest.self, request))
          return Created(id: created.id, result: created.result)
        }
      }
      router.post("/api/sessions/:id/drag") { request, context in
        let id = context.parameters.get("id") ?? ""
        return try await respond { () async throws(PlaygroundError) -> PlaygroundResult in
          let drag = try await decode(DragRequest.self, request)
          return try await session(id, store) { session throws(PlaygroundError) in
            try session.drag(drag.view, edge: drag.edge, to: drag.value)
          }
        }
      }
      router.post("/api/sessions/:id/release") { _, context in
        let id = context.parameters.get("id") ?? ""
        return try await respond { () async throws(PlaygroundError) -> PlaygroundResult in
          try await session(id, store) { $0.endDrag() }
        }
      }
      router.post("/api/sessions/:id/resize") { request, context in
        let id = context.parameters.get("id") ?? ""
        return try await respond { () async throws(PlaygroundError) -> PlaygroundResult in
          let size = try await decode(ResizeRequest.self, request)
          return try await session(id, store) { session throws(PlaygroundError) in
            try session.resize(width: size.width, height: size.height)
          }
        }
      }
      router.get("/api/sessions/:id/code") { request, context in
        let id = context.parameters.get("id") ?? ""
        let styleName = request.uri.queryParameters.get("style") ?? "anchors"
        return try await respond { () async throws(PlaygroundError) -> [String: String] in
          guard let style = ConstraintCode.Style(rawValue: styleName) else {
            let known = ConstraintCode.Style.allCases.map(\.rawValue).joined(separator: ", ")
            throw PlaygroundError(message: "unknown style '\(styleName)' (known: \(known))", line: 1, column: 1)
          }
          return ["code": try await session(id, store) { $0.code(style) }]
        }
      }
      router.get("/api/examples") { _, _ in
        try json(examplesList(examples), status: .ok)
      }
      router.get("/api/file") { request, _ in
        guard let file else {
          return try json(ErrorBody(error: .init(message: "no file is watched")), status: .notFound)
        }
        let since = request.uri.queryParameters.get("since").flatMap(Double.init).map { Int($0) } ?? -1
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        let modified = Int(((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) * 1000)
        if modified <= since { return Response(status: .noContent) }
        guard let data = FileManager.default.contents(atPath: file), data.count <= maximumBody,
          let source = String(data: data, encoding: .utf8)
        else {
          return try json(
            ErrorBody(error: .init(message: "cannot read \(file) as UTF-8 text of at most 256 KB")),
            status: .unprocessableContent)
        }
        return try json(WatchedFile(path: file, source: source, modified: modified), status: .ok)
      }
      return router
    }

    // MARK: Helpers

    /// Reads a JSON body of at most ``maximumBody`` bytes.
    static func decode<T: Decodable>(_ type: T.Type, _ request: Request) async throws(PlaygroundError) -> T {
      var request = request
      let buffer: ByteBuffer
      do {
        buffer = try await request.collectBody(upTo: maximumBody)
      } catch {
        throw PlaygroundError(message: "the request body is larger than \(maximumBody) bytes", line: 0, column: 0)
      }
      do {
        return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
      } catch let error as DecodingError {
        throw PlaygroundError(
          message: "the request is not valid JSON for this endpoint: \(describe(error))", line: 0, column: 0)
      } catch {
        throw PlaygroundError(message: "the request is not valid JSON: \(error)", line: 0, column: 0)
      }
    }

    static func describe(_ error: DecodingError) -> String {
      switch error {
      case .keyNotFound(let key, _): "missing key '\(key.stringValue)'"
      case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
        context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
      @unknown default: "\(error)"
      }
    }

    /// Runs `body` on a session, or throws "no such session".
    static func session<T: Sendable>(
      _ id: String, _ store: SessionStore, _ body: @MainActor @Sendable (PlaygroundSession) throws(PlaygroundError) -> T
    ) async throws(PlaygroundError) -> T {
      guard let value = try await store.with(id, body) else {
        throw PlaygroundError(
          message: "no session '\(id)' (sessions are dropped when 32 newer ones exist)", line: 0, column: 0)
      }
      return value
    }

    /// Answers with `body`'s value as JSON, a playground error as 422 (400 for
    /// a bad request, 413 for a large one), or 503 when it takes longer than ``timeLimit``.
    static func respond<T: Encodable & Sendable>(_ body: @escaping @Sendable () async throws(PlaygroundError) -> T)
      async throws -> Response
    {
      let outcome = await withTaskGroup(of: Result<T, PlaygroundError>?.self) { group in
        group.addTask {
          do throws(PlaygroundError) { return .success(try await body()) } catch { return .failure(error) }
        }
        group.addTask {
          try? await Task.sleep(for: timeLimit)
          return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
      }
      switch outcome {
      case .success(let value):
        return try json(value, status: .ok)
      case .failure(let error):
        let status: HTTPResponse.Status =
          error.message.hasPrefix("the request body is larger")
          ? .contentTooLarge
          : error.line == 0 ? (error.message.hasPrefix("no session") ? .notFound : .badRequest) : .unprocessableContent
        let place = error.line == 0 ? nil : error.line
        return try json(
          ErrorBody(error: .init(message: error.message, line: place, column: place == nil ? nil : error.column)),
          status: status)
      case nil:
        return try json(
          ErrorBody(error: .init(message: "the layout took longer than \(timeLimit); try a smaller document")),
          status: .serviceUnavailable)
      }
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status) throws -> Response {
      let data = try JSONEncoder().encode(value)
      return Response(
        status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The example documents in `directory`, then the seeds' VFL lines.
    static func examplesList(_ directory: URL?) -> [Example] {
      var examples: [Example] = []
      if let directory,
        let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      {
        for name in names where name.hasSuffix(".yaml") || name.hasSuffix(".json") {
          if let source = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) {
            examples.append(Example(name: name, format: "document", source: source))
          }
        }
      }
      examples.append(
        Example(
          name: "Find panel (VFL, Apple's guide)", format: "vfl",
          source: "H:|-[find]-[findNext]-[findField(>=20)]-|\nV:|-[find(30)]\nV:|-[findNext(30)]\nV:|-[findField(30)]"))
      examples.append(
        Example(
          name: "TinyVFL's column (seed 001)", format: "vfl",
          source: "V:|-[v1][v2(90)]-(5@750)-[v3(==v1)]-|\nH:|-[v1]-|\nH:|-[v2]-|\nH:|-[v3]-|"))
      examples.append(
        Example(
          name: "A conflict to find", format: "vfl",
          source: "H:|-[box(200)]-|\nV:|-[box(44)]\nH:[box(<=100)]"))
      return examples
    }
  }
#endif
